/**
 * The index mark of a Kerala SSLC (or THSLC) by its grades, for the diploma's Stream I, held as data
 * with its source and version: a new prospectus changes the table, not the arithmetic.
 *
 * Source: DTE Kerala polytechnic prospectus, "Selection of Candidates" (as published by Central
 * Polytechnic College, cptc.in/selection-procedure): each grade is a point on the 9-point absolute
 * scale (A+ 9, A 8, B+ 7, B 6, C+ 5, C 4, D+ 3); the Weighted Grade Value is the points of Physics,
 * Chemistry and Mathematics; WGPA = (total points + 2 x weighted points) / (papers + 2 x weighted
 * papers). Ties are broken by AWGV, the weighted points over the weighted papers. The district
 * bonus and the second-chance penalty are applied at ranking, not here.
 */
export const INDEX_MARK_RULES = {
  version: '2026-1',
  source: 'DTE Kerala polytechnic prospectus, Selection of Candidates (cptc.in/selection-procedure)',
  gradePoints: { 'A+': 9, A: 8, 'B+': 7, B: 6, 'C+': 5, C: 4, 'D+': 3 },
  /** The papers of the Kerala SSLC, in the order of its mark list. */
  papers: [
    'First Language Paper I',
    'First Language Paper II',
    'English',
    'Hindi',
    'Social Science',
    'Physics',
    'Chemistry',
    'Biology',
    'Mathematics',
    'Information Technology',
  ],
  weightedPapers: ['Physics', 'Chemistry', 'Mathematics'],
  weight: 2,
  /**
   * A board that gives a percentage, not grades (CBSE, ICSE, others): the prospectus converts its
   * marks to the Kerala grades; with one overall percentage, every paper takes the grade of its band
   * on the SSLC's nine-point scale (A+ 90 and above, A 80, B+ 70, B 60, C+ 50, C 40, D+ 30).
   */
  percentBands: [
    { from: 90, grade: 'A+' },
    { from: 80, grade: 'A' },
    { from: 70, grade: 'B+' },
    { from: 60, grade: 'B' },
    { from: 50, grade: 'C+' },
    { from: 40, grade: 'C' },
    { from: 30, grade: 'D+' },
  ],
} as const;

export type Grade = keyof typeof INDEX_MARK_RULES.gradePoints;
export const GRADES = Object.keys(INDEX_MARK_RULES.gradePoints) as [Grade, ...Grade[]];
export type SslcPaper = (typeof INDEX_MARK_RULES.papers)[number];
export const SSLC_PAPERS = INDEX_MARK_RULES.papers;

/** Grades of some or all papers. */
export type SslcGrades = Partial<Record<SslcPaper, Grade>>;

export type IndexMark = {
  /** Weighted grade point average, to four places: the index before bonus and penalty. */
  wgpa: number;
  /** For ties: the weighted papers' average points, to four places. */
  awgv: number;
  version: string;
};

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The index mark of a full set of grades; null while any paper's grade is missing. */
export function indexMark(grades: SslcGrades): IndexMark | null {
  const rules = INDEX_MARK_RULES;
  const points = rules.papers.map((paper) => grades[paper]);
  if (points.some((g) => g === undefined)) return null;
  const total = points.reduce((sum, g) => sum + rules.gradePoints[g as Grade], 0);
  const weighted = rules.weightedPapers.reduce((sum, paper) => sum + rules.gradePoints[grades[paper] as Grade], 0);
  const n = rules.papers.length;
  const w = rules.weightedPapers.length;
  return {
    wgpa: round4((total + rules.weight * weighted) / (n + rules.weight * w)),
    awgv: round4(weighted / w),
    version: rules.version,
  };
}

/** The index mark of a board's overall percentage, every paper at its band's grade; null below the lowest band or without one. */
export function indexMarkFromPercent(percent: number | null): IndexMark | null {
  const band = percent === null ? undefined : INDEX_MARK_RULES.percentBands.find((b) => percent >= b.from);
  if (!band) return null;
  const points = INDEX_MARK_RULES.gradePoints[band.grade];
  return { wgpa: points, awgv: points, version: INDEX_MARK_RULES.version };
}
