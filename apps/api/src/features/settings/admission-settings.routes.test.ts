import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { diplomaEducation, diplomaSelection, declaration } from '../../test/fixtures';
import { openApplication, reachFeeStage, payFee, reachProgramStage, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admissionSettings from '@college/contracts/endpoints/admission-settings';
import * as admissionWindows from '@college/contracts/endpoints/admission-windows';
import * as admission from '@college/contracts/endpoints/admission';

// The test clock starts on 15/06/2026 (India).
const ALL_OPEN = [
  { key: 'diploma-regular', opensOn: null, closesOn: null },
  { key: 'diploma-part-time', opensOn: null, closesOn: null },
  { key: 'diploma-let', opensOn: null, closesOn: null },
  { key: 'mba', opensOn: null, closesOn: null },
];

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const save = (body: object) => call(admin.agent, admissionSettings.updateAdmissionSettings, { unchecked: body });
const windows = async () => (await call(request(t.app), admissionWindows.getAdmissionWindows).expect(200)).body.data;

describe('admission windows and fee', () => {
  it('when nothing is set, then every intake is open with no dates and the fee is the configured default', async () => {
    const data = await windows();
    expect(data.feeRupees).toBe(500);
    expect(data.intakes).toHaveLength(4);
    expect(data.intakes.every((i: { state: string; opensOn: string | null }) => i.state === 'open' && i.opensOn === null)).toBe(true);
    expect(data.intakes[0].label).toBe('Diploma in Engineering (Regular)');
  });

  it('when someone other than an admin saves, then they are refused and nothing changes', async () => {
    const clerk = await signInStaff(t, 'admissions');
    await call(clerk.agent, admissionSettings.updateAdmissionSettings, { body: { feeRupees: 1, intakes: [] } }).expect(403);
    await call(request(t.app), admissionSettings.updateAdmissionSettings, { body: { feeRupees: 1, intakes: [] } }).expect(401);
    expect((await windows()).feeRupees).toBe(500);
  });

  it('when the input is bad, then each problem is named and nothing is saved', async () => {
    for (const [body, field] of [
      [{ feeRupees: 0, intakes: [] }, 'feeRupees'],
      [{ feeRupees: 12.5, intakes: [] }, 'feeRupees'],
      [{ feeRupees: '500', intakes: [] }, 'feeRupees'],
      [{ feeRupees: 500, intakes: [{ key: 'phd', opensOn: null, closesOn: null }] }, 'intakes.0.key'],
      [{ feeRupees: 500, intakes: [{ key: 'mba', opensOn: '2026-02-30', closesOn: null }] }, 'intakes.0.opensOn'],
      [{ feeRupees: 500, intakes: [{ key: 'mba', opensOn: '2026-13-01', closesOn: null }] }, 'intakes.0.opensOn'],
      [{ feeRupees: 500, intakes: [{ key: 'mba', opensOn: null, closesOn: '30/06/2026' }] }, 'intakes.0.closesOn'],
      [{ feeRupees: 500, intakes: [{ key: 'mba', opensOn: '2026-07-01', closesOn: '2026-06-01' }] }, 'intakes.0.closesOn'],
      [{ feeRupees: 500, intakes: [ALL_OPEN[3], ALL_OPEN[3]] }, 'intakes.1.key'],
    ] as const) {
      const res = await save(body).expect(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await windows()).feeRupees).toBe(500);
  });

  it('when the admin changes the fee and a window, then both read back and the audit holds what they were', async () => {
    const res = await save({ feeRupees: 600, intakes: [{ key: 'mba', opensOn: '2026-06-01', closesOn: '2026-06-30' }] }).expect(200);
    expect(res.body.message).toBe('Admission settings saved');
    const mba = res.body.data.intakes.find((i: { key: string }) => i.key === 'mba');
    expect(mba).toMatchObject({ opensOn: '2026-06-01', closesOn: '2026-06-30', state: 'open' });
    expect((await windows()).feeRupees).toBe(600);
    const [entry] = await rowsOf<{ action: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select action, details from audit where entity = 'settings' order by id desc limit 1`,
    );
    expect(entry?.action).toBe('change');
    expect(entry?.details).toEqual({
      feeRupees: { from: 500, to: 600 },
      mba: { from: { opensOn: null, closesOn: null }, to: { opensOn: '2026-06-01', closesOn: '2026-06-30' } },
    });
  });

  it("when the admin fixes the season's dates, then applicants are told them in order; dates out of order are refused; a save without them keeps them", async () => {
    const dates = { 'rank-list': '2026-07-10', 'trial-allotment': '2026-07-12', 'first-allotment': null, 'spot-admission': '2026-08-20' };
    const wrong = await save({ feeRupees: 600, intakes: [], seasonDates: { ...dates, 'trial-allotment': '2026-07-01' } }).expect(400);
    expect(wrong.body.fieldErrors['seasonDates.trial-allotment']).toEqual([
      'Each date of the season must be on or after the one before it',
    ]);
    await save({ feeRupees: 600, intakes: [], seasonDates: { ...dates, 'spot-admission': '20/08/2026' } }).expect(400);
    expect((await windows()).season.every((d: { on: string | null }) => d.on === null)).toBe(true);

    await save({ feeRupees: 600, intakes: [], seasonDates: dates }).expect(200);
    const told = (await windows()).season;
    expect(told).toEqual([
      { key: 'rank-list', label: 'Provisional rank list', on: '2026-07-10' },
      { key: 'trial-allotment', label: 'Trial allotment and option revision', on: '2026-07-12' },
      { key: 'first-allotment', label: 'First allotment', on: null },
      { key: 'spot-admission', label: 'Spot admission', on: '2026-08-20' },
    ]);
    const [entry] = await rowsOf<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from audit where entity = 'settings' order by id desc limit 1`,
    );
    expect(entry?.details).toEqual({
      seasonDates: { from: { 'rank-list': null, 'trial-allotment': null, 'first-allotment': null, 'spot-admission': null }, to: dates },
    });
    // An older form that sends only the fee and the windows leaves the dates as they are.
    await save({ feeRupees: 600, intakes: [] }).expect(200);
    expect((await windows()).season).toEqual(told);
  });

  it('when an application opens after a fee change, then it carries the new fee; one opened before keeps its own', async () => {
    const agent = await signIn(t, '9847200001');
    const id = await openApplication(agent, '9847200001');
    const app = await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200);
    expect(app.body.data.feeAmount).toBe(600);
    await save({ feeRupees: 700, intakes: [] }).expect(200);
    expect((await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data.feeAmount).toBe(600);
  });

  it('when a programme window has closed, then choosing it is refused with its date and nothing is saved; another intake still works', async () => {
    await save({ feeRupees: 500, intakes: [{ key: 'diploma-regular', opensOn: '2026-05-01', closesOn: '2026-06-14' }] }).expect(200);
    const agent = await signIn(t, '9847200002');
    const id = await reachProgramStage(agent, '9847200002');
    const refused = await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(
      409,
    );
    expect(refused.body.message).toBe('Applications for Diploma in Engineering (Regular) closed on 14/06/2026');
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.programSelections).toEqual([]);
    expect(app.currentStage).toBe('program_selection');
    const mba = { programSelections: [{ programLevel: 'mba' as const, programName: 'MBA (Regular)', branchPreferences: [] }] };
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: mba }).expect(200);
  });

  it('when the window closes between programme choice and submission, then the submission is refused and the application stays a draft', async () => {
    await save({ feeRupees: 500, intakes: ALL_OPEN }).expect(200);
    const agent = await signIn(t, '9847200003');
    const id = await reachProgramStage(agent, '9847200003');
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(200);
    await save({ feeRupees: 500, intakes: [{ key: 'diploma-regular', opensOn: null, closesOn: '2026-06-14' }] }).expect(200);
    const refused = await call(agent, admission.submitDeclaration, {
      params: { applicationId: id },
      body: declaration('Anu Krishnan'),
    }).expect(409);
    expect(refused.body.message).toBe('Applications for Diploma in Engineering (Regular) closed on 14/06/2026');
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.status).not.toBe('submitted');
    expect(app.currentStage).toBe('declaration');
  });

  it('when every intake is shut, then no new application opens, the next opening date is given, and existing ones still load', async () => {
    const agent = await signIn(t, '9847200004');
    const id = await openApplication(agent, '9847200004');
    await reachFeeStage(agent, id);
    await save({
      feeRupees: 500,
      intakes: [
        { key: 'diploma-regular', opensOn: null, closesOn: '2026-06-14' },
        { key: 'diploma-part-time', opensOn: '2026-07-01', closesOn: null },
        { key: 'diploma-let', opensOn: '2026-06-20', closesOn: '2026-06-30' },
        { key: 'mba', opensOn: null, closesOn: '2026-06-01' },
      ],
    }).expect(200);
    const refused = await call(agent, admission.createApplication, { body: { mobile: '9847200004' } }).expect(409);
    expect(refused.body.message).toBe('Applications are closed. The next intake opens on 20/06/2026.');
    const fresh = await signIn(t, '9847200005');
    const check = await call(fresh, admission.checkExisting, { body: { mobile: '9847200005' } }).expect(409);
    expect(check.body.message).toBe('Applications are closed. The next intake opens on 20/06/2026.');
    const [{ n }] = (await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from applications where mobile = '9847200005'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    // An application already open keeps its place and loads; its fee waits for an intake to open,
    // since no programme could be chosen with it today.
    await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200);
    const unpaid = await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(409);
    expect(unpaid.body.message).toBe(
      'No programme is taking applications today, so the fee cannot be paid now. Applications are closed. The next intake opens on 20/06/2026.',
    );
    t.clock.advance(6 * 24 * 3600);
    expect((await windows()).intakes.find((i: { key: string }) => i.key === 'diploma-let').state).toBe('open');
    const later = await signIn(t, '9847200004');
    await payFee(later, id);
    await call(later, admission.createApplication, { body: { mobile: '9847200004' } }).expect(201);
  });
});
