import { seatLabel, type Override } from '@college/contracts/entities/allotment';
import { programmeCode } from './matrix';
import type { RoundFigures } from './round-figures';

// A seat set by hand stays inside the matrix: it takes one of the category's seats (after the
// conversions), so it is refused where none is left, unless an order (a court order) makes it
// supernumerary, over and above the category's seats.

/** Why the override cannot stand, from the round's figures before and after it; null when it can. */
export function overLimit(before: RoundFigures, after: RoundFigures, override: Override): string | null {
  if (!override.seat || override.supernumerary) return null;
  const code = programmeCode(override.seat.block, override.seat.branch);
  const regular = (figures: RoundFigures) => {
    const held = figures.held(code, override.seat?.category ?? '');
    return { seats: held.seats, taken: held.filled - held.supernumerary };
  };
  const was = regular(before);
  const now = regular(after);
  // Only what the override adds is refused: a category already over its seats (seats kept from
  // the round before) can still have its holders' seats set again.
  if (now.taken <= now.seats || now.taken <= was.taken) return null;
  const seats = now.seats === 1 ? '1 seat' : `${now.seats} seats`;
  return `No seat left: ${seatLabel(override.seat)} has ${seats}, all held. Mark the seat supernumerary, with the order that creates it, to set it over the matrix`;
}
