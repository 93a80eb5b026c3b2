import { roundName, type AllotmentRow, type RoundSummary, type RoundView } from '@college/contracts/entities/allotment';
import { CONVERSION_POLICY, CONVERSIONS, type ConversionPolicyRule } from '@college/contracts/rules/seat-matrix';
import type { AllotmentInput, AllotmentResult, Seat } from './engine';
import { toSeat } from './explain';
import { fromProgrammeCode, programmeCode } from './matrix';
import type { RoundRow } from './allotment.repository';
import { roundFigures, type ByOffice, type FinalList, type RoundFigures } from './round-figures';
import type { LeftOut } from './round-input';
import { checkRound } from './round-check';

// A stored round: the engine's whole input, its whole result, who was left out and why, and the
// seats of the round before it for comparing. Overrides are kept beside it, never mixed into it,
// so the engine's result can always be recomputed and its hash checked.

export type RoundResult = AllotmentResult & {
  leftOut: LeftOut[];
  before: Record<string, Seat | null>;
  /** Supernumerary seats kept from the round before, to their order (absent in rounds stored before there were any). */
  supernumerary?: Record<string, string>;
  /** The conversion policy's rules in force and the office's choice (absent in rounds stored before there was one). */
  release?: { policyVersion: string; toStateMerit: boolean; rules: ConversionPolicyRule[] };
  /** Seats joined at the desk and out of the rounds since, to their students (absent in rounds stored before). */
  joined?: Record<string, Seat>;
};

/**
 * The round's conversion policy as published: what it stored, or, for a round stored before the
 * policy was kept with it, the rules as they stood then (every rule, from the trial on).
 */
function releaseOf(result: RoundResult): NonNullable<RoundResult['release']> {
  if (result.release) return result.release;
  const rules = CONVERSION_POLICY.rules.filter((r) => CONVERSIONS.some((c) => c.from === r.from && c.to === r.to));
  return { policyVersion: 'before 2026-1', toStateMerit: true, rules };
}

function releaseNote(toStateMerit: boolean, kind: RoundRow['kind']): string {
  if (kind === 'spot') return 'Spot round: reserved seats nobody of their category takes are released to State Merit.';
  return toStateMerit
    ? 'The office released reserved seats nobody of their category takes to State Merit in this round.'
    : 'The office kept reserved seats for their categories in this round: none was released to State Merit; SEBC groups and SC/ST still share theirs.';
}

export const inputOf = (row: RoundRow) => row.input as AllotmentInput;
export const resultOf = (row: RoundRow) => row.result as RoundResult;

/** The seats as they stand: the engine's, with the office's overrides over them. */
export function effectiveSeats(row: RoundRow): Record<string, Seat | null> {
  const seats = { ...resultOf(row).seats };
  for (const o of row.overrides)
    seats[o.applicationId] = o.seat ? { programme: programmeCode(o.seat.block, o.seat.branch), category: o.seat.category } : null;
  return seats;
}

/** The round as it stands: the engine's input and seats, with the office's seats over them. */
export function finalListOf(row: RoundRow): FinalList {
  const input = inputOf(row);
  // A seat kept over the matrix stays so, unless the office sets that applicant's seat again here.
  const supernumerary = new Map(Object.entries(resultOf(row).supernumerary ?? {}));
  for (const o of row.overrides) {
    if (o.supernumerary) supernumerary.set(o.applicationId, o.supernumeraryReason);
    else supernumerary.delete(o.applicationId);
  }
  return {
    programmes: input.programmes,
    capacities: resultOf(row).capacities,
    applicants: input.applicants,
    seats: effectiveSeats(row),
    byOffice: new Map<string, ByOffice>(row.overrides.map((o) => [o.applicationId, { reason: o.reason }])),
    supernumerary,
  };
}

/** Every figure of the round, from its final list. */
export const figuresOf = (row: RoundRow): RoundFigures => roundFigures(finalListOf(row));

export function roundSummary(row: RoundRow, matrixVersion: number, meritListVersion: number): RoundSummary {
  return {
    id: row.id,
    intake: row.intake,
    kind: row.kind,
    number: row.number,
    name: roundName(row.kind, row.number),
    status: row.status,
    deadline: row.deadline,
    engine: row.engine,
    hash: row.hash,
    matrixVersion,
    meritListVersion,
    applicants: row.applicants,
    allotted: figuresOf(row).allotted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Every applicant of the round in rank order, with the seat before and now, and any override's reason. */
export function roundView(row: RoundRow, summary: RoundSummary): RoundView {
  const final = finalListOf(row);
  const result = resultOf(row);
  const release = releaseOf(result);
  const rows: AllotmentRow[] = [...final.applicants]
    .sort((a, b) => a.rank - b.rank)
    .map((a) => ({
      applicationId: a.id,
      rank: a.rank,
      category: a.category,
      kinds: [...a.kinds],
      options: a.options.map(fromProgrammeCode),
      seat: toSeat(final.seats[a.id]),
      before: toSeat(result.before[a.id]),
      override: final.byOffice.get(a.id)?.reason ?? null,
      supernumerary: final.supernumerary.get(a.id) ?? null,
    }));
  return {
    round: summary,
    check: checkRound(final, inputOf(row).conversions),
    closings: roundFigures(final).closings,
    conversions: result.conversions.map((c) => {
      const rule = release.rules.find((r) => r.from === c.from && r.to === c.to);
      return {
        ...fromProgrammeCode(c.programme),
        from: c.from,
        to: c.to,
        seats: c.seats,
        reason: rule?.reason ?? `Unclaimed ${c.from} seats to ${c.to}`,
        source: rule?.source ?? CONVERSION_POLICY.source,
      };
    }),
    release: {
      policyVersion: release.policyVersion,
      toStateMerit: release.toStateMerit,
      note: releaseNote(release.toStateMerit, row.kind),
    },
    rows,
  };
}
