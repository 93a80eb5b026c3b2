import { blockLabel, type AllottedSeat, type ExplanationLine } from '@college/contracts/entities/allotment';
import { SEAT_CATEGORIES, SEBC_POOL } from '@college/contracts/rules/seat-matrix';
import { eligibleFor, optionsOf, type Applicant, type Seat } from './engine';
import { fromProgrammeCode } from './matrix';
import type { ByOffice, FinalList, Held } from './round-figures';

// Why each applicant got what they got: every option they listed, down to the seat, with the
// rank each of their categories closed at there, all read from the round's final list. What a
// parent asks at the counter, and what the college shows when asked to defend a seat.

const categoryLabel = (code: string) =>
  code === SEBC_POOL.code ? SEBC_POOL.label : (SEAT_CATEGORIES.find((c) => c.code === code)?.label ?? code);

const placeOf = (code: string) => {
  const { block, branch } = fromProgrammeCode(code);
  return { block, branch, where: `${branch}, ${blockLabel(block)}` };
};

const seatsWord = (n: number) => (n === 1 ? '1 seat' : `${n} seats`);

/** A seat of the engine as people read it. */
export function toSeat(seat: Seat | null | undefined): AllottedSeat | null {
  if (!seat) return null;
  return { ...fromProgrammeCode(seat.programme), category: seat.category };
}

export type Explanation = { summary: string; lines: ExplanationLine[] };

/** One applicant's result, option by option, as the final list has it; `held` is what each category holds in it. */
export function explain(final: FinalList, held: (programme: string, category: string) => Held, applicant: Applicant): Explanation {
  const seat = final.seats[applicant.id] ?? null;
  const office = final.byOffice.get(applicant.id);
  const order = final.supernumerary.get(applicant.id);
  return office
    ? setByOffice(seat, office, order === undefined ? '' : ` (supernumerary, ${order})`, optionsOf(applicant))
    : byAllotment(final, held, applicant, seat, order === undefined ? '' : `, supernumerary by ${order}`);
}

/** A seat the office set or withdrew: that seat stands, and every other option gave way to it. */
function setByOffice(seat: Seat | null, office: ByOffice, extra: string, options: readonly string[]): Explanation {
  const given = (where: string, category: string) =>
    `${where}: allotted a ${categoryLabel(category)} seat${extra}, set by the office: ${office.reason}`;
  const lines = options.map((code, i): ExplanationLine => {
    const { block, branch, where } = placeOf(code);
    if (seat?.programme === code)
      return { option: i + 1, branch, block, outcome: 'allotted', closings: [], text: given(where, seat.category) };
    const text = seat ? `${where}: not given, the office set your seat` : `${where}: not given, the office withdrew your seat`;
    return { option: i + 1, branch, block, outcome: 'by-office', closings: [], text };
  });
  // A seat in a branch the applicant did not list stands first, outside their options (option 0).
  if (seat && !options.includes(seat.programme)) {
    const { block, branch, where } = placeOf(seat.programme);
    lines.unshift({ option: 0, branch, block, outcome: 'allotted', closings: [], text: given(where, seat.category) });
  }
  return { summary: seat ? `Seat set by the office${extra}: ${office.reason}` : `Seat withdrawn by the office: ${office.reason}`, lines };
}

/** A seat of the allotment: the options above it closed, those below it were not needed. */
function byAllotment(
  final: FinalList,
  held: (programme: string, category: string) => Held,
  applicant: Applicant,
  seat: Seat | null,
  extra: string,
) {
  const options = optionsOf(applicant);
  const at = seat ? options.indexOf(seat.programme) : options.length;
  // Options above the seat with a seat of theirs vacant: only seats set by the office leave one.
  const vacancies: string[] = [];
  const lines = options.map((code, i): ExplanationLine => {
    const { block, branch, where } = placeOf(code);
    if (i === at && seat) {
      const kept = applicant.held?.programme === code ? ' (the seat you kept)' : '';
      return {
        option: i + 1,
        branch,
        block,
        outcome: 'allotted',
        closings: [],
        text: `${where}: allotted a ${categoryLabel(seat.category)} seat${kept}${extra}`,
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
    const programme = final.programmes.find((p) => p.code === code);
    const open = (programme?.categories ?? []).filter((c) => eligibleFor(applicant, c) && held(code, c.code).seats > 0);
    if (!programme || open.length === 0) {
      return { option: i + 1, branch, block, outcome: 'not-eligible', closings: [], text: `${where}: no seat of a category you may hold` };
    }
    const parts = open.map((c) => {
      const { closing, vacant } = held(code, c.code);
      const label = categoryLabel(c.code);
      if (vacant > 0) vacancies.push(code);
      if (vacant > 0)
        return closing ? `${label} closed at rank ${closing} with ${seatsWord(vacant)} vacant` : `${label} has ${seatsWord(vacant)} vacant`;
      return closing ? `${label} closed at rank ${closing}` : `${label} had no seat left`;
    });
    const closings = open.map((c) => ({ category: c.code, closing: held(code, c.code).closing, vacant: held(code, c.code).vacant }));
    return { option: i + 1, branch, block, outcome: 'closed', closings, text: `${where}: ${parts.join('; ')}; you are ${applicant.rank}` };
  });
  const summary = seat
    ? `Allotted ${placeOf(seat.programme).where}, ${categoryLabel(seat.category)}, at rank ${applicant.rank}`
    : options.length === 0
      ? 'No seat: no branch was listed'
      : vacancies.length > 0
        ? 'No seat: an option listed has a seat vacant after the seats set by the office'
        : `No seat: every option listed closed above rank ${applicant.rank}`;
  return { summary, lines };
}
