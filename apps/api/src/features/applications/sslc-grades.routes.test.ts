import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachProgramStage, signInStaff } from '../../test/journey';
import { diplomaEducation, diplomaSelection } from '../../test/fixtures';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as office from '@college/contracts/endpoints/office';
import { indexMark, SSLC_PAPERS } from '@college/contracts/rules/index-mark';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grades = Object.fromEntries(SSLC_PAPERS.map((p, i) => [p, i % 2 === 0 ? 'A+' : 'B+']));

describe('SSLC grades beside the percentage', () => {
  it('when the SSLC entry carries grades, then they are kept and the index mark follows from them; an unknown grade is refused', async () => {
    const agent = await signIn(t, '9847500001');
    const id = await reachProgramStage(agent, '9847500001');
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    const education = diplomaEducation();
    const withGrades = education.educationDetails.educationData.map((e) => ({ ...e, grades }));
    const bad = await call(agent, admission.saveEducationDetails, {
      params: { applicationId: id },
      unchecked: {
        educationDetails: { ...education.educationDetails, educationData: withGrades.map((e) => ({ ...e, grades: { Physics: 'Z' } })) },
      },
    }).expect(400);
    expect(bad.body.message).toBe('Choose a grade from A+ to D+');
    await call(agent, admission.saveEducationDetails, {
      params: { applicationId: id },
      body: { educationDetails: { ...education.educationDetails, educationData: withGrades } },
    }).expect(200);
    const saved = (await call(agent, admission.getEducationDetails, { params: { applicationId: id } }).expect(200)).body.data;
    expect(saved.educationData[0].grades).toEqual(grades);
    // Five papers at A+ (9) and five at B+ (7): 80, with Physics (B+), Chemistry (A+), Mathematics (A+) weighted: (80 + 2x25) / 16.
    expect(indexMark(saved.educationData[0].grades)).toEqual({ wgpa: 8.125, awgv: 8.3333, version: '2026-1' });
  });

  it('when the SSLC row names THSLC and an ITI row is passed, then both special quotas are kept in a column the office filters by; a wrong board is refused', async () => {
    const agent = await signIn(t, '9847500002');
    const id = await reachProgramStage(agent, '9847500002');
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    const education = diplomaEducation().educationDetails;
    const rows = [
      ...education.educationData.map((e) => ({ ...e, board: 'THSLC' })),
      { examination: 'ITI', passedFailed: 'Passed' as const, yearOfPass: 2025, percentageMarks: 80, registrationNumber: 'ITI1' },
    ];
    const wrong = await call(agent, admission.saveEducationDetails, {
      params: { applicationId: id },
      unchecked: { educationDetails: { ...education, educationData: rows.map((r) => ({ ...r, board: 'VHSE' })) } },
    }).expect(400);
    expect(wrong.body.message).toBe('Choose the board from the list');
    await call(agent, admission.saveEducationDetails, {
      params: { applicationId: id },
      body: { educationDetails: { ...education, educationData: rows } },
    }).expect(200);
    const officer = await signInStaff(t, 'admissions');
    const found = (await call(officer.agent, office.listQueue, { query: { quota: 'THSLC' } }).expect(200)).body.data;
    expect(found.map((r: { applicationId: string }) => r.applicationId)).toEqual([id]);
    const iti = (await call(officer.agent, office.listQueue, { query: { quota: 'ITI/KGCE' } }).expect(200)).body.data;
    expect(iti.map((r: { applicationId: string }) => r.applicationId)).toEqual([id]);
    expect((await call(officer.agent, office.listQueue, { query: { quota: 'VHSE' } }).expect(200)).body.data).toEqual([]);
    await call(officer.agent, office.listQueue, { unchecked: undefined }).query({ quota: 'NCC' }).expect(400);
  });
});
