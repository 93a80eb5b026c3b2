import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admission from '@college/contracts/endpoints/admission';
import * as dev from '@college/contracts/endpoints/dev';
import * as paymentsLedger from '@college/contracts/endpoints/payments-ledger';
import { call } from '../../test/call';
import { openApplication, reachFeeStage, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// The demo gateway remembers the payments made through its checkout, as Razorpay does, so that in
// demo mode a payment whose verification never reached the site is found by "Check with Razorpay now".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo gateway', () => {
  it('when a demo payment is completed but its verification is lost, then "check now" finds it paid; a declined one is found failed', async () => {
    const accounts = await signInStaff(t, 'accounts');
    const outcomes: Record<string, string> = {};
    for (const [mobile, outcome] of [
      ['9847130001', 'success'],
      ['9847130002', 'failure'],
    ] as const) {
      const agent = await signIn(t, mobile);
      const id = await openApplication(agent, mobile);
      await reachFeeStage(agent, id);
      const order = (await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200)).body.data as {
        paymentId: string;
        orderId: string;
      };
      // The checkout completes, and the page that would verify it is closed before it can.
      await call(agent, dev.completeDemoPayment, { params: { orderId: order.orderId }, body: { outcome } }).expect(200);
      const checked = await call(accounts.agent, paymentsLedger.checkPayment, {
        params: { paymentId: order.paymentId },
        unchecked: {},
      }).expect(200);
      outcomes[outcome] = (checked.body.data as { status: string }).status;
    }
    expect(outcomes).toEqual({ success: 'success', failure: 'failed' });
  });
});
