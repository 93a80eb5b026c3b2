import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as office from '@college/contracts/endpoints/office';
import type { QueueRow } from '@college/contracts/entities/office';
import { call } from '../../test/call';
import { signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// Claims on applications under review: two clerks claiming from the same view at the same moment
// get different applications; a decision on another's claim is refused; a claim lapses; an admin
// gives one to someone else.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let anu: Awaited<ReturnType<typeof signInStaff>>;
let ravi: Awaited<ReturnType<typeof signInStaff>>;
const view = { stage: 'submitted', sort: 'number', order: 'asc' } as const;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 6; i++) {
    const mobile = `98471600${String(i).padStart(2, '0')}`;
    await submitApplication(await signIn(t, mobile), mobile, `Applicant ${String.fromCharCode(64 + i)}`);
  }
  admin = await signInStaff(t, 'admin');
  anu = await signInStaff(t, 'admissions');
  ravi = await signInStaff(t, 'admissions');
});
afterAll(async () => {
  await t.close();
});

const claim = (who: typeof anu, count = 3) => call(who.agent, office.claimApplications, { body: { ...view, count } });
const mine = async (who: typeof anu) =>
  (
    (
      await call(who.agent, office.listQueue)
        .query({ ...view, claimed: 'mine' })
        .expect(200)
    ).body.data as QueueRow[]
  ).map((r) => r.applicationId);

describe('claims on applications under review', () => {
  it('when two clerks claim from the same view at once, then each gets different applications, and each sees their own', async () => {
    const [a, r] = await Promise.all([claim(anu), claim(ravi)]);
    expect(a.status).toBe(200);
    expect(r.status).toBe(200);
    const anus: string[] = a.body.data.claimed;
    const ravis: string[] = r.body.data.claimed;
    expect(anus).toHaveLength(3);
    expect(ravis).toHaveLength(3);
    expect(new Set([...anus, ...ravis]).size).toBe(6);
    expect((await mine(anu)).sort()).toEqual([...anus].sort());
    const seen = (await call(ravi.agent, office.listQueue).query(view).expect(200)).body.data as QueueRow[];
    const onAnus = seen.find((row) => row.applicationId === anus[0]);
    expect(onAnus?.claim).toMatchObject({ mine: false, by: 'Test admissions' });
    // Nothing is left to claim: a third claim gets none.
    expect((await claim(admin)).body.data.claimed).toEqual([]);
  });

  it("when a clerk decides on another's claim, then 409 names who holds it; in a bulk decision that row is refused", async () => {
    const [held] = await mine(anu);
    const id = held ?? '';
    const { version } = (await call(ravi.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    const refused = await call(ravi.agent, office.decide, { params: { id }, body: { status: 'verified', version } }).expect(409);
    expect(refused.body.message).toMatch(/^Test admissions is reviewing this application until \d{1,2}:\d{2}/);
    const bulk = await call(ravi.agent, office.decideMany, { body: { applicationIds: [id], status: 'verified' } }).expect(200);
    expect(bulk.body.data[0]).toMatchObject({ outcome: 'refused', reason: expect.stringMatching(/is reviewing this application/) });
    await call(anu.agent, office.decide, { params: { id }, body: { status: 'verified', version } }).expect(200);
  });

  it('when a claim lapses, then another clerk may take it; an admin gives one to a member or frees it', async () => {
    const anus = await mine(anu);
    t.clock.advance(31 * 60);
    anu = await signInStaff(t, 'admissions');
    ravi = await signInStaff(t, 'admissions');
    admin = await signInStaff(t, 'admin');
    const taken: string[] = (await claim(ravi, 10)).body.data.claimed;
    expect(taken).toEqual(expect.arrayContaining(anus.slice(1)));
    const id = taken[0] ?? '';
    const given = await call(admin.agent, office.assignClaim, { params: { id }, body: { email: anu.email } }).expect(200);
    expect(given.body.data.claim).toMatchObject({ by: 'Test admissions', mine: false });
    expect(await mine(anu)).toEqual([id]);
    await call(admin.agent, office.assignClaim, { params: { id }, body: { email: '' } }).expect(200);
    expect(await mine(anu)).toEqual([]);
    const nobody = await call(admin.agent, office.assignClaim, { params: { id }, body: { email: 'nobody@college.example' } }).expect(409);
    expect(nobody.body.message).toBe('No member of staff signs in with this email');
    await call(anu.agent, office.assignClaim, { params: { id }, body: { email: anu.email } }).expect(403);
    const released = await call(ravi.agent, office.releaseClaims).expect(200);
    expect(released.body.data.released).toBe(taken.length - 1);
    expect(await mine(ravi)).toEqual([]);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, office.claimApplications, { body: view }).expect(403);
  });
});
