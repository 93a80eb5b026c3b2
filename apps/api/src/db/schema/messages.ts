import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@college/contracts/languages';
import { oneOf } from './one-of';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Messages to send (SMS now, email later). Written in the transaction of the event they tell of;
 * a job sends them with retries and back-off, so an outage delays a message and never an event.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull().default('sms'),
    recipient: text('recipient').notNull(),
    /** Which message: the sender maps it to the provider's registered template. */
    template: text('template').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    /** The recipient's language: which of the template's versions is sent. */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status_known', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);
