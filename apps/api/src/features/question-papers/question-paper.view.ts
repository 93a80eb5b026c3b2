import { DEPARTMENTS } from '@college/contracts/programmes';
import {
  formatFileSize,
  MONTHS,
  type FilterOptions,
  type Month,
  type QuestionPaper,
  type StaffQuestionPaper,
} from '@college/contracts/entities/question-paper';
import { buildPath } from '@college/contracts/endpoint';
import { downloadPaper } from '@college/contracts/endpoints/question-papers';
import type { PaperRow } from './question-paper.repository';

const monthName = (n: number): Month => MONTHS[n - 1] ?? 'January';
export const monthNumber = (m: Month): number => MONTHS.indexOf(m) + 1;

export function toPaper(row: PaperRow): QuestionPaper {
  return {
    id: row.id,
    department: row.department,
    subjectCode: row.subjectCode,
    subject: row.subject,
    type: row.type as QuestionPaper['type'],
    year: row.year,
    month: monthName(row.month),
    semester: row.semester,
    revisionYear: row.revisionYear,
    questionPaper: buildPath(downloadPaper.path, { id: row.id }),
    size: formatFileSize(row.sizeBytes),
  };
}

export function toStaffPaper(row: PaperRow): StaffQuestionPaper {
  return {
    ...toPaper(row),
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    downloads: row.downloads,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Filter options in the order people expect: known departments first, newest years first. */
export function toFilterOptions(values: {
  departments: string[];
  years: number[];
  months: number[];
  semesters: number[];
  revisionYears: number[];
}): FilterOptions {
  const known = DEPARTMENTS as readonly string[];
  const rank = (d: string) => (known.includes(d) ? known.indexOf(d) : known.length);
  return {
    departments: [...values.departments].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    years: [...values.years].sort((a, b) => b - a),
    months: [...values.months].sort((a, b) => a - b).map(monthName),
    semesters: [...values.semesters].sort((a, b) => a - b),
    revisionYears: [...values.revisionYears].sort((a, b) => b - a),
  };
}
