import { createHash } from 'node:crypto';

// The seat allotment: applicant-proposing deferred acceptance over each programme's seat categories,
// a pure function of its inputs (no database, no clock, no randomness), so a published round can be
// recomputed by anyone from its inputs and gives the same result and the same hash.
//
// Each programme chooses among the applicants who propose to it the way Sönmez and Yenmez
// (Econometrica 90(3), 2022) show is free of justified envy and waste: its open seats (State Merit)
// first, to everyone by merit; then each reserved category's seats, in the order the rules give, to
// the remaining applicants eligible for them. Within a category, horizontal reservations (persons
// with disabilities) are minimum guarantees: the best applicants of that kind are taken up to the
// guarantee, then the rest of the category's seats by merit. A reserved applicant who earns an open
// seat therefore never uses a reserved one. The rank list's order breaks every tie (it has none).
//
// Seats left empty in a reserved category move to another by the conversion rules (data), and the
// allotment runs again, until nothing moves; each move is recorded with its rule.

const ENGINE_VERSION = 'da-2smg-1';

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

/** Empty seats of category `from` become seats of `to` (e.g. KN to SEBC, SC to ST, EWS to SM). */
type ConversionRule = { from: string; to: string };

export type AllotmentInput = {
  programmes: readonly Programme[];
  applicants: readonly Applicant[];
  conversions: readonly ConversionRule[];
};

export type Seat = { programme: string; category: string };

type Conversion = { programme: string; from: string; to: string; seats: number; pass: number };

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

type Held = { applicant: Applicant; category: string };

/** Whether an applicant may hold a seat of this category. */
export const eligibleFor = (a: Applicant, c: SeatCategory) => c.eligible === null || c.eligible.includes(a.category);

/**
 * One category's choice among `pool` (best rank first): those who kept a seat of it from the round
 * before, then the best of each guaranteed kind up to its guarantee, then the best of the rest up to
 * the seats. Answers the chosen, best rank first.
 */
function chooseForCategory(pool: readonly Applicant[], category: SeatCategory, programme: string): Applicant[] {
  const chosen = new Set<Applicant>(pool.filter((a) => a.held?.programme === programme && a.held.category === category.code));
  for (const [kind, guaranteed] of Object.entries(category.guarantees ?? {})) {
    let ofKind = [...chosen].filter((c) => c.kinds.includes(kind)).length;
    for (const a of pool) {
      if (chosen.size >= category.seats || ofKind >= guaranteed) break;
      if (a.kinds.includes(kind) && !chosen.has(a)) {
        chosen.add(a);
        ofKind++;
      }
    }
  }
  for (const a of pool) {
    if (chosen.size >= category.seats) break;
    chosen.add(a);
  }
  return pool.filter((a) => chosen.has(a));
}

/** A programme's choice among the applicants before it: each category in order takes from those left. */
export function choose(programme: Programme, capacities: Readonly<Record<string, number>>, applicants: readonly Applicant[]): Held[] {
  let left = [...applicants].sort((x, y) => x.rank - y.rank);
  const held: Held[] = [];
  for (const category of programme.categories) {
    const seats = capacities[category.code] ?? 0;
    if (seats <= 0 && !left.some((a) => a.held?.programme === programme.code && a.held.category === category.code)) continue;
    const taken = chooseForCategory(
      left.filter((a) => eligibleFor(a, category)),
      { ...category, seats },
      programme.code,
    );
    for (const a of taken) held.push({ applicant: a, category: category.code });
    const takenIds = new Set(taken.map((a) => a.id));
    left = left.filter((a) => !takenIds.has(a.id));
  }
  return held;
}

/** What an applicant proposes to, in order: their options down to the seat they hold, which is always last. */
export function optionsOf(a: Applicant): readonly string[] {
  if (!a.held) return a.options;
  const at = a.options.indexOf(a.held.programme);
  return at < 0 ? [...a.options, a.held.programme] : a.options.slice(0, at + 1);
}

