import { z } from '../zod';
import { text } from './text';
import { INTAKE_KEYS, type IntakeKey } from '../entities/intakes';
import { CATEGORY_CODES, type CategoryCode } from '../entities/reservation';
import { PAISE_PER_RUPEE } from '../constants';

/**
 * The admission fee: what an allotted applicant pays for the first year, the concessions the rules
 * name, and what is returned to one who leaves. Held as data with its sources and a version; the
 * admin edits it (the office's Admission fees page) and every saved version is kept.
 *
 * Sources of the shipped structure:
 * - Amounts: GO (Rt) No. 296/12/H.Edn dated 13.02.2012 (fee of the three-year diploma in polytechnic
 *   colleges): tuition fee ₹9,000 a semester (₹18,000 a year) and special fee ₹3,000.
 * - Concession: the prospectus's fee concession for SC, ST and OEC students, whose fees the
 *   Government pays (e-Grantz) on their community and income certificates.
 * - Refund: GO (Rt) No. 77/2019/H.Edn dated 18.01.2019 with the AICTE Approval Process Handbook and
 *   prospectus clause 12.1: a student who withdraws before the course starts gets the whole fee back
 *   less a processing fee of at most ₹1,000; after it starts, only when the seat is filled again.
 */
const ADMISSION_FEE_SOURCE =
  'GO (Rt) No. 296/12/H.Edn dated 13.02.2012 (fees); prospectus fee concession for SC/ST/OEC (e-Grantz); GO (Rt) No. 77/2019/H.Edn dated 18.01.2019 and prospectus clause 12.1 (refund)';

const rupees = (what: string) =>
  z
    .number({ error: `Enter ${what} in rupees` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} is a whole number of rupees`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(500_000, `${what[0]?.toUpperCase()}${what.slice(1)} is at most ₹5,00,000`);

const componentSchema = z.object({
  name: text().trim().min(1, 'Name the fee').max(60, 'Must be at most 60 characters'),
  rupees: rupees('the amount'),
});

const concessionSchema = z.object({
  /** Whose fee it lowers: the category the applicant's documents prove. */
  categories: z.array(z.enum(CATEGORY_CODES, { error: 'Unknown category' })).min(1, 'Name a category'),
  /** The share of every component waived, in percent. */
  percent: z.number({ error: 'Enter the share waived' }).int().min(1, 'At least 1%').max(100, 'At most 100%'),
  label: text().trim().min(1, 'Name the concession').max(120, 'Must be at most 120 characters'),
});

export const admissionFeeStructureSchema = z
  .object({
    source: text().trim().min(5, 'Name the government order or the prospectus clause').max(400, 'Must be at most 400 characters'),
    intakes: z.record(
      z.enum(INTAKE_KEYS, { error: 'Unknown intake' }),
      z
        .array(componentSchema, { error: 'Give the fees of every intake' })
        .min(1, 'An intake needs at least one fee')
        .max(10, 'At most 10 fees'),
    ),
    concessions: z.array(concessionSchema).max(10, 'At most 10 concessions'),
    refund: z.object({
      /** Kept from what is returned to one who leaves before the course starts. */
      processingFeeRupees: rupees('the processing fee').max(1000, 'The processing fee is at most ₹1,000 (GO (Rt) No. 77/2019/H.Edn)'),
      /** The day the course starts (India): leaving before it gets the fee back. */
      classesStart: z.iso.date({ error: 'Enter the day classes start' }),
    }),
  })
  .refine((s) => new Set(s.concessions.flatMap((c) => c.categories)).size === s.concessions.flatMap((c) => c.categories).length, {
    error: 'A category has one concession at most',
    path: ['concessions'],
  });
export type AdmissionFeeStructure = z.infer<typeof admissionFeeStructureSchema>;

const DIPLOMA: AdmissionFeeStructure['intakes'][IntakeKey] = [
  { name: 'Tuition fee (first year)', rupees: 18_000 },
  { name: 'Special fee', rupees: 3_000 },
];

export const DEFAULT_ADMISSION_FEES: AdmissionFeeStructure = {
  source: ADMISSION_FEE_SOURCE,
  intakes: {
    'diploma-regular': DIPLOMA,
    'diploma-let': DIPLOMA,
    'diploma-part-time': DIPLOMA,
    mba: [
      { name: 'Tuition fee (first year)', rupees: 35_000 },
      { name: 'Special fee', rupees: 5_000 },
    ],
  },
  concessions: [{ categories: ['SC', 'ST', 'OEC'], percent: 100, label: 'SC, ST and OEC: fees paid by the Government (e-Grantz)' }],
  refund: { processingFeeRupees: 1000, classesStart: '2027-01-04' },
};

export type AdmissionFeeQuote = {
  /** Each fee, after the concession. */
  lines: { name: string; rupees: number; fullRupees: number }[];
  concession: string | null;
  totalPaise: number;
};

/** What an applicant of this intake and proven category pays. */
export function admissionFeeFor(structure: AdmissionFeeStructure, intake: IntakeKey, category: CategoryCode): AdmissionFeeQuote {
  const concession = structure.concessions.find((c) => c.categories.includes(category)) ?? null;
  const lines = structure.intakes[intake].map((c) => ({
    name: c.name,
    fullRupees: c.rupees,
    rupees: Math.round((c.rupees * (100 - (concession?.percent ?? 0))) / 100),
  }));
  return {
    lines,
    concession: concession?.label ?? null,
    totalPaise: lines.reduce((sum, l) => sum + l.rupees * PAISE_PER_RUPEE, 0),
  };
}

/** What is returned of `paidPaise` to one who leaves on `today` (India): all but the processing fee before classes start, else nothing. */
export function refundOnLeaving(structure: AdmissionFeeStructure, paidPaise: number, today: string): number {
  if (today >= structure.refund.classesStart) return 0;
  return Math.max(0, paidPaise - structure.refund.processingFeeRupees * PAISE_PER_RUPEE);
}
