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
// Seats left empty in a reserved category move by the conversion rules (data), along a chain of them
// if need be, to a category someone eligible waits for, and the allotment runs again, until nothing
// moves; each move is recorded with its rule.

const ENGINE_VERSION = 'da-2smg-2';

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

/** What an applicant proposes to, in order: their options down to the seat they hold, which is always last. */
export function optionsOf(a: Applicant): readonly string[] {
  if (!a.held) return a.options;
  const at = a.options.indexOf(a.held.programme);
  return at < 0 ? [...a.options, a.held.programme] : a.options.slice(0, at + 1);
}

/** What a programme holds at the end of a step of deferred acceptance, summed up to refuse the hopeless quickly. */
type Standing = {
  held: Held[];
  /** The worst rank it holds; 0 when it holds nobody. */
  worst: number;
  /** Category code to the seats of it taken. */
  filled: Map<string, number>;
  /** Category code and kind to the seats of it taken by that kind. */
  ofKind: Map<string, number>;
};

const kindKey = (category: string, kind: string) => `${category}\u0000${kind}`;

/** The standing of `held`; with `before` and the one applicant just added, counted from `before` without reading everyone again. */
function standingOf(held: Held[], before?: Standing, added?: Applicant, category?: string): Standing {
  if (before && added && category !== undefined) {
    const filled = before === EMPTY ? new Map<string, number>() : before.filled;
    const ofKind = before === EMPTY ? new Map<string, number>() : before.ofKind;
    filled.set(category, (filled.get(category) ?? 0) + 1);
    for (const kind of added.kinds) ofKind.set(kindKey(category, kind), (ofKind.get(kindKey(category, kind)) ?? 0) + 1);
    return { held, worst: Math.max(before.worst, added.rank), filled, ofKind };
  }
  const filled = new Map<string, number>();
  const ofKind = new Map<string, number>();
  let worst = 0;
  for (const h of held) {
    worst = Math.max(worst, h.applicant.rank);
    filled.set(h.category, (filled.get(h.category) ?? 0) + 1);
    for (const kind of h.applicant.kinds) ofKind.set(kindKey(h.category, kind), (ofKind.get(kindKey(h.category, kind)) ?? 0) + 1);
  }
  return { held, worst, filled, ofKind };
}

/**
 * Whether the programme would refuse `a` whoever else proposes with them: ranked below all it holds,
 * and every category `a` may hold (`open`) is full, with each guarantee of `a`'s kinds met. Proposing
 * alone, `a` comes last in every category's reading and is never reached; with others the choice
 * only narrows (the choice rule is substitutable). Most proposals in a large round end here,
 * without a new choice.
 */
function surelyRefused(
  a: Applicant,
  programme: string,
  open: readonly SeatCategory[],
  capacities: Readonly<Record<string, number>>,
  now: Standing,
): boolean {
  if (a.rank < now.worst || a.held?.programme === programme) return false;
  for (const c of open) {
    const seats = capacities[c.code] ?? 0;
    if ((now.filled.get(c.code) ?? 0) < seats) return false;
    for (const kind of a.kinds) {
      const guaranteed = c.guarantees?.[kind] ?? 0;
      if (seats > 0 && (now.ofKind.get(kindKey(c.code, kind)) ?? 0) < guaranteed) return false;
    }
  }
  return true;
}

/** A programme as deferred acceptance reads it: its categories, and which of them each applicant category may hold. */
type Place = {
  code: string;
  programme: Programme;
  capacities: Readonly<Record<string, number>>;
  openTo: Map<string, SeatCategory[]>;
  /**
   * By applicant category (its index): the rank above which an applicant of it with no horizontal
   * kind is refused outright, the programme holding every seat open to them; Infinity while not.
   */
  refuseAbove: Float64Array;
};

function openTo(place: Place, category: string): readonly SeatCategory[] {
  let list = place.openTo.get(category);
  if (!list) {
    list = place.programme.categories.filter((c) => c.eligible === null || c.eligible.includes(category));
    place.openTo.set(category, list);
  }
  return list;
}

