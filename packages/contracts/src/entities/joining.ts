import { z } from '../zod';
import { text } from '../rules/text';
import { INTAKE_KEYS, INTAKES, type IntakeKey } from './intakes';
import { seatSchema } from './allotment';
import { admissionFeeViewSchema } from './admission-fee';

// Joining: at the reporting desk a clerk turns an accepted seat into an admission, with the
// admission number the admin's format gives. The seats of each category are a cap the database
// holds, and an applicant has at most one admission.

/** Short codes of the branches for admission numbers, as the college's registers write them. */
const BRANCH_CODES: Record<string, string> = {
  'Civil Engineering': 'CIV',
  'Mechanical Engineering': 'MEC',
  'Electrical and Electronics Engineering': 'EEE',
  'Computer Engineering': 'CMP',
  'Automobile Engineering': 'AUT',
  Architecture: 'ARC',
  General: 'MBA',
};

/** The codes of the intakes for admission numbers. */
const INTAKE_CODES: Record<IntakeKey, string> = {
  'diploma-regular': 'DR',
  'diploma-part-time': 'DP',
  'diploma-let': 'DL',
  mba: 'MBA',
};

const PLACEHOLDERS = ['{year}', '{intake}', '{branch}', '{seq}'] as const;
export const DEFAULT_ADMISSION_NUMBER_FORMAT = 'NCEM/{year}/{intake}/{branch}/{seq}';

export const admissionNumberFormatSchema = z.object({
  format: z
    .string({ error: 'Enter the format' })
    .trim()
    .min(5, 'Enter the format')
    .max(60, 'Must be at most 60 characters')
    .regex(/^[A-Za-z0-9/\-{}]+$/, 'Use letters, digits, / and - with {year}, {intake}, {branch} and {seq}')
    .refine((f) => f.includes('{seq}'), 'The format needs {seq}, the running number, so that each admission number is its own')
    .refine(
      (f) => (f.match(/\{[a-z]+\}/g) ?? []).every((p) => (PLACEHOLDERS as readonly string[]).includes(p)),
      'Use only {year}, {intake}, {branch} and {seq}',
    ),
});

/** An admission number from the format: the running number is four digits, counted per year. */
export function admissionNumber(format: string, v: { year: number; intake: IntakeKey; branch: string; seq: number }): string {
  return format
    .replaceAll('{year}', String(v.year))
    .replaceAll('{intake}', INTAKE_CODES[v.intake])
    .replaceAll('{branch}', BRANCH_CODES[v.branch] ?? v.branch.slice(0, 3).toUpperCase())
    .replaceAll('{seq}', String(v.seq).padStart(4, '0'));
}

export const confirmAdmissionSchema = z.object({
  /** The receipt of the admission fee paid at the desk. */
  /** The receipt of what was paid at the desk; empty when the fee was paid online or is waived. */
  feeReceipt: z
    .string({ error: 'Enter the fee receipt number' })
    .trim()
    .max(40, 'Must be at most 40 characters')
    .regex(/^[A-Za-z0-9/-]*$/, 'Use letters, digits, / and -')
    .default(''),
});

export const cancelAdmissionSchema = z.object({
  reason: text({ error: 'Give the reason' })
    .trim()
    .min(10, 'Give the reason in at least 10 characters')
    .max(500, 'Must be at most 500 characters'),
});

export const ADMISSION_STATUSES = ['admitted', 'cancelled'] as const;

const admissionSchema = z.object({
  admissionNumber: z.string(),
  applicationId: z.string(),
  intake: z.enum(INTAKE_KEYS),
  seat: seatSchema,
  feeReceipt: z.string(),
  status: z.enum(ADMISSION_STATUSES),
  admittedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The order that made the seat supernumerary (joined over the matrix); null for a seat of the matrix. */
  supernumerary: z.string().nullable(),
});
export type Admission = z.infer<typeof admissionSchema>;

/** The desk's view of one application: its admission, or whether it can be admitted and why not. */
export const joiningViewSchema = z.object({
  admission: admissionSchema.nullable(),
  /** The accepted seat the applicant would join on; null when there is none. */
  seat: seatSchema.nullable(),
  /** Why the application cannot be admitted now; null when it can. */
  blocked: z.string().nullable(),
  /** The admission fee of the seat: paid online, due at the desk, or waived. */
  fee: admissionFeeViewSchema.nullable(),
});
export type JoiningView = z.infer<typeof joiningViewSchema>;

/** A row of the admission register. */
const registerRowSchema = admissionSchema.extend({ name: z.string() });
export type RegisterRow = z.infer<typeof registerRowSchema>;

export const registerSchema = z.object({
  intake: z.enum(INTAKE_KEYS),
  label: z.string(),
  format: z.string(),
  rows: z.array(registerRowSchema),
  /** Seats of each category, how many are taken by admissions, and the supernumerary admissions counted apart. */
  seats: z.array(
    z.object({
      block: z.string(),
      branch: z.string(),
      category: z.string(),
      capacity: z.number().int(),
      filled: z.number().int(),
      supernumerary: z.number().int(),
    }),
  ),
  masked: z.boolean(),
});
export type Register = z.infer<typeof registerSchema>;

export const intakeLabel = (intake: IntakeKey) => INTAKES.find((i) => i.key === intake)?.label ?? intake;
