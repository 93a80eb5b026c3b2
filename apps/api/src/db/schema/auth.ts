import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';

export const OTP_PURPOSES = ['sign_in', 'parental_consent'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** A one-time code sent to a mobile; only its HMAC is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** What the code is for: signing in, or a parent confirming consent. One never serves the other. */
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('sign_in'),
    codeHmac: text('code_hmac').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * The phone's key for the check that used the code (its HMAC): the same check sent again after its
     * answer was lost signs in again instead of finding the code used. Null for a code retired unused.
     */
    consumedKeyHmac: text('consumed_key_hmac'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt),
    check('otp_challenges_purpose_known', oneOf(t.purpose, OTP_PURPOSES)),
  ],
);

/**
 * Events counted by sliding-window rate limits (OTP sends per mobile and per IP, failed sign-ins).
 * Kept in the database so the limits hold across several API processes.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.key, t.createdAt)],
);

/**
 * Refresh tokens, stored hashed. Each rotation adds a row to the same family; presenting a
 * rotated-out token revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type').notNull(),
    subject: text('subject').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the family's sign-in happened, carried to every successor: the session ends a fixed time after it. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_subject_idx').on(t.subjectType, t.subject),
  ],
);
