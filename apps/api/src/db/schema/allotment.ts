import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import {
  MATRIX_STATUSES,
  ROUND_KINDS,
  ROUND_STATUSES,
  type AllottedSeat,
  type Override,
  type RoundKind,
  type SeatMatrixInput,
} from '@college/contracts/entities/allotment';
import { ALLOTMENT_CHOICES, type AllotmentChoice } from '@college/contracts/entities/allotment-choice';
import { oneOf } from './one-of';
import { meritLists } from './merit';

/**
 * Each version of an intake's seat matrix. At most one is published per intake, and a published
 * one is frozen: a trigger (migration 0025) refuses to change or delete it.
 */
export const seatMatrices = pgTable(
  'seat_matrices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intake: text('intake').$type<IntakeKey>().notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<(typeof MATRIX_STATUSES)[number]>().notNull().default('draft'),
    /** The government order or prospectus clause the matrix follows. */
    order: text('order').notNull(),
    rulesVersion: text('rules_version').notNull(),
    blocks: jsonb('blocks').$type<SeatMatrixInput['blocks']>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seat_matrices_version_idx').on(t.intake, t.version),
    uniqueIndex('seat_matrices_one_published_idx')
      .on(t.intake)
      .where(sql`${t.status} = 'published'`),
    check('seat_matrices_intake_known', oneOf(t.intake, INTAKE_KEYS)),
    check('seat_matrices_status_known', oneOf(t.status, MATRIX_STATUSES)),
    check('seat_matrices_published_when', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/**
 * Every allotment round run: a preview until published, then frozen (migration 0025) with the
 * engine's whole input and result, so anyone can recompute it and get the same hash.
 */
export const allotmentRounds = pgTable(
  'allotment_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intake: text('intake').$type<IntakeKey>().notNull(),
    kind: text('kind').$type<RoundKind>().notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<(typeof ROUND_STATUSES)[number]>().notNull().default('preview'),
    /** The last day (India) to act on the result. */
    deadline: text('deadline'),
    matrixId: uuid('matrix_id')
      .notNull()
      .references(() => seatMatrices.id),
    meritListId: uuid('merit_list_id')
      .notNull()
      .references(() => meritLists.id),
    previousRoundId: uuid('previous_round_id'),
    engine: text('engine').notNull(),
    hash: text('hash').notNull(),
    input: jsonb('input').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    overrides: jsonb('overrides').$type<(Override & { by: string | null; at: string })[]>().notNull().default([]),
    applicants: integer('applicants').notNull(),
    allotted: integer('allotted').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('allotment_rounds_one_published_idx')
      .on(t.intake, t.kind, t.number)
      .where(sql`${t.status} = 'published'`),
    index('allotment_rounds_intake_idx').on(t.intake, t.createdAt),
    check('allotment_rounds_intake_known', oneOf(t.intake, INTAKE_KEYS)),
    check('allotment_rounds_kind_known', oneOf(t.kind, ROUND_KINDS)),
    check('allotment_rounds_status_known', oneOf(t.status, ROUND_STATUSES)),
    check('allotment_rounds_published_when', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/**
 * What an applicant chose on a published round's seat. The key allows one choice per applicant
 * per round, so a second tap, or a second tab, cannot make two.
 */
export const allotmentChoices = pgTable(
  'allotment_choices',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => allotmentRounds.id),
    applicationId: text('application_id').notNull(),
    choice: text('choice').$type<AllotmentChoice>().notNull(),
    /** The seat the choice was made on: block, branch and category. */
    seat: jsonb('seat').$type<AllottedSeat>().notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.applicationId] }), check('allotment_choices_known', oneOf(t.choice, ALLOTMENT_CHOICES))],
);

/**
 * Applicants present at the spot admission, registered by the desk on the day: the spot round
 * allots the vacancies among them by their place on the rank list. One row per applicant and intake.
 */
export const spotRegistrations = pgTable(
  'spot_registrations',
  {
    intake: text('intake').$type<IntakeKey>().notNull(),
    applicationId: text('application_id').notNull(),
    registeredBy: uuid('registered_by'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.intake, t.applicationId] }), check('spot_registrations_intake_known', oneOf(t.intake, INTAKE_KEYS))],
);
