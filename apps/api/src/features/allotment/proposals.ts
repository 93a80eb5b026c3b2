import type { Applicant, Held, Programme, Seat, SeatCategory } from './choice';
import { choose } from './choice';

// Deferred acceptance with fixed capacities, applicant-proposing, fast: most proposals in a large
// round are settled without a new choice, by what each programme holds summed up.

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
export function prepare(
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

/**
 * Deferred acceptance with fixed capacities: each applicant proposes down their list, one proposal
 * at a time, best rank first; whoever a programme lets go proposes again at once. The order of
 * proposals does not change the result (it is the applicant-optimal stable allotment whatever the
 * order), but best-first means most proposals are settled without a new choice: refused, or simply
 * added. Applicants and programmes are read by index, as a state-wide round makes millions of proposals.
 */
export function deferredAcceptance(prepared: Prepared): {
  seatOf: Map<string, Seat>;
  waitingFor: (programme: string) => ReadonlySet<string>;
} {
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