/**
 * The category `a` takes when the programme would simply add them, or null when the full choice
 * must be made. Ranked below all it holds, `a` is read last in every category: the first category
 * open to them with a seat free takes them and nobody else moves, unless a guarantee of `a`'s kind
 * in that or an earlier category is unmet, where they would displace someone.
 */
function simplyAdded(
  a: Applicant,
  programme: string,
  open: readonly SeatCategory[],
  capacities: Readonly<Record<string, number>>,
  now: Standing,
): string | null {
  if (a.rank < now.worst || a.held?.programme === programme) return null;
  for (const c of open) {
    const seats = capacities[c.code] ?? 0;
    for (const kind of a.kinds) {
      if (seats > 0 && (now.ofKind.get(kindKey(c.code, kind)) ?? 0) < (c.guarantees?.[kind] ?? 0)) return null;
    }
    if ((now.filled.get(c.code) ?? 0) < seats) return c.code;
  }
  return null;
}

const EMPTY: Standing = { held: [], worst: 0, filled: new Map(), ofKind: new Map() };

/** Each applicant category's rank to refuse above, for the place as it now stands. */
function thresholds(place: Place, categories: readonly string[], now: Standing): Float64Array {
  return Float64Array.from(categories, (category) =>
    openTo(place, category).every((c) => (now.filled.get(c.code) ?? 0) >= (place.capacities[c.code] ?? 0)) ? now.worst : Infinity,
  );
}

/**
 * Deferred acceptance with fixed capacities: each applicant proposes down their list, one proposal
 * at a time, best rank first; whoever a programme lets go proposes again at once. The order of
 * proposals does not change the result (it is the applicant-optimal stable allotment whatever the
 * order), but best-first means most proposals are settled without a new choice: refused, or simply
 * added. Applicants and programmes are read by index, as a state-wide round makes millions of proposals.
 */
type Prepared = {
  applicants: readonly Applicant[];
  places: Place[];
  placeOf: ReadonlyMap<string, number>;
  /** Applicant categories, and each applicant's (its index). */
  categories: readonly string[];
  categoryOf: Int32Array;
  /** Each applicant's options as place indices, one after another: applicant i's are starts[i] to starts[i + 1]. */
  starts: Int32Array;
  options: Int32Array;
  indexOf: ReadonlyMap<Applicant, number>;
  /** Each applicant's kept seat's place index, or -1. */
  keptAt: Int32Array;
  /** Applicant indices, worst rank first. */
  order: readonly number[];
};

/**
 * What every pass reads the same way, made once: applicants and programmes by index. The places
 * read the live capacities, which conversions change between passes.
 */
function prepare(
  programmes: ReadonlyMap<string, Programme>,
  capacities: Readonly<Record<string, Record<string, number>>>,
  applicants: readonly Applicant[],
): Prepared {
  const places: Place[] = [...programmes.values()].map((p) => ({
    code: p.code,
    programme: p,
    capacities: capacities[p.code] ?? {},
    openTo: new Map(),
    refuseAbove: new Float64Array(),
  }));
  const placeOf = new Map(places.map((p, i) => [p.code, i]));
  const categories = [...new Set(applicants.map((a) => a.category))];
  // An option the matrix does not know is skipped, as a closed programme would be.
  const starts = new Int32Array(applicants.length + 1);
  const flat: number[] = [];
  applicants.forEach((a, i) => {
    for (const code of optionsOf(a)) {
      const at = placeOf.get(code);
      if (at !== undefined) flat.push(at);
    }
    starts[i + 1] = flat.length;
  });
  return {
    applicants,
    places,
    placeOf,
    categories,
    categoryOf: Int32Array.from(applicants, (a) => categories.indexOf(a.category)),
    starts,
    options: Int32Array.from(flat),
    indexOf: new Map(applicants.map((a, i) => [a, i])),
    keptAt: Int32Array.from(applicants, (a) => (a.held ? (placeOf.get(a.held.programme) ?? -1) : -1)),
    order: applicants.map((_, i) => i).sort((x, y) => (applicants[y]?.rank ?? 0) - (applicants[x]?.rank ?? 0)),
  };
}

