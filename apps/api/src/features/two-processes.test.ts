import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../lib/crypto';
import { openApplication, reachFeeStage } from '../test/journey';
import { secondProcess } from '../test/second-process';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { demoGateway } from './payments/gateways/demo-gateway';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { call } from '../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as dev from '@college/contracts/endpoints/dev';
import * as payments from '@college/contracts/endpoints/payments';

// Two API processes share one database: what one knows only through the database must still hold.
let first: TestApp;
let secondApp: Awaited<ReturnType<typeof secondProcess>>['app'];
let closeSecond: () => Promise<void> = async () => {};

beforeAll(async () => {
  first = await createTestApp();
  const second = await secondProcess(first);
  secondApp = second.app;
  closeSecond = second.close;
});
afterAll(async () => {
  await closeSecond();
  await first.close();
});

describe('two API processes on one database', () => {
  it('when both are asked for an OTP for one mobile at once, then only one code is sent', async () => {
    const mobile = '9123456780';
    const answers = await Promise.all([
      call(request(first.app), admission.sendOtp, { body: { mobile } }),
      call(request(secondApp), admission.sendOtp, { body: { mobile } }),
      call(request(first.app), admission.sendOtp, { body: { mobile } }),
      call(request(secondApp), admission.sendOtp, { body: { mobile } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
  });

  it('when both open applications at once, then every number is unique', async () => {
    // A session made by one process is honoured by the other: they share the secret and the database.
    const sessionCookie = async (mobile: string) => {
      await call(request(first.app), admission.sendOtp, { body: { mobile } }).expect(200);
      const res = await call(request(secondApp), admission.verifyOtp, {
        body: { mobile, otp: (await call(request(first.app), dev.otpOutbox, { params: { mobile } })).body.data.otp },
      }).expect(200);
      return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    };
    const mobiles = ['9123456781', '9123456782'];
    const cookies = await Promise.all(mobiles.map(sessionCookie));
    const answers = await Promise.all(
      mobiles.flatMap((mobile, i) =>
        [0, 1, 2, 3].map((n) =>
          call(request(n % 2 ? secondApp : first.app), admission.createApplication)
            .set('Cookie', cookies[i]!)
            .send({ mobile }),
        ),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const ids = answers.map((a) => a.body.data.applicationId as string);
    expect(new Set(ids).size).toBe(8);
  });

  it('when the same webhook reaches both, then it is applied once', async () => {
    const agent = await signIn(first, '9123456789');
    const id = await openApplication(agent, '9123456789');
    await reachFeeStage(agent, id);
    const { orderId } = (await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200)).body.data;
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_two', order_id: orderId, method: 'card' } } },
    });
    const signature = hmacSha256Hex(demoGateway().webhookSecret, raw);
    const deliver = (app: typeof secondApp) =>
      call(request(app), payments.razorpayWebhook)
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', signature)
        .set('X-Razorpay-Event-Id', 'evt_two_processes')
        .send(raw);
    const results = await Promise.all([deliver(first.app), deliver(secondApp), deliver(first.app), deliver(secondApp)]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const events = await rowsOf<{ n: number }>(
      first.database.db,
      sql`select count(*)::int as n from payment_events where event_id = 'evt_two_processes'`,
    );
    expect(events[0]?.n).toBe(1);
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.paymentDetails.application_fee.status).toBe('success');
    expect(app.currentStage).toBe('program_selection');
  });
});
