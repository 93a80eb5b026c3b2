// The office's review of the site's own pages (about, programmes, departments, facilities, contact
// and the rest): each is looked at again within the review period (entities/review-policy.ts), and the dashboard
// says which are due.
import { z } from '../zod';
import { optionalText, text } from '../rules/text';

/** Marking a page reviewed: which page, and what was looked at or changed (optional). */
export const pageReviewInputSchema = z.object({
  path: text({ error: 'Choose a page' }).trim().min(1, 'Choose a page').max(200, 'Choose a page'),
  note: optionalText(200),
});

export const pageReviewSchema = z.object({
  path: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string(),
  /** Never reviewed, or not within the review period. */
  due: z.boolean(),
});
export type PageReview = z.infer<typeof pageReviewSchema>;
