import { z } from '../zod';
import { text } from '../rules/text';

// A payment attempt as stored. 'duplicate': captured for an application already paid; kept to
// be refunded, never counted.
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed', 'duplicate'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What asking the gateway about an order found: a capture applied, a duplicate, a late authorisation, ... */
export const PAYMENT_CHECK_OUTCOMES = ['paid', 'duplicate', 'authorized', 'failed', 'nothing', 'unchanged', 'error'] as const;
export type PaymentCheckOutcome = (typeof PAYMENT_CHECK_OUTCOMES)[number];

/** A refund's life at the gateway: asked for, then processed (money on its way back) or failed. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The reason a fee returned by the site itself carries: every intake closed before the application was submitted. */
export const UNUSED_FEE_REASON = 'Every programme has closed for this year and the application was not submitted: the fee is returned.';

/** A refund as the applicant and the office see it; amount in rupees. */
export const refundSchema = z.object({
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** Razorpay's rfnd_… once the gateway has taken the request. */
  gatewayRefundId: z.string().nullable(),
  /** The gateway payment refunded (pay_…). */
  gatewayPaymentId: z.string(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** paymentDetails.application_fee as the wizard reads it; amounts in rupees. */
export const applicationFeeSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  // A stored status, or 'expired' for an unpaid checkout gone stale. The wizard also reads
  // 'completed' as paid, as the spec's client does.
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The gateway's id of the payment that paid the fee (Razorpay's pay_…), for the applicant's records. */
  gatewayPaymentId: z.string().nullable(),
  /** Money sent back: a duplicate payment, or the office's decision. */
  refunds: z.array(refundSchema),
});
export type ApplicationFee = z.infer<typeof applicationFeeSchema>;

export const createPaymentDataSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  key_id: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreatePaymentData = z.infer<typeof createPaymentDataSchema>;

const id = (name: string) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1)
    .max(100);

export const verifyPaymentInputSchema = z.object({
  applicationId: id('applicationId'),
  paymentId: id('paymentId'),
  razorpayPaymentId: id('razorpayPaymentId'),
  razorpayOrderId: id('razorpayOrderId'),
  razorpaySignature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Invalid payment signature'),
});
