import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges, type OtpPurpose } from '../../db/schema/index';

export type { OtpPurpose };

/** The mobile's codes for `purpose` still within their lifetime, used or not. */
const unexpired = (mobile: string, purpose: OtpPurpose, now: Date) =>
  and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose), gt(otpChallenges.expiresAt, now));

export function otpRepository(db: Database) {
  return {
    /** Retires any live code of the mobile for this purpose and stores the new one: only the latest code works. */
    async replaceChallenge(mobile: string, purpose: OtpPurpose, codeHmac: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)));
      await db.insert(otpChallenges).values({ mobile, purpose, codeHmac, expiresAt, createdAt: now });
    },

    async liveChallenge(mobile: string, purpose: OtpPurpose, now: Date) {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(unexpired(mobile, purpose, now), isNull(otpChallenges.consumedAt)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row;
    },

    async recordFailure(id: string): Promise<number> {
      const [row] = await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ failedAttempts: otpChallenges.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /**
     * A code used by the check with this key, still within its lifetime: the same check sent again
     * after its answer was lost.
     */
    async usedBy(mobile: string, purpose: OtpPurpose, keyHmac: string, now: Date) {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(unexpired(mobile, purpose, now), eq(otpChallenges.consumedKeyHmac, keyHmac)))
        .limit(1);
      return row;
    },

    /** Marks a code used, by the check with `keyHmac` if it had one; false when another request used it first. */
    async consume(id: string, now: Date, keyHmac: string | null): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: now, consumedKeyHmac: keyHmac })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async retireAll(mobile: string, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)));
    },
  };
}
