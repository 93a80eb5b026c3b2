// The office's view of fee payments: every attempt, totals per day, and what needs a look.
import { z } from '../zod';
import { paged } from '../envelope';
import { fromDateParam, pageParam, toDateParam } from '../rules/list-query';
import { text } from '../rules/text';
import { PAYMENT_CHECK_OUTCOMES, PAYMENT_STATUSES, REFUND_STATUSES } from './payment';

export const LEDGER_PAGE_SIZE = 50;

export const ledgerQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  /** Only fees refunded (or being refunded), or only those not refunded. */
  refund: z.enum(['refunded', 'kept'], { error: 'Unknown refund filter' }).optional(),
  /** Made on or after this day (Asia/Kolkata). */
  from: fromDateParam,
  /** Made on or before this day (Asia/Kolkata). */
  to: toDateParam,
  /** An application number, a Razorpay order id (order_…) or payment id (pay_…). */
  q: text().trim().max(100, 'Search is at most 100 characters').optional(),
  page: pageParam,
});
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

const ledgerRowSchema = z.object({
  paymentId: z.string(),
  applicationId: z.string(),
  applicantName: z.string().nullable(),
  attempt: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Rupees. */
  amount: z.number(),
  orderId: z.string(),
  gatewayPaymentId: z.string().nullable(),
  method: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  lastCheck: z.object({ at: z.string(), outcome: z.enum(PAYMENT_CHECK_OUTCOMES), note: z.string().nullable(), by: z.string() }).nullable(),
  /** The refund of this payment, when one was asked for (the latest): a refunded fee is not money taken. */
  refund: z.object({ status: z.enum(REFUND_STATUSES), amount: z.number() }).nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const dayTotalSchema = z.object({
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: z.string(),
  attempts: z.number().int(),
  paid: z.number().int(),
  /** Rupees taken as fees that day. */
  paidAmount: z.number(),
  duplicates: z.number().int(),
});

/** A payment the accounts office should look at, and why. */
const attentionSchema = ledgerRowSchema.extend({ reason: z.string() });
export type Attention = z.infer<typeof attentionSchema>;

export const ledgerResponseSchema = paged(ledgerRowSchema).extend({
  days: z.array(dayTotalSchema),
  attention: z.array(attentionSchema),
});
