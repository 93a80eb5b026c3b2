import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import type { RoundView } from '@college/contracts/entities/allotment';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { scarceMatrix, submitDiploma } from '../../test/allotment-journey';
import { createTestApp, type TestApp } from '../../test/test-app';

// When unclaimed reserved seats convert is the policy's and the office's: three applicants for
// Computer Engineering's three merit seats (one State Merit, one KN, one EWS). The trial keeps
// reserved seats for their categories (the office's choice): the KN seat still goes to the other
// SEBC groups, as it does every round, but the EWS seat waits. Allotment 1 releases it to State Merit.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
const ids: Record<string, string> = {};
const CE = 'Computer Engineering';
const intake = { intake: 'diploma-regular' } as const;
const seatOf = (view: RoundView, key: string) => view.rows.find((r) => r.applicationId === ids[key])?.seat ?? null;

beforeAll(async () => {
  t = await createTestApp();
  ids.a = (await submitDiploma(t, 'a', '9847610001', '98', [CE])).id;
  ids.b = (await submitDiploma(t, 'b', '9847610002', '96', [CE])).id;
  ids.c = (await submitDiploma(t, 'c', '9847610003', '94', [CE], { category: 'EZ' })).id;
  admin = await signInStaff(t, 'admin');
  for (const id of Object.values(ids)) {
    const { version } = (await call(admin.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    await call(admin.agent, office.decide, { params: { id }, body: { status: 'verified', version, remark: '' } }).expect(200);
  }
  const list = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;
  await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
  const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
  await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: scarceMatrix(view.proposed, { SM: 1, KN: 1, EWS: 1 }) }).expect(
    200,
  );
  await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
});
afterAll(() => t.close());

describe('when reserved seats convert', () => {
  it('when the trial keeps reserved seats, then only the moves within a reservation run, and a later round releases the rest to State Merit, each move with its reason and source', async () => {
    const trial: RoundView = (
      await call(admin.agent, allotment.runRound, {
        params: intake,
        body: { kind: 'trial', deadline: '2026-12-31', releaseToStateMerit: false },
      }).expect(201)
    ).body.data;
    expect(trial.release).toMatchObject({ policyVersion: '2026-1', toStateMerit: false });
    expect(trial.release.note).toContain('none was released to State Merit');
    expect(trial.conversions.map((c) => [c.from, c.to])).toEqual([['KN', 'SEBC']]);
    expect(trial.conversions[0]?.reason).toBe('An unclaimed KN seat goes to the other SEBC groups, every round');
    expect(trial.conversions[0]?.source).toContain('KEAM prospectus 4.1');
    expect(seatOf(trial, 'a')?.category).toBe('SM');
    expect(seatOf(trial, 'c')?.category).toBe('SEBC');
    // The EWS seat waits for an EWS applicant; b, State Merit, waits too.
    expect(seatOf(trial, 'b')).toBeNull();
    expect(trial.closings.find((c) => c.block === 'merit' && c.branch === CE && c.category === 'EWS')).toMatchObject({
      seats: 1,
      vacant: 1,
    });
    await call(admin.agent, allotment.publishRound, { params: { id: trial.round.id } }).expect(200);

    const first: RoundView = (
      await call(admin.agent, allotment.runRound, {
        params: intake,
        body: { kind: 'round', deadline: '2026-12-31', releaseToStateMerit: true },
      }).expect(201)
    ).body.data;
    expect(first.release.toStateMerit).toBe(true);
    const released = first.conversions.find((c) => c.from === 'EWS');
    expect(released).toMatchObject({ to: 'SM', seats: 1, reason: 'An EWS seat no EWS applicant takes is released to State Merit' });
    expect(released?.source).toContain('left to the office');
    expect(seatOf(first, 'b')?.category).toBe('SM');
    // Published with the round: read back, it says the same.
    const read: RoundView = (await call(admin.agent, allotment.getRound, { params: { id: first.round.id } }).expect(200)).body.data;
    expect(read.release).toEqual(first.release);
  });

  it('when a round is run without saying, then reserved seats are released as before, and a hostile choice is refused', async () => {
    const res = await call(admin.agent, allotment.runRound, {
      params: intake,
      unchecked: { kind: 'round', deadline: '2026-12-31', releaseToStateMerit: 'yes' },
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain('Say whether unclaimed reserved seats go to State Merit');
    const plain: RoundView = (
      await call(admin.agent, allotment.runRound, { params: intake, body: { kind: 'round', deadline: '2026-12-31' } }).expect(201)
    ).body.data;
    expect(plain.release.toStateMerit).toBe(true);
  });
});
