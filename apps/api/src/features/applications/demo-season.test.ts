import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import { applicationSchema } from '@college/contracts/entities/application';
import type { RoundView } from '@college/contracts/entities/allotment';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addSamplePayments } from '../payments/sample-payments';
import { addDemoSeason, seasonApplicant } from './demo-season';

// The demo's contested season as a newcomer meets it: seeded as a first demo start seeds it, ranked,
// the rules' matrix published, and the trial run. Computer Engineering has more applicants than seats.

const COUNT = 600;
let t: TestApp;
let range: { first: string; last: string };
beforeAll(async () => {
  t = await createTestApp();
  range = await addDemoSeason(t.database.db, COUNT, t.clock.now());
  await addSamplePayments(t.database.db, { from: range.first, to: range.last });
});
afterAll(() => t.close());

const season = Array.from({ length: COUNT }, (_, i) => seasonApplicant(2026, i + 1));
const share = (pred: (a: (typeof season)[number]) => boolean) => season.filter(pred).length / COUNT;

describe('the demo season', () => {
  it('when generated, then it is the same every time, in Kerala’s proportions, with 2 to 6 options each', () => {
    expect(seasonApplicant(2026, 17)).toEqual(seasonApplicant(2026, 17));
    expect(seasonApplicant(2026, 17)).not.toEqual(seasonApplicant(2026, 18));
    expect(share((a) => a.branches[0] === 'Computer Engineering')).toBeGreaterThan(0.28);
    expect(share((a) => a.branches[0] === 'Computer Engineering')).toBeLessThan(0.4);
    expect(share((a) => a.category === 'SM')).toBeGreaterThan(0.4);
    expect(share((a) => a.category === 'SM')).toBeLessThan(0.56);
    for (const category of ['EZ', 'MU', 'SC', 'ST', 'EWS'])
      expect(
        share((a) => a.category === category),
        category,
      ).toBeGreaterThan(0);
    expect(share((a) => a.disability !== 'none')).toBeGreaterThan(0.02);
    for (const quota of ['THSLC', 'ITI/KGCE', 'VHSE'])
      expect(
        share((a) => a.quota === quota),
        quota,
      ).toBeGreaterThan(0);
    expect(season.every((a) => a.branches.length >= 2 && a.branches.length <= 6 && new Set(a.branches).size === a.branches.length)).toBe(
      true,
    );
  });

  it('when seeded, then each applicant is verified and paid, and reads as the contracts say', async () => {
    const clerk = await signInStaff(t, 'admissions');
    const seen = (await call(clerk.agent, office.getOfficeApplication, { params: { id: range.last } }).expect(200)).body.data;
    const application = applicationSchema.parse(seen.application);
    expect(application.status).toBe('verified');
    expect(application.paymentDetails.application_fee.status).toBe('success');
    expect(application.educationDetails?.educationData[0]?.grades).toBeDefined();
  });

  it('when ranked and allotted on the rules’ matrix, then a branch is oversubscribed, seats convert, and applicants wait', async () => {
    const admin = await signInStaff(t, 'admin');
    const intake = { intake: 'diploma-regular' } as const;
    const list = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;
    expect(list.applicants).toBe(COUNT);
    await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
    const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
    await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: view.proposed }).expect(200);
    await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
    const trial: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'trial', deadline: '2026-12-31' } }).expect(201)
    ).body.data;

    const seatsOf = (branch: string) => trial.closings.filter((c) => c.branch === branch).reduce((n, c) => n + c.seats, 0);
    const wanting = (branch: string) => season.filter((a) => a.branches[0] === branch).length;
    expect(wanting('Computer Engineering')).toBeGreaterThan(seatsOf('Computer Engineering'));
    expect(trial.conversions.length).toBeGreaterThan(0);
    const waiting = trial.rows.filter((r) => r.seat === null).length;
    expect(waiting).toBeGreaterThan(0);
    // Its State Merit seats are all taken, the last at a closing rank others fell below.
    const full = trial.closings.filter((c) => c.branch === 'Computer Engineering' && c.block === 'merit' && c.category === 'SM')[0];
    expect(full?.vacant).toBe(0);
    expect(full?.closing).not.toBeNull();
  });
});
