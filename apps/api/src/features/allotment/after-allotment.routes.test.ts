import { sql } from 'drizzle-orm';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admission from '@college/contracts/endpoints/admission';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as dev from '@college/contracts/endpoints/dev';
import * as joining from '@college/contracts/endpoints/joining';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import type { RoundView } from '@college/contracts/entities/allotment';
import type { ApplicantResult } from '@college/contracts/entities/allotment-choice';
import { DEFAULT_ADMISSION_FEES } from '@college/contracts/rules/admission-fees';
import { rowsOf } from '../../db/rows';
import { scarceMatrix, submitDiploma, type Claim } from '../../test/allotment-journey';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// The admission fee through the payment machinery on the real database: quoted by the structure
// in force and the concession the documents prove, paid online before the last day (and counted
// when its news comes after it), carried on a move up, owed again when a concession is not
// proven, taken at the desk as a balance, and returned by the refund policy on leaving.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
const ids: Record<string, string> = {};
const agents: Record<string, request.Agent> = {};
const mobiles: Record<string, string> = { a: '9847610001', b: '9847610002', c: '9847610003', d: '9847610004' };
const CE = 'Computer Engineering';
const CIVIL = 'Civil Engineering';
const intake = { intake: 'diploma-regular' } as const;

/** Signs the applicant in again, from a page in the language they use the site in (d: Malayalam). */
const again = async (key: string) => {
  agents[key] = await signIn(t, mobiles[key] ?? '', key === 'd' ? 'ml' : 'en');
};

async function submit(key: string, sslc: string, branches: string[], claim: Claim = {}, language: 'en' | 'ml' = 'en') {
  const { id, agent } = await submitDiploma(t, key, mobiles[key] ?? '', sslc, branches, claim, language);
  ids[key] = id;
  agents[key] = agent;
}

async function verify(key: string) {
  const id = ids[key] ?? '';
  const { version } = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
  await call(clerk.agent, office.decide, { params: { id }, body: { status: 'verified', version, remark: '' } }).expect(200);
}

const result = async (key: string): Promise<NonNullable<ApplicantResult>> => {
  const res = await call(agents[key] ?? clerk.agent, allotment.getApplicantResult, { params: { applicationId: ids[key] ?? '' } }).expect(
    200,
  );
  return res.body.data;
};
const choose = async (key: string, choice: 'accept' | 'keep' | 'decline') =>
  call(agents[key] ?? clerk.agent, allotment.makeChoice, {
    params: { applicationId: ids[key] ?? '' },
    body: { roundId: (await result(key)).roundId, choice, confirm: true },
  });
const openOrder = (key: string) =>
  call(agents[key] ?? clerk.agent, allotment.payAdmissionFee, { params: { applicationId: ids[key] ?? '' } });

/** The checkout and its verify, as the browser does them with the demo gateway. */
async function completeOrder(key: string, order: { paymentId: string; orderId: string }) {
  const agent = agents[key] ?? clerk.agent;
  const checkout = await call(agent, dev.completeDemoPayment, { params: { orderId: order.orderId }, body: { outcome: 'success' } }).expect(
    200,
  );
  await call(agent, admission.verifyPayment, {
    body: {
      applicationId: ids[key] ?? '',
      paymentId: order.paymentId,
      razorpayPaymentId: checkout.body.data.razorpay_payment_id,
      razorpayOrderId: checkout.body.data.razorpay_order_id,
      razorpaySignature: checkout.body.data.razorpay_signature,
    },
  }).expect(200);
}

async function publishRound(kind: 'trial' | 'round' | 'spot', deadline: string): Promise<RoundView> {
  const round: RoundView = (await call(admin.agent, allotment.runRound, { params: intake, body: { kind, deadline } }).expect(201)).body
    .data;
  await call(admin.agent, allotment.publishRound, { params: { id: round.round.id } }).expect(200);
  return round;
}

const markAll = async (key: string, codes: readonly string[], status: 'verified' | 'rejected' = 'verified', reason = '') => {
  for (const code of codes) {
    await call(clerk.agent, joining.markDocument, {
      params: { id: ids[key] ?? '', code },
      body: { status, reason },
    }).expect(200);
  }
};
const COMMON = ['sslc', 'transfer', 'conduct', 'nativity'] as const;

