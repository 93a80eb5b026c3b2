import { sql } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { hmacSha256Hex } from '../../lib/crypto';
import { openApplication, reachFeeStage } from '../../test/journey';
import { capturedAt, startFakeRazorpay } from '../../test/fake-razorpay';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { reconcilePayments, type ReconciliationDeps } from './reconciliation';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as paymentsEndpoints from '@college/contracts/endpoints/payments';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterAll(async () => {
  await fake.close();
});

const MOBILE = '9876543210';
let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let id: string;
let deps: ReconciliationDeps;

beforeEach(async () => {
  fake.state.down = false;
  const g = fake.gateway();
  t = await createTestApp({ gateway: g });
  deps = { db: t.database.db, clock: t.clock, gateway: g, logger: pino({ level: 'silent' }) };
  agent = await signIn(t, MOBILE);
  id = await openApplication(agent, MOBILE);
  await reachFeeStage(agent, id);
});
afterEach(async () => {
  await t.close();
});

const newOrder = async () => {
  const res = await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200);
  return res.body.data as { paymentId: string; orderId: string };
};
const payments = () =>
  rowsOf<{ order_id: string; status: string; gateway_payment_id: string | null; last_error: string | null }>(
    t.database.db,
    sql`select order_id, status, gateway_payment_id, last_error from payments where application_id = ${id} order by attempt`,
  );
const checks = () =>
  rowsOf<{ outcome: string; by: string; note: string | null }>(
    t.database.db,
    sql`select outcome, by, note from payment_checks order by checked_at, outcome`,
  );
// Read from the database: the applicant's 15-minute session has lapsed by the time the job runs.
const stage = async () =>
  (await rowsOf<{ current_stage: string }>(t.database.db, sql`select current_stage from applications where id = ${id}`))[0]?.current_stage;

