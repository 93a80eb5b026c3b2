import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../lib/crypto';
import { openApplication, payFee, reachFeeStage } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { demoGateway } from './gateways/demo-gateway';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as paymentsEndpoints from '@college/contracts/endpoints/payments';
import * as auth from '@college/contracts/endpoints/auth';
import * as dev from '@college/contracts/endpoints/dev';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let id: string;
const MOBILE = '9876543210';
const gateway = demoGateway();

beforeEach(async () => {
  t = await createTestApp();
  agent = await signIn(t, MOBILE);
  id = await openApplication(agent, MOBILE);
  await reachFeeStage(agent, id);
});
afterEach(async () => {
  await t.close();
});

const application = async () => (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
const createPayment = (body: Record<string, unknown> = {}) =>
  call(agent, admission.createPayment, { body: { applicationId: id, ...body } });

function webhook(event: unknown, eventId: string, secret = gateway.webhookSecret) {
  const raw = JSON.stringify(event);
  return call(request(t.app), paymentsEndpoints.razorpayWebhook)
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', hmacSha256Hex(secret, raw))
    .set('X-Razorpay-Event-Id', eventId)
    .send(raw);
}
const captured = (orderId: string, paymentId = 'pay_hook1') => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'upi', status: 'captured' } } },
});
const failed = (orderId: string) => ({
  event: 'payment.failed',
  payload: { payment: { entity: { id: 'pay_x', order_id: orderId, error_description: 'Card declined' } } },
});

