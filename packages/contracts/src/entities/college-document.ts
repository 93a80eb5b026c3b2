// The documents a college must publish year by year, kept by the content office as PDFs. A new
// version of a document for a year archives the one before; nothing is ever deleted, so the site
// shows what the college said, and when, for every year it has published. A content editor's
// upload waits for a publisher (an administrator), as a notice does; a publisher's is published at once.
import { z } from '../zod';
import { optionalText, requiredText } from '../rules/text';

/**
 * The documents, and who asks for each:
 * - prospectus and fee structure: the Directorate of Technical Education's admission prospectus
 *   for the year, and AICTE's Approval Process Handbook (fees to be published before admission).
 * - academic calendar: AICTE's academic calendar, as the State Board of Technical Education adopts it.
 * - mandatory disclosure: AICTE's Approval Process Handbook, Appendix on mandatory disclosure
 *   (to be on the institution's website, updated every year).
 * - NIRF data: the National Institutional Ranking Framework (Ministry of Education) asks every
 *   participating institution to publish the data it submitted.
 */
export const DOCUMENT_KINDS = ['prospectus', 'fee-structure', 'academic-calendar', 'mandatory-disclosure', 'nirf'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, { en: string; ml: string }> = {
  prospectus: { en: 'Prospectus', ml: 'പ്രോസ്പെക്ടസ്' },
  'fee-structure': { en: 'Fee structure', ml: 'ഫീസ് ഘടന' },
  'academic-calendar': { en: 'Academic calendar', ml: 'അക്കാദമിക് കലണ്ടർ' },
  'mandatory-disclosure': { en: 'Mandatory disclosure (AICTE)', ml: 'നിർബന്ധിത വെളിപ്പെടുത്തൽ (എഐസിടിഇ)' },
  nirf: { en: 'NIRF data', ml: 'എൻഐആർഎഫ് വിവരങ്ങൾ' },
};

/** An academic year as the college writes it: 2026-27. */
const ACADEMIC_YEAR = /^(\d{4})-(\d{2})$/;
function isAcademicYear(value: string): boolean {
  const m = ACADEMIC_YEAR.exec(value);
  if (!m) return false;
  const first = Number(m[1]);
  return first >= 2000 && first <= 2099 && Number(m[2]) === (first + 1) % 100;
}

/** What the office sends with the PDF. */
export const collegeDocumentInputSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose which document this is' }),
  academicYear: z
    .string({ error: 'Enter the academic year, like 2026-27' })
    .trim()
    .refine(isAcademicYear, 'Enter the academic year, like 2026-27'),
  /** What changed in this version, in English and Malayalam, for the reader; optional. */
  noteEn: optionalText(200),
  noteMl: optionalText(200),
});
export type CollegeDocumentInput = z.output<typeof collegeDocumentInputSchema>;

/** One version of a document, as the office and the public see it. */
export const collegeDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  academicYear: z.string(),
  /** 1 for the first upload for the year, then one more for each new version. */
  version: z.number().int(),
  /** The document's name, in the language asked for. */
  title: z.string(),
  /** What changed in this version, in the language asked for (the English where no Malayalam is given). */
  note: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** Null while the version waits for a publisher (a content editor's upload); the public never sees it then. */
  publishedAt: z.string().nullable(),
  /** When a newer version took its place (or it was withdrawn); null while it is the current one. */
  archivedAt: z.string().nullable(),
  /** When and why the office took this version back; the public list never has withdrawn versions. */
  withdrawnAt: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
  /** Where to read it. */
  url: z.string(),
});
export type CollegeDocument = z.infer<typeof collegeDocumentSchema>;

/** Why a version is taken back: said to the record, and to the office's list. */
export const documentWithdrawalSchema = z.object({
  reason: requiredText('Say why this version is withdrawn', 200),
});

export const DOCUMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
