import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type StaffRole } from '@college/contracts/roles';

const ROLE_LIST = sql.raw(`array[${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);

/** Members of the office. A member may hold several roles; a new member has no password until they set one. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    /** The TOTP secret, encrypted; set once the member has confirmed a first code. */
    totpSecret: text('totp_secret'),
    /** A secret offered for enrolment and not yet confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step a code was accepted for: a code is good once. */
    totpLastStep: integer('totp_last_step'),
    /**
     * Until when the member may enrol an authenticator after a password sign-in: set when they set
     * their password through a one-time link (or the server's operator created the account), so a
     * password learnt by someone else does not let them enrol first.
     */
    totpEnrolUntil: timestamp('totp_enrol_until', { withTimezone: true }),
    /**
     * The hash of the password step's id (the note between the password and the code), cleared
     * when a code completes the sign-in: the note works once, and only the latest one.
     */
    signInStepHash: text('sign_in_step_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(t.email),
    check('staff_users_roles_known', sql`${t.roles} <@ ${ROLE_LIST} and cardinality(${t.roles}) > 0`),
  ],
);

/** One-time links through which a member sets a password (a new account, or a reset). Hashed. */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_password_tokens_hash_idx').on(t.tokenHash), index('staff_password_tokens_staff_idx').on(t.staffId)],
);

/** Second-factor recovery codes, hashed; each works once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** A member's saved views of the queue: a name and the queue's filters as address parameters. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_staff_name_idx').on(t.staffId, sql`lower(${t.name})`)],
);
