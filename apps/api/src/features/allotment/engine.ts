import type { Applicant, Programme, Seat } from './choice';
import { convert, type Conversion, type ConversionRule } from './conversions';
import { hashOf } from './hash';
import { deferredAcceptance, prepare } from './proposals';

// The seat allotment: applicant-proposing deferred acceptance over each programme's seat categories,
// a pure function of its inputs (no database, no clock, no randomness), so a published round can be
// recomputed by anyone from its inputs and gives the same result and the same hash.
//
// Each programme chooses among the applicants who propose to it by merit, open seats first, then
// each reserved category, with minimum guarantees for persons with disabilities (choice.ts); the
// proposals are made one at a time, fast (proposals.ts). Seats left empty in a reserved category
// move by the conversion rules (data), along a chain of them if need be, to a category someone
// eligible waits for, and the allotment runs again, until nothing moves; each move is recorded with
// its rule (conversions.ts).

export { choose, eligibleFor, type Applicant, type Programme, type Seat, type SeatCategory } from './choice';
export { optionsOf } from './proposals';

const ENGINE_VERSION = 'da-2smg-2';

export type AllotmentInput = {
  programmes: readonly Programme[];
  applicants: readonly Applicant[];
  conversions: readonly ConversionRule[];
};

export type AllotmentResult = {
  /** Applicant id to the seat they hold, or null. */
  seats: Record<string, Seat | null>;
  /** Each seat category's capacity after conversions: programme code to category code to seats. */
  capacities: Record<string, Record<string, number>>;
  conversions: Conversion[];
  passes: number;
  engine: typeof ENGINE_VERSION;
  /** SHA-256 of the inputs, the engine version and the seats: anyone who recomputes the round gets it too. */
  hash: string;
};

/**
 * The programmes of a later round: the seats of each category as the round before left them after
 * its conversions, so a seat converted and given stays where it was given.
 */
export function carriedOver(programmes: readonly Programme[], capacities: AllotmentResult['capacities']): Programme[] {
  return programmes.map((p) => ({
    ...p,
    categories: p.categories.map((c) => ({ ...c, seats: capacities[p.code]?.[c.code] ?? c.seats })),
  }));
}

/** Runs the allotment, converting empty reserved seats by the rules until nothing more moves. */
export function allot(input: AllotmentInput): AllotmentResult {
  const programmes = new Map(input.programmes.map((p) => [p.code, p]));
  const capacities: Record<string, Record<string, number>> = Object.fromEntries(
    input.programmes.map((p) => [p.code, Object.fromEntries(p.categories.map((c) => [c.code, c.seats]))]),
  );
  const conversions: Conversion[] = [];
  const prepared = prepare(programmes, capacities, input.applicants);
  // Each pass can only move seats along a rule, and rules are finite: a chain of N categories ends in N passes.
  const maxPasses = input.programmes.reduce((n, p) => n + p.categories.length, 1) + 1;
  let pass = 0;
  for (;;) {
    pass++;
    const { seatOf, waitingFor } = deferredAcceptance(prepared);
    const moves = convert(input.programmes, input.conversions, capacities, seatOf, waitingFor, pass);
    conversions.push(...moves);
    if (moves.length === 0 || pass >= maxPasses) {
      const seats: Record<string, Seat | null> = {};
      for (const a of input.applicants) seats[a.id] = seatOf.get(a.id) ?? null;
      const hash = hashOf({ engine: ENGINE_VERSION, input, seats });
      return { seats, capacities, conversions, passes: pass, engine: ENGINE_VERSION, hash };
    }
  }
}
