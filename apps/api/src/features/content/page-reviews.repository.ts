import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageReviews } from '../../db/schema/index';

export type ReviewRow = typeof pageReviews.$inferSelect;

export function pageReviewsRepository(db: Database) {
  return {
    all: (): Promise<ReviewRow[]> => db.select().from(pageReviews),
    async find(path: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(pageReviews).where(eq(pageReviews.path, path));
      return row;
    },
    put: (row: ReviewRow) =>
      db
        .insert(pageReviews)
        .values(row)
        .onConflictDoUpdate({ target: pageReviews.path, set: { reviewedAt: row.reviewedAt, reviewedBy: row.reviewedBy, note: row.note } }),
  };
}
