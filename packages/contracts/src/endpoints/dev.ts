import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { mobileSchema } from '../rules/input-schemas';

// Demo mode only: these routes do not exist in production.

/** The last code sent to a mobile by the console SMS sender. */
export const otpOutbox = endpoint({
  method: 'GET',
  path: '/api/v1/dev/otp-outbox/:mobile',
  access: 'public',
  params: z.object({ mobile: mobileSchema }),
  response: ok(z.object({ mobile: z.string(), otp: z.string(), sentAt: z.string() })),
});

/** Completes a demo-gateway order as Razorpay's checkout would, handing back what it hands the browser. */
export const completeDemoPayment = endpoint({
  method: 'POST',
  path: '/api/v1/dev/payments/:orderId/complete',
  access: 'public',
  params: z.object({ orderId: z.string().regex(/^order_[A-Za-z0-9]+$/, 'Unknown order') }),
  body: z.object({ outcome: z.enum(['success', 'failure']) }),
  response: ok(
    z.object({
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      razorpay_signature: z.string().optional(),
      error: z.object({ code: z.string(), description: z.string() }).optional(),
    }),
  ),
});

/** What was queued for a mobile or an email address (SMS and email notices), newest first. */
export const messageOutbox = endpoint({
  method: 'GET',
  path: '/api/v1/dev/messages/:recipient',
  access: 'public',
  params: z.object({ recipient: z.string().min(3).max(254) }),
  response: ok(
    z.array(
      z.object({
        channel: z.string(),
        template: z.string(),
        status: z.string(),
        attempts: z.number().int(),
        variables: z.record(z.string(), z.string()),
        sentAt: z.string().nullable(),
      }),
    ),
  ),
});
