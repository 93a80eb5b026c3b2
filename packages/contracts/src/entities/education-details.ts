import { z } from '../zod';
import { ENTRANCE_EXAMS } from '../constants';
import { PROGRAM_LEVELS } from '../programmes';
import { compulsoryExaminationsFor, educationProblems, examinationsFor } from '../rules/education';
import { passYearSchema, percentageSchema } from '../rules/marks';
import { optionalPrintable, text } from '../rules/text';
import { GRADES, SSLC_PAPERS } from '../rules/index-mark';
import { boardsFor } from '../rules/special-quotas';

/** A Kerala SSLC's grades by paper (rules/index-mark.ts), beside the spec's percentage. */
const gradesSchema = z.partialRecord(
  z.enum(SSLC_PAPERS, { error: 'Unknown SSLC paper' }),
  z.enum(GRADES, { error: 'Choose a grade from A+ to D+' }),
);

export const PASSED_FAILED = ['Passed', 'Failed'] as const;

const educationEntrySchema = z.object({
  examination: text({ error: 'Examination is required' }).trim().min(1, 'Examination is required'),
  passedFailed: z.enum(PASSED_FAILED).default('Passed'),
  yearOfPass: passYearSchema.default(null),
  percentageMarks: percentageSchema.default(null),
  registrationNumber: optionalPrintable(50),
  isCompulsory: z.boolean().default(false),
  groupSubject: optionalPrintable(100).optional(),
  groupTrade: optionalPrintable(100).optional(),
  grades: gradesSchema.optional(),
  /** The board of an SSLC-level or +2-level row (rules/special-quotas.ts): THSLC and VHSE lead to their quotas. */
  board: optionalPrintable(40).optional(),
});

const scoreSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
  z.number({ error: 'Score must be a number' }).min(0).max(1000).nullable(),
);

const entranceExamSchema = z.object({
  selected: z.boolean().default(false),
  score: scoreSchema.default(null),
});

const entranceExamsSchema = z
  .object({
    kmat: entranceExamSchema.default({ selected: false, score: null }),
    cmat: entranceExamSchema.default({ selected: false, score: null }),
    cat: entranceExamSchema.default({ selected: false, score: null }),
  })
  // An exam that is not selected keeps no score.
  .transform((exams) => {
    const out = { ...exams };
    for (const key of ENTRANCE_EXAMS) {
      if (!out[key].selected) out[key] = { selected: false, score: null };
    }
    return out;
  });

const programDetailsSchema = z.object({
  programLevel: z.enum(PROGRAM_LEVELS),
  programName: text(),
  mode: text().nullable().optional(),
});

/** Step 6 as saved. Completeness depends on the programme (spec section 5). */
export const educationDetailsInputSchema = z
  .object({
    programDetails: programDetailsSchema,
    educationData: z.array(educationEntrySchema).max(10),
    achievements: optionalPrintable(2000),
    collegeName: optionalPrintable(200),
    entranceExams: entranceExamsSchema.optional(),
  })
  .superRefine((d, ctx) => {
    const level = d.programDetails.programLevel;
    const allowed = examinationsFor(level);
    const seen = new Set<string>();
    d.educationData.forEach((entry, i) => {
      if (!allowed.includes(entry.examination)) {
        ctx.addIssue({
          code: 'custom',
          path: ['educationData', i, 'examination'],
          message: `${entry.examination} is not a qualification for this program`,
        });
      } else if (seen.has(entry.examination)) {
        ctx.addIssue({
          code: 'custom',
          path: ['educationData', i, 'examination'],
          message: `${entry.examination} can be added only once`,
        });
      }
      seen.add(entry.examination);
      if (entry.board && !boardsFor(entry.examination).includes(entry.board)) {
        ctx.addIssue({ code: 'custom', path: ['educationData', i, 'board'], message: 'Choose the board from the list' });
      }
    });
    for (const message of educationProblems(level, d.educationData)) {
      ctx.addIssue({ code: 'custom', path: ['educationData'], message });
    }
  })
  .transform((d) => {
    const compulsory = compulsoryExaminationsFor(d.programDetails.programLevel);
    // Compulsory qualifications are always recorded as passed.
    const educationData = d.educationData.map((e) =>
      compulsory.includes(e.examination) ? { ...e, isCompulsory: true, passedFailed: 'Passed' as const } : e,
    );
    if (d.programDetails.programLevel !== 'mba') {
      return { programDetails: d.programDetails, educationData };
    }
    return {
      ...d,
      educationData,
      entranceExams: d.entranceExams ?? {
        kmat: { selected: false, score: null },
        cmat: { selected: false, score: null },
        cat: { selected: false, score: null },
      },
    };
  });
export type EducationDetails = z.output<typeof educationDetailsInputSchema>;

export const educationDetailsSchema = z.object({
  programDetails: programDetailsSchema,
  educationData: z.array(
    z.object({
      examination: z.string(),
      passedFailed: z.enum(PASSED_FAILED),
      yearOfPass: z.number().nullable(),
      percentageMarks: z.number().nullable(),
      registrationNumber: z.string(),
      isCompulsory: z.boolean(),
      groupSubject: z.string().optional(),
      groupTrade: z.string().optional(),
      grades: gradesSchema.optional(),
      board: z.string().optional(),
    }),
  ),
  achievements: z.string().optional(),
  collegeName: z.string().optional(),
  entranceExams: z.record(z.enum(ENTRANCE_EXAMS), z.object({ selected: z.boolean(), score: z.number().nullable() })).optional(),
  // Optional marks the details view shows when present.
  english: z.number().nullable().optional(),
  physics: z.number().nullable().optional(),
  chemistry: z.number().nullable().optional(),
  maths: z.number().nullable().optional(),
});
