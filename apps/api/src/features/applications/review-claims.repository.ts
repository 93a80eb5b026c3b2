import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewClaims } from '../../db/schema/index';

export type ReviewClaim = { applicationId: string; staffId: string; expiresAt: Date };

/** Clerks' claims on applications under review. */
export function reviewClaimsRepository(db: Database) {
  return {
    /**
     * Claims each application for the member until `until`, where nobody else holds a live claim;
     * answers those now theirs. One statement: of two clerks claiming at once, each row goes to one.
     */
    async claim(ids: readonly string[], staffId: string, now: Date, until: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .insert(reviewClaims)
        .values(ids.map((applicationId) => ({ applicationId, staffId, expiresAt: until })))
        .onConflictDoUpdate({
          target: reviewClaims.applicationId,
          set: { staffId: sql`excluded.staff_id`, expiresAt: sql`excluded.expires_at` },
          setWhere: sql`${reviewClaims.expiresAt} <= ${now.toISOString()}::timestamptz or ${reviewClaims.staffId} = excluded.staff_id`,
        })
        .returning({ applicationId: reviewClaims.applicationId });
      return rows.map((r) => r.applicationId);
    },

    /** The live claims on these applications. */
    async live(ids: readonly string[], now: Date): Promise<Map<string, ReviewClaim>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(reviewClaims)
        .where(and(inArray(reviewClaims.applicationId, [...ids]), gt(reviewClaims.expiresAt, now)));
      return new Map(rows.map((r) => [r.applicationId, r]));
    },

    async releaseAll(staffId: string): Promise<number> {
      const gone = await db.delete(reviewClaims).where(eq(reviewClaims.staffId, staffId)).returning({ id: reviewClaims.applicationId });
      return gone.length;
    },

    /** Gives the application to a member until `until`, or frees it (null). */
    async assign(applicationId: string, staffId: string | null, until: Date): Promise<void> {
      if (staffId === null) {
        await db.delete(reviewClaims).where(eq(reviewClaims.applicationId, applicationId));
        return;
      }
      await db
        .insert(reviewClaims)
        .values({ applicationId, staffId, expiresAt: until })
        .onConflictDoUpdate({ target: reviewClaims.applicationId, set: { staffId, expiresAt: until } });
    },
  };
}