describe('payment reconciliation against a fake Razorpay', () => {
  it('when the webhook was lost, then after 15 minutes the job finds the capture and the fee is paid once', async () => {
    const { orderId } = await newOrder();
    fake.payments.set(orderId, [capturedAt('pay_Lost1')]);
    t.clock.advance(10 * 60);
    expect(await reconcilePayments(deps)).toEqual([]);
    expect(fake.fetchesOf(orderId)).toBe(0);

    t.clock.advance(6 * 60);
    const found = await reconcilePayments(deps);
    expect(found).toMatchObject([{ orderId, outcome: 'paid' }]);
    expect(await payments()).toMatchObject([{ status: 'success', gateway_payment_id: 'pay_Lost1' }]);
    expect(await stage()).toBe('program_selection');

    // The webhook arrives late after all: nothing more happens; and a paid order is not asked about again.
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Lost1', order_id: orderId, method: 'upi' } } },
    });
    await call(request(t.app), paymentsEndpoints.razorpayWebhook)
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(fake.webhookSecret, raw))
      .set('X-Razorpay-Event-Id', 'evt_late')
      .send(raw)
      .expect(200);
    t.clock.advance(3600);
    expect(await reconcilePayments(deps)).toEqual([]);
    expect(await payments()).toMatchObject([{ status: 'success' }]);
    expect(await checks()).toEqual([{ outcome: 'paid', by: 'job', note: null }]);
  });

  it('when the applicant closed checkout but the bank authorised later, then the order is processing, and paid once captured', async () => {
    const { orderId, paymentId } = await newOrder();
    await call(agent, admission.cancelPayment, { body: { applicationId: id, paymentId } }).expect(200);
    expect(await payments()).toMatchObject([{ status: 'failed', last_error: 'Payment cancelled by user' }]);

    fake.payments.set(orderId, [{ id: 'pay_Late1', status: 'authorized', method: 'card', amount: 50_000 }]);
    t.clock.advance(16 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([{ outcome: 'authorized' }]);
    expect(await payments()).toMatchObject([{ status: 'processing' }]);

    fake.payments.set(orderId, [capturedAt('pay_Late1')]);
    // Checked again only after its back-off (a quarter of its age, at least five minutes).
    t.clock.advance(60);
    expect(await reconcilePayments(deps)).toEqual([]);
    t.clock.advance(5 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([{ outcome: 'paid' }]);
    expect(await payments()).toMatchObject([{ status: 'success', gateway_payment_id: 'pay_Late1' }]);
    expect(await stage()).toBe('program_selection');
  });

  it('when a payment failed and a retry on the same order was captured, then the fee is paid by the captured one', async () => {
    const { orderId } = await newOrder();
    fake.payments.set(orderId, [
      { id: 'pay_Fail1', status: 'failed', method: 'card', amount: 50_000, error_description: 'Card declined' },
      capturedAt('pay_Good1'),
    ]);
    t.clock.advance(16 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([{ outcome: 'paid' }]);
    expect(await payments()).toMatchObject([{ status: 'success', gateway_payment_id: 'pay_Good1' }]);
  });

  it('when every payment on an order failed, then the order is failed with the bank’s reason', async () => {
    const { orderId } = await newOrder();
    fake.payments.set(orderId, [{ id: 'pay_Fail2', status: 'failed', method: 'card', amount: 50_000, error_description: 'Card declined' }]);
    t.clock.advance(16 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([{ outcome: 'failed' }]);
    expect(await payments()).toMatchObject([{ status: 'failed', last_error: 'Card declined' }]);
  });

  it('when two orders of one application were both captured, then one pays the fee and the other is a duplicate to refund', async () => {
    const first = await newOrder();
    const second = await newOrder();
    fake.payments.set(first.orderId, [capturedAt('pay_One')]);
    fake.payments.set(second.orderId, [capturedAt('pay_Two')]);
    t.clock.advance(16 * 60);
    const found = await reconcilePayments(deps);
    expect(found.map((f) => f.outcome).sort()).toEqual(['duplicate', 'paid']);
    const rows = await payments();
    expect(rows.map((r) => r.status).sort()).toEqual(['duplicate', 'success']);
    expect(await stage()).toBe('program_selection');
  });

  it('when one order shows two captures, then the fee is paid once and the extra one is noted for a refund', async () => {
    const { orderId } = await newOrder();
    fake.payments.set(orderId, [capturedAt('pay_A'), capturedAt('pay_B')]);
    t.clock.advance(16 * 60);
    const [found] = await reconcilePayments(deps);
    expect(found).toMatchObject({ outcome: 'duplicate', note: '1 more payment captured on this order (pay_B); refund due' });
    expect(await payments()).toMatchObject([{ status: 'success', gateway_payment_id: 'pay_A' }]);
  });

  it('when Razorpay is down, then the check is recorded as an error, nothing changes, and a later run tries again', async () => {
    const { orderId } = await newOrder();
    fake.payments.set(orderId, [capturedAt('pay_Down')]);
    fake.state.down = true;
    t.clock.advance(16 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([
      { outcome: 'error', note: 'Razorpay payments of an order could not be fetched (HTTP 503)' },
    ]);
    expect(await payments()).toMatchObject([{ status: 'pending' }]);
    fake.state.down = false;
    // Its back-off: a quarter of its age (now 22 minutes), at least five minutes.
    t.clock.advance(6 * 60);
    expect(await reconcilePayments(deps)).toMatchObject([{ outcome: 'paid' }]);
  });

  it('when two runs start at once, then each order is asked about once', async () => {
    const first = await newOrder();
    const second = await newOrder();
    fake.payments.set(first.orderId, [capturedAt('pay_C1')]);
    t.clock.advance(16 * 60);
    const runs = await Promise.all([reconcilePayments(deps), reconcilePayments(deps), reconcilePayments(deps)]);
    expect(
      runs
        .flat()
        .map((r) => r.orderId)
        .sort(),
    ).toEqual([first.orderId, second.orderId].sort());
    expect(fake.fetchesOf(first.orderId)).toBe(1);
    expect(fake.fetchesOf(second.orderId)).toBe(1);
    expect((await checks()).map((c) => c.outcome).sort()).toEqual(['nothing', 'paid']);
  });
});
