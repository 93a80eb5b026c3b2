import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as joining from '@college/contracts/endpoints/joining';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import {
  SUPERNUMERARY_REASON_MESSAGE,
  type AllotmentIntake,
  type ApplicantAllotment,
  type RoundView,
} from '@college/contracts/entities/allotment';
import type { AllotmentChoice, ApplicantResult } from '@college/contracts/entities/allotment-choice';
import type { RegisterRow } from '@college/contracts/entities/joining';
import type { TimelineEntry } from '@college/contracts/entities/office';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { scarceMatrix, submitDiploma, type Claim } from '../../test/allotment-journey';
import { secondProcess } from '../../test/second-process';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// The office's allotment end to end on the real database: six applicants with their categories,
// a disability and ranked branches; a matrix that leaves two merit seats in Computer Engineering;
// the trial, the first round and an override, each explained per applicant; files; frozen rows.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
const ids: Record<string, string> = {};
const applicantAgents: Record<string, request.Agent> = {};
const CE = 'Computer Engineering';
const CIVIL = 'Civil Engineering';

async function submit(key: string, mobile: string, sslc: string, branches: string[], claim: Claim = {}) {
  const { id, agent } = await submitDiploma(t, key, mobile, sslc, branches, claim);
  ids[key] = id;
  applicantAgents[key] = agent;
}

async function decide(key: string, status: 'verified' | 'on_hold', remark = '') {
  const id = ids[key] ?? '';
  const { version } = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
  const res = await call(clerk.agent, office.decide, { params: { id }, body: { status, version, remark } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  await submit('a', '9847600001', '98', [CE, CIVIL]);
  await submit('b', '9847600002', '96', [CE, CIVIL], { category: 'EZ' });
  await submit('c', '9847600003', '94', [CE, CIVIL], { category: 'EZ' });
  await submit('d', '9847600004', '92', [CE, CIVIL], { disability: 'locomotor', disabilityPercent: '45' });
  await submit('e', '9847600005', '90', [CE]);
  // f lists Civil first: a court order, not the engine, puts f in Computer Engineering.
  await submit('f', '9847600006', '99', [CIVIL, CE], { category: 'SC' });
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await decide(key, 'verified');
  const list = (await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201)).body.data;
  await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
  // Put on hold after the list was published: the allotment leaves f out and says why.
  await decide('f', 'on_hold', 'The SC certificate is unreadable; bring the original');
});
afterAll(async () => {
  await t.close();
});

const intake = { intake: 'diploma-regular' } as const;

