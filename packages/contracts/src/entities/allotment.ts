import { z } from '../zod';
import { text } from '../rules/text';
import { PROGRAMME_INTAKE, MBA_SPECIALIZATION } from '../constants';
import { BRANCHES_BY_MODE } from '../programmes';
import { isIsoDate } from '../rules/dates';
import { BLOCK_CODES, SEAT_BLOCKS, SEAT_CATEGORY_CODES, type BlockCode } from '../rules/seat-matrix';
import { INTAKES, INTAKE_KEYS, type IntakeKey } from './intakes';

// The seat matrix an intake is allotted by, and the allotment rounds run on it. A matrix is a
// draft until the admin publishes it; from then on it is frozen, as is each published round.

/** The branches an intake allots: the diploma mode's branches, or the MBA's one specialisation. */
export function allotmentBranches(intake: IntakeKey): readonly string[] {
  const info = INTAKES.find((i) => i.key === intake);
  if (!info || info.mode === null) return [MBA_SPECIALIZATION];
  return BRANCHES_BY_MODE[info.mode];
}

/** The blocks an intake has: the special quotas are for the Regular diploma's first year only. */
export function allotmentBlocks(intake: IntakeKey): readonly BlockCode[] {
  return intake === 'diploma-regular' ? BLOCK_CODES : ['merit'];
}

const seatCount = z
  .number({ error: 'Enter a whole number of seats' })
  .int('Enter a whole number of seats')
  .min(0, 'Seats cannot be fewer than 0')
  .max(PROGRAMME_INTAKE, `A branch has at most ${PROGRAMME_INTAKE} seats`);

const blockBranchSchema = z.object({
  branch: z.string().max(100),
  /** Seats of each category in this block of this branch. */
  seats: z.record(z.enum(SEAT_CATEGORY_CODES), seatCount),
  /** Of the block's State Merit seats, those guaranteed to persons with disabilities. */
  pwd: seatCount,
});
export type BlockBranch = z.infer<typeof blockBranchSchema>;

const blockTotal = (b: BlockBranch) => Object.values(b.seats).reduce((sum, n) => sum + n, 0);

/** The office's matrix for an intake: must name its order and sum, branch by branch, to the intake. */
export const seatMatrixInputSchema = z
  .object({
    intake: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }),
    order: text({ error: 'Name the government order or prospectus clause the matrix follows' })
      .trim()
      .min(3, 'Name the government order or prospectus clause the matrix follows')
      .max(300, 'Must be at most 300 characters'),
    blocks: z
      .array(z.object({ code: z.enum(BLOCK_CODES, { error: 'Unknown seat block' }), branches: z.array(blockBranchSchema).max(10) }))
      .min(1, 'A matrix has at least one block')
      .max(BLOCK_CODES.length),
  })
  .superRefine((m, ctx) => {
    const branches = allotmentBranches(m.intake);
    const blocks = allotmentBlocks(m.intake);
    const totals = new Map(branches.map((b) => [b, 0]));
    const seenBlocks = new Set<string>();
    m.blocks.forEach((block, bi) => {
      if (!blocks.includes(block.code) || seenBlocks.has(block.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', bi, 'code'],
          message: `The ${blockLabel(block.code)} is not part of this intake's matrix`,
        });
        return;
      }
      seenBlocks.add(block.code);
      const seenBranches = new Set<string>();
      block.branches.forEach((row, ri) => {
        if (!totals.has(row.branch) || seenBranches.has(row.branch)) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', bi, 'branches', ri, 'branch'],
            message: `${row.branch} is not a branch of this intake`,
          });
          return;
        }
        seenBranches.add(row.branch);
        totals.set(row.branch, (totals.get(row.branch) ?? 0) + blockTotal(row));
        if (row.pwd > row.seats.SM) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', bi, 'branches', ri, 'pwd'],
            message: `${row.branch}, ${blockLabel(block.code)}: the seats for persons with disabilities are part of its ${row.seats.SM} State Merit seats`,
          });
        }
      });
    });
    for (const [branch, total] of totals) {
      if (total !== PROGRAMME_INTAKE) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks'],
          message: `${branch} has ${total} seats; its intake is ${PROGRAMME_INTAKE}`,
        });
      }
    }
  });
export type SeatMatrixInput = z.infer<typeof seatMatrixInputSchema>;

export function blockLabel(code: string): string {
  return SEAT_BLOCKS.find((b) => b.code === code)?.label ?? code;
}

export const MATRIX_STATUSES = ['draft', 'published'] as const;

const seatMatrixSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(MATRIX_STATUSES),
  order: z.string(),
  rulesVersion: z.string(),
  blocks: seatMatrixInputSchema.shape.blocks,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});

