import type { Closing } from '@college/contracts/entities/allotment';
import type { AllotmentResult, Applicant, Programme, Seat } from './engine';
import { explain, type Explanation } from './explain';
import { fromProgrammeCode } from './matrix';

// Every figure of a round comes from its final list here, and only here: the engine's seats with
// the office's seats over them. The seats table, the notice-board PDF, the files, the summary's
// count and each applicant's explanation all read these, so none of them can say a seat is where
// the list does not put it.

/** A seat the office set (or withdrew) over the engine's, with the reason published with it. */
export type ByOffice = { reason: string };

/** A round as it stands: who is in it, the seats each category has, and where each applicant sits. */
export type FinalList = {
  programmes: readonly Programme[];
  /** Seats of each category of each programme after conversions. */
  capacities: AllotmentResult['capacities'];
  applicants: readonly Applicant[];
  /** Applicant id to the seat held in the final list, or null. */
  seats: Readonly<Record<string, Seat | null>>;
  /** Applicants whose seat the office set or withdrew. */
  byOffice: ReadonlyMap<string, ByOffice>;
  /**
   * Applicants whose seat is over and above the matrix, to the order that puts it there: set so
   * by the office in this round, or kept from the round before.
   */
  supernumerary: ReadonlyMap<string, string>;
};

/** What a category of a programme holds in the final list. */
export type Held = {
  seats: number;
  /** Every holder, the supernumerary ones among them. */
  filled: number;
  supernumerary: number;
  /** Seats of the matrix nobody holds: a supernumerary holder takes none. */
  vacant: number;
  /** Best and last rank holding one of the matrix's seats (supernumerary ones apart). */
  opening: number | null;
  closing: number | null;
};

const keyOf = (programme: string, category: string) => `${programme}\u0000${category}`;

/** Every figure of a round, from its final list. */
export function roundFigures(final: FinalList) {
  const rankOf = new Map(final.applicants.map((a) => [a.id, a.rank]));
  // Ranks of the holders of the matrix's seats; a supernumerary seat is counted apart and moves no cut-off.
  const ranks = new Map<string, number[]>();
  const over = new Map<string, number>();
  for (const [id, seat] of Object.entries(final.seats)) {
    if (!seat) continue;
    const key = keyOf(seat.programme, seat.category);
    if (final.supernumerary.has(id)) over.set(key, (over.get(key) ?? 0) + 1);
    else ranks.set(key, [...(ranks.get(key) ?? []), rankOf.get(id) ?? 0]);
  }

  function held(programme: string, category: string): Held {
    const list = ranks.get(keyOf(programme, category)) ?? [];
    const seats = final.capacities[programme]?.[category] ?? 0;
    const supernumerary = over.get(keyOf(programme, category)) ?? 0;
    return {
      seats,
      filled: list.length + supernumerary,
      supernumerary,
      vacant: Math.max(0, seats - list.length),
      opening: list.length > 0 ? Math.min(...list) : null,
      closing: list.length > 0 ? Math.max(...list) : null,
    };
  }

  /** Opening and closing ranks, seats, places filled and vacant, of every category of every block of every branch. */
  const closings: Closing[] = final.programmes.flatMap((p) =>
    p.categories
      .map((c) => ({ ...fromProgrammeCode(p.code), category: c.code, ...held(p.code, c.code) }))
      .filter((c) => c.seats > 0 || c.filled > 0),
  );

  return {
    held,
    closings,
    /** Applicants holding a seat in the final list. */
    allotted: Object.values(final.seats).filter(Boolean).length,
    explain: (applicant: Applicant): Explanation => explain(final, held, applicant),
  };
}
export type RoundFigures = ReturnType<typeof roundFigures>;