/** Deferred acceptance with fixed capacities: every applicant proposes down their list. */
function deferredAcceptance(
  programmes: ReadonlyMap<string, Programme>,
  capacities: Readonly<Record<string, Record<string, number>>>,
  applicants: readonly Applicant[],
): Map<string, Seat> {
  const next = new Map<string, number>(applicants.map((a) => [a.id, 0]));
  const lists = new Map<string, readonly string[]>(applicants.map((a) => [a.id, optionsOf(a)]));
  const holding = new Map<string, Applicant[]>([...programmes.keys()].map((code) => [code, []]));
  const seatOf = new Map<string, Seat>();
  let free = applicants.filter((a) => (lists.get(a.id) ?? []).length > 0);
  while (free.length > 0) {
    // Each free applicant proposes to their next programme; each programme then keeps its choice.
    const proposals = new Map<string, Applicant[]>();
    for (const a of free) {
      const options = lists.get(a.id) ?? [];
      let i = next.get(a.id) ?? 0;
      // An option the matrix does not know is skipped, as a closed programme would be.
      while (i < options.length && !programmes.has(options[i] ?? '')) i++;
      next.set(a.id, i + 1);
      const code = options[i];
      if (code === undefined) continue;
      const before = proposals.get(code);
      if (before) before.push(a);
      else proposals.set(code, [a]);
    }
    const rejected: Applicant[] = [];
    for (const [code, newcomers] of proposals) {
      const programme = programmes.get(code);
      if (!programme) continue;
      const before = holding.get(code) ?? [];
      const held = choose(programme, capacities[code] ?? {}, [...before, ...newcomers]);
      const keep = new Set(held.map((h) => h.applicant.id));
      for (const a of [...before, ...newcomers]) {
        if (!keep.has(a.id)) {
          seatOf.delete(a.id);
          rejected.push(a);
        }
      }
      for (const h of held) seatOf.set(h.applicant.id, { programme: code, category: h.category });
      holding.set(
        code,
        held.map((h) => h.applicant),
      );
    }
    free = rejected.filter((a) => (next.get(a.id) ?? 0) < (lists.get(a.id) ?? []).length);
  }
  return seatOf;
}

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
  // Who listed each programme, so asking whether a seat is wanted there reads only them.
  const listedBy = new Map<string, Applicant[]>();
  for (const a of input.applicants) {
    for (const code of new Set(optionsOf(a))) {
      const list = listedBy.get(code);
      if (list) list.push(a);
      else listedBy.set(code, [a]);
    }
  }
  // Each pass can only move seats along a rule, and rules are finite: a chain of N categories ends in N passes.
  const maxPasses = input.programmes.reduce((n, p) => n + p.categories.length, 1) + 1;
  let pass = 0;
  for (;;) {
    pass++;
    const seatOf = deferredAcceptance(programmes, capacities, input.applicants);
    // Only seats that were there, and empty, in this pass move: a seat moved in this pass is
    // offered in its new category in the next pass before it may move again.
    const offered = structuredClone(capacities);
    const used = new Map<string, number>();
    for (const seat of seatOf.values())
      used.set(`${seat.programme}\u0000${seat.category}`, (used.get(`${seat.programme}\u0000${seat.category}`) ?? 0) + 1);
    let moved = false;
    for (const p of input.programmes) {
      const caps = capacities[p.code] ?? {};
      for (const rule of input.conversions) {
        const empty = Math.min(caps[rule.from] ?? 0, offered[p.code]?.[rule.from] ?? 0) - (used.get(`${p.code}\u0000${rule.from}`) ?? 0);
        if (empty <= 0 || !(rule.to in caps) || !unmetDemand(listedBy.get(p.code) ?? [], p, rule.to, seatOf)) continue;
        caps[rule.from] = (caps[rule.from] ?? 0) - empty;
        caps[rule.to] = (caps[rule.to] ?? 0) + empty;
        conversions.push({ programme: p.code, from: rule.from, to: rule.to, seats: empty, pass });
        moved = true;
      }
    }
    if (!moved || pass >= maxPasses) {
      const seats: Record<string, Seat | null> = {};
      for (const a of input.applicants) seats[a.id] = seatOf.get(a.id) ?? null;
      const hash = createHash('sha256')
        .update(JSON.stringify({ engine: ENGINE_VERSION, input, seats }))
        .digest('hex');
      return { seats, capacities, conversions, passes: pass, engine: ENGINE_VERSION, hash };
    }
  }
}

/**
 * Whether seats of category `to` at this programme would be taken: someone eligible for them among
 * those who listed the programme holds nothing, or something they listed after it. Seats move only where they are
 * wanted, so a pair of rules that point at each other (SC and ST) cannot pass seats back and forth.
 */
function unmetDemand(listed: readonly Applicant[], programme: Programme, to: string, seatOf: ReadonlyMap<string, Seat>): boolean {
  const target = programme.categories.find((c) => c.code === to);
  if (!target) return false;
  return listed.some((a) => {
    const options = optionsOf(a);
    const wanted = options.indexOf(programme.code);
    if (wanted < 0 || !eligibleFor(a, target)) return false;
    const held = seatOf.get(a.id);
    return !held || options.indexOf(held.programme) > wanted;
  });
}
