import { seatLabel, type RoundCheck, type RoundProblem } from '@college/contracts/entities/allotment';
import type { Applicant, SeatCategory } from './choice';
import type { ConversionRule } from './conversions';
import { fromProgrammeCode } from './matrix';
import type { FinalList } from './round-figures';

// The promises a published round makes, checked from its final list alone: what anyone holding
// the round's CSV (every applicant's rank, category, kinds and options in order) and the published
// rules could check by hand. Written apart from the engine, which it does not call, so a mistake in
// the engine shows here rather than agreeing with itself. A seat the office set is checked too: a
// court order that breaks a promise shows, marked as the office's.
//
// The promises:
// - capacity: no category holds more than its seats (a supernumerary seat takes none);
// - eligibility: each holder may hold their category, in a branch they listed;
// - no waste: nobody waits for a branch, above their seat, with a seat of it empty that they may hold;
// - no justified envy: nobody waits for a branch above their seat while a lower rank holds a seat of
//   it they may hold, unless that holder kept it from the round before or a minimum guarantee of
//   a kind they lack protects it;
// - merit first: nobody holds a reserved seat in a branch where a lower rank holds an open one;
// - conversions: no empty seat could reach, along the rules in force, a category that someone
//   waiting for the branch may hold.

type Holder = { applicant: Applicant; kept: boolean };

const eligible = (a: Applicant, c: SeatCategory) => c.eligible === null || c.eligible.includes(a.category);

/** The kinds whose guarantee this holder's seat is needed for: the category holds no more of that kind than it guarantees. */
function guardedBy(h: Applicant, c: SeatCategory, holders: readonly Holder[]): string[] {
  return h.kinds.filter((kind) => {
    const guaranteed = c.guarantees?.[kind] ?? 0;
    return guaranteed > 0 && holders.filter((x) => x.applicant.kinds.includes(kind)).length <= guaranteed;
  });
}

/** Whether `h` may keep their seat of `c` against `a`, ranked above them. */
const protectedAgainst = (h: Holder, a: Applicant, c: SeatCategory, holders: readonly Holder[]) =>
  h.kept || guardedBy(h.applicant, c, holders).some((kind) => !a.kinds.includes(kind));

/** The categories an empty seat of `from` can reach along the rules (itself included). */
function reachable(from: string, rules: readonly ConversionRule[], categories: ReadonlySet<string>): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
    for (const r of rules) {
      if (r.from === at && categories.has(r.to) && !seen.has(r.to)) {
        seen.add(r.to);
        queue.push(r.to);
      }
    }
  }
  return seen;
}

/** Every broken promise of the round's final list; none for a round that keeps them all. */
export function checkRound(final: FinalList, rules: readonly ConversionRule[]): RoundCheck {
  const problems: RoundProblem[] = [];
  const byId = new Map(final.applicants.map((a) => [a.id, a]));
  const holdersOf = new Map<string, Holder[]>();
  const key = (p: string, c: string) => `${p}\u0000${c}`;
  for (const [id, seat] of Object.entries(final.seats)) {
    const a = byId.get(id);
    // A supernumerary seat is over and above the matrix: it takes nobody's seat.
    if (!seat || !a || final.supernumerary.has(id)) continue;
    const kept = a.held?.programme === seat.programme && a.held.category === seat.category;
    holdersOf.set(key(seat.programme, seat.category), [
      ...(holdersOf.get(key(seat.programme, seat.category)) ?? []),
      { applicant: a, kept },
    ]);
  }
  const report = (property: RoundProblem['property'], applicationId: string | null, programme: string, category: string, text: string) =>
    problems.push({
      property,
      applicationId,
      ...fromProgrammeCode(programme),
      category,
      text,
      byOffice: applicationId !== null && final.byOffice.has(applicationId),
    });
  const where = (p: string, c: string) => seatLabel({ ...fromProgrammeCode(p), category: c });
  /** Whether `a` would rather have programme `p` than what they hold. */
  const wants = (a: Applicant, p: string) => {
    const at = a.options.indexOf(p);
    if (at < 0) return false;
    const seat = final.seats[a.id];
    if (!seat) return true;
    const now = a.options.indexOf(seat.programme);
    // A seat kept from the round before and not listed again is below every option listed.
    if (now < 0) return seat.programme === a.held?.programme;
    return at < now;
  };

  for (const p of final.programmes) {
    const categories = new Set(p.categories.map((c) => c.code));
    const waiting = final.applicants.filter((a) => wants(a, p.code));
    for (const c of p.categories) {
      const seats = final.capacities[p.code]?.[c.code] ?? 0;
      const holders = holdersOf.get(key(p.code, c.code)) ?? [];
      if (holders.length > seats)
        report('capacity', null, p.code, c.code, `${where(p.code, c.code)} holds ${holders.length} in ${seats} seats`);
      for (const { applicant: h } of holders) {
        if (!eligible(h, c)) report('eligibility', h.id, p.code, c.code, `${h.id} holds a ${c.code} seat, being ${h.category}`);
        if (!h.options.includes(p.code) && h.held?.programme !== p.code)
          report('eligibility', h.id, p.code, c.code, `${h.id} holds ${where(p.code, c.code)}, a branch they did not list`);
      }
      for (const a of waiting) {
        if (!eligible(a, c)) continue;
        if (holders.length < seats)
          report('waste', a.id, p.code, c.code, `${a.id} (rank ${a.rank}) waits while ${where(p.code, c.code)} has a seat empty`);
        const envied = holders.filter((h) => h.applicant.rank > a.rank && !protectedAgainst(h, a, c, holders));
        for (const h of envied)
          report(
            'envy',
            a.id,
            p.code,
            c.code,
            `${a.id} (rank ${a.rank}) waits while ${h.applicant.id} (rank ${h.applicant.rank}) holds ${where(p.code, c.code)}`,
          );
      }
      // An empty seat that the rules could carry to a category someone waiting may hold.
      const empty = seats - holders.length;
      if (empty > 0 && rules.length > 0) {
        const reach = [...reachable(c.code, rules, categories)].filter((code) => code !== c.code);
        const target = p.categories.find((t) => reach.includes(t.code) && waiting.some((a) => eligible(a, t)));
        if (target)
          report(
            'conversion',
            null,
            p.code,
            c.code,
            `${where(p.code, c.code)} has ${empty} seat${empty === 1 ? '' : 's'} empty that the rules could give as ${target.code}, which someone waiting may hold`,
          );
      }
    }
    // Merit first: a reserved holder ranked above an open holder should have had the open seat.
    const open = p.categories.find((c) => c.eligible === null);
    if (!open) continue;
    const openHolders = holdersOf.get(key(p.code, open.code)) ?? [];
    for (const c of p.categories) {
      if (c === open) continue;
      for (const { applicant: r } of holdersOf.get(key(p.code, c.code)) ?? []) {
        const below = openHolders.filter((o) => o.applicant.rank > r.rank && !protectedAgainst(o, r, open, openHolders));
        for (const o of below)
          report(
            'merit-first',
            r.id,
            p.code,
            c.code,
            `${r.id} (rank ${r.rank}) holds a ${c.code} seat while ${o.applicant.id} (rank ${o.applicant.rank}) holds an open one in ${where(p.code, open.code)}`,
          );
      }
    }
  }
  const seated = Object.values(final.seats).filter(Boolean).length;
  return { applicants: final.applicants.length, seats: seated, problems };
}
