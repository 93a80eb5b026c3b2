import { roundName, type AllotmentRow, type RoundSummary, type RoundView } from '@college/contracts/entities/allotment';
import type { AllotmentInput, AllotmentResult, Seat } from './engine';
import { toSeat } from './explain';
import { fromProgrammeCode, programmeCode } from './matrix';
import type { RoundRow } from './allotment.repository';
import { roundFigures, type ByOffice, type FinalList, type RoundFigures } from './round-figures';
import type { LeftOut } from './round-input';

// A stored round: the engine's whole input, its whole result, who was left out and why, and the
// seats of the round before it for comparing. Overrides are kept beside it, never mixed into it,
// so the engine's result can always be recomputed and its hash checked.

export type RoundResult = AllotmentResult & {
  leftOut: LeftOut[];
  before: Record<string, Seat | null>;
  /** Supernumerary seats kept from the round before, to their order (absent in rounds stored before there were any). */
  supernumerary?: Record<string, string>;
  /** Seats joined at the desk and out of the rounds since, to their students (absent in rounds stored before). */
  joined?: Record<string, Seat>;
};

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
  const rows: AllotmentRow[] = [...final.applicants]
    .sort((a, b) => a.rank - b.rank)
    .map((a) => ({
      applicationId: a.id,
      rank: a.rank,
      category: a.category,
      seat: toSeat(final.seats[a.id]),
      before: toSeat(result.before[a.id]),
      override: final.byOffice.get(a.id)?.reason ?? null,
      supernumerary: final.supernumerary.get(a.id) ?? null,
    }));
  return {
    round: summary,
    closings: roundFigures(final).closings,
    conversions: result.conversions.map((c) => ({ ...fromProgrammeCode(c.programme), from: c.from, to: c.to, seats: c.seats })),
    rows,
  };
}
