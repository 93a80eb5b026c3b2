import { createHash } from 'node:crypto';
import type { EducationDetails } from '@college/contracts/entities/education-details';
import { bestEntranceScore, meritScore, type MeritEntry, type MeritFormula } from '@college/contracts/entities/merit';
import { indexMark, indexMarkFromPercent, type IndexMark } from '@college/contracts/rules/index-mark';

export type Candidate = { id: string; fullName: string | null; dob: string | null; educationDetails: EducationDetails | null };

const percentOf = (e: EducationDetails | null, examination: string): number | null =>
  e?.educationData.find((x) => x.examination === examination)?.percentageMarks ?? null;

/** The index mark of the examination's row: from its grades, or from a board's percentage by the prospectus's bands. */
function indexOf(e: EducationDetails | null, examination: string): IndexMark | null {
  const row = e?.educationData.find((x) => x.examination === examination);
  if (!row) return null;
  return (row.grades ? indexMark(row.grades) : null) ?? indexMarkFromPercent(row.percentageMarks);
}

/** Higher first; a missing value after any present one. */
const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

/**
 * The ranked list: by score, then each tie-break percentage, then the older applicant (earlier date
 * of birth), then the application number so that the order never depends on how rows came back.
 * Equal on everything but the number, two applicants share a rank.
 */
export function rank(formula: MeritFormula, candidates: Candidate[]): MeritEntry[] {
  const byIndex = formula.basis === 'index-mark';
  const rows = candidates.map((c) => {
    const examinationPercent = percentOf(c.educationDetails, formula.examination) ?? 0;
    const entranceScore = bestEntranceScore(
      c.educationDetails && 'entranceExams' in c.educationDetails ? c.educationDetails.entranceExams : undefined,
    );
    // By the index mark, the score is the WGPA (no grades and no percentage: 0) and AWGV breaks its ties first.
    const index = byIndex ? indexOf(c.educationDetails, formula.examination) : null;
    return {
      applicationId: c.id,
      name: c.fullName ?? '',
      dob: c.dob ?? '',
      examinationPercent,
      entranceScore,
      score: byIndex ? (index?.wgpa ?? 0) : meritScore(formula, examinationPercent, entranceScore),
      tieBreakPercents: formula.tieBreaks.map((t) => percentOf(c.educationDetails, t)),
      ...(byIndex ? { awgv: index?.awgv ?? null } : {}),
    };
  });
  const compareMerit = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const byScore = b.score - a.score;
    if (byScore !== 0) return byScore;
    const byAwgv = desc(a.awgv ?? null, b.awgv ?? null);
    if (byAwgv !== 0) return byAwgv;
    for (let i = 0; i < a.tieBreakPercents.length; i++) {
      const byTie = desc(a.tieBreakPercents[i] ?? null, b.tieBreakPercents[i] ?? null);
      if (byTie !== 0) return byTie;
    }
    return a.dob < b.dob ? -1 : a.dob > b.dob ? 1 : 0;
  };
  rows.sort((a, b) => compareMerit(a, b) || (a.applicationId < b.applicationId ? -1 : 1));
  const entries: MeritEntry[] = [];
  rows.forEach((r, i) => {
    const previous = entries[i - 1];
    const shared = previous && i > 0 && compareMerit(rows[i - 1] ?? r, r) === 0;
    entries.push({ rank: shared ? previous.rank : i + 1, ...r });
  });
  return entries;
}

/** JSON with keys in a fixed order at every level, so the same list always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The list's fingerprint: anyone holding the inputs can recompute it. */
export function meritHash(input: { intake: string; formula: MeritFormula; formulaVersion: number; entries: MeritEntry[] }): string {
  return createHash('sha256').update(canonical(input)).digest('hex');
}
