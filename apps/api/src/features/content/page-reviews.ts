import type { PageReview } from '@college/contracts/entities/page-review';
import { reviewDue } from '@college/contracts/rules/review';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { record, type Actor } from '../audit/audit.api';
import { staffByIds } from '../staff/staff.api';
import { pageReviewsRepository, type ReviewRow } from './page-reviews.repository';
import { reviewMonths } from './review-policy';

/** The site's own pages never reviewed, or not within the review period of `months`: for the dashboard. */
export async function pagesToReview(db: Database, now: Date, pages: readonly string[], months: number): Promise<number> {
  const rows = await pageReviewsRepository(db).all();
  const at = new Map(rows.map((r) => [r.path, r.reviewedAt.toISOString()]));
  return pages.filter((p) => reviewDue(at.get(p) ?? null, now, months)).length;
}

/**
 * The office's review of the site's own pages (the ones the build prerendered): who last read each
 * through and when, so none goes longer than the review period without someone checking it is still true.
 */
export function pageReviewsService(deps: { db: Database; clock: Clock; pages: readonly string[] }) {
  const { db, clock, pages } = deps;
  const view = (path: string, r: ReviewRow | undefined, names: Map<string, { name: string }>, now: Date, months: number): PageReview => ({
    path,
    reviewedAt: r?.reviewedAt.toISOString() ?? null,
    reviewedBy: r ? (names.get(r.reviewedBy)?.name ?? null) : null,
    note: r?.note ?? '',
    due: reviewDue(r?.reviewedAt.toISOString() ?? null, now, months),
  });
  async function all(): Promise<PageReview[]> {
    const [rows, months] = await Promise.all([pageReviewsRepository(db).all(), reviewMonths(db)]);
    const byPath = new Map(rows.map((r) => [r.path, r]));
    const names = await staffByIds(db, [...new Set(rows.map((r) => r.reviewedBy))]);
    const now = clock.now();
    return pages.map((p) => view(p, byPath.get(p), names, now, months));
  }
  return {
    all,
    async review(actor: Actor, input: { path: string; note: string }): Promise<PageReview> {
      if (!pages.includes(input.path)) throw invalidField('path', 'Choose a page of the site');
      const now = clock.now();
      await inTransaction(db, async (tx) => {
        const repo = pageReviewsRepository(tx);
        const before = await repo.find(input.path);
        await repo.put({ path: input.path, reviewedAt: now, reviewedBy: actor.staffId, note: input.note });
        await record(tx, actor, 'change', 'page_review', input.path, {
          note: input.note,
          previous: before ? before.reviewedAt.toISOString() : null,
        });
      });
      const found = (await all()).find((p) => p.path === input.path);
      if (!found) throw invalidField('path', 'Choose a page of the site');
      return found;
    },
  };
}
export type PageReviewsService = ReturnType<typeof pageReviewsService>;