describe('create-payment', () => {
  it('when a payment is created, then the amount is the server fee whatever the browser sends', async () => {
    const res = await createPayment({ amount: 1, feeAmount: 1 }).expect(200);
    expect(res.body.data).toMatchObject({
      amount: 500,
      currency: 'INR',
      key_id: 'rzp_test_demo',
      prefill: { name: 'Anu Krishnan', email: 'anu.k@example.in', contact: MOBILE },
    });
    expect(res.body.data.orderId).toMatch(/^order_/);
    expect((await application()).paymentDetails.application_fee).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('when five attempts were made, then the sixth is refused with 429', async () => {
    for (let i = 0; i < 5; i++) await createPayment().expect(200);
    const res = await createPayment().expect(429);
    expect(res.body.message).toContain('Max Attempts Reached');
  });

  it('when already paid, then no new order', async () => {
    await payFee(agent, id);
    await createPayment().expect(409);
  });

  it('when an unpaid checkout is over 30 minutes old, then it shows as expired', async () => {
    await createPayment().expect(200);
    t.clock.advance(31 * 60);
    // The access token has lapsed meanwhile; the browser would refresh it.
    await call(agent, auth.refreshSession, { body: {} }).expect(200);
    expect((await application()).paymentDetails.application_fee.status).toBe('expired');
  });
});

describe('cancel-payment', () => {
  it('when the checkout is closed, then the attempt reads back from the server as failed, cancelled by user', async () => {
    const order = (await createPayment().expect(200)).body.data as { paymentId: string };
    await call(agent, admission.cancelPayment, { body: { applicationId: id, paymentId: order.paymentId } }).expect(200);
    // The server's record is what a new page (another tab, a new sign-in) reads.
    const fee = (await application()).paymentDetails.application_fee;
    expect(fee).toMatchObject({ status: 'failed', lastError: 'Payment cancelled by user', attempts: 1 });
  });

  it('when the payment was captured as the window closed, then cancelling leaves it paid', async () => {
    const order = (await createPayment().expect(200)).body.data as { paymentId: string; orderId: string };
    await call(agent, dev.completeDemoPayment, { params: { orderId: order.orderId }, body: { outcome: 'success' } }).expect(200);
    await webhook(captured(order.orderId, 'pay_late1'), 'evt_late1').expect(200);
    await call(agent, admission.cancelPayment, { body: { applicationId: id, paymentId: order.paymentId } }).expect(200);
    expect((await application()).paymentDetails.application_fee.status).toBe('success');
  });

  it('when the payment is someone else’s or unknown, then 404 and nothing changes', async () => {
    const order = (await createPayment().expect(200)).body.data as { paymentId: string };
    const other = await signIn(t, '9123456780');
    await call(other, admission.cancelPayment, { body: { applicationId: id, paymentId: order.paymentId } }).expect(404);
    await call(agent, admission.cancelPayment, { body: { applicationId: id, paymentId: '00000000-0000-4000-8000-000000000000' } }).expect(
      404,
    );
    expect((await application()).paymentDetails.application_fee.status).toBe('pending');
  });
});

describe('verify-payment', () => {
  it('when the signature is tampered, then 400, the attempt is failed with its error and the stage stays', async () => {
    const { paymentId, orderId } = (await createPayment().expect(200)).body.data;
    const res = await call(agent, admission.verifyPayment, {
      body: {
        applicationId: id,
        paymentId,
        razorpayPaymentId: 'pay_123',
        razorpayOrderId: orderId,
        razorpaySignature: gateway.signCheckout(orderId, 'pay_other'),
      },
    }).expect(400);
    expect(res.body.message).toBe('Payment Verification Failed');
    const app = await application();
    expect(app.currentStage).toBe('application_fee_payment');
    expect(app.paymentDetails.application_fee).toMatchObject({ status: 'failed', lastError: 'Payment verification failed' });
  });

  it('when the browser sends another order id, then the stored one is used for the check', async () => {
    const { paymentId, orderId } = (await createPayment().expect(200)).body.data;
    await call(agent, admission.verifyPayment, {
      body: {
        applicationId: id,
        paymentId,
        razorpayPaymentId: 'pay_123',
        razorpayOrderId: 'order_forged',
        razorpaySignature: gateway.signCheckout('order_forged', 'pay_123'),
      },
    }).expect(400);
    const paid = await call(agent, admission.verifyPayment, {
      body: {
        applicationId: id,
        paymentId,
        razorpayPaymentId: 'pay_123',
        razorpayOrderId: 'order_forged',
        razorpaySignature: gateway.signCheckout(orderId, 'pay_123'),
      },
    }).expect(200);
    // The answer carries the application as it now stands (the form moves on without asking for it),
    // the same as reading it.
    expect(paid.body.data).toMatchObject({ applicationId: id, paymentDetails: { application_fee: { status: 'success' } } });
    expect(paid.body.data).toEqual(await application());
  });

  it('when the demo checkout declines, then the failure shows and a retry can succeed', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    const declined = await call(agent, dev.completeDemoPayment, { params: { orderId }, body: { outcome: 'failure' } }).expect(200);
    expect(declined.body.data.error.description).toBe('Payment declined by the bank (demo)');
    expect((await application()).paymentDetails.application_fee).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Payment declined by the bank (demo)',
    });
    await payFee(agent, id);
    const fee = (await application()).paymentDetails.application_fee;
    expect(fee).toMatchObject({ status: 'success', attempts: 2, lastError: null });
    expect(fee.verifiedAt).toEqual(expect.any(String));
  });
});

