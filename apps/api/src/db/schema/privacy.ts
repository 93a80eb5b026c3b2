import { check, index, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  CONSENT_KINDS,
  RIGHTS_OUTCOMES,
  RIGHTS_REQUEST_KINDS,
  type ConsentKind,
  type RightsOutcome,
  type RightsRequestKind,
} from '@college/contracts/entities/privacy';
import { oneOf } from './one-of';

/**
 * The consent ledger: proof that notice was given and consent taken (DPDP Act s.6(10)). No foreign
 * key to applications: the record outlives an erased application, as the proof must.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant's verified mobile. */
    mobile: varchar('mobile', { length: 10 }).notNull(),
    applicationId: varchar('application_id', { length: 20 }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    noticeVersion: smallint('notice_version'),
    noticeHash: text('notice_hash'),
    purposes: text('purposes').array().notNull(),
    /** How it was given: the sign-in code, the step 2 checkbox, or a code to the parent's mobile. */
    method: text('method').notNull(),
    parentName: text('parent_name'),
    parentRelationship: text('parent_relationship'),
    parentMobile: varchar('parent_mobile', { length: 10 }),
    /** The applicant's age on the day, from the date of birth (parental consents). */
    applicantAge: smallint('applicant_age'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_application_idx').on(t.applicationId, t.kind),
    index('consents_mobile_idx').on(t.mobile, t.at),
    check('consents_kind_known', oneOf(t.kind, CONSENT_KINDS)),
  ],
);

/** Requests to correct or erase, and withdrawals; each with the deadline the law sets and its outcome. */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: varchar('application_id', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    kind: text('kind').$type<RightsRequestKind>().notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Null when the applicant's own withdrawal closed it. */
    closedBy: uuid('closed_by'),
    outcome: text('outcome').$type<RightsOutcome>(),
    outcomeNote: text('outcome_note'),
  },
  (t) => [
    index('rights_requests_open_idx')
      .on(t.dueAt)
      .where(sql`${t.closedAt} is null`),
    index('rights_requests_application_idx').on(t.applicationId, t.createdAt),
    check('rights_requests_kind_known', oneOf(t.kind, RIGHTS_REQUEST_KINDS)),
    check('rights_requests_outcome_known', sql`${t.outcome} is null or ${oneOf(t.outcome, RIGHTS_OUTCOMES)}`),
    check('rights_requests_closed_with_outcome', sql`(${t.closedAt} is null) = (${t.outcome} is null)`),
  ],
);
