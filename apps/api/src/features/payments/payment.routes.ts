import { Router } from 'express';
import { cancelPayment, createPayment, verifyPayment } from '@college/contracts/endpoints/admission';
import { razorpayWebhook } from '@college/contracts/endpoints/payments';
import type { Application } from '@college/contracts/entities/application';
import { sha256Hex } from '../../lib/crypto';
import type { Mount } from '../../lib/mount';
import { principalOf } from '../sessions/sessions.api';
import type { PaymentService } from './payment.service';

export function paymentRoutes(
  mount: Mount,
  deps: { payments: PaymentService; applicationOf: (applicationId: string, mobile: string) => Promise<Application> },
): Router {
  const router = Router();
  const { payments } = deps;

  mount(router, createPayment, async ({ body, req }) => ({
    success: true as const,
    data: await payments.create(body.applicationId, principalOf(req).subject),
    message: 'Payment initiated',
  }));

  mount(router, verifyPayment, async ({ body, req }) => {
    const mobile = principalOf(req).subject;
    await payments.verify(body, mobile);
    return {
      success: true as const,
      message: 'Payment Successful: Your application fee payment has been successfully processed',
      data: await deps.applicationOf(body.applicationId, mobile),
    };
  });

  mount(router, cancelPayment, async ({ body, req }) => {
    await payments.cancel(body, principalOf(req).subject);
    return { success: true as const, message: 'Payment cancelled by user' };
  });

  // Raw body: the signature covers the exact bytes Razorpay sent.
  mount(router, razorpayWebhook, async ({ rawBody, req }) => {
    const signature = req.get('x-razorpay-signature') ?? '';
    const eventId = req.get('x-razorpay-event-id') ?? `body:${sha256Hex(rawBody.toString('utf8'))}`;
    await payments.applyWebhook(rawBody, signature, eventId);
    return { success: true };
  });

  return router;
}
