import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, type PaymentStatus } from '@college/contracts/entities/payment';
import { applications } from './applications';
import { oneOf } from './one-of';

/** One payment attempt for an application fee: one gateway order each. Amounts in paise. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: varchar('application_id', { length: 20 })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
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
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_id_idx').on(t.orderId),
    index('payments_application_idx').on(t.applicationId, t.purpose),
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
