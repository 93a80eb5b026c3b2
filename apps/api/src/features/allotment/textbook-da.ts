import type { AllotmentInput, Applicant, Programme, Seat, SeatCategory } from './engine';

// Deferred acceptance as the textbook gives it (Gale and Shapley 1962; the choice for reserved
// seats of Sönmez and Yenmez 2022), plain and slow, for the tests to check the engine against:
// fixed capacities, no conversions, no kept seats. Nothing is saved between steps and every choice
// is made again from scratch.

const mayHold = (a: Applicant, c: SeatCategory) => c.eligible === null || c.eligible.includes(a.category);

/**
 * Whom a programme keeps among those before it, and in which category: category by category in
 * the programme's order (open seats first), each from those the earlier ones did not take and who
 * may hold it; in each, the best of each guaranteed kind up to its guarantee, then the best of the
 * rest up to its seats.
 */
function textbookChoice(programme: Programme, before: readonly Applicant[]): Map<Applicant, string> {
  const kept = new Map<Applicant, string>();
  const byRank = [...before].sort((x, y) => x.rank - y.rank);
  for (const category of programme.categories) {
    const candidates = byRank.filter((a) => !kept.has(a) && mayHold(a, category));
    const taken: Applicant[] = [];
    for (const [kind, guaranteed] of Object.entries(category.guarantees ?? {})) {
      for (const a of candidates) {
        if (taken.length >= category.seats || taken.filter((t) => t.kinds.includes(kind)).length >= guaranteed) break;
        if (a.kinds.includes(kind) && !taken.includes(a)) taken.push(a);
      }
    }
    for (const a of candidates) {
      if (taken.length >= category.seats) break;
      if (!taken.includes(a)) taken.push(a);
    }
    for (const a of taken) kept.set(a, category.code);
  }
  return kept;
}

/**
 * Applicant-proposing deferred acceptance: while someone is free and has an option left, they
 * propose to it; the programme keeps its choice among those it held and them, and lets the rest
 * go, who are free again. `order` says who of the free proposes first (the result does not
 * depend on it).
 */
export function textbookAllot(input: AllotmentInput, order: 'first' | 'last' = 'first'): Record<string, Seat | null> {
  const programmes = new Map(input.programmes.map((p) => [p.code, p]));
  const tried = new Map<Applicant, number>(input.applicants.map((a) => [a, 0]));
  const holding = new Map<string, Map<Applicant, string>>(input.programmes.map((p) => [p.code, new Map()]));
  const free = [...input.applicants];
  for (;;) {
    const ready = free.filter((x) => (tried.get(x) ?? 0) < x.options.length);
    const a = order === 'first' ? ready[0] : ready[ready.length - 1];
    if (!a) break;
    free.splice(free.indexOf(a), 1);
    const n = tried.get(a) ?? 0;
    tried.set(a, n + 1);
    const programme = programmes.get(a.options[n] ?? '');
    const held = holding.get(programme?.code ?? '');
    if (!programme || !held) {
      free.push(a);
      continue;
    }
    const kept = textbookChoice(programme, [...held.keys(), a]);
    for (const h of [...held.keys(), a]) if (!kept.has(h)) free.push(h);
    holding.set(programme.code, kept);
  }
  const seats: Record<string, Seat | null> = Object.fromEntries(input.applicants.map((a) => [a.id, null]));
  for (const [code, kept] of holding) for (const [a, category] of kept) seats[a.id] = { programme: code, category };
  return seats;
}
