// The special reservations of the Kerala polytechnic admission that follow from the applicant's
// education, as data with their source. The allotment's seat blocks read the share; the application
// reads which apply from the qualifications entered (the board of the SSLC or +2 row, or an ITI or
// KGCE row passed). A new prospectus is a new version here, not a change of code.

export const SPECIAL_QUOTA_RULES = {
  version: '2026-1',
  source:
    'DTE Kerala polytechnic prospectus, Reservation of seats: 10% of the seats of the engineering branches (Stream I) for THSLC holders, ' +
    '5% of the seats of every programme for ITI/KGCE certificate holders ranked as one block on their SSLC, 2% for VHSE holders in the ' +
    'branches of their trade (as summarised by ssmpoly.ac.in/ADMISSIONPROCEDURE.html and New Indian Express, 12 June 2023)',
  /** The boards an SSLC-level and a +2-level row may name. */
  boards: {
    'SSLC/THSLC/CBSE': ['Kerala SSLC', 'THSLC', 'CBSE', 'ICSE', 'Other'],
    '+2/VHSE': ['Kerala HSE', 'VHSE', 'CBSE', 'ISC', 'Other'],
  },
  quotas: [
    { code: 'THSLC', label: 'THSLC holders', sharePercent: 10, examination: 'SSLC/THSLC/CBSE', board: 'THSLC' },
    { code: 'ITI/KGCE', label: 'ITI or KGCE certificate holders', sharePercent: 5, examination: ['ITI', 'KGCE'], board: null },
    { code: 'VHSE', label: 'VHSE holders', sharePercent: 2, examination: '+2/VHSE', board: 'VHSE' },
  ],
} as const;

export type SpecialQuotaCode = (typeof SPECIAL_QUOTA_RULES.quotas)[number]['code'];
export const SPECIAL_QUOTA_CODES = SPECIAL_QUOTA_RULES.quotas.map((q) => q.code) as [SpecialQuotaCode, ...SpecialQuotaCode[]];

type Qualification = { examination: string; passedFailed: string; board?: string | undefined };

/** The boards a row of this examination may name; none for rows that have no board to choose. */
export function boardsFor(examination: string): readonly string[] {
  const boards: Record<string, readonly string[]> = SPECIAL_QUOTA_RULES.boards;
  // Its own keys only: "constructor", typed as an examination, is not one.
  return (Object.hasOwn(boards, examination) ? boards[examination] : undefined) ?? [];
}

/** The special quotas the qualifications entered make the applicant eligible for: passed rows only. */
export function specialQuotas(rows: readonly Qualification[]): SpecialQuotaCode[] {
  const passed = rows.filter((r) => r.passedFailed === 'Passed');
  return SPECIAL_QUOTA_RULES.quotas
    .filter((q) =>
      passed.some((r) =>
        typeof q.examination === 'string'
          ? r.examination === q.examination && r.board === q.board
          : (q.examination as readonly string[]).includes(r.examination),
      ),
    )
    .map((q) => q.code);
}
