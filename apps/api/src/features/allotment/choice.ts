// A programme's choice among the applicants who propose to it, the way Sönmez and Yenmez
// (Econometrica 90(3), 2022) show is free of justified envy and waste: its open seats (State Merit)
// first, to everyone by merit; then each reserved category's seats, in the order the rules give, to
// the remaining applicants eligible for them. Within a category, horizontal reservations (persons
// with disabilities) are minimum guarantees: the best applicants of that kind are taken up to the
// guarantee, then the rest of the category's seats by merit. A reserved applicant who earns an open
// seat therefore never uses a reserved one. The rank list's order breaks every tie (it has none).

/** A seat category of a programme: who may hold it, how many seats, and its minimum guarantees. */
export type SeatCategory = {
  code: string;
  seats: number;
  /** Applicant categories that may hold these seats; null for open seats (everyone). */
  eligible: readonly string[] | null;
  /** Horizontal kind (e.g. 'PWD') to the number of seats guaranteed to it inside this category. */
  guarantees?: Readonly<Record<string, number>>;
};

export type Programme = {
  code: string;
  /** In the order they are filled: open seats first, then the reserved ones. */
  categories: readonly SeatCategory[];
};

export type Applicant = {
  id: string;
  /** Place on the published rank list: 1 is the best. Unique. */
  rank: number;
  /** The reservation category claimed (its certificate proven), e.g. 'SM', 'EZ', 'SC'. */
  category: string;
  /** Horizontal kinds held, e.g. ['PWD']. */
  kinds: readonly string[];
  /** Programme codes, most wanted first. */
  options: readonly string[];
  /**
   * The seat kept from the round before, in a later round: the applicant's implicit last option,
   * which nobody can take from them, so no round leaves them worse off. Options below it are not read.
   */
  held?: Seat | null;
};

export type Seat = { programme: string; category: string };

/** An applicant a programme holds, and the category they hold. */
export type Held = { applicant: Applicant; category: string };

/** Whether an applicant may hold a seat of this category. */
export const eligibleFor = (a: Applicant, c: SeatCategory) => c.eligible === null || c.eligible.includes(a.category);

const byRank = (x: Applicant, y: Applicant) => x.rank - y.rank;

/**
 * One category's choice among `pool` (best rank first) less those `taken` by earlier categories:
 * those who kept a seat of it from the round before, then the best of each guaranteed kind up to its
 * guarantee, then the best of the rest up to the seats.
 */
function chooseForCategory(
  pool: readonly Applicant[],
  holders: readonly Applicant[],
  category: SeatCategory,
  seats: number,
  taken: ReadonlyMap<Applicant, string>,
): Set<Applicant> {
  const free = (a: Applicant) => !taken.has(a) && eligibleFor(a, category);
  const chosen = new Set<Applicant>(holders.length > 0 ? holders.filter((a) => a.held?.category === category.code && free(a)) : []);
  for (const [kind, guaranteed] of category.guarantees ? Object.entries(category.guarantees) : []) {
    let ofKind = [...chosen].filter((a) => a.kinds.includes(kind)).length;
    for (const a of pool) {
      if (chosen.size >= seats || ofKind >= guaranteed) break;
      if (a.kinds.includes(kind) && !chosen.has(a) && free(a)) {
        chosen.add(a);
        ofKind++;
      }
    }
  }
  for (const a of pool) {
    if (chosen.size >= seats) break;
    if (!chosen.has(a) && free(a)) chosen.add(a);
  }
  return chosen;
}

/**
 * A programme's choice among the applicants before it (at most its seats and one more, as
 * deferred acceptance asks): each category in order takes from those the earlier ones left. A
 * category of one applicant category reads only those applicants.
 */
export function choose(programme: Programme, capacities: Readonly<Record<string, number>>, applicants: readonly Applicant[]): Held[] {
  const pool = [...applicants].sort(byRank);
  const byCategory = new Map<string, Applicant[]>();
  const holders: Applicant[] = [];
  for (const a of pool) {
    const same = byCategory.get(a.category);
    if (same) same.push(a);
    else byCategory.set(a.category, [a]);
    if (a.held?.programme === programme.code) holders.push(a);
  }
  // Applicant to the category that took them.
  const taken = new Map<Applicant, string>();
  for (const category of programme.categories) {
    const seats = capacities[category.code] ?? 0;
    if (seats <= 0 && !holders.some((a) => a.held?.category === category.code && !taken.has(a))) continue;
    const [only] = category.eligible ?? [];
    const candidates = category.eligible?.length === 1 && only !== undefined ? (byCategory.get(only) ?? []) : pool;
    for (const a of chooseForCategory(candidates, holders, category, seats, taken)) taken.set(a, category.code);
  }
  // Best rank first, so the next choice among them and one newcomer has next to nothing to sort.
  const held: Held[] = [];
  for (const a of pool) {
    const category = taken.get(a);
    if (category !== undefined) held.push({ applicant: a, category });
  }
  return held;
}
