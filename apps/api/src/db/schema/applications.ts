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
    programLevel: text('program_level').$type<ProgramLevel>(),
    // The step documents as the contracts define them; the contracts check them on the way in.
    personalDetails: jsonb('personal_details').$type<PersonalDetails>(),
    addressFamilyDetails: jsonb('address_family_details').$type<AddressFamilyDetails>(),
    educationDetails: jsonb('education_details').$type<EducationDetails>(),
    declaration: jsonb('declaration').$type<Declaration>(),
    feePaise: integer('fee_paise').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_mobile_idx').on(t.mobile, t.createdAt),
    index('applications_stage_idx').on(t.currentStage),
    index('applications_status_idx').on(t.status),
    check('applications_fee_positive', sql`${t.feePaise} > 0`),
    // The database refuses a stage or status the contracts do not know.
    check('applications_stage_known', oneOf(t.currentStage, STAGES)),
    check('applications_status_known', oneOf(t.status, APPLICATION_STATUSES)),
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
