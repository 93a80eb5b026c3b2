import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentReviewPolicies } from '../../db/schema/index';

export type PolicyRow = typeof contentReviewPolicies.$inferSelect;

export function reviewPolicyRepository(db: Database) {
  return {
    /** Every version, newest first; the first came with the site (migration 0051), so there is always one. */
    async versions(): Promise<[PolicyRow, ...PolicyRow[]]> {
      const [latest, ...earlier] = await db.select().from(contentReviewPolicies).orderBy(desc(contentReviewPolicies.version));
      if (!latest) throw new Error('content_review_policies has no version: migration 0051 seeds the first');
      return [latest, ...earlier];
    },
    async insert(row: typeof contentReviewPolicies.$inferInsert): Promise<void> {
      await db.insert(contentReviewPolicies).values(row);
    },
  };
}