export const ROUND_KINDS = ['trial', 'round', 'spot'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_STATUSES = ['preview', 'published'] as const;

/** A round as people name it: Trial allotment, Allotment 2, Spot round. */
export function roundName(kind: RoundKind, number: number): string {
  if (kind === 'trial') return 'Trial allotment';
  if (kind === 'spot') return 'Spot round';
  return `Allotment ${number}`;
}

const roundSummarySchema = z.object({
  id: z.string(),
  intake: z.enum(INTAKE_KEYS),
  kind: z.enum(ROUND_KINDS),
  number: z.number().int(),
  name: z.string(),
  status: z.enum(ROUND_STATUSES),
  /** The last day (India) to act on the result: revise options after the trial, join after a round. */
  deadline: z.string().nullable(),
  engine: z.string(),
  /** SHA-256 of the inputs, the rules, the engine version and the seats. */
  hash: z.string(),
  meritListVersion: z.number().int(),
  matrixVersion: z.number().int(),
  applicants: z.number().int(),
  allotted: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const seatSchema = z.object({ block: z.string(), branch: z.string(), category: z.string() });
export type AllottedSeat = z.infer<typeof seatSchema>;

/** Where a seat is, as people read it: "Civil Engineering, Merit seats, EZ". */
export function seatLabel(seat: AllottedSeat | null): string {
  if (!seat) return 'No seat';
  return `${seat.branch}, ${blockLabel(seat.block)}, ${seat.category}`;
}

const closingSchema = z.object({
  block: z.string(),
  branch: z.string(),
  category: z.string(),
  /** Seats of the category after conversions. */
  seats: z.number().int(),
  /** Seats held in the final list, the supernumerary ones among them. */
  filled: z.number().int(),
  /** Held over and above the matrix by an order (a court order): they take none of its seats. */
  supernumerary: z.number().int(),
  /** Seats of the matrix nobody holds. */
  vacant: z.number().int(),
  /** Best and last rank given one of its seats (supernumerary ones apart); null when none was. */
  opening: z.number().int().nullable(),
  closing: z.number().int().nullable(),
});
export type Closing = z.infer<typeof closingSchema>;

const allotmentRowSchema = z.object({
  applicationId: z.string(),
  rank: z.number().int(),
  /** The category the round ranked them in: claimed, and its certificate checked by the office. */
  category: z.string(),
  /** Horizontal kinds held (PWD), which the minimum guarantees read. */
  kinds: z.array(z.string()),
  /** The seats they asked for, most wanted first, as the round read them: anyone can recompute the round from these. */
  options: z.array(z.object({ block: z.string(), branch: z.string() })),
  seat: seatSchema.nullable(),
  /** The seat the round before gave, for comparing; null in the first round or when there was none. */
  before: seatSchema.nullable(),
  /** Set by the office over the engine's result, with its reason. */
  override: z.string().nullable(),
  /** The order (a court order) that puts the office's seat over and above the matrix; null for a seat inside it. */
  supernumerary: z.string().nullable(),
});
export type AllotmentRow = z.infer<typeof allotmentRowSchema>;

const conversionSchema = z.object({
  block: z.string(),
  branch: z.string(),
  from: z.string(),
  to: z.string(),
  seats: z.number().int(),
  /** Why the seats moved, and the rule's source (rules/seat-matrix.ts, CONVERSION_POLICY). */
  reason: z.string(),
  source: z.string(),
});

/** The conversion policy the round ran under, and the office's choice for it, published with the round. */
const releaseSchema = z.object({
  policyVersion: z.string(),
  /** Whether unclaimed reserved seats were released to State Merit in this round. */
  toStateMerit: z.boolean(),
  /** Said as the published round says it. */
  note: z.string(),
});

const ROUND_PROPERTIES = ['capacity', 'eligibility', 'waste', 'envy', 'merit-first', 'conversion'] as const;

const roundProblemSchema = z.object({
  property: z.enum(ROUND_PROPERTIES),
  /** The applicant at fault or wronged; null for a fault of a category as a whole. */
  applicationId: z.string().nullable(),
  block: z.string(),
  branch: z.string(),
  category: z.string(),
  text: z.string(),
  /** The row is a seat the office set: a court order may knowingly break a promise. */
  byOffice: z.boolean(),
});
export type RoundProblem = z.infer<typeof roundProblemSchema>;

/** The round's promises checked from its final list alone, apart from the engine: zero problems, or each at fault. */
const roundCheckSchema = z.object({
  applicants: z.number().int(),
  seats: z.number().int(),
  problems: z.array(roundProblemSchema),
});
export type RoundCheck = z.infer<typeof roundCheckSchema>;

export const roundViewSchema = z.object({
  round: roundSummarySchema,
  check: roundCheckSchema,
  closings: z.array(closingSchema),
  conversions: z.array(conversionSchema),
  release: releaseSchema,
  rows: z.array(allotmentRowSchema),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const allotmentIntakeSchema = z.object({
  intake: z.enum(INTAKE_KEYS),
  label: z.string(),
  branches: z.array(z.string()),
  blocks: z.array(z.enum(BLOCK_CODES)),
  rules: z.object({ version: z.string(), source: z.string() }),
  /** The newest matrix, draft or published; null before the office saves one. */
  matrix: seatMatrixSchema.nullable(),
  /** The shares of the rules applied to the intake: what a new matrix starts from. */
  proposed: seatMatrixInputSchema,
  rounds: z.array(roundSummarySchema),
  /** The newest published merit list the rounds rank by; null until one is published. */
  meritListVersion: z.number().int().nullable(),
});
export type AllotmentIntake = z.infer<typeof allotmentIntakeSchema>;

const deadline = z
  .string({ error: 'Enter the last day as yyyy-mm-dd' })
  .refine(isIsoDate, 'Enter the last day as yyyy-mm-dd')
  .nullable()
  .default(null);

export const runRoundSchema = z.object({
  kind: z.enum(ROUND_KINDS, { error: 'Choose the kind of round' }),
  deadline,
  /**
   * The office's choice for this round: release reserved seats nobody of their category (or its
   * sister categories) takes to State Merit. The spot round always releases them.
   */
  releaseToStateMerit: z.boolean({ error: 'Say whether unclaimed reserved seats go to State Merit' }).default(true),
});
export type RunRound = z.infer<typeof runRoundSchema>;

/**
 * Publishing a round. Rounds go in order: one is not published while the round before is open for
 * its applicants (on or before its last day); only the admin may publish anyway, saying why.
 */
export const publishRoundSchema = z.object({
  outOfOrderReason: text()
    .trim()
    .min(10, 'Say why the round is published before the last day of the round before, in at least 10 characters')
    .max(500, 'Must be at most 500 characters')
    .optional(),
});
export type PublishRound = z.infer<typeof publishRoundSchema>;

export const SUPERNUMERARY_REASON_MESSAGE = 'Name the order that puts the seat over the matrix (a court order) in at least 10 characters';

export const overrideSchema = z
  .object({
    applicationId: z.string().trim().min(1, 'Enter the application number').max(20, 'Application not found'),
    /** The seat the office gives, or null to withdraw the engine's. */
    seat: seatSchema.nullable(),
    reason: text()
      .trim()
      .min(10, 'Give the reason (a court order, a correction) in at least 10 characters')
      .max(500, 'Must be at most 500 characters'),
    /**
     * Over and above the matrix: the seat takes none of the category's seats. Without it the
     * office can set a seat only where the category has one left.
     */
    supernumerary: z.boolean({ error: 'Say whether the seat is supernumerary' }).default(false),
    /** The order that creates the supernumerary seat; required with it. */
    supernumeraryReason: text().trim().max(300, 'Must be at most 300 characters').default(''),
  })
  .superRefine((o, ctx) => {
    if (!o.supernumerary) return;
    if (o.seat === null) ctx.addIssue({ code: 'custom', path: ['supernumerary'], message: 'Only a seat given can be supernumerary' });
    if (o.supernumeraryReason.length < 10)
      ctx.addIssue({ code: 'custom', path: ['supernumeraryReason'], message: SUPERNUMERARY_REASON_MESSAGE });
  });
export type Override = z.infer<typeof overrideSchema>;

/** One option of the applicant's, and what became of it in the round. */
export const explanationLineSchema = z.object({
  option: z.number().int(),
  branch: z.string(),
  block: z.string(),
  /** by-office: an option the office's seat set aside (the seat it set, or withdrew, stands instead). */
  outcome: z.enum(['allotted', 'closed', 'not-reached', 'not-eligible', 'by-office']),
  /**
   * Where the option closed: each category the applicant could hold, the last rank it took (null:
   * nobody), and its seats left vacant (only seats the office set elsewhere leave one).
   */
  closings: z.array(z.object({ category: z.string(), closing: z.number().int().nullable(), vacant: z.number().int() })),
  text: z.string(),
});
export type ExplanationLine = z.infer<typeof explanationLineSchema>;

export const applicantAllotmentSchema = z
  .object({
    round: roundSummarySchema,
    rank: z.number().int().nullable(),
    category: z.string(),
    seat: seatSchema.nullable(),
    override: z.string().nullable(),
    summary: z.string(),
    lines: z.array(explanationLineSchema),
  })
  .nullable();
export type ApplicantAllotment = z.infer<typeof applicantAllotmentSchema>;

/** Registering an applicant present at the spot admission, by their application number. */
export const spotRegistrationSchema = z.object({
  applicationId: z
    .string({ error: 'Enter the application number' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter the application number')
    .max(20, 'Application not found')
    .regex(/^[A-Z0-9]+$/, 'An application number has letters and digits only, like APP2026000123'),
});

/** Who is registered present for the spot admission, by place on the rank list. */
export const spotListSchema = z.object({
  /** Registration is open between the first published allotment and the published spot round. */
  open: z.boolean(),
  registered: z.array(z.object({ applicationId: z.string(), name: z.string(), rank: z.number().int(), registeredAt: z.string() })),
});
export type SpotList = z.infer<typeof spotListSchema>;
