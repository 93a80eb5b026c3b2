import { check, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '@college/contracts/languages';
import { oneOf } from './one-of';

/**
 * The language each applicant's mobile last used the site in (set when they sign in or come
 * back): the SMS and emails about their applications are sent in it.
 */
export const applicantLanguages = pgTable(
  'applicant_languages',
  {
    mobile: varchar('mobile', { length: 10 }).primaryKey(),
    language: text('language').$type<Language>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('applicant_languages_known', oneOf(t.language, LANGUAGES))],
);
