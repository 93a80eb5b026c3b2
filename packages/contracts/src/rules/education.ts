import type { ProgramLevel } from '../programmes';
import { isBlank } from './text';

const SSLC = 'SSLC/THSLC/CBSE';
const PLUS_TWO = '+2/VHSE';
const DEGREE = 'Degree';

const MBA_COMPULSORY = [SSLC, PLUS_TWO, DEGREE] as const;
const MBA_ADDITIONAL = ['ITI', 'KGCE', 'Diploma', 'Post Graduate'] as const;
const DIPLOMA_COMPULSORY = [SSLC] as const;
const DIPLOMA_ADDITIONAL = [PLUS_TWO, 'ITI', 'KGCE', 'Diploma', DEGREE] as const;

const NO_EDUCATION_MESSAGE = 'Please fill in your education details.';
const DIPLOMA_SSLC_MESSAGE = 'SSLC/THSLC/CBSE details are mandatory. Please fill in Year of Pass, Percentage, and Registration Number.';

function mbaMissingMessage(missing: readonly string[]): string {
  return `MBA programs require SSLC/THSLC/CBSE, +2/VHSE, and Degree qualifications. Missing: ${missing.join(', ')}.`;
}

function incompleteMessage(exam: string, fields: readonly string[]): string {
  return `${exam} details are incomplete. Please fill in: ${fields.join(', ')}.`;
}

/** The examinations an applicant may list for a programme level, compulsory ones first. */
export function examinationsFor(level: ProgramLevel): readonly string[] {
  return level === 'mba' ? [...MBA_COMPULSORY, ...MBA_ADDITIONAL] : [...DIPLOMA_COMPULSORY, ...DIPLOMA_ADDITIONAL];
}

export function compulsoryExaminationsFor(level: ProgramLevel): readonly string[] {
  return level === 'mba' ? MBA_COMPULSORY : DIPLOMA_COMPULSORY;
}

/** The fields of an education entry that completeness looks at. */
export type EducationEntryLike = {
  examination: string;
  yearOfPass?: unknown;
  percentageMarks?: unknown;
  registrationNumber?: unknown;
  groupSubject?: unknown;
  isCompulsory?: boolean;
};

function missingFields(entry: EducationEntryLike, needsGroup: boolean): string[] {
  const missing: string[] = [];
  if (isBlank(entry.yearOfPass)) missing.push('Year of Pass');
  if (isBlank(entry.percentageMarks)) missing.push('Percentage');
  if (isBlank(entry.registrationNumber)) missing.push('Registration Number');
  if (needsGroup && isBlank(entry.groupSubject)) missing.push('Group/Subject');
  return missing;
}

/**
 * Every completeness problem of an education list for a programme level, with the spec's exact
 * messages; empty when the list is complete.
 */
export function educationProblems(level: ProgramLevel, entries: readonly EducationEntryLike[]): string[] {
  if (entries.length === 0) return [NO_EDUCATION_MESSAGE];

  if (level === 'mba') {
    const problems: string[] = [];
    const missing = MBA_COMPULSORY.filter((exam) => !entries.some((e) => e.examination === exam));
    if (missing.length > 0) problems.push(mbaMissingMessage(missing));
    for (const exam of MBA_COMPULSORY) {
      const entry = entries.find((e) => e.examination === exam);
      if (!entry) continue;
      const fields = missingFields(entry, exam !== SSLC);
      if (fields.length > 0) problems.push(incompleteMessage(exam, fields));
    }
    return problems;
  }

  const sslc = entries.find((e) => e.examination === SSLC) ?? entries.find((e) => e.isCompulsory);
  if (!sslc || missingFields(sslc, false).length > 0) return [DIPLOMA_SSLC_MESSAGE];
  return [];
}
