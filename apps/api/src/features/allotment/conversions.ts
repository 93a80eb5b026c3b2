import type { Programme, Seat } from './choice';

// Seats a reserved category leaves empty move by the conversion rules (data), along a chain of
// them if need be, to a category someone eligible waits for; the allotment then runs again.

/** Empty seats of category `from` become seats of `to` (e.g. KN to SEBC, SC to ST, EWS to SM). */
export type ConversionRule = { from: string; to: string };

/** One move of seats along one rule, in one pass of the allotment. */
export type Conversion = { programme: string; from: string; to: string; seats: number; pass: number };

/**
 * One pass's moves: at each programme, the seats of each category (in the order the rules first
 * name it) that were there and empty in this pass go along their way to a wanted category, if any;
 * `capacities` is changed to match. A seat moved in this pass is offered in its new category in the
 * next pass before it may move again. Returns the moves, each hop of a chain its own.
 */
export function convert(
  programmes: readonly Programme[],
  rules: readonly ConversionRule[],
  capacities: Record<string, Record<string, number>>,
  seatOf: ReadonlyMap<string, Seat>,
  waitingFor: (programme: string) => ReadonlySet<string>,
  pass: number,
): Conversion[] {
  const sources = [...new Set(rules.map((r) => r.from))];
  const used = new Map<string, number>();
  for (const seat of seatOf.values())
    used.set(`${seat.programme}\u0000${seat.category}`, (used.get(`${seat.programme}\u0000${seat.category}`) ?? 0) + 1);
  const moves: Conversion[] = [];
  for (const p of programmes) {
    const caps = capacities[p.code] ?? {};
    const waiting = waitingFor(p.code);
    if (waiting.size === 0) continue;
    const offered = { ...caps };
    let graph: RuleGraph | undefined;
    for (const from of sources) {
      const empty = Math.min(caps[from] ?? 0, offered[from] ?? 0) - (used.get(`${p.code}\u0000${from}`) ?? 0);
      if (empty <= 0) continue;
      graph ??= ruleGraph(p, rules);
      const path = routeOf(from, graph, (code) => wanted(p, code, waiting));
      if (!path) continue;
      const to = path[path.length - 1] ?? from;
      caps[from] = (caps[from] ?? 0) - empty;
      caps[to] = (caps[to] ?? 0) + empty;
      for (let k = 1; k < path.length; k++)
        moves.push({ programme: p.code, from: path[k - 1] ?? from, to: path[k] ?? to, seats: empty, pass });
    }
  }
  return moves;
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
