import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import { MERIT_STATUSES, type MeritEntry, type MeritFormula } from '@college/contracts/entities/merit';
import { oneOf } from './one-of';

/** The admin's formula per intake; the version goes up with each change. No row: the default formula, version 1. */
export const meritFormulas = pgTable(
  'merit_formulas',
  {
    intake: text('intake').$type<IntakeKey>().primaryKey(),
    formula: jsonb('formula').$type<MeritFormula>().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('merit_formulas_intake_known', oneOf(t.intake, INTAKE_KEYS))],
);

/**
 * Every merit list computed, one row per version. A published row is frozen: a trigger (migration
 * 0014) refuses to change or delete it, so what went on the notice board can always be shown again.
 */
export const meritLists = pgTable(
  'merit_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intake: text('intake').$type<IntakeKey>().notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<(typeof MERIT_STATUSES)[number]>().notNull().default('provisional'),
    formula: jsonb('formula').$type<MeritFormula>().notNull(),
    formulaVersion: integer('formula_version').notNull(),
    entries: jsonb('entries').$type<MeritEntry[]>().notNull(),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merit_lists_version_idx').on(t.intake, t.version),
    check('merit_lists_intake_known', oneOf(t.intake, INTAKE_KEYS)),
    check('merit_lists_status_known', oneOf(t.status, MERIT_STATUSES)),
    check('merit_lists_published_when', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);
