import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTICE_CATEGORIES, NOTICE_STATUSES, type NoticeCategory, type NoticeStatus } from '@college/contracts/entities/notice';
import { oneOf } from './one-of';

/**
 * The college's notices in English and Malayalam. What the public sees is decided when it is read
 * (published, its publish time passed, its last day not yet over), so a scheduled notice appears
 * and an expired one leaves "What's New" on the minute, without a job to move it.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<NoticeCategory>().notNull(),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    titleMl: text('title_ml').notNull().default(''),
    bodyMl: text('body_ml').notNull().default(''),
    /** When the English last changed, and when the Malayalam was last written or confirmed against it. */
    englishChangedAt: timestamp('english_changed_at', { withTimezone: true }).notNull(),
    malayalamChangedAt: timestamp('malayalam_changed_at', { withTimezone: true }),
    status: text('status').$type<NoticeStatus>().notNull().default('draft'),
    /** When it appears on the site; null until published without a time (then the moment of publishing). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Its last day on "What's New" (India); it stays in the archive after. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** A tender's or a recruitment's closing time: it leaves the current list then, and stays in the archive. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').notNull(),
    updatedBy: uuid('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_public_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'published'`),
    check('notices_category_known', oneOf(t.category, NOTICE_CATEGORIES)),
    check('notices_status_known', oneOf(t.status, NOTICE_STATUSES)),
    // A published notice has its time on the site.
    check('notices_published_has_time', sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
  ],
);
