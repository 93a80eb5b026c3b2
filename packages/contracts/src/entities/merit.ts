import { z } from '../zod';
import { ENTRANCE_EXAMS } from '../constants';
import { INTAKE_KEYS, type IntakeKey } from './intakes';
import { text } from '../rules/text';

// Merit lists: per intake (programme and diploma mode), the submitted, fee-paid applications the
// office has verified, ranked by the admin's formula. Provisional lists are recomputed as new versions;
// a published one is frozen with its inputs, its formula and a hash of both.

const SSLC = 'SSLC/THSLC/CBSE';
const PLUS_TWO = '+2/VHSE';
const DEGREE = 'Degree';
/** The examinations a formula may rank by: the compulsory ones, which every applicant of the level has. */
export const RANKABLE_EXAMINATIONS = [SSLC, PLUS_TWO, DEGREE] as const;

/** What makes the score: an examination's percentage, or the index mark the prospectus makes from the SSLC grades. */
const MERIT_BASES = ['percentage', 'index-mark'] as const;
export type MeritBasis = (typeof MERIT_BASES)[number];

export const meritFormulaSchema = z
  .object({
    /** Percentage, or the SSLC index mark (WGPA, rules/index-mark.ts), ties first by AWGV. */
    basis: z.enum(MERIT_BASES, { error: 'Choose what to rank by' }).default('percentage'),
    /** The percentage that makes the score. */
    examination: z.enum(RANKABLE_EXAMINATIONS, { error: 'Choose an examination to rank by' }),
    /** 0 to 1: the share of the score taken from the best entrance score (KMAT, CMAT or CAT, as entered). */
    entranceWeight: z
      .number({ error: 'Enter a weight from 0 to 1' })
      .min(0, 'Enter a weight from 0 to 1')
      .max(1, 'Enter a weight from 0 to 1'),
    /** Percentages compared, in order, when scores are equal; then the older applicant ranks first. */
    tieBreaks: z.array(z.enum(RANKABLE_EXAMINATIONS, { error: 'Unknown examination' })).max(3, 'At most three tie-breakers'),
  })
  .superRefine((f, ctx) => {
    if (f.basis !== 'index-mark') return;
    if (f.examination !== SSLC) {
      ctx.addIssue({ code: 'custom', path: ['examination'], message: `The index mark is made from the SSLC grades: rank by ${SSLC}` });
    }
    if (f.entranceWeight !== 0) {
      ctx.addIssue({ code: 'custom', path: ['entranceWeight'], message: 'The index mark takes no entrance share: enter 0' });
    }
  });
export type MeritFormula = z.infer<typeof meritFormulaSchema>;

export const DEFAULT_MERIT_FORMULAS: Record<IntakeKey, MeritFormula> = {
  'diploma-regular': { basis: 'percentage', examination: SSLC, entranceWeight: 0, tieBreaks: [] },
  'diploma-part-time': { basis: 'percentage', examination: SSLC, entranceWeight: 0, tieBreaks: [] },
  'diploma-let': { basis: 'percentage', examination: SSLC, entranceWeight: 0, tieBreaks: [] },
  mba: { basis: 'percentage', examination: DEGREE, entranceWeight: 0, tieBreaks: [PLUS_TWO, SSLC] },
};

/** One applicant's place, with every input the score and the tie-breaks used, so the list can be recomputed by hand. */
const meritEntrySchema = z.object({
  rank: z.number().int(),
  applicationId: z.string(),
  name: z.string(),
  dob: z.string(),
  examinationPercent: z.number(),
  entranceScore: z.number().nullable(),
  score: z.number(),
  tieBreakPercents: z.array(z.number().nullable()),
  /** Ranked by the index mark: the AWGV that breaks a tie in WGPA first. */
  awgv: z.number().nullable().optional(),
  /**
   * The applicant's data was erased after the list was published: name and date of birth are
   * blank; the rank, application number and marks stay as the record of how the seats were given.
   */
  erased: z.boolean().optional(),
});
export type MeritEntry = z.infer<typeof meritEntrySchema>;
/** What the office sees in place of the name of an applicant erased after the list was published. */
export const ERASED_MERIT_NAME = 'Erased at the applicant’s request';

