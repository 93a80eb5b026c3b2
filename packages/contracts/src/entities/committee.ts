// The committees and officers a technical college must constitute and publish, each with its members,
// the order that set it up, its term and the day it is next reviewed. Kept by the content office.
import { z } from '../zod';
import { isRealDay } from '../rules/day';
import { isEmail } from '../rules/email';
import { optionalText, requiredText, text } from '../rules/text';

/**
 * The committees and officers, and the rule that asks for each:
 * - anti-ragging committee and squad: AICTE (Prevention and Prohibition of Ragging in Technical
 *   Institutions, Universities including Deemed to be Universities imparting technical education)
 *   Regulations, 2009, regulation 6.
 * - internal complaints committee: the Sexual Harassment of Women at Workplace (Prevention,
 *   Prohibition and Redressal) Act, 2013, section 4.
 * - SC/ST cell: AICTE's Approval Process Handbook (the cell for the welfare of SC/ST students and staff).
 * - grievance redressal committee: AICTE (Redressal of Grievances of Students) Regulations, 2019.
 * - RTI officers: the Right to Information Act, 2005, sections 5 and 19 (information officers and the appellate authority).
 */
export const COMMITTEE_KINDS = [
  'anti-ragging-committee',
  'anti-ragging-squad',
  'internal-complaints',
  'sc-st-cell',
  'grievance-redressal',
  'rti',
] as const;
export type CommitteeKind = (typeof COMMITTEE_KINDS)[number];
export const COMMITTEE_LABELS: Record<CommitteeKind, { en: string; ml: string }> = {
  'anti-ragging-committee': { en: 'Anti-Ragging Committee', ml: 'റാഗിംഗ് വിരുദ്ധ സമിതി' },
  'anti-ragging-squad': { en: 'Anti-Ragging Squad', ml: 'റാഗിംഗ് വിരുദ്ധ സ്ക്വാഡ്' },
  'internal-complaints': { en: 'Internal Complaints Committee', ml: 'ആഭ്യന്തര പരാതി സമിതി' },
  'sc-st-cell': { en: 'SC/ST Cell', ml: 'എസ്.സി./എസ്.ടി. സെൽ' },
  'grievance-redressal': { en: 'Grievance Redressal Committee', ml: 'പരാതി പരിഹാര സമിതി' },
  rti: { en: 'Right to Information officers', ml: 'വിവരാവകാശ ഉദ്യോഗസ്ഥർ' },
};

const day = (message: string) => text({ error: message }).trim().refine(isRealDay, message);

const memberSchema = z.object({
  name: requiredText('Enter the member’s name', 100),
  roleEn: requiredText('Enter the member’s role in the committee', 100),
  roleMl: optionalText(100),
  phone: text()
    .trim()
    .refine((v) => v === '' || /^\+?[\d ]{6,20}$/.test(v), 'Enter a phone number of digits and spaces')
    .default(''),
  email: text()
    .trim()
    .refine((v) => v === '' || isEmail(v), 'Please enter a valid email address')
    .default(''),
});
export type CommitteeMember = z.output<typeof memberSchema>;

export const COMMITTEE_MEMBERS_MAX = 40;

export const committeeInputSchema = z
  .object({
    /** The order that set it up: its number and date, as the office writes it. */
    orderRef: requiredText('Give the order that set it up (its number and date)', 200),
    termFrom: day('Enter the first day of its term as yyyy-mm-dd'),
    termUntil: day('Enter the last day of its term as yyyy-mm-dd'),
    /** When the office looks at it again; empty: at the end of its term. */
    reviewBy: text()
      .trim()
      .refine((v) => v === '' || isRealDay(v), 'Enter the review date as yyyy-mm-dd')
      .default(''),
    members: z.array(memberSchema).min(1, 'Add at least one member').max(COMMITTEE_MEMBERS_MAX, `At most ${COMMITTEE_MEMBERS_MAX} members`),
    /** The version the editor opened; a newer one on the server refuses the save. Absent for the first. */
    version: z.number().int().min(1).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.termUntil && c.termFrom && c.termUntil <= c.termFrom) {
      ctx.addIssue({ code: 'custom', path: ['termUntil'], message: 'The term must end after it starts' });
    }
  });
export type CommitteeInput = z.output<typeof committeeInputSchema>;

/** A committee as the office sees it, with what needs its attention. */
export const staffCommitteeSchema = z.object({
  kind: z.enum(COMMITTEE_KINDS),
  /** Not yet set up: the rest is empty. */
  constituted: z.boolean(),
  orderRef: z.string(),
  termFrom: z.string().nullable(),
  termUntil: z.string().nullable(),
  reviewBy: z.string().nullable(),
  members: z.array(memberSchema),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Its term has ended: it must be constituted again. */
  pastTerm: z.boolean(),
  /** Its review date has come. */
  reviewDue: z.boolean(),
});
export type StaffCommittee = z.infer<typeof staffCommitteeSchema>;

/** A committee as the public reads it, in the language asked for (roles in English where no Malayalam is given). */
export const publicCommitteeSchema = z.object({
  kind: z.enum(COMMITTEE_KINDS),
  name: z.string(),
  orderRef: z.string(),
  termFrom: z.string(),
  termUntil: z.string(),
  members: z.array(z.object({ name: z.string(), role: z.string(), roleLang: z.enum(['en', 'ml']), phone: z.string(), email: z.string() })),
  updatedAt: z.string(),
});
export type PublicCommittee = z.infer<typeof publicCommitteeSchema>;