function deferredAcceptance(prepared: Prepared): { seatOf: Map<string, Seat>; waitingFor: (programme: string) => ReadonlySet<string> } {
  const { applicants, places, placeOf, categories, categoryOf, starts, options, indexOf, keptAt } = prepared;
  for (const place of places) place.refuseAbove = thresholds(place, categories, EMPTY);
  const next = starts.slice(0, applicants.length);
  const standing: Standing[] = places.map(() => EMPTY);
  const heldAt = new Int32Array(applicants.length).fill(-1);
  const heldIn: string[] = [];
  // Popped from the end: the best rank first.
  /** The next option of applicant `i` that does not refuse them outright (-1 when none is left), and `next` moved past it. */
  const hopeful = (i: number, a: Applicant): number => {
    const end = starts[i + 1] ?? 0;
    const plain = a.kinds.length === 0 ? (categoryOf[i] ?? -1) : -1;
    for (let k = next[i] ?? 0; k < end; k++) {
      const at = options[k] ?? -1;
      const place = places[at];
      const now = standing[at];
      if (!place || !now) continue;
      const refused =
        plain >= 0
          ? a.rank > (place.refuseAbove[plain] ?? Infinity) && keptAt[i] !== at
          : surelyRefused(a, place.code, openTo(place, a.category), place.capacities, now);
      if (!refused) {
        next[i] = k + 1;
        return at;
      }
    }
    next[i] = end;
    return -1;
  };
  const queue = [...prepared.order];
  for (let i = queue.pop(); i !== undefined; i = queue.pop()) {
    const a = applicants[i];
    const at = a ? hopeful(i, a) : -1;
    const place = places[at];
    const now = standing[at];
    if (!a || !place || !now) continue;
    const category = simplyAdded(a, place.code, openTo(place, a.category), place.capacities, now);
    if (category !== null) {
      // The shared empty standing is never changed: a programme's first holder starts its own.
      const held = now === EMPTY ? [] : now.held;
      held.push({ applicant: a, category });
      standing[at] = standingOf(held, now, a, category);
      place.refuseAbove = thresholds(place, categories, standing[at] ?? EMPTY);
      heldAt[i] = at;
      heldIn[i] = category;
      continue;
    }
    const everyone = [...now.held.map((h) => h.applicant), a];
    const held = choose(place.programme, place.capacities, everyone);
    const keep = new Set(held.map((h) => h.applicant));
    for (const r of everyone) {
      if (keep.has(r)) continue;
      const j = indexOf.get(r) ?? -1;
      heldAt[j] = -1;
      queue.push(j);
    }
    for (const h of held) {
      const j = indexOf.get(h.applicant) ?? -1;
      heldAt[j] = at;
      heldIn[j] = h.category;
    }
    standing[at] = standingOf(held);
    place.refuseAbove = thresholds(place, categories, standing[at] ?? EMPTY);
  }
  const seatOf = new Map<string, Seat>();
  // The categories of those still waiting for each programme: it refused them, and they hold
  // nothing or something they listed after it (everything before their seat refused them).
  const waitingAt = places.map(() => new Set<string>());
  applicants.forEach((a, i) => {
    const place = places[heldAt[i] ?? -1];
    if (place) seatOf.set(a.id, { programme: place.code, category: heldIn[i] ?? '' });
    const refusedUpTo = place ? (next[i] ?? 0) - 1 : (starts[i + 1] ?? 0);
    for (let k = starts[i] ?? 0; k < refusedUpTo; k++) waitingAt[options[k] ?? -1]?.add(a.category);
  });
  const none = new Set<string>();
  return { seatOf, waitingFor: (code) => waitingAt[placeOf.get(code) ?? -1] ?? none };
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
  const prepared = prepare(programmes, capacities, input.applicants);
  // Each pass can only move seats along a rule, and rules are finite: a chain of N categories ends in N passes.
  const maxPasses = input.programmes.reduce((n, p) => n + p.categories.length, 1) + 1;
  // The categories seats may leave, in the order the rules first name them.
  const sources = [...new Set(input.conversions.map((r) => r.from))];
  let pass = 0;
  for (;;) {
    pass++;
    const { seatOf, waitingFor } = deferredAcceptance(prepared);
    // Only seats that were there, and empty, in this pass move: a seat moved in this pass is
    // offered in its new category in the next pass before it may move again.
    const offered = structuredClone(capacities);
    const used = new Map<string, number>();
    for (const seat of seatOf.values())
      used.set(`${seat.programme}\u0000${seat.category}`, (used.get(`${seat.programme}\u0000${seat.category}`) ?? 0) + 1);
    let moved = false;
    for (const p of input.programmes) {
      const caps = capacities[p.code] ?? {};
      const waiting = waitingFor(p.code);
      let graph: RuleGraph | undefined;
      for (const from of sources) {
        const empty = Math.min(caps[from] ?? 0, offered[p.code]?.[from] ?? 0) - (used.get(`${p.code}\u0000${from}`) ?? 0);
        if (empty <= 0 || waiting.size === 0) continue;
        graph ??= ruleGraph(p, input.conversions);
        const path = routeOf(from, graph, (code) => wanted(p, code, waiting));
        if (!path) continue;
        const to = path[path.length - 1] ?? from;
        caps[from] = (caps[from] ?? 0) - empty;
        caps[to] = (caps[to] ?? 0) + empty;
        for (let k = 1; k < path.length; k++)
          conversions.push({ programme: p.code, from: path[k - 1] ?? from, to: path[k] ?? to, seats: empty, pass });
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

/** A programme's conversion rules as a graph: category code to the categories its empty seats may become, in rule order. */
type RuleGraph = ReadonlyMap<string, readonly string[]>;

function ruleGraph(programme: Programme, rules: readonly ConversionRule[]): RuleGraph {
  const known = new Set(programme.categories.map((c) => c.code));
  const graph = new Map<string, string[]>();
  for (const { from, to } of rules) {
    if (!known.has(from) || !known.has(to) || from === to) continue;
    const targets = graph.get(from);
    if (!targets) graph.set(from, [to]);
    else if (!targets.includes(to)) targets.push(to);
  }
  return graph;
}

/** Whether a wanted category can be reached from `start` without passing through `avoid`. */
function reaches(graph: RuleGraph, start: string, avoid: ReadonlySet<string>, isWanted: (code: string) => boolean): boolean {
  const seen = new Set([start]);
  const stack = [start];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (isWanted(at)) return true;
    for (const next of graph.get(at) ?? []) {
      if (avoid.has(next) || seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return false;
}

/**
 * The way an empty seat of `from` goes, by the rules, to a category someone eligible waits for:
 * the categories it passes through, `from` first and that category last; null when no rule leads
 * to one. At each step the first rule (in the rules' order) whose category is wanted itself, or
 * else the first that leads on to a wanted one. No category is passed twice, so rules that point at
 * each other (SC and ST) cannot pass a seat back and forth; a seat that may become an SEBC pool
 * seat and then State Merit goes all the way in one pass when only State Merit applicants wait.
 */
function routeOf(from: string, graph: RuleGraph, isWanted: (code: string) => boolean): string[] | null {
  const path = [from];
  const visited = new Set(path);
  for (let at = from; ;) {
    const next = (graph.get(at) ?? []).filter((to) => !visited.has(to));
    // A step that leads on exists whenever the one before it was taken: that is why it was taken.
    const step = next.find(isWanted) ?? next.find((to) => reaches(graph, to, visited, isWanted));
    if (step === undefined) return null;
    path.push(step);
    if (isWanted(step)) return path;
    visited.add(step);
    at = step;
  }
}

/** Whether seats of category `to` at this programme would be taken: someone eligible for them is waiting for it. */
function wanted(programme: Programme, to: string, waiting: ReadonlySet<string>): boolean {
  const target = programme.categories.find((c) => c.code === to);
  if (!target) return false;
  return target.eligible === null ? waiting.size > 0 : target.eligible.some((c) => waiting.has(c));
}
