import type { StaffRole } from '@college/contracts/endpoints/staff';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rateLimitRepository } from '../rate-limits/rate-limit.repository';
import { rateLimiter } from '../rate-limits/rate-limit.service';
import { DUMMY_HASH, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import { staffRepository, type StaffRow } from './staff.repository';

const FREE_FAILURES = 5;
const BASE_LOCK_SECONDS = 15 * 60;
const MAX_LOCK_SECONDS = 24 * 3600;
const IP_FAILURES = { max: 20, windowSeconds: 15 * 60 };
export const INVALID_CREDENTIALS = 'Invalid email or password';

export function staffService(deps: { db: Database; clock: Clock }) {
  const repo = staffRepository(deps.db);
  const limiter = rateLimiter(rateLimitRepository(deps.db), deps.clock);

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
     * Checks a sign-in. Each account locks for 15 minutes after 5 wrong passwords, doubling with
     * each further failure; an address trying many accounts is limited too.
     */
    async signIn(email: string, password: string, ip: string): Promise<StaffRow> {
      const ipKey = `staff-signin-ip:${ip}`;
      const ipWait = await limiter.retryAfter([{ key: ipKey, ...IP_FAILURES }]);
      if (ipWait > 0) throw tooManyRequests('Too many failed sign-ins. Please try again later.', ipWait);
      const now = deps.clock.now();
      const user = await repo.byEmail(email);
      if (user?.lockedUntil && user.lockedUntil > now) {
        const wait = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
        throw tooManyRequests(`Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
      }
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || user.disabledAt) {
        await limiter.record(ipKey);
        if (user && !user.disabledAt) {
          const failures = user.failedLogins + 1;
          const lock =
            failures >= FREE_FAILURES
              ? new Date(now.getTime() + Math.min(BASE_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS) * 1000)
              : null;
          await repo.update(user.id, { failedLogins: failures, lockedUntil: lock, updatedAt: now });
        }
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await repo.update(user.id, { failedLogins: 0, lockedUntil: null, updatedAt: now });
      return user;
    },

    async byId(id: string): Promise<StaffRow | undefined> {
      return repo.byId(id);
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
