import { blockLabel, type AllottedSeat, type Closing, type ExplanationLine } from '@college/contracts/entities/allotment';
import { SEAT_CATEGORIES, SEBC_POOL } from '@college/contracts/rules/seat-matrix';
import { eligibleFor, optionsOf, type AllotmentResult, type Applicant, type Programme, type Seat } from './engine';
import { fromProgrammeCode } from './matrix';

// Why each applicant got what they got: every option they listed, down to the seat, with the
// rank each of their categories closed at there. What a parent asks at the counter, and what the
// college shows when asked to defend a seat.

const categoryLabel = (code: string) =>
  code === SEBC_POOL.code ? SEBC_POOL.label : (SEAT_CATEGORIES.find((c) => c.code === code)?.label ?? code);

/** A seat of the engine as people read it. */
export function toSeat(seat: Seat | null | undefined): AllottedSeat | null {
  if (!seat) return null;
  return { ...fromProgrammeCode(seat.programme), category: seat.category };
}

/** Opening and closing ranks, seats and places filled, of every category of every block of every branch. */
export function closings(programmes: readonly Programme[], result: AllotmentResult, applicants: readonly Applicant[]): Closing[] {
  const rankOf = new Map(applicants.map((a) => [a.id, a.rank]));
  const ranks = new Map<string, number[]>();
  for (const [id, seat] of Object.entries(result.seats)) {
    if (!seat) continue;
    const key = `${seat.programme}\u0000${seat.category}`;
    const list = ranks.get(key) ?? [];
    list.push(rankOf.get(id) ?? 0);
    ranks.set(key, list);
  }
  return programmes.flatMap((p) =>
    p.categories
      .map((c) => {
        const held = ranks.get(`${p.code}\u0000${c.code}`) ?? [];
        return {
          ...fromProgrammeCode(p.code),
          category: c.code,
          seats: result.capacities[p.code]?.[c.code] ?? 0,
          filled: held.length,
          opening: held.length > 0 ? Math.min(...held) : null,
          closing: held.length > 0 ? Math.max(...held) : null,
        };
      })
      .filter((c) => c.seats > 0 || c.filled > 0),
  );
}

/** The key of a category of a programme in `closingRanks`. */
const closingKey = (programme: string, category: string) => `${programme}\u0000${category}`;

/** The last rank given a seat of each category of each programme. */
export function closingRanks(result: AllotmentResult, applicants: readonly Applicant[]): Map<string, number> {
  const rankOf = new Map(applicants.map((a) => [a.id, a.rank]));
  const last = new Map<string, number>();
  for (const [id, seat] of Object.entries(result.seats)) {
    if (!seat) continue;
    const key = closingKey(seat.programme, seat.category);
    last.set(key, Math.max(last.get(key) ?? 0, rankOf.get(id) ?? 0));
  }
  return last;
}

type Line = ExplanationLine;

/** One applicant's result, option by option. */
export function explain(
  applicant: Applicant,
  programmes: ReadonlyMap<string, Programme>,
  result: AllotmentResult,
  closingRanks: ReadonlyMap<string, number>,
): { summary: string; lines: Line[] } {
  const seat = result.seats[applicant.id] ?? null;
  const options = optionsOf(applicant);
  const at = seat ? options.indexOf(seat.programme) : options.length;
  const lines = options.map((code, i): Line => {
    const { block, branch } = fromProgrammeCode(code);
    const where = `${branch}, ${blockLabel(block)}`;
    if (i === at && seat) {
      const kept = applicant.held?.programme === code ? ' (the seat you kept)' : '';
      return {
        option: i + 1,
        branch,
        block,
        outcome: 'allotted',
        closings: [],
        text: `${where}: allotted a ${categoryLabel(seat.category)} seat${kept}`,
      };
    }
    if (i > at) {
      return {
        option: i + 1,
        branch,
        block,
        outcome: 'not-reached',
        closings: [],
        text: `${where}: not needed, you were allotted an option you placed higher`,
      };
    }
    const programme = programmes.get(code);
    const open = (programme?.categories ?? []).filter((c) => eligibleFor(applicant, c) && (result.capacities[code]?.[c.code] ?? 0) > 0);
    if (!programme || open.length === 0) {
      return { option: i + 1, branch, block, outcome: 'not-eligible', closings: [], text: `${where}: no seat of a category you may hold` };
    }
    const closings = open.map((c) => ({ category: c.code, closing: closingRanks.get(closingKey(code, c.code)) ?? null }));
    const parts = closings.map(({ category, closing }) =>
      closing ? `${categoryLabel(category)} closed at rank ${closing}` : `${categoryLabel(category)} had no seat left`,
    );
    return { option: i + 1, branch, block, outcome: 'closed', closings, text: `${where}: ${parts.join('; ')}; you are ${applicant.rank}` };
  });
  const summary = seat
    ? `Allotted ${fromProgrammeCode(seat.programme).branch}, ${blockLabel(fromProgrammeCode(seat.programme).block)}, ${categoryLabel(seat.category)}, at rank ${applicant.rank}`
    : options.length === 0
      ? 'No seat: no branch was listed'
      : `No seat: every option listed closed above rank ${applicant.rank}`;
  return { summary, lines };
}
