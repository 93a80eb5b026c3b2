import type { StaffRole } from '@college/contracts/endpoints/staff';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rateLimiter } from '../rate-limits/rate-limit.service';
import { DUMMY_HASH, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import { staffRepository, type StaffRow } from './staff.repository';

const LOCK_WINDOW_SECONDS = 15 * 60;
// Per email and address: an outsider elsewhere cannot lock a member of staff out.
const PAIR_ATTEMPTS = 5;
// Per address across emails: one machine cannot try many accounts.
const ADDRESS_ATTEMPTS = 20;
const LOCKED_MESSAGE = 'Too many failed sign-ins. Please try again later.';
const INVALID_CREDENTIALS = 'Invalid email or password';

export function staffService(deps: { db: Database; clock: Clock }) {
  const repo = staffRepository(deps.db);
  const limiter = rateLimiter(deps.db, deps.clock);

  return {
    async create(email: string, password: string, role: StaffRole): Promise<StaffRow> {
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new AppError(400, 'VALIDATION_ERROR', `Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      const normalized = email.trim().toLowerCase();
      if (await repo.byEmail(normalized)) throw new AppError(409, 'CONFLICT', 'A staff account with this email exists');
      return repo.insert({ email: normalized, passwordHash: await hashPassword(password), role });
    },

    /**
     * Checks a sign-in. Every attempt is counted before the password is checked, under the locks
     * of its counters, so the limits are exact however many requests race; a success takes its
     * attempt back. Known and unknown emails are answered alike, locks included.
     */
    async signIn(email: string, password: string, ip: string): Promise<StaffRow> {
      const normalized = email.trim().toLowerCase();
      const pair = { key: `staff-signin:${normalized}:${ip}`, max: PAIR_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
      const address = { key: `staff-signin-ip:${ip}`, max: ADDRESS_ATTEMPTS, windowSeconds: LOCK_WINDOW_SECONDS };
      const limits = [pair, address];
      const attempt = await withKeyLock(
        deps.db,
        limits.map((l) => l.key),
        async (tx) => {
          const limiter = rateLimiter(tx, deps.clock);
          const wait = await limiter.retryAfter(limits);
          if (wait > 0) return { wait, ids: [] };
          return { wait: 0, ids: await limiter.record(...limits.map((l) => l.key)) };
        },
      );
      if (attempt.wait > 0) throw tooManyRequests(LOCKED_MESSAGE, attempt.wait);
      const user = await repo.byEmail(normalized);
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || user.disabledAt) throw unauthorized(INVALID_CREDENTIALS);
      await limiter.clear(pair.key);
      for (const id of attempt.ids.slice(1)) await limiter.remove(id);
      return user;
    },

    async byId(id: string): Promise<StaffRow | undefined> {
      return repo.byId(id);
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
