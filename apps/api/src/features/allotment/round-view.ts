import { roundName, type AllotmentRow, type RoundSummary, type RoundView } from '@college/contracts/entities/allotment';
import type { AllotmentInput, AllotmentResult, Seat } from './engine';
import { closings, toSeat } from './explain';
import { fromProgrammeCode, programmeCode } from './matrix';
import type { RoundRow } from './allotment.repository';
import type { LeftOut } from './round-input';

// A stored round: the engine's whole input, its whole result, who was left out and why, and the
// seats of the round before it for comparing. Overrides are kept beside it, never mixed into it,
// so the engine's result can always be recomputed and its hash checked.

export type RoundResult = AllotmentResult & { leftOut: LeftOut[]; before: Record<string, Seat | null> };

export const inputOf = (row: RoundRow) => row.input as AllotmentInput;
export const resultOf = (row: RoundRow) => row.result as RoundResult;

/** The seats as they stand: the engine's, with the office's overrides over them. */
export function effectiveSeats(row: RoundRow): Record<string, Seat | null> {
  const seats = { ...resultOf(row).seats };
  for (const o of row.overrides)
    seats[o.applicationId] = o.seat ? { programme: programmeCode(o.seat.block, o.seat.branch), category: o.seat.category } : null;
  return seats;
}

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
    allotted: row.allotted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Every applicant of the round in rank order, with the seat before and now, and any override's reason. */
export function roundView(row: RoundRow, summary: RoundSummary): RoundView {
  const input = inputOf(row);
  const result = resultOf(row);
  const seats = effectiveSeats(row);
  const reasons = new Map(row.overrides.map((o) => [o.applicationId, o.reason]));
  const rows: AllotmentRow[] = [...input.applicants]
    .sort((a, b) => a.rank - b.rank)
    .map((a) => ({
      applicationId: a.id,
      rank: a.rank,
      category: a.category,
      seat: toSeat(seats[a.id]),
      before: toSeat(result.before[a.id]),
      override: reasons.get(a.id) ?? null,
    }));
  return {
    round: summary,
    closings: closings(input.programmes, result, input.applicants),
    conversions: result.conversions.map((c) => ({ ...fromProgrammeCode(c.programme), from: c.from, to: c.to, seats: c.seats })),
    rows,
  };
}
