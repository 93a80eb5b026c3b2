import type { z } from 'zod';
import { educationDetailsInputSchema, type EducationDetails } from '@college/contracts/entities/education-details';
import type { SslcGrades } from '@college/contracts/rules/index-mark';

// The education form's values as its cards show them, and back: one card per examination.

export type Row = {
  examination: string;
  passedFailed: 'Passed' | 'Failed';
  yearOfPass: string;
  percentageMarks: string;
  registrationNumber: string;
  group: string;
  isCompulsory: boolean;
  /** A Kerala SSLC's grades by paper, when the applicant gives them. */
  grades: SslcGrades;
  /** The board of an SSLC-level or +2-level row; empty when not said. */
  board: string;
};
export type Exams = Record<'kmat' | 'cmat' | 'cat', { selected: boolean; score: string }>;

export const newRow = (examination: string, isCompulsory: boolean): Row => ({
  examination,
  passedFailed: 'Passed',
  yearOfPass: '',
  percentageMarks: '',
  registrationNumber: '',
  group: '',
  isCompulsory,
  grades: {},
  board: '',
});
export const NO_EXAMS: Exams = {
  kmat: { selected: false, score: '' },
  cmat: { selected: false, score: '' },
  cat: { selected: false, score: '' },
};

export type Values = z.input<typeof educationDetailsInputSchema>;
type Entry = Values['educationData'][number];

const text = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** An entry of the form's values as its card shows it. */
export function toRow(e: Entry, mba: boolean): Row {
  return {
    examination: e.examination,
    passedFailed: e.passedFailed ?? 'Passed',
    yearOfPass: text(e.yearOfPass),
    percentageMarks: text(e.percentageMarks),
    registrationNumber: e.registrationNumber ?? '',
    group: (mba ? e.groupSubject : e.groupTrade) ?? '',
    isCompulsory: e.isCompulsory ?? false,
    grades: e.grades ?? {},
    board: e.board ?? '',
  };
}

export function toEntry(r: Row, mba: boolean): Entry {
  return {
    examination: r.examination,
    passedFailed: r.isCompulsory ? 'Passed' : r.passedFailed,
    yearOfPass: r.yearOfPass,
    percentageMarks: r.percentageMarks,
    registrationNumber: r.registrationNumber,
    isCompulsory: r.isCompulsory,
    ...(mba ? { groupSubject: r.group } : { groupTrade: r.group }),
    ...(Object.keys(r.grades).length > 0 ? { grades: r.grades } : {}),
    ...(r.board ? { board: r.board } : {}),
  };
}

/** Saved details as the form holds them; scores as typed text. */
export function toValues(saved: EducationDetails): Values {
  // A diploma's saved details carry no college, achievements or exams.
  const mbaOnly = 'entranceExams' in saved ? saved : undefined;
  const exams = mbaOnly?.entranceExams;
  return {
    programDetails: saved.programDetails,
    educationData: saved.educationData,
    collegeName: mbaOnly?.collegeName ?? '',
    achievements: mbaOnly?.achievements ?? '',
    entranceExams: exams
      ? {
          kmat: { selected: exams.kmat.selected, score: text(exams.kmat.score) },
          cmat: { selected: exams.cmat.selected, score: text(exams.cmat.score) },
          cat: { selected: exams.cat.selected, score: text(exams.cat.score) },
        }
      : NO_EXAMS,
  };
}
