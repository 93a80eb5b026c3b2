/**
 * Whether something last published or reviewed at `at` (ISO; null for never) is due for review on
 * `now`, under a review period of `months` (the college's review policy, entities/review-policy.ts).
 */
export function reviewDue(at: string | null, now: Date, months: number): boolean {
  if (!at) return true;
  const due = new Date(at);
  due.setUTCMonth(due.getUTCMonth() + months);
  return due <= now;
}
