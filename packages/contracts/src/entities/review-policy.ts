// The college's content review policy: how often each page and document of the site is read
// through again. GIGW 3.0 (Guidelines for Indian Government Websites, 2023) asks a public site for a
// content review policy with a stated period; the period is the college's to set. It is data, kept
// with the policy or order that sets it: an administrator changes it, and every version is kept.
import { z } from '../zod';
import { requiredText } from '../rules/text';

export const REVIEW_MONTHS_MAX = 36;

/** An administrator's change: the new period, where it comes from, and the version it replaces. */
export const reviewPolicyInputSchema = z.object({
  months: z
    .number({ error: 'Enter the period in whole months' })
    .int('Enter the period in whole months')
    .min(1, 'The period is at least 1 month')
    .max(REVIEW_MONTHS_MAX, `The period is at most ${REVIEW_MONTHS_MAX} months`),
  source: requiredText('Name the policy or order that sets the period', 300),
  /** The version the change was made from: a change made meanwhile by someone else is not overwritten. */
  version: z.number().int(),
});
export type ReviewPolicyInput = z.output<typeof reviewPolicyInputSchema>;

export const reviewPolicySchema = z.object({
  version: z.number().int(),
  months: z.number().int(),
  source: z.string(),
  /** When and by whom it was set; the first version came with the site. */
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>;

/** The policy in force, and every version before it, newest first. */
export const reviewPoliciesSchema = z.object({ current: reviewPolicySchema, history: z.array(reviewPolicySchema) });
