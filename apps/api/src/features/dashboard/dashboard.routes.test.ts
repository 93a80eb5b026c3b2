import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '@college/contracts/endpoints/dashboard';
import * as office from '@college/contracts/endpoints/office';
import * as privacy from '@college/contracts/endpoints/privacy';
import * as notices from '@college/contracts/endpoints/notices';
import * as admissionSettings from '@college/contracts/endpoints/admission-settings';
import { openApplication, signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t, 'admissions');
  admin = await signInStaff(t, 'admin');
  ids = [];
  const agents = [];
  for (const [mobile, name] of [
    ['9847100001', 'Anu Krishnan'],
    ['9847100002', 'Rahul Menon'],
    ['9847100003', 'Fathima Beevi'],
  ] as const) {
    const agent = await signIn(t, mobile);
    agents.push(agent);
    ids.push(await submitApplication(agent, mobile, name));
  }
  await openApplication(await signIn(t, '9847100009'), '9847100009');
  await call(agents[0]!, privacy.createRightsRequest, {
    params: { applicationId: ids[0]! },
    body: { kind: 'correction', details: 'My name is spelt wrongly' },
  }).expect(201);
  const writer = await signInStaff(t, 'content');
  const notice = await call(writer.agent, notices.createNotice, {
    body: { category: 'general', titleEn: 'Holiday on Friday', bodyEn: 'The college is closed on Friday.' },
  }).expect(201);
  await call(writer.agent, notices.moveNotice, { params: { id: notice.body.data.id }, body: { to: 'submitted', version: 1 } }).expect(200);
  await call(admin.agent, admissionSettings.updateAdmissionSettings, {
    body: {
      feeRupees: 500,
      intakes: [{ key: 'diploma-regular', opensOn: '2026-06-01', closesOn: '2026-06-30' }],
      seasonDates: { 'rank-list': '2026-07-05', 'trial-allotment': '2026-07-10', 'first-allotment': null, 'spot-admission': null },
    },
  }).expect(200);
});
afterAll(async () => {
  await t.close();
});

const dashboard = async () => (await call(clerk.agent, getDashboard).expect(200)).body.data;
const queueTotal = async (query: Record<string, string>) =>
  (await call(clerk.agent, office.listQueue).query(query).expect(200)).body.total as number;

describe('the dashboard', () => {
  it('when opened, then every number is the queue’s total under the filter it links to', async () => {
    const d = await dashboard();
    expect(d.applications).toMatchObject({ total: 4, submitted: 3, feePaid: 3 });
    for (const s of d.applications.byStatus) expect(await queueTotal({ status: s.status })).toBe(s.n);
    expect(d.applications.byStatus).toContainEqual({ status: 'submitted', n: 3 });
    for (const p of d.applications.byProgramme) expect(await queueTotal({ level: p.level, ...(p.mode ? { mode: p.mode } : {}) })).toBe(p.n);
    for (const b of d.applications.byBranch) {
      expect(await queueTotal({ branch: b.branch, firstChoice: 'true' })).toBe(b.first);
      expect(await queueTotal({ branch: b.branch })).toBe(b.any);
    }
    expect(d.applications.byBranch.find((b: { branch: string }) => b.branch === 'Computer Engineering')).toMatchObject({
      first: 3,
      any: 3,
    });
    for (const c of d.applications.byCategory) expect(await queueTotal({ category: c.category })).toBe(c.n);
    expect(d.applications.submittedByDay).toHaveLength(14);
    const today = d.applications.submittedByDay.at(-1);
    expect(today).toEqual({ day: '2026-06-15', n: 3 });
    expect(await queueTotal({ from: today.day, to: today.day })).toBe(3);
    expect(d.fees.byDay.at(-1)).toEqual({ day: '2026-06-15', paid: 3, amount: 1500 });
    expect(d.requests).toMatchObject({ open: 1, overdue: 0, soonest: [{ applicationId: ids[0], kind: 'correction' }] });
    expect(d.noticesWaiting).toBe(1);
    // No committee is set up in a fresh college: every one the rules ask for needs the office.
    expect(d.committeesToReview).toBe(6);
    // Nor any document: all five are due.
    expect(d.documentsToReview).toBe(5);
    expect(d.nextDates.map((x: { on: string; what: string }) => `${x.on} ${x.what}`)).toEqual([
      '2026-06-30 Diploma in Engineering (Regular): last day to apply',
      '2026-07-05 Provisional rank list',
      '2026-07-10 Trial allotment and option revision',
    ]);
  });

  it('when asked again within ten seconds, then the kept figures come; after, a fresh count follows the stale answer', async () => {
    const first = await dashboard();
    const agent = await signIn(t, '9847100004');
    await submitApplication(agent, '9847100004', 'Arjun Nair');
    expect((await dashboard()).asOf).toBe(first.asOf);
    t.clock.advance(11);
    // The stale figures come at once while the recount runs; the next ask has the fresh ones.
    expect((await dashboard()).applications.submitted).toBe(first.applications.submitted);
    // The recount runs behind the answer; it lands when the database has answered, however busy the machine.
    let later = await dashboard();
    for (let i = 0; i < 100 && later.asOf === first.asOf; i++) {
      await new Promise((r) => setTimeout(r, 50));
      later = await dashboard();
    }
    expect(later.applications.submitted).toBe(Number(first.applications.submitted) + 1);
  });

  it('when a member without admissions or admin opens it, then 403; signed out, 401', async () => {
    for (const role of ['viewer', 'accounts', 'editor'] as const) {
      const member = await signInStaff(t, role);
      await call(member.agent, getDashboard).expect(403);
    }
    await call(request(t.app), getDashboard).expect(401);
    await call(admin.agent, getDashboard).expect(200);
  });
});