describe('two open orders for one application', () => {
  const payments = async () =>
    rowsOf<{ status: string; gateway_payment_id: string | null }>(
      t.database.db,
      sql`select status, gateway_payment_id from payments where application_id = ${id} order by attempt`,
    );

  const checkout = async (orderId: string) =>
    (await call(agent, dev.completeDemoPayment, { params: { orderId }, body: { outcome: 'success' } }).expect(200)).body.data as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };

  it('when both are paid and verified, then the fee counts once and the second is kept as a duplicate to refund', async () => {
    const first = (await createPayment().expect(200)).body.data;
    const second = (await createPayment().expect(200)).body.data;
    const [a, b] = [await checkout(first.orderId), await checkout(second.orderId)];
    const verify = (paymentId: string, c: typeof a) =>
      call(agent, admission.verifyPayment, {
        body: {
          applicationId: id,
          paymentId,
          razorpayPaymentId: c.razorpay_payment_id,
          razorpayOrderId: c.razorpay_order_id,
          razorpaySignature: c.razorpay_signature,
        },
      });
    const answers = await Promise.all([verify(first.paymentId, a), verify(second.paymentId, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await payments();
    expect(rows.map((r) => r.status).sort()).toEqual(['duplicate', 'success']);
    expect(rows.every((r) => r.gateway_payment_id)).toBe(true);
    const app = await application();
    expect(app.paymentDetails.application_fee).toMatchObject({ status: 'success', attempts: 2 });
    expect(t.logs.join('\n')).toContain('duplicate fee payment');
  });

  it('when both are captured through the webhook, then the same: one success, one duplicate', async () => {
    const first = (await createPayment().expect(200)).body.data;
    const second = (await createPayment().expect(200)).body.data;
    await Promise.all([
      webhook(captured(first.orderId, 'pay_one'), 'evt_dup_1').expect(200),
      webhook(captured(second.orderId, 'pay_two'), 'evt_dup_2').expect(200),
    ]);
    expect((await payments()).map((r) => r.status).sort()).toEqual(['duplicate', 'success']);
    expect((await application()).currentStage).toBe('program_selection');
  });
});

describe('Razorpay webhook', () => {
  it('when the same event arrives three times, then it is applied once and the fee is paid', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    for (let i = 0; i < 3; i++) await webhook(captured(orderId), 'evt_1').expect(200);
    const app = await application();
    expect(app.currentStage).toBe('program_selection');
    expect(app.paymentDetails.application_fee).toMatchObject({ status: 'success', paymentMethod: 'upi' });
    const events = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from payment_events`);
    expect(events[0]?.n).toBe(1);
  });

  it('when a signed webhook carries a foreign Origin and Sec-Fetch-Site: cross-site, then it is still applied', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    await webhook(captured(orderId), 'evt_cross').set('Origin', 'https://api.razorpay.com').set('Sec-Fetch-Site', 'cross-site').expect(200);
    expect((await application()).paymentDetails.application_fee.status).toBe('success');
  });

  it('when the webhook comes before the browser verifies, then the later verify still succeeds', async () => {
    const { paymentId, orderId } = (await createPayment().expect(200)).body.data;
    await webhook(captured(orderId, 'pay_abc'), 'evt_2').expect(200);
    await call(agent, admission.verifyPayment, {
      body: {
        applicationId: id,
        paymentId,
        razorpayPaymentId: 'pay_abc',
        razorpayOrderId: orderId,
        razorpaySignature: gateway.signCheckout(orderId, 'pay_abc'),
      },
    }).expect(200);
  });

  it('when a failure arrives after the capture, then the payment stays paid', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    await webhook(captured(orderId), 'evt_3').expect(200);
    await webhook(failed(orderId), 'evt_4').expect(200);
    expect((await application()).paymentDetails.application_fee.status).toBe('success');
  });

  it('when a failure arrives on its own, then the error is recorded', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    await webhook(failed(orderId), 'evt_5').expect(200);
    expect((await application()).paymentDetails.application_fee).toMatchObject({ status: 'failed', lastError: 'Card declined' });
  });

  it('when the signature is wrong, then 400 and nothing changes', async () => {
    const { orderId } = (await createPayment().expect(200)).body.data;
    await webhook(captured(orderId), 'evt_6', 'not-the-secret').expect(400);
    await call(request(t.app), paymentsEndpoints.razorpayWebhook)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(captured(orderId)))
      .expect(400);
    expect((await application()).paymentDetails.application_fee.status).toBe('pending');
  });

  it('when the event is for an unknown order, then it is acknowledged and ignored', async () => {
    await webhook(captured('order_unknown'), 'evt_7').expect(200);
  });
});
