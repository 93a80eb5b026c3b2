import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges, rateLimitEvents, sessions } from '../../db/schema/index';

export function maintenanceRepository(db: Database) {
  return {
    /** Deletes what no longer affects any limit, code or session. */
    async prune(before: Date): Promise<void> {
      await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, before));
      await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, before));
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))));
    },
  };
}
