import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A previous question paper or answer key in the public archive. The file lives in storage. */
export const questionPapers = pgTable(
  'question_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    department: text('department').notNull(),
    subjectCode: text('subject_code').notNull(),
    subject: text('subject').notNull(),
    type: text('type').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    semester: smallint('semester').notNull(),
    revisionYear: smallint('revision_year').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Subject code and name, lower-cased with accents removed, for the archive's text search. */
    searchText: text('search_text').notNull().default(''),
    downloads: integer('downloads').notNull().default(0),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_papers_unique_idx').on(t.department, t.subjectCode, t.year, t.month, t.type),
    index('question_papers_filter_idx').on(t.department, t.type, t.revisionYear, t.year, t.semester),
    index('question_papers_listing_idx').on(t.year, t.subjectCode),
  ],
);

/**
 * One row, counting changes to the archive. Every staff change bumps it, so each API process can
 * tell its cached filters and totals are stale, and the archive's ETags (which carry it) change
 * for browsers and nginx: a change made through one process is seen through the other at once.
 */
export const archiveVersion = pgTable(
  'archive_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('archive_version_one_row', sql`${t.id} = 1`)],
);
