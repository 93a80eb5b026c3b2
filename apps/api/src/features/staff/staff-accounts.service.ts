import { displayDateTime } from '@college/contracts/rules/day';
import type { StaffAccount } from '@college/contracts/endpoints/staff-accounts';
import type { StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { record, type Actor } from '../audit/audit.api';
import { queueEmail } from '../messages/messages.api';
import { rateLimiter } from '../rate-limits/rate-limits.api';
import { hashPassword } from './password';
import { checkNewPassword } from './password-rules';
import { ENROL_WINDOW_SECONDS } from './staff.service';
import { staffRepository, type StaffRow } from './staff.repository';

const LINK_TTL_SECONDS = 72 * 3600;
// Links are long random tokens; the limit only stops an address from hammering the endpoint.
const LINK_ATTEMPTS = { max: 20, windowSeconds: 15 * 60 };
const NOT_FOUND = 'Staff account not found';
const LINK_INVALID = 'This link is not valid or has expired. Ask an administrator for a new one.';
// Changes to who may do what are taken one at a time, so two admins cannot remove the last admin together.
const ACCOUNTS_LOCK = 'staff-accounts';

function toAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    passwordSet: row.passwordHash !== null,
    totpEnabled: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type StaffAccountsDeps = {
  db: Database;
  clock: Clock;
  publicOrigin: string;
  /** Ends every session of a member (disabled, or a new password set). */
  endSessions: (staffId: string) => Promise<void>;
};

export function staffAccountsService(deps: StaffAccountsDeps) {
  const { db, clock } = deps;

  /**
   * Makes a one-time link and emails it to the member through the outbox (SMTP in production, the
   * log in a demo), in the same transaction: nobody has to carry it to them by hand.
   */
  async function issueLink(tx: Database, member: { id: string; email: string; name: string }) {
    const token = randomToken(32);
    const now = clock.now();
    const expiresAt = addSeconds(now, LINK_TTL_SECONDS);
    await staffRepository(tx).insertPasswordToken({ staffId: member.id, tokenHash: sha256Hex(token), expiresAt, now });
    // The token rides in the fragment: browsers never send it to a server, so no request log can hold it.
    const link = `${deps.publicOrigin}/staff/set-password#token=${token}`;
    const expires = displayDateTime(expiresAt);
    await queueEmail(tx, now, {
      to: member.email,
      template: 'staff_invitation',
      variables: { name: member.name || member.email, link, expires },
      language: 'en',
    });
    return { link, expiresAt: expiresAt.toISOString(), emailedTo: member.email };
  }

  /** Refuses a change that would leave the office with no enabled admin. */
  async function keepAnAdmin(tx: Database, member: StaffRow, next: { roles: StaffRole[]; disabled: boolean }) {
    const wasAdmin = member.roles.includes('admin') && member.disabledAt === null;
    const staysAdmin = next.roles.includes('admin') && !next.disabled;
    if (wasAdmin && !staysAdmin && (await staffRepository(tx).countActiveWithRole('admin')) <= 1) {
      throw conflict('The office must keep at least one administrator');
    }
  }

  /** Counts a use of a link from an address; past the limit, 429. */
  async function countLinkAttempt(ip: string): Promise<void> {
    const limit = { key: `staff-link-ip:${ip}`, ...LINK_ATTEMPTS };
    const wait = await withKeyLock(db, limit.key, async (tx) => {
      const limiter = rateLimiter(tx, clock);
      const seconds = await limiter.retryAfter([limit]);
      if (seconds === 0) await limiter.record(limit.key);
      return seconds;
    });
    if (wait > 0) throw tooManyRequests('Too many attempts. Please try again later.', wait);
  }

  return {
    async list(): Promise<StaffAccount[]> {
      return (await staffRepository(db).all()).map(toAccount);
    },

    async add(actor: Actor, input: { email: string; name: string; roles: StaffRole[] }) {
      return withKeyLock(db, ACCOUNTS_LOCK, async (tx) => {
        const repo = staffRepository(tx);
        if (await repo.byEmail(input.email)) {
          throw new AppError('CONFLICT', 'A staff account with this email exists', {
            fieldErrors: { email: ['A staff account with this email exists'] },
          });
        }
        const row = await repo.insert({ ...input, passwordHash: null, now: clock.now() });
        await record(tx, actor, 'account', 'staff', row.id, { change: 'added', roles: input.roles });
        return { account: toAccount(row), passwordLink: await issueLink(tx, row) };
      });
    },

    async update(actor: Actor, id: string, patch: { name?: string; roles?: StaffRole[]; disabled?: boolean }) {
      const result = await withKeyLock(db, ACCOUNTS_LOCK, async (tx) => {
        const repo = staffRepository(tx);
        const member = await repo.forUpdate(id);
        if (!member) throw notFound(NOT_FOUND);
        if (id === actor.staffId && patch.disabled === true) throw conflict('You cannot disable your own account');
        const roles = patch.roles ?? member.roles;
        const disabled = patch.disabled ?? member.disabledAt !== null;
        await keepAnAdmin(tx, member, { roles, disabled });
        const now = clock.now();
        const row = await repo.update(id, {
          name: patch.name ?? member.name,
          roles,
          disabledAt: disabled ? (member.disabledAt ?? now) : null,
          updatedAt: now,
        });
        await record(tx, actor, 'account', 'staff', id, {
          change: 'updated',
          ...(patch.roles ? { roles: { from: member.roles, to: roles } } : {}),
          ...(patch.disabled !== undefined ? { disabled } : {}),
        });
        return { row, ended: disabled && member.disabledAt === null };
      });
      if (result.ended) await deps.endSessions(id);
      return toAccount(result.row);
    },

    async passwordLink(actor: Actor, id: string) {
      return inTransaction(db, async (tx) => {
        const member = await staffRepository(tx).forUpdate(id);
        if (!member) throw notFound(NOT_FOUND);
        await record(tx, actor, 'account', 'staff', id, { change: 'password link issued' });
        return issueLink(tx, member);
      });
    },

    async resetSecondFactor(actor: Actor, id: string) {
      const row = await inTransaction(db, async (tx) => {
        const repo = staffRepository(tx);
        if (!(await repo.forUpdate(id))) throw notFound(NOT_FOUND);
        await repo.replaceRecoveryCodes(id, []);
        const updated = await repo.update(id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: clock.now() });
        await record(tx, actor, 'account', 'staff', id, { change: 'second factor removed' });
        return updated;
      });
      await deps.endSessions(id);
      return toAccount(row);
    },

    async emailForLink(token: string, ip: string): Promise<string> {
      await countLinkAttempt(ip);
      const repo = staffRepository(db);
      const link = await repo.livePasswordToken(sha256Hex(token), clock.now());
      const member = link ? await repo.byId(link.staffId) : undefined;
      if (!member || member.disabledAt) throw badRequest(LINK_INVALID);
      return member.email;
    },

    /** Sets the password through a one-time link; the link is used up and every session ends. */
    async setPassword(token: string, password: string, ip: string): Promise<void> {
      await countLinkAttempt(ip);
      const hash = await hashPassword(password);
      const staffId = await inTransaction(db, async (tx) => {
        const repo = staffRepository(tx);
        const now = clock.now();
        const link = await repo.livePasswordToken(sha256Hex(token), now);
        const member = link ? await repo.byId(link.staffId) : undefined;
        if (!link || !member || member.disabledAt) throw badRequest(LINK_INVALID);
        await checkNewPassword(password, member.email);
        await repo.usePasswordToken(link.id, now);
        // Holding the link proves who this is: they may enrol an authenticator in the next hour.
        await repo.update(member.id, {
          passwordHash: hash,
          totpEnrolUntil: new Date(now.getTime() + ENROL_WINDOW_SECONDS * 1000),
          updatedAt: now,
        });
        return member.id;
      });
      await deps.endSessions(staffId);
    },
  };
}
export type StaffAccountsService = ReturnType<typeof staffAccountsService>;
