import { Router } from 'express';
import { completeDemoPayment, messageOutbox, otpOutbox } from '@college/contracts/endpoints/dev';
import { notFound } from '../../lib/app-error';
import { randomId } from '../../lib/crypto';
import type { Mount } from '../../lib/mount';
import type { queuedFor } from '../messages/messages.api';
import type { ConsoleSmsSender } from '../messages/messages.api';
import type { DemoGateway } from '../payments/payments.api';
import type { PaymentService } from '../payments/payments.api';

/** Demo-mode helpers; the app mounts these only in demo mode. */
export function devRoutes(
  mount: Mount,
  deps: {
    sms: ConsoleSmsSender | undefined;
    gateway: DemoGateway | undefined;
    payments: PaymentService;
    /** The messages queued for a mobile or an email address, for the demo's outbox page. */
    queuedFor: (recipient: string) => Promise<Awaited<ReturnType<typeof queuedFor>>>;
  },
): Router {
  const router = Router();

  mount(router, messageOutbox, async ({ params }) => ({ success: true as const, data: await deps.queuedFor(params.recipient) }));

  if (deps.sms) {
    const sms = deps.sms;
    mount(router, otpOutbox, ({ params }) => {
      const entry = sms.last(params.mobile);
      if (!entry) throw notFound('No OTP has been sent to this number');
      return { success: true as const, data: entry };
    });
  }

  if (deps.gateway) {
    const gateway = deps.gateway;
    mount(router, completeDemoPayment, async ({ params, body }) => {
      const payment = await deps.payments.findDemoOrder(params.orderId);
      const paymentId = randomId('pay_demo', 8);
      const description = 'Payment declined by the bank (demo)';
      gateway.remember(payment.orderId, {
        id: paymentId,
        status: body.outcome === 'failure' ? 'failed' : 'captured',
        method: 'card',
        amountPaise: payment.amountPaise,
        errorDescription: body.outcome === 'failure' ? description : null,
      });
      if (body.outcome === 'failure') {
        await deps.payments.declineDemo(payment.orderId);
        return {
          success: true as const,
          data: {
            razorpay_order_id: payment.orderId,
            razorpay_payment_id: paymentId,
            error: { code: 'BAD_REQUEST_ERROR', description },
          },
        };
      }
      return {
        success: true as const,
        data: {
          razorpay_order_id: payment.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: gateway.signCheckout(payment.orderId, paymentId),
        },
      };
    });
  }

  return router;
}