export const MERIT_STATUSES = ['provisional', 'published'] as const;

export const meritListSummarySchema = z.object({
  id: z.string(),
  intake: z.enum(INTAKE_KEYS),
  version: z.number().int(),
  status: z.enum(MERIT_STATUSES),
  formula: meritFormulaSchema,
  formulaVersion: z.number().int(),
  /** SHA-256 of the intake, formula, formula version and entries, as canonical JSON. */
  hash: z.string(),
  applicants: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type MeritListSummary = z.infer<typeof meritListSummarySchema>;

export const meritIntakeSchema = z.object({
  intake: z.enum(INTAKE_KEYS),
  label: z.string(),
  formula: meritFormulaSchema,
  formulaVersion: z.number().int(),
  lists: z.array(meritListSummarySchema),
  /** The newest list's first entries, for the page. */
  top: z.array(meritEntrySchema),
});
export type MeritIntake = z.infer<typeof meritIntakeSchema>;

/** What an applicant sees once a list with them in it is published. */
export const applicantRankSchema = z
  .object({ rank: z.number().int(), of: z.number().int(), label: z.string(), version: z.number().int(), publishedAt: z.string() })
  .nullable();

/** Best entrance score entered (selected exams only), or null. */
export function bestEntranceScore(
  entrance: Partial<Record<(typeof ENTRANCE_EXAMS)[number], { selected: boolean; score: number | null }>> | undefined,
): number | null {
  const scores = ENTRANCE_EXAMS.flatMap((e) => {
    const s = entrance?.[e];
    return s?.selected && typeof s.score === 'number' ? [s.score] : [];
  });
  return scores.length > 0 ? Math.max(...scores) : null;
}

/** The formula's score: the examination's percentage, with the entrance share when weighted. */
export function meritScore(formula: MeritFormula, examinationPercent: number, entranceScore: number | null): number {
  const w = formula.entranceWeight;
  const score = (1 - w) * examinationPercent + w * (entranceScore ?? 0);
  return Math.round(score * 1000) / 1000;
}

/**
 * Publishing a list. Once a round is published from a version, a new one is a revision: it names
 * its reason, and applies from the next round only (a published round keeps its version).
 */
export const publishMeritListSchema = z.object({
  revisionReason: text()
    .trim()
    .min(10, 'Give the reason for the revision in at least 10 characters')
    .max(500, 'Must be at most 500 characters')
    .optional(),
});
export type PublishMeritList = z.infer<typeof publishMeritListSchema>;

/** One applicant whose place a new version moves: their rank on the version the rounds use, on the new one, and by how much. */
const rankMoveSchema = z.object({
  applicationId: z.string(),
  /** Null: not on the version the rounds use (newly ranked). */
  from: z.number().int().nullable(),
  /** Null: not on the new version. */
  to: z.number().int().nullable(),
  /** Places down the list (negative: up); null when on only one of them. */
  by: z.number().int().nullable(),
});
export type RankMove = z.infer<typeof rankMoveSchema>;

/** What publishing a version would change, before it is published: who moves and by how much. */
export const meritRevisionSchema = z.object({
  version: z.number().int(),
  /** The version it is compared with: the one the newest published round ranked by, else the newest published; null when none. */
  againstVersion: z.number().int().nullable(),
  /** A round is published from an earlier version: publishing this one is a revision, with its reason, from the next round. */
  revision: z.boolean(),
  applicantsBefore: z.number().int(),
  applicantsAfter: z.number().int(),
  moves: z.array(rankMoveSchema),
});
export type MeritRevision = z.infer<typeof meritRevisionSchema>;