/** The database's own message when it refuses a statement (drizzle wraps it as the cause). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.database.db.execute(statement);
    return 'allowed';
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
}
const explanation = async (key: string): Promise<ApplicantAllotment> =>
  (await call(clerk.agent, allotment.getApplicationAllotment, { params: { id: ids[key] ?? '' } }).expect(200)).body.data;

/** The words of a round's notice-board PDF, page after page. */
async function pdfText(id: string): Promise<string> {
  const res = await call(admin.agent, allotment.downloadRound, { params: { id }, query: { format: 'pdf' } })
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const doc = await getDocument({ data: new Uint8Array(res.body as Buffer), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  return text.replace(/\s+/g, ' ');
}

const result = async (key: string): Promise<ApplicantResult> =>
  (await call(applicantAgents[key] ?? clerk.agent, allotment.getApplicantResult, { params: { applicationId: ids[key] ?? '' } }).expect(200))
    .body.data;
async function choose(key: string, choice: AllotmentChoice, confirm = false) {
  const roundId = (await result(key))?.roundId ?? '';
  return call(applicantAgents[key] ?? clerk.agent, allotment.makeChoice, {
    params: { applicationId: ids[key] ?? '' },
    body: { roundId, choice, confirm },
  });
}

describe('seat allotment', () => {
  let roundId = '';

  it('when the office opens the allotment, then the rules propose a matrix that sums to 60 in every branch, with its source', async () => {
    const view: AllotmentIntake = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
    expect(view.matrix).toBeNull();
    expect(view.rules.source).toContain('prospectus');
    for (const branch of view.branches) {
      const total = view.proposed.blocks
        .flatMap((b) => b.branches.filter((r) => r.branch === branch))
        .reduce((n, r) => n + Object.values(r.seats).reduce((x, y) => x + y, 0), 0);
      expect(total, branch).toBe(60);
    }
    const civilMerit = view.proposed.blocks.find((b) => b.code === 'merit')?.branches.find((r) => r.branch === CIVIL);
    expect(civilMerit?.seats).toMatchObject({ SM: 25, EWS: 5, EZ: 5, MU: 4, SC: 4, ST: 1 });
    expect(civilMerit?.pwd).toBe(3);
  });

  it('when a branch does not sum to its intake, then the matrix is refused with the branch named, and nothing is saved', async () => {
    const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
    const wrong = structuredClone(view.proposed);
    const first = wrong.blocks[0]?.branches[0];
    if (first) first.seats.SM -= 1;
    const res = await call(admin.agent, allotment.saveSeatMatrix, { params: intake, unchecked: wrong }).expect(400);
    expect(JSON.stringify(res.body)).toContain('Civil Engineering has 59 seats; its intake is 60');
    expect((await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data.matrix).toBeNull();
  });

  it('when a round is run before the matrix is published, then it is refused', async () => {
    const res = await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'trial', deadline: '2026-12-31' } }).expect(
      409,
    );
    expect(res.body.message).toBe('Publish the seat matrix first');
  });

  it('when the matrix is saved and published, then it is frozen: another save is refused and the database refuses a change', async () => {
    const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
    await call(clerk.agent, allotment.saveSeatMatrix, { params: intake, body: scarceMatrix(view.proposed) }).expect(200);
    const published: AllotmentIntake = (await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200)).body.data;
    expect(published.matrix).toMatchObject({ status: 'published', version: 1 });
    const again = await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: view.proposed }).expect(409);
    expect(again.body.message).toBe('The seat matrix is published and frozen for the season');
    await expect(refusal(sql`update seat_matrices set "order" = 'changed'`)).resolves.toMatch(/frozen/);
  });

  it('when the first allotment is asked for before the trial, then it is refused', async () => {
    const res = await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-12-31' } }).expect(
      409,
    );
    expect(res.body.message).toBe('Publish the trial allotment first');
  });

  // Ranks are places on the published merit list: f (99%) is first on it, though on hold since.
  it('when the trial runs, then merit first, a reserved applicant on an open seat, the guarantee, and the same hash on a second run', async () => {
    const first: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'trial', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    const again: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'trial', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    expect(again.round.hash).toBe(first.round.hash);
    expect(again.round).toMatchObject({ name: 'Trial allotment', status: 'preview', applicants: 5, allotted: 4 });
    const seatOf = Object.fromEntries(
      again.rows.map((r) => [r.applicationId, r.seat ? `${r.seat.branch}/${r.seat.block}/${r.seat.category}` : '-']),
    );
    expect(seatOf).toEqual({
      [ids.a ?? '']: `${CE}/merit/SM`,
      [ids.b ?? '']: `${CE}/merit/EZ`,
      [ids.c ?? '']: `${CIVIL}/merit/SM`,
      [ids.d ?? '']: `${CIVIL}/merit/SM`,
      [ids.e ?? '']: '-',
    });
    expect(again.closings.find((c) => c.branch === CE && c.block === 'merit' && c.category === 'SM')).toMatchObject({
      seats: 1,
      opening: 2,
      closing: 2,
    });
    // The office's check of the round finds every promise kept, from the list alone.
    expect(again.check).toEqual({ applicants: 5, seats: 4, problems: [] });
    // Every row carries what the round read of it, so anyone with the CSV can recompute it.
    expect(again.rows.find((r) => r.applicationId === ids.d)).toMatchObject({
      kinds: ['PWD'],
      options: [{ branch: CE }, { branch: CIVIL }],
    });
    const csv = await call(admin.agent, allotment.downloadRound, { params: { id: again.round.id }, query: { format: 'csv' } }).expect(200);
    expect(csv.text).toContain(`"1. ${CE}, Merit seats; 2. ${CIVIL}, Merit seats"`);
    roundId = again.round.id;
    // Only the newest preview is kept.
    const rows = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from allotment_rounds`);
    expect(rows[0]?.n).toBe(1);
  });

  it('when the office opens an applicant, then their result and the reason for it, option by option', async () => {
    const e = await explanation('e');
    expect(e?.summary).toBe('No seat: every option listed closed above rank 6');
    expect(e?.lines[0]?.text).toBe('Computer Engineering, Merit seats: State Merit closed at rank 2; you are 6');
    const c = await explanation('c');
    expect(c?.lines.map((l) => l.text)).toEqual([
      'Computer Engineering, Merit seats: State Merit closed at rank 2; EZ closed at rank 3; you are 4',
      'Civil Engineering, Merit seats: allotted a State Merit seat',
    ]);
    expect((await explanation('f'))?.summary).toBe('Not in this round: the application is on hold, not verified');
  });

  it('when the office sets a seat by hand, then the seats table, the notice and the explanation read the final list', async () => {
    // a (rank 2) is moved from the one Computer Engineering State Merit seat to Civil Engineering.
    const reason = 'Rank list corrected: a is placed in Civil Engineering';
    const view: RoundView = (
      await call(admin.agent, allotment.overrideSeat, {
        params: { id: roundId },
        body: { applicationId: ids.a ?? '', seat: { block: 'merit', branch: CIVIL, category: 'SM' }, reason },
      }).expect(200)
    ).body.data;
    const seatsOf = (v: RoundView, branch: string) =>
      v.closings.find((c) => c.branch === branch && c.block === 'merit' && c.category === 'SM');
    expect(seatsOf(view, CE)).toMatchObject({ seats: 1, filled: 0, supernumerary: 0, vacant: 1, opening: null, closing: null });
    expect(seatsOf(view, CIVIL)).toMatchObject({ seats: 25, filled: 3, vacant: 22, opening: 2, closing: 5 });
    const read: RoundView = (await call(admin.agent, allotment.getRound, { params: { id: roundId } }).expect(200)).body.data;
    expect(read.closings).toEqual(view.closings);
    expect(read.round.allotted).toBe(4);
    const notice = await pdfText(roundId);
    expect(notice).toContain('Computer Engineering / Merit seats SM 1 0 0 1 - -');
    expect(notice).toContain('Civil Engineering / Merit seats SM 25 3 0 22 2 5');
    const a = await explanation('a');
    expect(a?.seat).toMatchObject({ branch: CIVIL, category: 'SM' });
    expect(a?.lines.filter((l) => l.outcome === 'allotted').map((l) => l.branch)).toEqual([CIVIL]);
    expect(a?.lines.map((l) => l.text)).toEqual([
      `${CE}, Merit seats: not given, the office set your seat`,
      `${CIVIL}, Merit seats: allotted a State Merit seat, set by the office: ${reason}`,
    ]);
    // Whoever had Computer Engineering closed above them now reads it as it stands.
    expect((await explanation('e'))?.lines[0]?.text).toBe('Computer Engineering, Merit seats: State Merit has 1 seat vacant; you are 6');
    // The check shows what the office's seat left: the Computer Engineering seat empty while e waits for it.
    expect(read.check.problems).toContainEqual(
      expect.objectContaining({ property: 'waste', applicationId: ids.e, branch: CE, category: 'SM', byOffice: false }),
    );
  });

  it("when seats are set by hand past a category's seats, then they are refused, two at once on the last seat included, unless supernumerary by an order", async () => {
    // a's move left the one Computer Engineering State Merit seat vacant: c and d are set on it at once, from two processes.
    const onLast = (agent: request.Agent, key: string) =>
      call(agent, allotment.overrideSeat, {
        params: { id: roundId },
        body: {
          applicationId: ids[key] ?? '',
          seat: { block: 'merit', branch: CE, category: 'SM' },
          reason: `The office places ${key} here`,
        },
      });
    const otherProcess = await secondProcess(t);
    const other = await signInStaff({ ...t, app: otherProcess.app }, 'admin');
    const both = await Promise.all([onLast(admin.agent, 'c'), onLast(other.agent, 'd')]);
    await otherProcess.close();
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const full =
      'No seat left: Computer Engineering, Merit seats, SM has 1 seat, all held. Mark the seat supernumerary, with the order that creates it, to set it over the matrix';
    expect(both.find((r) => r.status === 400)?.body.fieldErrors.seat).toEqual([full]);
    // Ten on a one-seat category: each one past the seat is refused, and the category holds one.
    expect((await onLast(admin.agent, 'e').expect(400)).body.fieldErrors.seat).toEqual([full]);
    const unnamed = await call(admin.agent, allotment.overrideSeat, {
      params: { id: roundId },
      body: {
        applicationId: ids.e ?? '',
        seat: { block: 'merit', branch: CE, category: 'SM' },
        reason: 'High Court order for e',
        supernumerary: true,
      },
    }).expect(400);
    expect(unnamed.body.fieldErrors.supernumeraryReason).toEqual([SUPERNUMERARY_REASON_MESSAGE]);
    const order = 'WP(C) 200/2026 of the High Court of Kerala';
    const over: RoundView = (
      await call(admin.agent, allotment.overrideSeat, {
        params: { id: roundId },
        body: {
          applicationId: ids.e ?? '',
          seat: { block: 'merit', branch: CE, category: 'SM' },
          reason: 'High Court order for e',
          supernumerary: true,
          supernumeraryReason: order,
        },
      }).expect(200)
    ).body.data;
    expect(over.closings.find((c) => c.branch === CE && c.block === 'merit' && c.category === 'SM')).toMatchObject({
      seats: 1,
      filled: 2,
      supernumerary: 1,
      vacant: 0,
    });
    expect(over.rows.find((r) => r.applicationId === ids.e)).toMatchObject({ supernumerary: order, override: 'High Court order for e' });
    expect((await explanation('e'))?.summary).toBe(`Seat set by the office (supernumerary, ${order}): High Court order for e`);
    const notice = await pdfText(roundId);
    expect(notice).toContain('Computer Engineering / Merit seats SM 1 2 1 0');
    expect(notice).toContain(`(supernumerary by ${order})`);
    const csv = await call(admin.agent, allotment.downloadRound, { params: { id: roundId }, query: { format: 'csv' } }).expect(200);
    expect(csv.text).toContain(order);

    // Run again, the preview starts from the engine's result with no seat set by hand.
    const fresh: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'trial', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    expect(fresh.rows.every((r) => r.override === null)).toBe(true);
    roundId = fresh.round.id;
  });

  it('when a viewer or accounts asks, then the allotment is refused', async () => {
    for (const role of ['viewer', 'accounts'] as const) {
      const staff = await signInStaff(t, role);
      await call(staff.agent, allotment.getAllotment, { params: intake }).expect(403);
      await call(staff.agent, allotment.getApplicationAllotment, { params: { id: ids.a ?? '' } }).expect(403);
    }
  });

  it('when the trial is published, then everyone in it is told their result', async () => {
    await call(admin.agent, allotment.publishRound, { params: { id: roundId } }).expect(200);
    // Everyone in the trial is told, by SMS (and by email, having given one), with their result.
    const told = await rowsOf<{ channel: string; variables: Record<string, string> }>(
      t.database.db,
      sql`select channel, variables from outbox where template = 'allotment' order by channel, variables ->> 'application'`,
    );
    expect(told.filter((m) => m.channel === 'sms').map((m) => m.variables.application)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((k) => ids[k]).sort(),
    );
    expect(told.find((m) => m.channel === 'sms' && m.variables.application === ids.c)?.variables).toMatchObject({
      round: 'Trial allotment',
      result: `Seat: ${CIVIL}, Merit seats, State Merit`,
      deadline: '31/12/2026',
    });
    expect(told.find((m) => m.channel === 'sms' && m.variables.application === ids.e)?.variables.result).toBe('No seat in this round');
  });

  it('when the trial is published, then until its last day an applicant may reorder or remove options, never add one back', async () => {
    const a = await result('a');
    expect([a?.kind, a?.canRevise, a?.options, a?.allowed]).toEqual(['trial', true, [CE, CIVIL], []]);
    const onTrial = await choose('a', 'accept', true);
    expect([onTrial.status, onTrial.body.message]).toEqual([
      409,
      'The trial allotment only shows where you stand: choose after the first allotment',
    ]);
    const revise = (branches: string[], confirm = false) =>
      call(applicantAgents.a ?? clerk.agent, allotment.reviseOptions, {
        params: { applicationId: ids.a ?? '' },
        body: { roundId: a?.roundId ?? '', branches, confirm },
      });
    expect((await revise([CIVIL, CE]).expect(200)).body.data?.options).toEqual([CIVIL, CE]);
    const added = await revise([CIVIL, CE, 'Mechanical Engineering']).expect(400);
    expect(added.body.fieldErrors.branches).toEqual(['Keep only your own options, each once: an option removed cannot be added back']);
    await revise([CE, CE]).expect(400);
    const unconfirmed = await revise([CE]).expect(400);
    expect(unconfirmed.body.fieldErrors.confirm).toEqual([`Confirm: ${CIVIL} will be removed from your options and cannot be added back`]);
    await revise([CE, CIVIL]).expect(200);
    expect((await revise([CE], true).expect(200)).body.data?.options).toEqual([CE]);
    await revise([CE, CIVIL], true).expect(400);
    const { timeline } = (await call(clerk.agent, office.getOfficeApplication, { params: { id: ids.a ?? '' } }).expect(200)).body.data;
    expect(timeline.filter((e: TimelineEntry) => e.kind === 'options_revised').map((e: TimelineEntry) => e.remark)).toEqual([
      `Options: 1. ${CIVIL}, 2. ${CE}`,
      `Options: 1. ${CE}, 2. ${CIVIL}`,
      `Options: 1. ${CE}; removed: ${CIVIL}`,
    ]);
  });

  it('when the first round is published with an override, then the list shows it with its reason and is frozen', async () => {
    const round1: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    expect(round1.round.name).toBe('Allotment 1');
    const unreasoned = await call(admin.agent, allotment.overrideSeat, {
      params: { id: round1.round.id },
      body: { applicationId: ids.e ?? '', seat: { block: 'merit', branch: CE, category: 'SM' }, reason: 'court' },
    }).expect(400);
    expect(JSON.stringify(unreasoned.body)).toContain('Give the reason');
    const reason = 'High Court order in WP(C) 100/2026 directs a seat in Computer Engineering';
    // a holds the one seat: e can be given it only over the matrix, by the order.
    const seat = { block: 'merit', branch: CE, category: 'SM' };
    await call(admin.agent, allotment.overrideSeat, {
      params: { id: round1.round.id },
      body: { applicationId: ids.e ?? '', seat, reason },
    }).expect(400);
    const overridden: RoundView = (
      await call(admin.agent, allotment.overrideSeat, {
        params: { id: round1.round.id },
        body: { applicationId: ids.e ?? '', seat, reason, supernumerary: true, supernumeraryReason: 'WP(C) 100/2026, High Court' },
      }).expect(200)
    ).body.data;
    expect(overridden.rows.find((r) => r.applicationId === ids.e)).toMatchObject({ override: reason, seat: { branch: CE } });
    // The trial's window (to revise options) is open until its last day: rounds go in order, so
    // the first allotment waits for it unless the admin publishes it now and says why.
    const early = await call(admin.agent, allotment.publishRound, { params: { id: round1.round.id } }).expect(409);
    expect(early.body.message).toBe(
      'Trial allotment is open for its applicants until 31/12/2026: publish Allotment 1 after that day, or the admin may publish it now giving the reason',
    );
    const short = await call(admin.agent, allotment.publishRound, {
      params: { id: round1.round.id },
      body: { outOfOrderReason: 'now' },
    }).expect(400);
    expect(short.body.fieldErrors.outOfOrderReason).toEqual([
      'Say why the round is published before the last day of the round before, in at least 10 characters',
    ]);
    const outOfOrderReason = 'The Directorate moved the first allotment forward by its circular of 14 June';
    await call(clerk.agent, allotment.publishRound, { params: { id: round1.round.id }, body: { outOfOrderReason } }).expect(403);
    expect((await explanation('a'))?.round.status).toBe('preview');
    const published: RoundView = (
      await call(admin.agent, allotment.publishRound, { params: { id: round1.round.id }, body: { outOfOrderReason } }).expect(200)
    ).body.data;
    const recorded = await rowsOf<{ details: { outOfOrderReason?: string; beforeLastDayOf?: string } }>(
      t.database.db,
      sql`select details from audit where entity = 'allotment_round' and entity_id = ${round1.round.id} and details ? 'published'`,
    );
    expect(recorded.map((r) => [r.details.beforeLastDayOf, r.details.outOfOrderReason])).toEqual([['Trial allotment', outOfOrderReason]]);
    expect(published.round).toMatchObject({ status: 'published', hash: round1.round.hash });
    expect(published.rows.find((r) => r.applicationId === ids.a)?.before).toMatchObject({ branch: CE, category: 'SM' });
    await expect(refusal(sql`delete from allotment_rounds`)).resolves.toMatch(/frozen/);
    const csv = await call(admin.agent, allotment.downloadRound, { params: { id: round1.round.id }, query: { format: 'csv' } }).expect(200);
    expect(csv.text).toContain(reason);
    const pdf = await call(admin.agent, allotment.downloadRound, { params: { id: round1.round.id }, query: { format: 'pdf' } })
      .buffer(true)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const xlsx = await call(admin.agent, allotment.downloadRound, { params: { id: round1.round.id }, query: { format: 'xlsx' } })
      .buffer(true)
      .expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const audit = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where entity = 'allotment_round' and action = 'decision'`,
    );
    // The trial's three seats set by hand (a, c or d, e), its publication, and this round's override and publication.
    expect(audit[0]?.n).toBe(6);
  });

  it('when the second round runs, then everybody keeps the seat they held, the overridden one included', async () => {
    const round2: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    expect(round2.round.name).toBe('Allotment 2');
    for (const row of round2.rows) expect(row.seat, row.applicationId).toEqual(row.before);
    // e's seat, over the matrix by the order, stays so: the one seat is still a's.
    expect(round2.rows.find((r) => r.applicationId === ids.e)?.supernumerary).toBe('WP(C) 100/2026, High Court');
    expect(round2.closings.find((c) => c.branch === CE && c.block === 'merit' && c.category === 'SM')).toMatchObject({
      seats: 1,
      filled: 2,
      supernumerary: 1,
      vacant: 0,
      closing: 2,
    });
    expect((await explanation('e'))?.lines[0]?.text).toBe(
      'Computer Engineering, Merit seats: allotted a State Merit seat (the seat you kept), supernumerary by WP(C) 100/2026, High Court',
    );
  });

  it('when a round is published, then each applicant reads their own seat, why, and the moves open to them; nobody else can', async () => {
    const a = await result('a');
    expect(a).toMatchObject({
      kind: 'round',
      number: 1,
      binding: true,
      deadline: '2026-12-31',
      deadlineAt: '2026-12-31T18:29:59.999Z',
      seat: { branch: CE, block: 'merit', category: 'SM' },
      firstOption: true,
      choice: null,
      lapsed: false,
      allowed: ['accept', 'decline'],
      options: [CE],
      canRevise: false,
    });
    expect((await result('c'))?.allowed).toEqual(['accept', 'keep', 'decline']);
    expect((await result('c'))?.lines[0]).toMatchObject({
      outcome: 'closed',
      closings: [
        { category: 'SM', closing: 2 },
        { category: 'EZ', closing: 3 },
      ],
    });
    const stranger = await signIn(t, '9847600099');
    await call(stranger, allotment.getApplicantResult, { params: { applicationId: ids.a ?? '' } }).expect(404);
  });

  it('when applicants choose, then the server holds the moves: no waiting on a first option, a confirmation for a loss, one choice per seat', async () => {
    const keepFirst = await choose('a', 'keep');
    expect([keepFirst.status, keepFirst.body.message]).toEqual([409, 'There is nothing higher to wait for: accept the seat or decline it']);
    const accepted = await choose('a', 'accept');
    expect([accepted.status, accepted.body.data?.choice, accepted.body.data?.allowed]).toEqual([200, 'accept', []]);
    expect((await choose('a', 'decline', true)).status).toBe(409);

    const unconfirmed = await choose('d', 'decline');
    expect([unconfirmed.status, unconfirmed.body.fieldErrors?.confirm]).toEqual([
      400,
      ['Confirm: declining gives up this seat and leaves the allotment'],
    ]);
    expect((await result('d'))?.choice).toBeNull();
    expect((await choose('d', 'decline', true)).status).toBe(200);

    // Two taps at once: one choice is made, the other is refused.
    const both = await Promise.all([choose('c', 'keep'), choose('c', 'keep')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const stale = await call(applicantAgents.c ?? clerk.agent, allotment.makeChoice, {
      params: { applicationId: ids.c ?? '' },
      unchecked: { roundId: '00000000-0000-4000-8000-000000000000', choice: 'accept', confirm: true },
    }).expect(409);
    expect(stale.body.message).toBe('A newer round is published: see your seat in it');
    const rows = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from allotment_choices`);
    expect(rows[0]?.n).toBe(3);
  });

  it('when the next round runs, then an accepted seat stays, a declined applicant is out, and an unchosen seat lapses after the last day', async () => {
    const round2: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-06-15' } }).expect(201)
    ).body.data;
    const row = (key: string) => round2.rows.find((r) => r.applicationId === ids[key]);
    expect(row('a')?.seat).toMatchObject({ branch: CE, category: 'SM' });
    expect(row('d')).toBeUndefined();
    expect((await explanation('d'))?.summary).toBe('Not in this round: declined the seat in allotment 1');
    // b chose nothing in Allotment 1 before its last day: their seat carries, and still lapses if they never choose.
    expect(row('b')?.seat).toMatchObject({ branch: CE, category: 'EZ' });
    await call(admin.agent, allotment.publishRound, {
      params: { id: round2.round.id },
      body: { outOfOrderReason: 'The Directorate brought Allotment 2 forward by its circular' },
    }).expect(200);
    expect((await result('a'))?.choice).toBe('accept');
    // The day after the last day: sessions have ended, so everyone signs in again.
    t.clock.set(new Date('2026-06-16T05:30:00Z'));
    admin = await signInStaff(t, 'admin');
    clerk = await signInStaff(t, 'admissions');
    applicantAgents.a = await signIn(t, '9847600001');
    applicantAgents.b = await signIn(t, '9847600002');
    const b = await result('b');
    expect([b?.lapsed, b?.allowed]).toEqual([true, []]);
    const late = await choose('b', 'accept');
    expect([late.status, late.body.message]).toEqual([409, 'The last day to choose has passed: the seat has lapsed']);
    const round3: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-06-20' } }).expect(201)
    ).body.data;
    expect(round3.rows.find((r) => r.applicationId === ids.b)).toBeUndefined();
    expect((await explanation('b'))?.summary).toBe('Not in this round: did not choose by the last day of allotment 2');
    expect(round3.rows.find((r) => r.applicationId === ids.a)?.seat).toMatchObject({ branch: CE, category: 'SM' });
  });

  it('when two applicants hold the last seat (one by a court order, supernumerary) and both accept, then the desk admits both, the order over the matrix; a cancellation frees the seat', async () => {
    // f's certificate is seen and verified; the engine gives f Civil, their first option, so nobody
    // waits for Computer Engineering's empty EZ seat and it stays EZ. In round 3 the office gives f
    // the Computer Engineering State Merit seat a holds, its only one.
    await decide('f', 'verified');
    const round3: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-06-20' } }).expect(201)
    ).body.data;
    const reason = 'Court order: f is to be given a State Merit seat in Computer Engineering';
    await call(admin.agent, allotment.overrideSeat, {
      params: { id: round3.round.id },
      body: {
        applicationId: ids.f ?? '',
        seat: { block: 'merit', branch: CE, category: 'SM' },
        reason,
        supernumerary: true,
        supernumeraryReason: 'WP(C) 300/2026, High Court',
      },
    }).expect(200);
    await call(admin.agent, allotment.publishRound, { params: { id: round3.round.id } }).expect(200);
    applicantAgents.f = await signIn(t, '9847600006');
    // Computer Engineering is below Civil on f's list: accepting it gives up Civil, so it is confirmed.
    expect((await choose('f', 'accept', true)).status).toBe(200);

    await call(admin.agent, joining.setAdmissionNumberFormat, { body: { format: 'NCEM/{year}' } }).expect(400);
    await call(admin.agent, joining.setAdmissionNumberFormat, { body: { format: 'NCEM/{year}/{branch}/{seq}' } }).expect(200);
    await call(clerk.agent, joining.setAdmissionNumberFormat, { body: { format: 'X/{seq}' } }).expect(403);
    const declined = await call(clerk.agent, joining.getJoining, { params: { id: ids.d ?? '' } }).expect(200);
    expect(declined.body.data).toMatchObject({ admission: null, seat: null, blocked: 'The applicant declined their seat' });
    await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.d ?? '' }, body: { feeReceipt: 'R-1' } }).expect(409);
    // Put on hold at the desk (a certificate to bring): not admitted until it is verified again.
    await decide('f', 'on_hold', 'Bring the original SC certificate');
    const onHold = await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.f ?? '' }, body: { feeReceipt: 'R-2' } }).expect(
      409,
    );
    expect(onHold.body.message).toBe('The application is on hold');
    await decide('f', 'verified');

    // The desk's documents: each one the claim needs, verified or rejected with its reason.
    const blockedA = await call(clerk.agent, joining.getJoining, { params: { id: ids.a ?? '' } }).expect(200);
    expect(blockedA.body.data.blocked).toBe(
      'Documents still to verify: SSLC certificate (or equivalent), Transfer certificate, Conduct certificate, Nativity certificate (Kerala)',
    );
    const docsOf = async (key: string) =>
      (await call(clerk.agent, joining.getDocuments, { params: { id: ids[key] ?? '' } }).expect(200)).body.data;
    expect((await docsOf('f')).items.map((i: { code: string }) => i.code)).toEqual([
      'sslc',
      'transfer',
      'conduct',
      'nativity',
      'community',
    ]);
    const mark = (
      key: string,
      code: 'sslc' | 'transfer' | 'conduct' | 'nativity' | 'community' | 'ews',
      status: 'verified' | 'rejected',
      reason = '',
    ) => call(clerk.agent, joining.markDocument, { params: { id: ids[key] ?? '', code }, body: { status, reason } });
    expect((await mark('f', 'community', 'rejected').expect(400)).body.fieldErrors.reason).toEqual(['Say why the document is rejected']);
    await mark('a', 'ews', 'verified').expect(409);
    const rejected = (await mark('f', 'community', 'rejected', 'Issued for another person').expect(200)).body.data;
    expect([rejected.claimed, rejected.proven, rejected.complete]).toEqual(['SC', 'SM', false]);
    // Not dropped: the next round places f under the category the documents prove.
    const underProven: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-06-20' } }).expect(201)
    ).body.data;
    expect(underProven.rows.find((r) => r.applicationId === ids.f)?.category).toBe('SM');
    for (const key of ['a', 'f']) {
      for (const code of ['sslc', 'transfer', 'conduct', 'nativity'] as const) await mark(key, code, 'verified').expect(200);
    }
    expect((await mark('f', 'community', 'verified').expect(200)).body.data).toMatchObject({ proven: 'SC', complete: true });
    const marks = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit where entity = 'admission_document'`);
    expect(marks[0]?.n).toBe(10);

    // Two clerks at the desk at once, in two processes, on the one seat: a joins it, and f, whose seat
    // the order made supernumerary, joins over the matrix without taking it.
    const otherProcess = await secondProcess(t);
    const other = await signInStaff({ ...t, app: otherProcess.app }, 'admin');
    const both = await Promise.all([
      call(clerk.agent, joining.confirmAdmission, { params: { id: ids.a ?? '' }, body: { feeReceipt: 'R-101' } }),
      call(other.agent, joining.confirmAdmission, { params: { id: ids.f ?? '' }, body: { feeReceipt: 'R-102' } }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await otherProcess.close();
    const [byA, byF] = both.map((r) => r.body.data.admission);
    expect(byA).toMatchObject({ supernumerary: null, seat: { branch: CE, category: 'SM' } });
    expect(byF).toMatchObject({ supernumerary: 'WP(C) 300/2026, High Court', seat: { branch: CE, category: 'SM' } });
    expect([byA?.admissionNumber, byF?.admissionNumber].sort()).toEqual(['NCEM/2026/CMP/0001', 'NCEM/2026/CMP/0002']);
    const admittedId = ids.a ?? '';
    const again = await call(clerk.agent, joining.confirmAdmission, { params: { id: admittedId }, body: { feeReceipt: 'R-103' } }).expect(
      409,
    );
    expect(again.body.message).toBe(`Already admitted: ${byA?.admissionNumber}`);
    await expect(refusal(sql`update seat_counts set filled = filled + 1`)).resolves.toMatch(/seat_counts_within_capacity/);
    const decisions = await rowsOf<{ details: { supernumerary?: string } }>(
      t.database.db,
      sql`select details from audit where entity = 'admission' and action = 'decision' and entity_id = ${ids.f ?? ''}`,
    );
    expect(decisions.map((d) => d.details.supernumerary)).toEqual(['WP(C) 300/2026, High Court']);

    // The register: names for the desk, initials for the viewer; every read recorded.
    const register = (await call(clerk.agent, joining.getRegister, { query: { intake: 'diploma-regular' } }).expect(200)).body.data;
    expect(register.rows.map((r: RegisterRow) => [r.name, r.seat.branch, r.supernumerary]).sort()).toEqual([
      ['Applicant a', CE, null],
      ['Applicant f', CE, 'WP(C) 300/2026, High Court'],
    ]);
    expect(register.seats).toEqual([{ block: 'merit', branch: CE, category: 'SM', capacity: 1, filled: 1, supernumerary: 1 }]);
    const viewer = await signInStaff(t, 'viewer');
    const masked = (await call(viewer.agent, joining.getRegister, { query: { intake: 'diploma-regular' } }).expect(200)).body.data;
    expect([masked.masked, masked.rows.map((r: RegisterRow) => r.name).sort()]).toEqual([true, ['A. a.', 'A. f.']]);
    const csv = await call(viewer.agent, joining.downloadRegister, { query: { intake: 'diploma-regular', format: 'csv' } }).expect(200);
    expect(csv.text).toContain('NCEM/2026/CMP/0001');
    expect(csv.text).toContain('WP(C) 300/2026, High Court');
    expect(csv.text).not.toContain('Applicant');
    const pdf = await call(clerk.agent, joining.downloadRegister, { query: { intake: 'diploma-regular', format: 'pdf' } })
      .buffer(true)
      .expect(200);
    expect([pdf.headers['content-type'], pdf.headers['cache-control']]).toEqual(['application/pdf', 'no-store']);
    const reads = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit where entity = 'admission_register' order by at`,
    );
    expect(reads.map((r) => r.action)).toEqual(['list', 'list', 'list', 'export', 'list', 'export']);

    // Cancelled: the seat is free, the supernumerary admission stays over the matrix, and the next round leaves the first out.
    await call(clerk.agent, joining.cancelAdmission, { params: { id: admittedId }, body: { reason: 'short' } }).expect(400);
    const nul = await call(clerk.agent, joining.cancelAdmission, {
      params: { id: admittedId },
      body: { reason: 'The student left\u0000 for a degree' },
    }).expect(400);
    expect(nul.body.fieldErrors.reason).toEqual(['Contains characters that are not allowed']);
    const cancelled = await call(clerk.agent, joining.cancelAdmission, {
      params: { id: admittedId },
      body: { reason: 'The student left for an engineering degree' },
    }).expect(200);
    expect(cancelled.body.data.admission).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The student left for an engineering degree',
    });
    const after = (await call(clerk.agent, joining.getRegister, { query: { intake: 'diploma-regular' } }).expect(200)).body.data;
    expect(after.seats).toEqual([{ block: 'merit', branch: CE, category: 'SM', capacity: 1, filled: 0, supernumerary: 1 }]);
    const round4: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-06-25' } }).expect(201)
    ).body.data;
    expect(round4.rows.find((r) => r.applicationId === admittedId)).toBeUndefined();
  });
});
