/**
 * The college's content review policy. GIGW 3.0 asks every government site for one, with a stated
 * period after which each page and document is looked at again; the college's is a year, the span of
 * an academic year (the documents are published per year, and the pages describe the year's college).
 */
export const REVIEW_MONTHS = 12;

/** Whether something last published or reviewed at `at` (ISO; null for never) is due for review on `now`. */
export function reviewDue(at: string | null, now: Date): boolean {
  if (!at) return true;
  const due = new Date(at);
  due.setUTCMonth(due.getUTCMonth() + REVIEW_MONTHS);
  return due <= now;
}
