import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as joining from '@college/contracts/endpoints/joining';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import type { RoundView } from '@college/contracts/entities/allotment';
import type { ApplicantResult } from '@college/contracts/entities/allotment-choice';
import { rowsOf } from '../../db/rows';
import { scarceMatrix, submitDiploma } from '../../test/allotment-journey';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { secondProcess } from '../../test/second-process';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// Rounds after the first on the real database: a round waits for the window of the round before,
// the desk caps a category's seats whichever clerk asks, and whoever has left (admitted, declined,
// lapsed) is neither seated nor told in the next round. Five applicants want Computer Engineering,
// which has four State Merit seats.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
const ids: Record<string, string> = {};
const agents: Record<string, request.Agent> = {};
const mobiles: Record<string, string> = { p: '9847620001', q: '9847620002', r: '9847620003', s: '9847620004', u: '9847620005' };
const KEYS = ['p', 'q', 'r', 's', 'u'];
/** Of p and q, who the desk admitted on the last seat, and who was refused it (still holding an accepted seat). */
let winner = '';
let loser = '';
const CE = 'Computer Engineering';
const intake = { intake: 'diploma-regular' } as const;

const result = async (key: string): Promise<NonNullable<ApplicantResult>> =>
  (await call(agents[key] ?? clerk.agent, allotment.getApplicantResult, { params: { applicationId: ids[key] ?? '' } }).expect(200)).body
    .data;
const choose = async (key: string, choice: 'accept' | 'decline') =>
  call(agents[key] ?? clerk.agent, allotment.makeChoice, {
    params: { applicationId: ids[key] ?? '' },
    body: { roundId: (await result(key)).roundId, choice, confirm: true },
  }).expect(200);
const run = async (kind: 'trial' | 'round', deadline: string): Promise<RoundView> =>
  (await call(admin.agent, allotment.runRound, { params: intake, body: { kind, deadline } }).expect(201)).body.data;

/** The day after `day` in India, everyone signed in again (sessions end with the clock's move). */
async function dayAfter(day: string) {
  t.clock.set(new Date(`${day}T23:30:00Z`));
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  for (const key of KEYS) agents[key] = await signIn(t, mobiles[key] ?? '');
}

beforeAll(async () => {
  t = await createTestApp();
  const marks: Record<string, string> = { p: '98', q: '96', r: '94', s: '92', u: '90' };
  for (const key of KEYS) {
    const { id, agent } = await submitDiploma(t, key, mobiles[key] ?? '', marks[key] ?? '90', [CE]);
    ids[key] = id;
    agents[key] = agent;
  }
  // w applies in time but is verified only after the rounds have begun.
  const w = await submitDiploma(t, 'w', '9847620006', '99', [CE]);
  ids.w = w.id;
  agents.w = w.agent;
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  for (const key of KEYS) {
    const id = ids[key] ?? '';
    const { version } = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    await call(clerk.agent, office.decide, { params: { id }, body: { status: 'verified', version, remark: '' } }).expect(200);
  }
  const list = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;
  await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
  const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
  await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: scarceMatrix(view.proposed, { SM: 4 }) }).expect(200);
  await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
  const trial = await run('trial', '2026-06-20');
  await call(admin.agent, allotment.publishRound, { params: { id: trial.round.id } }).expect(200);
});
afterAll(async () => {
  await t.close();
});

