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

/** How many checks the reconciliation view lists: the latest, or the latest of one order or application. */
export const CHECKS_SHOWN = 50;

export const checksQuerySchema = z.object({
  /** A Razorpay order id (order_…) or an application number: its checks only. */
  q: text()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .refine(
      (v) => v === '' || /^order_[A-Za-z0-9]+$/.test(v) || /^app\d{10}$/i.test(v),
      'Search by a Razorpay order id (order_…) or a whole application number',
    )
    .optional(),
});

/** One time the gateway was asked about an order: what was asked, what came back, what was done. */
export const paymentCheckSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** 'The reconciliation job', or the member of staff who pressed "check now". */
  by: z.string(),
  applicationId: z.string(),
  orderId: z.string(),
  asked: z.string(),
  /** The payments the gateway listed on the order; empty when it listed none or could not be asked. */
  answered: z.array(z.object({ id: z.string(), status: z.string(), method: z.string().nullable(), amount: z.number() })),
  outcome: z.enum(PAYMENT_CHECK_OUTCOMES),
  note: z.string().nullable(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;
