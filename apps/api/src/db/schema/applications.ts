import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import type { AddressFamilyDetails } from '@college/contracts/entities/address-family';
import type { Declaration } from '@college/contracts/entities/declaration';
import type { EducationDetails } from '@college/contracts/entities/education-details';
import type { PersonalDetails } from '@college/contracts/entities/personal-details';
import type { BranchPreference } from '@college/contracts/entities/program-selection';
import type { ProgramLevel } from '@college/contracts/programmes';
import { APPLICATION_STATUSES, STAGES, type ApplicationStatus, type Stage } from '@college/contracts/stages';
import { CATEGORY_CODES, DISABILITY_CODES, type CategoryCode, type DisabilityCode } from '@college/contracts/entities/reservation';
import type { SpecialQuotaCode } from '@college/contracts/rules/special-quotas';

/** Per admission year counter behind application numbers like APP2026000123. */
export const applicationSequences = pgTable('application_sequences', {
  year: smallint('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * One admission application. The nested step documents (personal, address and family, education,
 * declaration) are jsonb validated by the contracts; what is searched or reported on is a column.
 */
export const applications = pgTable(
  'applications',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    currentStage: text('current_stage').$type<Stage>().notNull().default('personal_details'),
    fullName: text('full_name'),
    dob: text('dob'),
    // The reservation claimed and a disability, from the personal details: the office filters by
    // them and the allotment reads them. Applications saved before them claim none.
    category: text('category').$type<CategoryCode>().notNull().default('SM'),
    disability: text('disability').$type<DisabilityCode>().notNull().default('none'),
    // The special quotas the education entered makes the applicant eligible for (rules/special-quotas.ts).
    specialQuotas: text('special_quotas')
      .array()
      .$type<SpecialQuotaCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    programLevel: text('program_level').$type<ProgramLevel>(),
    // The step documents as the contracts define them; the contracts check them on the way in.
    personalDetails: jsonb('personal_details').$type<PersonalDetails>(),
    addressFamilyDetails: jsonb('address_family_details').$type<AddressFamilyDetails>(),
    educationDetails: jsonb('education_details').$type<EducationDetails>(),
    declaration: jsonb('declaration').$type<Declaration>(),
    feePaise: integer('fee_paise').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // Denormalised from the programme choice and the payments, for the office's filters.
    diplomaMode: text('diploma_mode'),
    firstBranch: text('first_branch'),
    branches: text('branches')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    feePaidAt: timestamp('fee_paid_at', { withTimezone: true }),
    /** Raised by every office change, so a second officer saving a stale copy is refused. */
    version: integer('version').notNull().default(1),
    /** The remark of the decision that set the current status; the applicant sees it. */
    statusRemark: text('status_remark'),
    // What the office's search box matches besides the number and the applicant's mobile, kept by
    // the database from the documents: the name as people mistype it (lower case, punctuation and
    // extra spaces gone; trigram-indexed so a few wrong letters or moved initials still match), and
    // the parents' and guardian's mobiles and every examination's register number.
    nameKey: text('name_key').generatedAlwaysAs(sql`nullif(btrim(regexp_replace(lower(full_name), '[^[:alnum:]]+', ' ', 'g')), '')`),
    searchKeys: jsonb('search_keys')
      .$type<string[]>()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_path_query_array(address_family_details, 'strict $.parents.* ? (@ like_regex "^[0-9]{10}$")'), '[]'::jsonb)
          || coalesce(jsonb_path_query_array(address_family_details, 'strict $.guardian.guardianContact ? (@ like_regex "^[0-9]{10}$")'), '[]'::jsonb)
          || coalesce(jsonb_path_query_array(education_details, 'strict $.educationData[*].registrationNumber ? (@ != "")'), '[]'::jsonb)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_mobile_idx').on(t.mobile, t.createdAt),
    index('applications_stage_idx').on(t.currentStage),
    index('applications_status_idx').on(t.status),
    index('applications_category_idx').on(t.category),
    // The queue's ordering and covering indexes are in migration 0009 (they need INCLUDE).
    index('applications_first_branch_idx').on(t.firstBranch),
    index('applications_branches_idx').using('gin', t.branches),
    index('applications_special_quotas_idx').using('gin', t.specialQuotas),
    index('applications_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('applications_search_keys_idx').using('gin', sql`${t.searchKeys} jsonb_path_ops`),
    check('applications_fee_positive', sql`${t.feePaise} > 0`),
    // The database refuses a stage or status the contracts do not know.
    check('applications_stage_known', oneOf(t.currentStage, STAGES)),
    check('applications_status_known', oneOf(t.status, APPLICATION_STATUSES)),
    check('applications_category_known', oneOf(t.category, CATEGORY_CODES)),
    check('applications_disability_known', oneOf(t.disability, DISABILITY_CODES)),
  ],
);

/** Programme choices of an application; branch order is the priority. */
export const programSelections = pgTable(
  'program_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: varchar('application_id', { length: 20 })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    programLevel: text('program_level').$type<ProgramLevel>().notNull(),
    programName: text('program_name').notNull(),
    mode: text('mode'),
    branchPreferences: jsonb('branch_preferences')
      .$type<BranchPreference[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specialization: text('specialization'),
    selected: boolean('selected').notNull().default(true),
    priority: smallint('priority').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_selections_application_idx').on(t.applicationId),
    index('program_selections_level_idx').on(t.programLevel, t.mode),
  ],
);

export const APPLICATION_EVENT_KINDS = [
  'created',
  'stage_saved',
  'paid',
  'refunded',
  'submitted',
  'decision',
  'undo',
  'unlock',
  'options_revised',
  'corrected',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/**
 * The timeline of an application: created, each step saved, paid, submitted, each decision,
 * undo and unlock. Decisions carry the remark the applicant sees and the internal note they do not.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: varchar('application_id', { length: 20 })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationEventKind>().notNull(),
    stage: text('stage').$type<Stage>(),
    statusFrom: text('status_from').$type<ApplicationStatus>(),
    statusTo: text('status_to').$type<ApplicationStatus>(),
    remark: text('remark'),
    internalNote: text('internal_note'),
    /** A correction's field and its old and new values, as data (the remark is written from them). */
    change: jsonb('change').$type<{ label: string; from: string; to: string }>(),
    /** The member of staff who acted; null when the applicant or the system did. */
    staffId: uuid('staff_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.at),
    check('application_events_kind_known', oneOf(t.kind, APPLICATION_EVENT_KINDS)),
  ],
);

/**
 * A clerk's claim on an application under review, so two clerks do not review the same one. It
 * lapses at `expiresAt`; a claim is taken only when there is none or the last one lapsed, in one
 * statement, so two clerks (or two processes) never hold the same application.
 */
export const reviewClaims = pgTable(
  'review_claims',
  {
    applicationId: varchar('application_id', { length: 20 })
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_claims_staff_idx').on(t.staffId)],
);
