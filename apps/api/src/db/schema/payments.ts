import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  PAYMENT_CHECK_OUTCOMES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type PaymentCheckOutcome,
  type PaymentStatus,
  type RefundStatus,
} from '@college/contracts/entities/payment';
import { oneOf } from './one-of';

/** One payment attempt for an application fee: one gateway order each. Amounts in paise. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: payment records outlive an erased application, as the accounting laws require.
    applicationId: varchar('application_id', { length: 20 }).notNull(),
    purpose: text('purpose').notNull().default('application_fee'),
    gateway: text('gateway').notNull(),
    orderId: text('order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    method: text('method'),
    lastError: text('last_error'),
    attempt: integer('attempt').notNull(),
    /** When the office reset the application's attempts: this one no longer counts toward the limit. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the reconciliation last asked the gateway about this order (it claims orders by setting it). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_id_idx').on(t.orderId),
    // The reconciliation's candidates: orders still open or failed, oldest first.
    index('payments_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'processing', 'failed')`),
    index('payments_application_idx').on(t.applicationId, t.purpose),
    index('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    // One fee is paid once: a second capture is recorded as 'duplicate', never as 'success'.
    uniqueIndex('payments_one_success_idx')
      .on(t.applicationId, t.purpose)
      .where(sql`${t.status} = 'success'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_status_known', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/** Gateway webhook events already applied, so a replayed delivery is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each time the gateway was asked about an order (by the reconciliation job or by staff): what it
 * answered and what was done about it, so a mismatch can be explained later.
 */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'job', or the id of the member of staff who asked. */
    by: text('by').notNull(),
    outcome: text('outcome').$type<PaymentCheckOutcome>().notNull(),
    /** The gateway's payments on the order: id, status, method, amount in paise. */
    found: jsonb('found').notNull(),
    note: text('note'),
  },
  (t) => [
    index('payment_checks_payment_idx').on(t.paymentId, t.checkedAt),
    check('payment_checks_outcome_known', oneOf(t.outcome, PAYMENT_CHECK_OUTCOMES)),
  ],
);

/**
 * Money sent back for a captured payment: a duplicate, or the office's decision. The idempotency
 * key goes to Razorpay with the request, so asking again after a lost answer never refunds twice;
 * one refund at a time per payment (pending or processed) is held by the database itself.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gatewayRefundId: text('gateway_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null when the system asked (never, yet); a member of staff otherwise. */
    requestedBy: uuid('requested_by'),
    failure: text('failure'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_idx').on(t.gatewayRefundId),
    uniqueIndex('refunds_one_live_idx')
      .on(t.paymentId)
      .where(sql`${t.status} in ('pending', 'processed')`),
    check('refunds_status_known', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
