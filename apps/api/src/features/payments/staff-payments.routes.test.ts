import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { openApplication, reachFeeStage, signInStaff } from '../../test/journey';
import { capturedAt, startFakeRazorpay } from '../../test/fake-razorpay';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { reconcilePayments } from './reconciliation';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as paymentsLedger from '@college/contracts/endpoints/payments-ledger';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;
let accounts: Awaited<ReturnType<typeof signInStaff>>;
// Three applicants at the fee step: one pays twice (two orders captured), one leaves an order open, one is paid by the job.
const apps: Record<string, string> = {};
const orders: Record<string, { paymentId: string; orderId: string }[]> = {};

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const gateway = fake.gateway();
  t = await createTestApp({ gateway });
  for (const [who, mobile] of [
    ['twice', '9847100001'],
    ['open', '9847100002'],
    ['lost', '9847100003'],
  ] as const) {
    const agent = await signIn(t, mobile);
    const id = await openApplication(agent, mobile);
    await reachFeeStage(agent, id);
    apps[who] = id;
    orders[who] = [];
    for (let i = 0; i < (who === 'twice' ? 2 : 1); i++) {
      const res = await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200);
      orders[who].push(res.body.data as { paymentId: string; orderId: string });
    }
  }
  const [first, second] = orders.twice ?? [];
  fake.payments.set(first?.orderId ?? '', [capturedAt('pay_Twice1')]);
  fake.payments.set(second?.orderId ?? '', [capturedAt('pay_Twice2')]);
  fake.payments.set(orders.lost?.[0]?.orderId ?? '', [capturedAt('pay_Lost9')]);
  t.clock.advance(16 * 60);
  await reconcilePayments({ db: t.database.db, clock: t.clock, gateway, logger: pino({ level: 'silent' }) });
  accounts = await signInStaff(t, 'accounts');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ledger = (query: Record<string, string> = {}) =>
  call(accounts.agent, paymentsLedger.listPayments)
    .query(query)
    .expect(200)
    .then(
      (r) =>
        r.body as {
          data: { applicationId: string; status: string; orderId: string }[];
          total: number;
          days: unknown[];
          attention: { applicationId: string; reason: string }[];
        },
    );

