import { describe, expect, it } from 'vitest';
import { meritFormulaSchema, type MeritFormula } from '@college/contracts/entities/merit';
import type { EducationDetails } from '@college/contracts/entities/education-details';
import { SSLC_PAPERS, type Grade, type SslcGrades } from '@college/contracts/rules/index-mark';
import { rank, type Candidate } from './ranking';

const SSLC = 'SSLC/THSLC/CBSE';
const byIndex: MeritFormula = { basis: 'index-mark', examination: SSLC, entranceWeight: 0, tieBreaks: [] };

/** Every paper at `grade`, with Physics, Chemistry and Mathematics at `weighted`. */
function grades(grade: Grade, weighted: Grade): SslcGrades {
  return Object.fromEntries(SSLC_PAPERS.map((p) => [p, ['Physics', 'Chemistry', 'Mathematics'].includes(p) ? weighted : grade]));
}

function candidate(id: string, dob: string, sslc: { grades?: SslcGrades; percent?: number }): Candidate {
  const details = {
    programDetails: { programLevel: 'Diploma' },
    educationData: [
      {
        examination: SSLC,
        passedFailed: 'Passed',
        yearOfPass: 2025,
        percentageMarks: sslc.percent ?? null,
        registrationNumber: 'R1',
        isCompulsory: true,
        ...(sslc.grades ? { grades: sslc.grades } : {}),
      },
    ],
  } as unknown as EducationDetails;
  return { id, fullName: id, dob, educationDetails: details };
}

describe('ranking by the SSLC index mark', () => {
  it('when ranked, then by WGPA, equal WGPA by AWGV, then the older first; a percentage board by its band', () => {
    // a: all A+ = 9. b: A everywhere but A+ in the three weighted: (7x8 + 3x9 + 2x27)/16 = 137/16 = 8.5625, AWGV 9.
    // c: A+ everywhere but A in the weighted: (7x9 + 3x8 + 2x24)/16 = 135/16 = 8.4375, AWGV 8.
    // d: CBSE 91% = A+ on every paper = 9, AWGV 9, born before a: ties with a and ranks first.
    // e: CBSE 85% = A = 8.
    const entries = rank(byIndex, [
      candidate('a', '2009-05-01', { grades: grades('A+', 'A+') }),
      candidate('b', '2009-01-01', { grades: grades('A', 'A+') }),
      candidate('c', '2009-01-01', { grades: grades('A+', 'A') }),
      candidate('d', '2008-12-01', { percent: 91 }),
      candidate('e', '2008-01-01', { percent: 85 }),
    ]);
    expect(entries.map((e) => [e.rank, e.applicationId, e.score, e.awgv])).toEqual([
      [1, 'd', 9, 9],
      [2, 'a', 9, 9],
      [3, 'b', 8.5625, 9],
      [4, 'c', 8.4375, 8],
      [5, 'e', 8, 8],
    ]);
  });

  it('when the same WGPA comes with different AWGV, then the higher AWGV ranks first whatever the age', () => {
    // WGPA = (seven others + 3 x weighted) / 16. x: A (8) everywhere: (56 + 72) / 16 = 8, AWGV 8.
    // y: A+ (9) weighted, B+ (7) on five others and B (6) on two: (35 + 12 + 81) / 16 = 8, AWGV 9.
    const x = candidate('x', '2008-01-01', { grades: grades('A', 'A') });
    const y = candidate('y', '2010-01-01', { grades: { ...grades('B+', 'A+'), Hindi: 'B', 'Social Science': 'B' } });
    expect(rank(byIndex, [x, y]).map((e) => [e.rank, e.applicationId, e.score, e.awgv])).toEqual([
      [1, 'y', 8, 9],
      [2, 'x', 8, 8],
    ]);
  });

  it('when the formula asks for the index mark of another examination or with an entrance share, then it is refused', () => {
    const wrong = meritFormulaSchema.safeParse({ basis: 'index-mark', examination: 'Degree', entranceWeight: 0.5, tieBreaks: [] });
    expect(wrong.success ? [] : wrong.error.issues.map((x) => x.message)).toEqual([
      `The index mark is made from the SSLC grades: rank by ${SSLC}`,
      'The index mark takes no entrance share: enter 0',
    ]);
    expect(meritFormulaSchema.parse({ examination: SSLC, entranceWeight: 0, tieBreaks: [] }).basis).toBe('percentage');
  });
});