describe('later rounds', () => {
  it('when a round is published while the round before is open, then it is refused and nothing changes; after its last day it is published', async () => {
    const round1 = await run('round', '2026-06-25');
    const early = await call(admin.agent, allotment.publishRound, { params: { id: round1.round.id } }).expect(409);
    expect(early.body.message).toBe(
      'Trial allotment is open for its applicants until 20/06/2026: publish Allotment 1 after that day, or the admin may publish it now giving the reason',
    );
    expect((await result('p')).kind).toBe('trial');
    const told = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where template = 'allotment' and channel = 'sms'`,
    );
    expect(told[0]?.n).toBe(5);
    // The last day is the whole of that day in India: still open late on it.
    t.clock.set(new Date('2026-06-20T18:00:00Z'));
    admin = await signInStaff(t, 'admin');
    await call(admin.agent, allotment.publishRound, { params: { id: round1.round.id } }).expect(409);
    await dayAfter('2026-06-20');
    await call(admin.agent, allotment.publishRound, { params: { id: round1.round.id } }).expect(200);
    expect(await result('p')).toMatchObject({ kind: 'round', seat: { branch: CE, category: 'SM' } });
  });

  it('when two regular holders ask the desk at once for the last seat of their category, then exactly one is admitted', async () => {
    await choose('p', 'accept');
    await choose('q', 'accept');
    for (const key of ['p', 'q']) {
      for (const code of ['sslc', 'transfer', 'conduct', 'nativity']) {
        await call(clerk.agent, joining.markDocument, {
          params: { id: ids[key] ?? '', code },
          body: { status: 'verified', reason: '' },
        }).expect(200);
      }
    }
    // Three of the category's four seats are counted joined already: one is left for the two.
    await t.database.db.execute(
      sql`insert into seat_counts (intake, block, branch, category, capacity, filled) values ('diploma-regular', 'merit', ${CE}, 'SM', 4, 3)`,
    );
    const otherProcess = await secondProcess(t);
    const other = await signInStaff({ ...t, app: otherProcess.app }, 'admin');
    const both = await Promise.all([
      call(clerk.agent, joining.confirmAdmission, { params: { id: ids.p ?? '' }, body: { feeReceipt: 'R-1' } }),
      call(other.agent, joining.confirmAdmission, { params: { id: ids.q ?? '' }, body: { feeReceipt: 'R-2' } }),
    ]);
    await otherProcess.close();
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(`No seat left: ${CE}, SM is full`);
    expect(both.find((r) => r.status === 200)?.body.data.admission).toMatchObject({ supernumerary: null, status: 'admitted' });
    const counts = await rowsOf<{ filled: number }>(t.database.db, sql`select filled from seat_counts`);
    expect(counts).toEqual([{ filled: 4 }]);
    winner = both.find((r) => r.status === 200)?.body.data.admission?.applicationId ?? '';
    loser = winner === ids.p ? (ids.q ?? '') : (ids.p ?? '');
  });

  it('when the next round runs, then the admitted, the declined and the lapsed are neither seated nor told; the rest are', async () => {
    await choose('r', 'decline');
    // s never chooses: the seat lapses after Allotment 1's last day.
    await dayAfter('2026-06-25');
    const round2 = await run('round', '2026-06-30');
    const seated = round2.rows.map((r) => r.applicationId).sort();
    expect(seated).toEqual([loser, ids.u].sort());
    expect(round2.rows.find((r) => r.applicationId === loser)?.seat).toMatchObject({ branch: CE, category: 'SM' });
    expect(round2.rows.find((r) => r.applicationId === ids.u)?.seat).toMatchObject({ branch: CE, category: 'SM' });
    // The seat joined at the desk is out of the round with its student: three of the four are left.
    expect(round2.closings.find((c) => c.branch === CE && c.block === 'merit' && c.category === 'SM')).toMatchObject({
      seats: 3,
      filled: 2,
    });
    const out = async (id: string) =>
      (await call(clerk.agent, allotment.getApplicationAllotment, { params: { id } }).expect(200)).body.data?.summary;
    expect(await out(winner)).toBe('Not in this round: admitted at the desk');
    expect(await out(ids.r ?? '')).toBe('Not in this round: declined the seat in allotment 1');
    expect(await out(ids.s ?? '')).toBe('Not in this round: did not choose by the last day of allotment 1');

    await call(admin.agent, allotment.publishRound, { params: { id: round2.round.id } }).expect(200);
    const told = await rowsOf<{ channel: string; application: string }>(
      t.database.db,
      sql`select channel, variables ->> 'application' as application from outbox
          where template = 'allotment' and variables ->> 'round' = 'Allotment 2' order by application`,
    );
    expect(told.filter((m) => m.channel === 'sms').map((m) => m.application)).toEqual([loser, ids.u].sort());
    expect(told.every((m) => [loser, ids.u].includes(m.application))).toBe(true);
  });

  it('when someone leaves after a preview ran, then publishing it is refused: it would seat and tell them', async () => {
    const round3 = await run('round', '2026-07-05');
    await dayAfter('2026-06-30');
    // u chose nothing in Allotment 2 by its last day: the preview, run before, still holds their seat.
    const stale = await call(admin.agent, allotment.publishRound, { params: { id: round3.round.id } }).expect(409);
    expect(stale.body.message).toBe(
      '1 applicant has left the allotment since this preview ran (admitted, declined or lapsed): run it again',
    );
    const again = await run('round', '2026-07-05');
    await call(admin.agent, allotment.publishRound, { params: { id: again.round.id } }).expect(200);
  });

  it('when the rank list is revised after rounds are published, then it names its reason, shows who moves, and applies from the next round only', async () => {
    // w applied in time and is verified only now: the new version ranks w first and moves everyone down.
    const wId = ids.w ?? '';
    const { version } = (await call(clerk.agent, office.getOfficeApplication, { params: { id: wId } }).expect(200)).body.data;
    await call(clerk.agent, office.decide, { params: { id: wId }, body: { status: 'verified', version, remark: '' } }).expect(200);
    const rankOf = async (key: string) =>
      (await call(agents[key] ?? clerk.agent, merit.getApplicantRank, { params: { applicationId: ids[key] ?? '' } }).expect(200)).body.data;
    expect(await rankOf('u')).toMatchObject({ rank: 5, of: 5, version: 1 });
    const revised = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;

    const preview = (await call(admin.agent, merit.getMeritRevision, { params: { id: revised.id } }).expect(200)).body.data;
    expect(preview).toMatchObject({ version: 2, againstVersion: 1, revision: true, applicantsBefore: 5, applicantsAfter: 6 });
    expect(preview.moves).toEqual([
      { applicationId: wId, from: null, to: 1, by: null },
      ...['p', 'q', 'r', 's', 'u'].map((k, i) => ({ applicationId: ids[k], from: i + 1, to: i + 2, by: 1 })),
    ]);
    await call(clerk.agent, merit.getMeritRevision, { params: { id: revised.id } }).expect(403);

    const unreasoned = await call(admin.agent, merit.publishMeritList, { params: { id: revised.id } }).expect(409);
    expect(unreasoned.body.message).toBe(
      'A round is already published from an earlier version: version 2 is a revision and applies from the next round only. Give its reason',
    );
    expect((await call(admin.agent, merit.getMerit, { params: intake }).expect(200)).body.data.lists[0]?.status).toBe('provisional');
    const revisionReason = 'An applicant verified late on the Directorate’s order is ranked';
    await call(admin.agent, merit.publishMeritList, { params: { id: revised.id }, body: { revisionReason } }).expect(200);
    const recorded = await rowsOf<{ reason: string }>(
      t.database.db,
      sql`select details ->> 'revisionReason' as reason from audit where entity = 'merit_list' and entity_id = ${revised.id} and action = 'decision'`,
    );
    expect(recorded).toEqual([{ reason: revisionReason }]);
    // Until the next round is published, the rounds and the ranks shown are those of version 1.
    const rounds = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data.rounds;
    const published = rounds.filter((r: { status: string }) => r.status === 'published');
    expect(published.map((r: { meritListVersion: number }) => r.meritListVersion)).toEqual([1, 1, 1, 1]);
    expect(await rankOf('u')).toMatchObject({ rank: 5, of: 5, version: 1 });
    expect((await result(loser === ids.p ? 'p' : 'q')).rank).toBe(loser === ids.p ? 1 : 2);
    // w, whom no round has ranked yet, reads their place on the revision, which applies to them from the next round.
    agents.w = await signIn(t, '9847620006');
    expect(await rankOf('w')).toMatchObject({ rank: 1, of: 6, version: 2 });

    // The next round ranks by version 2; the seat the one refused at the desk accepted stays theirs.
    await dayAfter('2026-07-05');
    const round4 = await run('round', '2026-07-10');
    expect(round4.round.meritListVersion).toBe(2);
    expect(round4.rows.find((r) => r.applicationId === loser)).toMatchObject({
      rank: loser === ids.p ? 2 : 3,
      seat: { branch: CE, category: 'SM' },
    });
    expect(round4.rows.find((r) => r.applicationId === wId)?.seat).toMatchObject({ branch: CE, category: 'SM' });
    await call(admin.agent, allotment.publishRound, { params: { id: round4.round.id } }).expect(200);
    expect(await rankOf('u')).toMatchObject({ rank: 6, of: 6, version: 2 });
  });
});
