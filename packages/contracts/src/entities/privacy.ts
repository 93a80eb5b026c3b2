import { z } from '../zod';
import { ADULT_AGE, RIGHTS_REQUEST_DAYS } from '../constants';
import { optionalText, requiredText } from '../rules/text';
import { ageOn } from '../rules/dates';

// The applicant's privacy: consents given and withdrawn, a parent's consent for an applicant
// under 18, and requests to see, correct or erase what the college holds.

/** Who among the people named at step 3 may confirm for an applicant under 18. */
const GUARDIAN_KINDS = ['father', 'mother', 'guardian'] as const;
export type GuardianKind = (typeof GUARDIAN_KINDS)[number];
export const GUARDIAN_LABELS: Record<GuardianKind, string> = { father: 'Father', mother: 'Mother', guardian: 'Guardian' };

/** Under 18 on the day of submission, from the date of birth: a parent or guardian must consent. */
export function needsParentalConsent(dob: string | null, submissionDay: string): boolean {
  if (!dob) return false;
  const age = ageOn(dob, submissionDay);
  return Number.isFinite(age) && age < ADULT_AGE;
}

/** What the data is used for, as the Privacy Policy's 'Why we use it' lists it; a consent names them. */
export const CONSENT_PURPOSES = ['admission', 'application_fee', 'merit_list', 'accounts'] as const;

/** Why submission is refused (409) until a parent's code is entered; the page says the same. */
export const PARENTAL_CONSENT_NEEDED =
  'You are under 18, so a parent or guardian must confirm this application with the code sent to their mobile before you can submit it';

export const CONSENT_KINDS = ['notice', 'terms', 'parental'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One person the applicant can ask, as step 3 recorded them; the mobile shows its last digits only. */
const guardianChoiceSchema = z.object({
  guardian: z.enum(GUARDIAN_KINDS),
  name: z.string(),
  relationship: z.string(),
  mobileEnding: z.string(),
});

export const parentalConsentSchema = z.object({
  /** The applicant is under 18 today, so submission waits for a parent's code. */
  required: z.boolean(),
  /** Who confirmed, and when; null until someone has. */
  given: z.object({ name: z.string(), relationship: z.string(), at: z.string() }).nullable(),
  choices: z.array(guardianChoiceSchema),
});
export type ParentalConsent = z.infer<typeof parentalConsentSchema>;

export const guardianInputSchema = z.object({ guardian: z.enum(GUARDIAN_KINDS, { error: 'Choose who will confirm' }) });

export const RIGHTS_REQUEST_KINDS = ['correction', 'erasure', 'withdrawal'] as const;
export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];
export const RIGHTS_REQUEST_LABELS: Record<RightsRequestKind, string> = {
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Withdrawal of consent',
};
export const RIGHTS_OUTCOMES = ['done', 'refused'] as const;
export type RightsOutcome = (typeof RIGHTS_OUTCOMES)[number];

/** What an applicant may ask of the office; a withdrawal is carried out at once, not asked. */
export const rightsRequestInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('correction'), details: requiredText('Say what is wrong and what it should be', 1000) }),
  z.object({ kind: z.literal('erasure'), details: optionalText(1000) }),
]);

export const rightsRequestSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  kind: z.enum(RIGHTS_REQUEST_KINDS),
  details: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** The answer is owed by this day: RIGHTS_REQUEST_DAYS after the request. */
  dueAt: z.string(),
  closedAt: z.string().nullable(),
  outcome: z.enum(RIGHTS_OUTCOMES).nullable(),
  outcomeNote: z.string().nullable(),
});
export type RightsRequest = z.infer<typeof rightsRequestSchema>;

export const RIGHTS_DEADLINE_TEXT = `The office answers within ${RIGHTS_REQUEST_DAYS} days.`;

export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  noticeVersion: z.number().int().nullable(),
  noticeHash: z.string().nullable(),
  purposes: z.array(z.string()),
  method: z.string(),
  parentName: z.string().nullable(),
  parentRelationship: z.string().nullable(),
  parentMobile: z.string().nullable(),
  /** The address the consent came from: held, so it is in the applicant's copy. */
  ip: z.string().nullable(),
  at: z.string(),
  withdrawnAt: z.string().nullable(),
});

/** What the college keeps after a withdrawal, and what it erased: the applicant's receipt. */
export const withdrawalReceiptSchema = z.object({
  reference: z.string(),
  applicationId: z.string(),
  withdrawnAt: z.string(),
  erased: z.array(z.string()),
  kept: z.array(z.string()),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

export const closeRightsRequestSchema = z.object({
  outcome: z.enum(RIGHTS_OUTCOMES, { error: 'Choose an outcome' }),
  note: requiredText('Write what was done, or why not', 1000),
});
