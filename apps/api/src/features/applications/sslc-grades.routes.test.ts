import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachProgramStage } from '../../test/journey';
import { diplomaEducation, diplomaSelection } from '../../test/fixtures';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
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
});
