import { sql } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { hmacSha256Hex } from '../../lib/crypto';
import { capturedAt, startFakeRazorpay } from '../../test/fake-razorpay';
import { declaration, diplomaEducation, diplomaSelection } from '../../test/fixtures';
import { openApplication, reachFeeStage, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { reconcilePayments } from './reconciliation';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as paymentsEndpoints from '@college/contracts/endpoints/payments';
import * as paymentsLedger from '@college/contracts/endpoints/payments-ledger';
import * as officeEndpoints from '@college/contracts/endpoints/office';
import * as merit from '@college/contracts/endpoints/merit';

// One applicant paid twice at Razorpay (two orders captured): one payment is the fee, the other a duplicate to refund.
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;
let accounts: Awaited<ReturnType<typeof signInStaff>>;
let applicant: Awaited<ReturnType<typeof signIn>>;
let applicationId = '';
const paymentIds: Record<'fee' | 'duplicate', string> = { fee: '', duplicate: '' };

beforeAll(async () => {
  fake = await startFakeRazorpay();
  const gateway = fake.gateway();
  t = await createTestApp({ gateway });
  applicant = await signIn(t, '9847400001');
  applicationId = await openApplication(applicant, '9847400001');
  await reachFeeStage(applicant, applicationId);
  const orders: { paymentId: string; orderId: string }[] = [];
  for (let i = 0; i < 2; i++) {
    orders.push((await call(applicant, admission.createPayment, { body: { applicationId } }).expect(200)).body.data);
  }
  fake.payments.set(orders[0]?.orderId ?? '', [capturedAt('pay_Fee0001')]);
  fake.payments.set(orders[1]?.orderId ?? '', [capturedAt('pay_Dup0002')]);
  t.clock.advance(16 * 60);
  await reconcilePayments({ db: t.database.db, clock: t.clock, gateway, logger: pino({ level: 'silent' }) });
  const rows = await rowsOf<{ id: string; status: string }>(t.database.db, sql`select id, status from payments order by attempt`);
  paymentIds.fee = rows.find((r) => r.status === 'success')?.id ?? '';
  paymentIds.duplicate = rows.find((r) => r.status === 'duplicate')?.id ?? '';
  accounts = await signInStaff(t, 'accounts');
  // The clock moved past the applicant's session: they sign in again to look.
  applicant = await signIn(t, '9847400001');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function refundWebhook(event: 'refund.processed' | 'refund.failed', refund: { id: string; payment_id: string }, eventId: string) {
  const raw = JSON.stringify({
    event,
    payload: {
      refund: { entity: { ...refund, entity: 'refund', amount: 50_000, status: event === 'refund.processed' ? 'processed' : 'failed' } },
    },
  });
  return call(request(t.app), paymentsEndpoints.razorpayWebhook)
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', hmacSha256Hex(fake.webhookSecret, raw))
    .set('X-Razorpay-Event-Id', eventId)
    .send(raw);
}

const refundOf = (paymentId: string, reason = 'Paid twice: the second payment goes back') =>
  call(accounts.agent, paymentsLedger.refundPayment, { params: { paymentId }, body: { reason } });
const feeOfApplicant = async () =>
  (await call(applicant, admission.getApplication, { params: { applicationId } }).expect(200)).body.data.paymentDetails.application_fee;

describe('refunds', () => {
  it('when the answer to a refund is lost, then asking again sends the same idempotency key and Razorpay makes one refund', async () => {
    fake.state.refundAnswerLost = true;
    const lost = await refundOf(paymentIds.duplicate).expect(502);
    expect(lost.body.message).toBe('Razorpay did not answer. The refund is recorded: ask again to send it, it will not be paid twice.');
    fake.state.refundAnswerLost = false;
    const again = await refundOf(paymentIds.duplicate).expect(200);
    expect(again.body.data).toMatchObject({
      amount: 500,
      status: 'pending',
      gatewayPaymentId: 'pay_Dup0002',
      gatewayRefundId: 'rfnd_Fake000001',
    });
    const sent = fake.received.filter((r) => r.url === '/v1/payments/pay_Dup0002/refund');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['x-refund-idempotency']).toBe(sent[1]?.headers['x-refund-idempotency']);
    expect(fake.refunds.size).toBe(1);
    // In progress now: a third press is refused and nothing is sent.
    expect((await refundOf(paymentIds.duplicate).expect(409)).body.message).toBe('A refund of this payment is in progress');
    expect(fake.received.filter((r) => r.url === '/v1/payments/pay_Dup0002/refund')).toHaveLength(2);
  });

  it('when Razorpay reports the refund processed, then the applicant sees it, once, however often the webhook comes', async () => {
    for (let i = 0; i < 3; i++) {
      await refundWebhook('refund.processed', { id: 'rfnd_Fake000001', payment_id: 'pay_Dup0002' }, 'evt_refund_1').expect(200);
    }
    const fee = await feeOfApplicant();
    expect(fee.status).toBe('success');
    expect(fee.refunds).toEqual([
      expect.objectContaining({ amount: 500, status: 'processed', gatewayPaymentId: 'pay_Dup0002', gatewayRefundId: 'rfnd_Fake000001' }),
    ]);
    expect(fee.refunds[0].processedAt).toBe(t.clock.now().toISOString());
    expect((await refundOf(paymentIds.duplicate).expect(409)).body.message).toBe('This payment has been refunded');
  });

  it('when a refund fails at Razorpay, then it shows as failed and the office may ask again', async () => {
    t.clock.advance(60);
    const first = await refundOf(paymentIds.fee, 'Applicant withdrew before the list; the office refunds the fee').expect(200);
    const refundId = first.body.data.gatewayRefundId as string;
    await refundWebhook('refund.failed', { id: refundId, payment_id: 'pay_Fee0001' }, 'evt_refund_2').expect(200);
    expect((await feeOfApplicant()).refunds[0]).toMatchObject({ status: 'failed', gatewayPaymentId: 'pay_Fee0001' });
    t.clock.advance(60);
    const second = await refundOf(paymentIds.fee, 'Applicant withdrew before the list; the office refunds the fee').expect(200);
    expect(second.body.data.gatewayRefundId).not.toBe(refundId);
    const office = await call(accounts.agent, officeEndpoints.getOfficeApplication, { params: { id: applicationId } }).expect(200);
    const attempt = (office.body.data.payments as { gatewayPaymentId: string; refund: { status: string } | null }[]).find(
      (p) => p.gatewayPaymentId === 'pay_Fee0001',
    );
    expect(attempt?.refund?.status).toBe('pending');
  });

  it('when refunds are asked for wrongly, then they are refused with a reason and nothing is sent', async () => {
    const sentBefore = fake.received.length;
    await call(accounts.agent, paymentsLedger.refundPayment, { params: { paymentId: paymentIds.fee }, body: { reason: '  ' } }).expect(400);
    await refundOf('00000000-0000-4000-8000-000000000000').expect(404);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, paymentsLedger.refundPayment, { params: { paymentId: paymentIds.fee }, body: { reason: 'x' } }).expect(403);
    const clerk = await signInStaff(t, 'admissions');
    await call(clerk.agent, paymentsLedger.refundPayment, { params: { paymentId: paymentIds.fee }, body: { reason: 'x' } }).expect(403);
    expect(fake.received.length).toBe(sentBefore);
    const audits = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit where action = 'refund'`);
    expect(audits[0]?.n).toBe(4);
  });
});

describe('the ledger after a refund', () => {
  it('when the duplicate has been refunded, then it no longer needs a look', async () => {
    const ledger = await call(accounts.agent, paymentsLedger.listPayments).expect(200);
    const reasons = (ledger.body.attention as { applicationId: string; reason: string }[]).map((a) => a.reason);
    expect(reasons).not.toContain('Paid twice: refund due');
  });
});

describe('a refunded fee', () => {
  it('when the refund of the fee itself is processed, then the application is no longer paid anywhere: the applicant, the queue, the day’s total, the timeline and a new merit list, though it was submitted', async () => {
    const dayPaid = async () => {
      const ledger = await call(accounts.agent, paymentsLedger.listPayments).expect(200);
      return (ledger.body.days as { paid: number; paidAmount: number }[]).reduce((sum, d) => sum + d.paidAmount, 0);
    };
    // Submitted before the refund: the fee paid then, so only the refund can take it off the list.
    await call(applicant, admission.saveProgramSelection, { params: { applicationId }, body: diplomaSelection() }).expect(200);
    await call(applicant, admission.saveEducationDetails, { params: { applicationId }, body: diplomaEducation() }).expect(200);
    await call(applicant, admission.submitDeclaration, { params: { applicationId }, body: declaration('Anu Krishnan') }).expect(200);
    // Verified by the office too, so only the refund can keep it off a merit list.
    const clerk = await signInStaff(t, 'admissions');
    const { version } = (await call(clerk.agent, officeEndpoints.getOfficeApplication, { params: { id: applicationId } }).expect(200)).body
      .data;
    await call(clerk.agent, officeEndpoints.decide, { params: { id: applicationId }, body: { status: 'verified', version } }).expect(200);
    const before = await dayPaid();
    const queueRow = async () => {
      const res = await call(accounts.agent, officeEndpoints.listQueue).query({ q: applicationId }).expect(200);
      return res.body.data[0] as { feePaid: boolean };
    };
    expect((await queueRow()).feePaid).toBe(true);

    // The second refund of the fee (asked for in an earlier test) is reported processed.
    const refunds = await rowsOf<{ gateway_refund_id: string }>(
      t.database.db,
      sql`select gateway_refund_id from refunds where payment_id = ${paymentIds.fee} and status = 'pending'`,
    );
    const refundId = refunds[0]!.gateway_refund_id;
    await refundWebhook('refund.processed', { id: refundId, payment_id: 'pay_Fee0001' }, 'evt_refund_3').expect(200);

    const fee = await feeOfApplicant();
    expect(fee.status).toBe('refunded');
    expect(fee.gatewayPaymentId).toBeNull();
    expect((await queueRow()).feePaid).toBe(false);
    const unpaid = await call(accounts.agent, officeEndpoints.listQueue).query({ paid: 'false' }).expect(200);
    expect(unpaid.body.data.map((r: { applicationId: string }) => r.applicationId)).toContain(applicationId);
    expect(await dayPaid()).toBe(before - 500);
    const office = await call(accounts.agent, officeEndpoints.getOfficeApplication, { params: { id: applicationId } }).expect(200);
    expect(office.body.data.timeline.map((e: { kind: string }) => e.kind)).toContain('refunded');

    const admin = await signInStaff(t, 'admin');
    const list = await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201);
    const entries = await rowsOf<{ ids: string[] }>(
      t.database.db,
      sql`select coalesce(jsonb_path_query_array(entries, '$[*].applicationId'), '[]') as ids from merit_lists where id = ${list.body.data.id}`,
    );
    expect(entries[0]?.ids ?? []).not.toContain(applicationId);
  });
});
