import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SeasonDates } from '@college/contracts/entities/admission-settings';
import { INTAKE_KEYS, type IntakeKey } from '@college/contracts/entities/intakes';
import { oneOf } from './one-of';

/**
 * When each programme (and diploma mode) takes applications: calendar days in India, both ends
 * included; null is unbounded. An intake without a row is open with no bounds.
 */
export const intakeWindows = pgTable(
  'intake_windows',
  {
    key: text('key').$type<IntakeKey>().primaryKey(),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('intake_windows_key_known', oneOf(t.key, INTAKE_KEYS)),
    check('intake_windows_ordered', sql`${t.opensOn} is null or ${t.closesOn} is null or ${t.opensOn} <= ${t.closesOn}`),
  ],
);

/**
 * The admission office's settings: one row. A null fee means the APPLICATION_FEE_RUPEES default;
 * the fee is fixed on an application when it opens, so a change never alters a fee being paid.
 */
export const admissionSettings = pgTable(
  'admission_settings',
  {
    id: smallint('id').primaryKey().default(1),
    feeRupees: integer('fee_rupees'),
    /** The season's dates the office announces (entities/admission-settings.ts SEASON_EVENTS); absent ones are not fixed yet. */
    seasonDates: jsonb('season_dates').$type<Partial<SeasonDates>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admission_settings_one_row', sql`${t.id} = 1`),
    check('admission_settings_fee_positive', sql`${t.feeRupees} is null or ${t.feeRupees} > 0`),
  ],
);