describe('the payments ledger', () => {
  it('when accounts opens it, then every attempt is listed with totals per day and what needs a look', async () => {
    const body = await ledger();
    expect(body.total).toBe(4);
    expect(body.days).toEqual([{ day: '2026-06-15', attempts: 4, paid: 2, paidAmount: 1000, duplicates: 1 }]);
    const reasons = Object.fromEntries(body.attention.map((a) => [`${a.applicationId}:${a.reason}`, true]));
    expect(reasons).toMatchObject({
      [`${apps.twice}:Paid twice: refund due`]: true,
      [`${apps.lost}:Paid at Razorpay but never reported to the site: found by the check`]: true,
    });
    expect(body.attention.some((a) => a.applicationId === apps.open)).toBe(false);
  });

  it('when searched by application number, order id or payment id, then only that one; other text finds nothing', async () => {
    expect((await ledger({ q: apps.open ?? '' })).data.map((r) => r.applicationId)).toEqual([apps.open]);
    expect((await ledger({ q: orders.lost?.[0]?.orderId ?? '' })).data.map((r) => r.applicationId)).toEqual([apps.lost]);
    expect((await ledger({ q: 'pay_Twice2' })).data.map((r) => r.status)).toEqual(['duplicate']);
    expect((await ledger({ q: 'Anu' })).total).toBe(0);
    // A whole number finds that application alone; a shorter start finds every number it begins.
    expect((await ledger({ q: (apps.open ?? '').slice(0, 7) })).total).toBe(4);
    expect((await ledger({ status: 'pending' })).data.map((r) => r.applicationId)).toEqual([apps.open]);
  });

  it('when a filter is malformed, then 400 with a message and nothing is read', async () => {
    const res = await call(accounts.agent, paymentsLedger.listPayments).query({ status: 'stolen', page: '0' }).expect(400);
    expect(res.body.fieldErrors).toMatchObject({ status: ['Unknown payment status'], page: ['Page must be 1 or more'] });
  });

  it('when "Check with Razorpay now" finds the open order paid, then it is applied once and the check is recorded with who asked', async () => {
    const open = orders.open?.[0];
    if (!open) throw new Error('no open order');
    fake.payments.set(open.orderId, [capturedAt('pay_Open1')]);
    const first = await call(accounts.agent, paymentsLedger.checkPayment, { params: { paymentId: open.paymentId }, unchecked: {} }).expect(
      200,
    );
    expect(first.body.data).toEqual({ outcome: 'paid', note: null, status: 'success' });
    const again = await call(accounts.agent, paymentsLedger.checkPayment, { params: { paymentId: open.paymentId }, unchecked: {} }).expect(
      200,
    );
    expect(again.body.data).toMatchObject({ outcome: 'unchanged', status: 'success' });
    // The job had asked once before (nothing then); both of the member's checks are recorded with their id.
    const checks = await rowsOf<{ by: string; outcome: string }>(
      t.database.db,
      sql`select by, outcome from payment_checks where payment_id = ${open.paymentId} order by outcome`,
    );
    expect(checks).toEqual([
      { by: 'job', outcome: 'nothing' },
      { by: accounts.id, outcome: 'paid' },
      { by: accounts.id, outcome: 'unchanged' },
    ]);
    await call(accounts.agent, paymentsLedger.checkPayment, {
      params: { paymentId: '00000000-0000-4000-8000-000000000000' },
      unchecked: {},
    }).expect(404);
  });

  it('when the reconciliation view is opened for the order, then each check shows who asked, what was asked and what came back', async () => {
    const open = orders.open![0]!;
    const res = await call(accounts.agent, paymentsLedger.listPaymentChecks).query({ q: open.orderId }).expect(200);
    const rows = res.body.data as { by: string; asked: string; answered: { id: string; status: string }[]; outcome: string }[];
    // The three checks were made at one moment of the test's clock: their order among themselves is not asserted.
    const byOutcome = (outcome: string) => rows.find((r) => r.outcome === outcome)!;
    expect(rows.map((r) => r.outcome).sort()).toEqual(['nothing', 'paid', 'unchanged']);
    expect(byOutcome('nothing')).toMatchObject({
      by: 'The reconciliation job',
      asked: `GET /v1/orders/${open.orderId}/payments`,
      answered: [],
    });
    expect(byOutcome('paid').by).not.toBe('The reconciliation job');
    expect(byOutcome('paid').answered).toEqual([{ id: 'pay_Open1', status: 'captured', method: expect.any(String), amount: 500 }]);
    // By application number too; anything else is refused with what to type.
    const byApplication = await call(accounts.agent, paymentsLedger.listPaymentChecks).query({ q: apps.open!.toLowerCase() }).expect(200);
    expect(byApplication.body.data.length).toBeGreaterThanOrEqual(3);
    const bad = await call(accounts.agent, paymentsLedger.listPaymentChecks).query({ q: 'Anu' }).expect(400);
    expect(bad.body.fieldErrors.q).toEqual(['Search by a Razorpay order id (order_…) or a whole application number']);
    const latest = await call(accounts.agent, paymentsLedger.listPaymentChecks).expect(200);
    expect(latest.body.data.length).toBeGreaterThanOrEqual(3);
  });

  it('when the ledger is read, then the read is audited with whose payments were on the page', async () => {
    await ledger({ q: apps.lost ?? '' });
    const [last] = await rowsOf<{ action: string; entity: string; details: { applicationIds: string[] } }>(
      t.database.db,
      sql`select action, entity, details from audit where staff_id = ${accounts.id} and entity = 'payments' order by id desc limit 1`,
    );
    expect(last).toMatchObject({ action: 'list', entity: 'payments' });
    expect(last?.details.applicationIds).toContain(apps.lost);
  });

  it('when anyone without the accounts or admin role asks, then 403', async () => {
    for (const role of ['admissions', 'viewer', 'editor'] as const) {
      const member = await signInStaff(t, role);
      await call(member.agent, paymentsLedger.listPayments).expect(403);
      await call(member.agent, paymentsLedger.listPaymentChecks).expect(403);
      await call(member.agent, paymentsLedger.checkPayment, {
        params: { paymentId: orders.open?.[0]?.paymentId ?? '' },
        unchecked: {},
      }).expect(403);
    }
    const admin = await signInStaff(t, 'admin');
    await call(admin.agent, paymentsLedger.listPayments).expect(200);
  });
});

describe('a refunded payment', () => {
  it("when the duplicate is refunded, then it reads as refunded, leaves the day's total, and the refund filter finds it", async () => {
    const twice = await ledger({ q: 'pay_Twice2' });
    const row = twice.data[0] as { paymentId: string } | undefined;
    await call(accounts.agent, paymentsLedger.refundPayment, {
      params: { paymentId: row?.paymentId ?? '' },
      body: { reason: 'Paid twice: the second payment goes back' },
    }).expect(200);
    const refunded = await ledger({ refund: 'refunded' });
    expect(refunded.data.map((r) => (r as { refund: unknown } & typeof r).refund)).toEqual([
      { status: expect.stringMatching(/^(processed|pending)$/), amount: 500 },
    ]);
    const kept = await ledger({ refund: 'kept' });
    expect(kept.data.some((r) => r.orderId === refunded.data[0]?.orderId)).toBe(false);
    expect(kept.total + refunded.total).toBe((await ledger()).total);
    await call(accounts.agent, paymentsLedger.listPayments).query({ refund: 'all' }).expect(400);
  });
});

describe('the ledger as a file', () => {
  it("when exported, then the CSV and XLSX hold the filter's attempts with their refunds, and the export is recorded", async () => {
    const csv = await call(accounts.agent, paymentsLedger.exportPayments).query({ refund: 'refunded' }).buffer(true).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('Application number,Name,Attempt,Status,Amount (₹),Order id,Payment id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('pay_Twice2');
    expect(lines[1]).toMatch(/,(processed|pending),500$/);
    const xlsx = await call(accounts.agent, paymentsLedger.exportPayments).query({ format: 'xlsx' }).buffer(true).expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const exported = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where entity = 'payments' and action = 'export'`,
    );
    expect(exported[0]?.n).toBe(2);
    await call(accounts.agent, paymentsLedger.exportPayments).query({ format: 'pdf' }).expect(400);
  });
});