beforeAll(async () => {
  t = await createTestApp();
  await submit('a', '98', [CE, CIVIL]);
  await submit('b', '96', [CIVIL], { category: 'SC' });
  await submit('c', '94', [CE, CIVIL]);
  await submit('d', '90', [CIVIL], {}, 'ml');
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  for (const key of ['a', 'b', 'c', 'd']) await verify(key);
  const list = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;
  await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
  const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
  await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: scarceMatrix(view.proposed, { SM: 1 }) }).expect(200);
  await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
  await publishRound('trial', '2026-06-20');
  t.clock.set(new Date('2026-06-21T05:30:00Z'));
  for (const key of ['a', 'b', 'c', 'd']) await again(key);
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  await publishRound('round', '2026-06-25');
});
afterAll(async () => {
  await t.close();
});

describe('the admission fee', () => {
  it('when the office reads the structure, then it is the shipped one with its sources; only the admin saves a version, and a wrong one is refused', async () => {
    const shipped = (await call(clerk.agent, joining.getAdmissionFees).expect(200)).body.data;
    expect(shipped).toMatchObject({ version: null, structure: { refund: { processingFeeRupees: 1000 } } });
    expect(shipped.structure.source).toContain('GO (Rt) No. 77/2019/H.Edn');
    await call(clerk.agent, joining.saveAdmissionFees, { body: DEFAULT_ADMISSION_FEES }).expect(403);
    const tooMuch = { ...DEFAULT_ADMISSION_FEES, refund: { ...DEFAULT_ADMISSION_FEES.refund, processingFeeRupees: 2000 } };
    const refused = await call(admin.agent, joining.saveAdmissionFees, { body: tooMuch }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('The processing fee is at most ₹1,000');
    const saved = (await call(admin.agent, joining.saveAdmissionFees, { body: DEFAULT_ADMISSION_FEES }).expect(200)).body.data;
    expect(saved.version).toBe(1);
    const audit = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where entity = 'admission_fee_structure'`,
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('when a seat is allotted, then the applicant sees its fee; an SC applicant owes nothing by the concession', async () => {
    const a = await result('a');
    expect(a.seat).toMatchObject({ branch: CE, category: 'SM' });
    expect(a.fee).toMatchObject({ totalRupees: 21000, dueRupees: 21000, paidRupees: 0, canPay: true, concession: null });
    const b = await result('b');
    expect(b.fee).toMatchObject({
      totalRupees: 0,
      dueRupees: 0,
      canPay: false,
      concession: 'SC, ST and OEC: fees paid by the Government (e-Grantz)',
    });
    const nothing = await openOrder('b').expect(409);
    expect(nothing.body.message).toBe('Nothing is due: the admission fee is paid');
    // Each is told in the language they used the site in: d in Malayalam.
    const told = await rowsOf<{ language: string; variables: Record<string, string> }>(
      t.database.db,
      sql`select language, variables from outbox where template = 'allotment' and channel = 'sms' and variables ->> 'application' = ${ids.d ?? ''} order by created_at`,
    );
    expect(told.map((m) => [m.language, m.variables.round])).toEqual([
      ['ml', 'ട്രയൽ അലോട്ട്മെന്റ്'],
      ['ml', 'അലോട്ട്മെന്റ് 1'],
    ]);
  });

  it("when the applicant pays, then the amount is the server's, and once paid nothing more is due", async () => {
    const order = (await openOrder('a').expect(200)).body.data;
    expect(order.amount).toBe(21000);
    await completeOrder('a', order);
    expect((await result('a')).fee).toMatchObject({ paidRupees: 21000, dueRupees: 0, canPay: false });
    await openOrder('a').expect(409);
    const rows = await rowsOf<{ purpose: string; amount_paise: number }>(
      t.database.db,
      sql`select purpose, amount_paise from payments where application_id = ${ids.a ?? ''} and status = 'success' order by created_at`,
    );
    expect(rows.map((r) => [r.purpose, r.amount_paise])).toEqual([
      ['application_fee', 50000],
      ['admission_fee:1', 2100000],
    ]);
  });

  it('when a paid applicant declines, then the fee comes back less the processing fee, by the refund policy', async () => {
    expect((await choose('a', 'decline')).status).toBe(200);
    const fee = (await result('a')).fee;
    expect(fee).toMatchObject({ paidRupees: 21000, refundedRupees: 20000, dueRupees: 0, canPay: false });
    const refunds = await rowsOf<{ amount_paise: number; reason: string }>(
      t.database.db,
      sql`select r.amount_paise, r.reason from refunds r join payments p on p.id = r.payment_id where p.application_id = ${ids.a ?? ''}`,
    );
    expect(refunds).toEqual([{ amount_paise: 2000000, reason: 'Seat declined: the admission fee is returned by the refund policy' }]);
  });

  it('when an order opened before the last day is captured after it, then it counts; a new order after the last day is refused', async () => {
    expect((await choose('c', 'keep')).status).toBe(200);
    for (const key of ['b', 'd']) expect((await choose(key, 'accept')).status).toBe(200);
    const order = (await openOrder('c').expect(200)).body.data;
    t.clock.set(new Date('2026-06-26T05:30:00Z'));
    admin = await signInStaff(t, 'admin');
    clerk = await signInStaff(t, 'admissions');
    for (const key of ['b', 'c', 'd']) await again(key);
    await completeOrder('c', order);
    expect((await result('c')).fee).toMatchObject({ paidRupees: 21000, dueRupees: 0 });
    const late = await openOrder('d').expect(409);
    expect(late.body.message).toBe('The last day to pay has passed');
    // c paid and kept; b and d accepted: none of them lapsed, so what is due still shows.
    expect((await result('d')).fee).toMatchObject({ dueRupees: 21000, canPay: false, problem: 'The last day to pay has passed' });
  });

  it('when the one who waited moves up, then the fee paid moves with them: nothing more is due', async () => {
    await publishRound('round', '2026-06-30');
    const c = await result('c');
    expect(c.seat).toMatchObject({ branch: CE, category: 'SM' });
    // They are told where they moved up from; the others, who stayed, are not.
    expect(c.movedUpFrom).toMatchObject({ branch: CIVIL });
    expect((await result('d')).movedUpFrom).toBeNull();
    expect(c.fee).toMatchObject({ totalRupees: 21000, paidRupees: 21000, dueRupees: 0 });
    expect((await choose('c', 'accept')).status).toBe(200);
  });

  it('when a concession is not proven, then its fee is owed and can be paid online', async () => {
    await markAll('b', ['community'], 'rejected', 'Issued for another person');
    const b = await result('b');
    expect(b.fee).toMatchObject({ totalRupees: 21000, dueRupees: 21000, canPay: true, concession: null });
  });

  it('when the desk admits, then a fee paid online is its receipt; a fee owed is refused until the desk takes it', async () => {
    await markAll('c', COMMON);
    const c = (await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.c ?? '' }, body: {} }).expect(200)).body.data;
    expect(c.admission.feeReceipt).toMatch(/^Online: pay_/);
    expect(c.fee).toMatchObject({ dueRupees: 0, paidRupees: 21000 });

    await markAll('d', COMMON);
    const owed = await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.d ?? '' }, body: {} }).expect(409);
    expect(owed.body.message).toBe('₹21000 of the admission fee is due: take it at the desk and enter its receipt number');
    const desk = (
      await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.d ?? '' }, body: { feeReceipt: 'R-9' } }).expect(200)
    ).body.data;
    expect(desk.fee).toMatchObject({ deskReceipt: 'R-9', dueRupees: 0 });
    expect((await result('d')).fee).toMatchObject({ deskReceipt: 'R-9', dueRupees: 0, canPay: false });
  });

  it('when an admission paid online is cancelled, then the seat is freed and the fee comes back by the policy', async () => {
    await call(clerk.agent, joining.cancelAdmission, { params: { id: ids.c ?? '' }, body: { reason: 'Joined another college' } }).expect(
      200,
    );
    const refunds = await rowsOf<{ amount_paise: number; reason: string }>(
      t.database.db,
      sql`select r.amount_paise, r.reason from refunds r join payments p on p.id = r.payment_id where p.application_id = ${ids.c ?? ''}`,
    );
    expect(refunds).toEqual([{ amount_paise: 2000000, reason: 'Admission cancelled: Joined another college' }]);
    const register = (await call(clerk.agent, joining.getRegister, { query: intake }).expect(200)).body.data;
    expect(register.seats.find((s: { branch: string; category: string }) => s.branch === CE && s.category === 'SM')?.filled).toBe(0);
    // The Directorate's statement: counts only, so the viewer may take it too.
    const viewer = await signInStaff(t, 'viewer');
    const statement = await call(viewer.agent, joining.downloadStatement, { query: { ...intake, format: 'csv' } }).expect(200);
    expect(statement.text).toContain('Programme,Branch,Block,Category,Sanctioned,Admitted,Vacant,Supernumerary,As on');
    expect(statement.text).toContain(`${CE},Merit seats,SM,1,0,1,`);
    expect(statement.text).toContain(`${CIVIL},Merit seats,SM,25,1,24,`);
  });
});

describe('the spot admission', () => {
  const register = (applicationId: string) => call(clerk.agent, allotment.registerSpot, { params: intake, body: { applicationId } });

  it('when the desk registers those present, then only applicants on the rank list who are not admitted, each once', async () => {
    expect((await register(ids.a ?? '').expect(200)).body.data.registered).toMatchObject([
      { applicationId: ids.a, name: 'Applicant a', rank: 1 },
    ]);
    expect((await register(ids.a ?? '').expect(409)).body.message).toBe('Already registered for the spot admission');
    expect((await register(ids.d ?? '').expect(409)).body.message).toMatch(/^Already admitted: /);
    const hostile = await register('APP\u0000; drop table x').expect(400);
    expect(hostile.body.fieldErrors.applicationId).toEqual(['An application number has letters and digits only, like APP2026000123']);
    const stranger = await register('APP2026999999').expect(400);
    expect(stranger.body.fieldErrors.applicationId).toEqual(['This application is not on the published rank list of this programme']);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, allotment.registerSpot, { params: intake, body: { applicationId: ids.b ?? '' } }).expect(403);
  });

  it('when the spot round runs, then the vacancies go to those present by rank; the absent keep what they hold; registration then closes', async () => {
    // The spot round comes after the last allotment's window: the day after its last day.
    t.clock.set(new Date('2026-07-01T05:30:00Z'));
    admin = await signInStaff(t, 'admin');
    clerk = await signInStaff(t, 'admissions');
    const spot = await publishRound('spot', '2026-07-03');
    const row = (key: string) => spot.rows.find((r) => r.applicationId === ids[key]);
    // a declined in allotment 1 and came on the day: the seat c's cancelled admission freed is theirs.
    expect(row('a')?.seat).toMatchObject({ branch: CE, category: 'SM' });
    expect(row('b')?.seat).toMatchObject({ branch: CIVIL });
    expect(row('c')).toBeUndefined();
    await again('a');
    const a = await result('a');
    expect([a.kind, a.allowed]).toEqual(['spot', ['accept', 'decline']]);
    // The ₹1,000 kept when a declined stays paid: ₹20,000 is due.
    expect(a.fee).toMatchObject({ totalRupees: 21000, paidRupees: 21000, refundedRupees: 20000, dueRupees: 20000, canPay: true });
    expect((await register(ids.b ?? '').expect(409)).body.message).toBe(
      'Spot registration opens once an allotment is published and closes when the spot round is published',
    );
    const audit = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit where entity = 'spot_registration'`);
    expect(audit[0]?.n).toBe(1);
  });

  it('when the one placed at the spot accepts and pays the balance, then the desk admits them on it', async () => {
    expect((await choose('a', 'accept')).status).toBe(200);
    await completeOrder('a', (await openOrder('a').expect(200)).body.data);
    expect((await result('a')).fee).toMatchObject({ dueRupees: 0 });
    await markAll('a', COMMON);
    const admitted = (await call(clerk.agent, joining.confirmAdmission, { params: { id: ids.a ?? '' }, body: {} }).expect(200)).body.data;
    expect(admitted.admission).toMatchObject({ status: 'admitted', seat: { branch: CE, category: 'SM' } });
  });
});
