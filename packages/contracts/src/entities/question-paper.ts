import { z } from '../zod';
import { text } from '../rules/text';
import { MAX_LIST_PAGE, QP_MAX_PAGE_SIZE, QP_PAGE_SIZE } from '../constants';
import { searchParam } from '../rules/list-query';

export const QP_TYPES = ['previous-paper', 'answer-key'] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

const MAX_SEMESTER = 6;

export const questionPaperSchema = z.object({
  id: z.string(),
  department: z.string(),
  subjectCode: z.string(),
  subject: z.string(),
  type: z.enum(QP_TYPES),
  year: z.number().int(),
  month: z.enum(MONTHS),
  semester: z.number().int(),
  revisionYear: z.number().int(),
  /** Link the Download button opens. */
  questionPaper: z.string(),
  /** Human-readable file size, e.g. "245 KB". */
  size: z.string().optional(),
});
export type QuestionPaper = z.infer<typeof questionPaperSchema>;

export const filterOptionsSchema = z.object({
  departments: z.array(z.string()),
  years: z.array(z.number().int()),
  months: z.array(z.enum(MONTHS)),
  semesters: z.array(z.number().int()),
  revisionYears: z.array(z.number().int()),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const intParam = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const optionalInt = (min: number, max: number, message: string) => z.preprocess(blankToUndefined, intParam(min, max, message).optional());

/** Query of the archive search. Empty strings mean "any" so a cleared filter is simply omitted. */
export const questionPaperQuerySchema = z.object({
  department: z.preprocess(blankToUndefined, text().trim().max(100).optional()),
  year: optionalInt(1950, 2100, 'Year must be a valid year'),
  month: z.preprocess(blankToUndefined, z.enum(MONTHS, { error: 'Month must be a month name' }).optional()),
  semester: optionalInt(1, MAX_SEMESTER, `Semester must be 1 to ${MAX_SEMESTER}`),
  type: z.preprocess(blankToUndefined, z.enum(QP_TYPES, { error: 'Type must be previous-paper or answer-key' }).optional()),
  revisionYear: optionalInt(1950, 2100, 'Revision year must be a valid year'),
  q: z.preprocess(blankToUndefined, searchParam),
  page: intParam(1, MAX_LIST_PAGE, 'Page must be a positive whole number').default(1),
  // Larger pages are capped rather than refused.
  limit: intParam(1, 100_000, 'Limit must be a positive whole number')
    .transform((n) => Math.min(n, QP_MAX_PAGE_SIZE))
    .default(QP_PAGE_SIZE),
});

export const REVISION_YEARS = [2021, 2015, 2010] as const;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const currentYear = () => new Date().getUTCFullYear();

/** A paper's details as staff enter them on upload or edit. */
export const questionPaperMetaSchema = z.object({
  department: text({ error: 'Department is required' }).trim().min(1, 'Department is required').max(100),
  subjectCode: text({ error: 'Subject code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,12}$/, 'Subject code must be 2 to 12 letters or digits'),
  subject: text({ error: 'Subject is required' }).trim().min(2, 'Subject is required').max(150),
  type: z.enum(QP_TYPES, { error: 'Type must be previous-paper or answer-key' }),
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int()
    .min(1990, 'Year must be 1990 or later')
    .refine((y) => y <= currentYear(), 'Year cannot be in the future'),
  month: z.enum(MONTHS, { error: 'Month must be a month name' }),
  semester: z.coerce
    .number({ error: 'Semester must be 1 to 6' })
    .int()
    .min(1, 'Semester must be 1 to 6')
    .max(MAX_SEMESTER, 'Semester must be 1 to 6'),
  revisionYear: z.coerce.number({ error: 'Revision year is required' }).int().min(1990).max(2100),
});
export type QuestionPaperMeta = z.output<typeof questionPaperMetaSchema>;

/** A paper as the staff pages list it: the public fields plus bookkeeping. */
export const staffQuestionPaperSchema = questionPaperSchema.extend({
  originalName: z.string(),
  sizeBytes: z.number().int(),
  downloads: z.number().int(),
  updatedAt: z.string(),
});
export type StaffQuestionPaper = z.infer<typeof staffQuestionPaperSchema>;

/** "245 KB", "1.2 MB": the size shown beside an answer key. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
