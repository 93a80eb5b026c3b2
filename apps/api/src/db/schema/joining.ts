import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AdmissionFeeStructure } from '@college/contracts/rules/admission-fees';
import { INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import { ADMISSION_STATUSES } from '@college/contracts/entities/joining';
import { DOCUMENT_STATUSES, DOCUMENT_UPLOAD_FORMATS } from '@college/contracts/entities/admission-documents';
import { allotmentRounds } from './allotment';
import { applications } from './applications';
import { oneOf } from './one-of';

/** The admin's admission number format (one row). */
export const admissionNumbering = pgTable(
  'admission_numbering',
  {
    id: smallint('id').primaryKey().default(1),
    format: text('format').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admission_numbering_one_row', sql`${t.id} = 1`)],
);

/** The running number of admissions in each year; taken under the row's lock, so no two admissions share one. */
export const admissionSequences = pgTable('admission_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * The seats of each category of each branch and block of an intake, and how many admissions hold
 * them. The check is the cap: an admission past it fails in the database, whichever process or
 * clerk asks, at the same moment or not.
 */
export const seatCounts = pgTable(
  'seat_counts',
  {
    intake: text('intake').$type<IntakeKey>().notNull(),
    block: text('block').notNull(),
    branch: text('branch').notNull(),
    category: text('category').notNull(),
    capacity: integer('capacity').notNull(),
    filled: integer('filled').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.intake, t.block, t.branch, t.category] }),
    check('seat_counts_within_capacity', sql`${t.filled} >= 0 and ${t.filled} <= ${t.capacity}`),
  ],
);

/** Admissions: one per application (the key), with the seat, the number and the fee's receipt. */
export const admissions = pgTable(
  'admissions',
  {
    /** Not a reference: the register outlives an application erased later (its name then reads as erased). */
    applicationId: varchar('application_id', { length: 20 }).primaryKey(),
    admissionNumber: text('admission_number').notNull().unique(),
    intake: text('intake').$type<IntakeKey>().notNull(),
    block: text('block').notNull(),
    branch: text('branch').notNull(),
    category: text('category').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => allotmentRounds.id),
    feeReceipt: text('fee_receipt').notNull(),
    status: text('status').$type<(typeof ADMISSION_STATUSES)[number]>().notNull().default('admitted'),
    admittedBy: uuid('admitted_by'),
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledBy: uuid('cancelled_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The order (a court order) that made the seat supernumerary: joined over the matrix, outside the category's cap. */
    supernumerary: text('supernumerary'),
  },
  (t) => [
    check('admissions_intake_known', oneOf(t.intake, INTAKE_KEYS)),
    check('admissions_status_known', oneOf(t.status, ADMISSION_STATUSES)),
    check('admissions_cancelled_when', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

/** The desk's marks on the documents an admission needs: one per document, the latest standing. */
export const admissionDocuments = pgTable(
  'admission_documents',
  {
    applicationId: varchar('application_id', { length: 20 }).notNull(),
    code: text('code').notNull(),
    status: text('status').$type<(typeof DOCUMENT_STATUSES)[number]>().notNull(),
    reason: text('reason'),
    staffId: uuid('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.code] }),
    check('admission_documents_status_known', oneOf(t.status, DOCUMENT_STATUSES)),
  ],
);

/**
 * The files applicants sent from their phones for those documents: one per document, the latest
 * replacing the one before. The file is in the file storage; the row goes with its application
 * (erasure, retention), and the trigger queues the file for removal with it.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    applicationId: varchar('application_id', { length: 20 })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    format: text('format').$type<(typeof DOCUMENT_UPLOAD_FORMATS)[number]>().notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.code] }),
    check('document_uploads_format_known', oneOf(t.format, DOCUMENT_UPLOAD_FORMATS)),
  ],
);

/**
 * The admission fee structures the admin saved, every version kept: the newest is in force, and a
 * fee once quoted can be traced to the version it came from.
 */
export const admissionFeeStructures = pgTable('admission_fee_structures', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  structure: jsonb('structure').$type<AdmissionFeeStructure>().notNull(),
  savedBy: uuid('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
