import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Override } from '@college/contracts/entities/allotment';
import type { Applicant, Programme, Seat } from './engine';
import { fromProgrammeCode, programmeCode } from './matrix';
import { overLimit } from './override-limit';
import { roundFigures, type ByOffice, type FinalList } from './round-figures';

// The round's figures and explanations against the final list itself: whatever the engine gave
// and whatever the office set by hand, each count, rank and line is what the list says.

const CATEGORIES = [
  { code: 'SM', eligible: null },
  { code: 'EZ', eligible: ['EZ'] },
] as const;

/** A round's parts before the office: programmes, applicants with options, and the engine's seats inside the matrix. */
const roundArb = fc
  .record({
    seats: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 4 }),
    people: fc.array(
      fc.record({ category: fc.constantFrom('SM', 'EZ'), options: fc.array(fc.nat(3), { maxLength: 4 }), pick: fc.nat(7) }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ seats, people }) => {
    const programmes: Programme[] = seats.map(([sm, ez], i) => ({
      code: programmeCode('merit', `Branch ${i}`),
      categories: [
        { code: 'SM', seats: sm, eligible: CATEGORIES[0].eligible },
        { code: 'EZ', seats: ez, eligible: CATEGORIES[1].eligible },
      ],
    }));
    const capacities = Object.fromEntries(programmes.map((p) => [p.code, Object.fromEntries(p.categories.map((c) => [c.code, c.seats]))]));
    const applicants: Applicant[] = people.map((p, i) => ({
      id: `A${i}`,
      rank: i + 1,
      category: p.category,
      kinds: [],
      options: [...new Set(p.options.filter((o) => o < programmes.length).map((o) => programmes[o]?.code ?? ''))],
    }));
    // Seats as an engine leaves them: inside each category's seats, on an option, for whoever may hold it.
    const used = new Map<string, number>();
    const engine: Record<string, Seat | null> = {};
    applicants.forEach((a, i) => {
      const choices = a.options.flatMap((programme) =>
        CATEGORIES.filter((c) => c.eligible === null || c.eligible.includes(a.category as 'EZ'))
          .filter((c) => (used.get(`${programme}|${c.code}`) ?? 0) < (capacities[programme]?.[c.code] ?? 0))
          .map((c) => ({ programme, category: c.code })),
      );
      const seat = choices[(people[i]?.pick ?? 0) % (choices.length + 1)] ?? null;
      if (seat) used.set(`${seat.programme}|${seat.category}`, (used.get(`${seat.programme}|${seat.category}`) ?? 0) + 1);
      engine[a.id] = seat;
    });
    return { programmes, capacities, applicants, engine };
  });

/** Seats the office sets by hand: anyone, anywhere in the matrix or nowhere, some over it by an order. */
const overridesArb = fc.array(
  fc.record({
    who: fc.nat(11),
    where: fc.option(fc.tuple(fc.nat(3), fc.constantFrom('SM', 'EZ')), { nil: null }),
    supernumerary: fc.boolean(),
  }),
  { maxLength: 8 },
);

type Parts = typeof roundArb extends fc.Arbitrary<infer T> ? T : never;
type Drawn = typeof overridesArb extends fc.Arbitrary<infer T> ? T : never;

/** The office's overrides as the contract has them, for the applicants and programmes the round has. */
function overridesOf(round: Parts, drawn: Drawn): Override[] {
  return drawn.flatMap(({ who, where, supernumerary }) => {
    const applicant = round.applicants[who % round.applicants.length];
    if (!applicant) return [];
    const programme = where ? round.programmes[where[0] % round.programmes.length] : undefined;
    const seat = programme && where ? { ...fromProgrammeCode(programme.code), category: where[1] } : null;
    return [
      {
        applicationId: applicant.id,
        seat,
        reason: `Order number ${who}`,
        supernumerary: supernumerary && seat !== null,
        supernumeraryReason: supernumerary && seat !== null ? `Court order ${who}` : '',
      },
    ];
  });
}

/** The final list: the engine's seats, each applicant's last override over them. */
function finalOf(round: Parts, overrides: readonly Override[]): FinalList {
  const seats = { ...round.engine };
  const byOffice = new Map<string, ByOffice>();
  const supernumerary = new Map<string, string>();
  for (const o of overrides) {
    seats[o.applicationId] = o.seat ? { programme: programmeCode(o.seat.block, o.seat.branch), category: o.seat.category } : null;
    byOffice.set(o.applicationId, { reason: o.reason });
    if (o.supernumerary) supernumerary.set(o.applicationId, o.supernumeraryReason);
    else supernumerary.delete(o.applicationId);
  }
  return { programmes: round.programmes, capacities: round.capacities, applicants: round.applicants, seats, byOffice, supernumerary };
}

/** What a category holds, counted straight from the list. */
function recount(final: FinalList, programme: string, category: string) {
  const holders = final.applicants.filter((a) => {
    const seat = final.seats[a.id];
    return seat?.programme === programme && seat.category === category;
  });
  const over = holders.filter((a) => final.supernumerary.has(a.id));
  const regular = holders.filter((a) => !over.includes(a)).map((a) => a.rank);
  const seats = final.capacities[programme]?.[category] ?? 0;
  return {
    seats,
    filled: holders.length,
    supernumerary: over.length,
    vacant: Math.max(0, seats - regular.length),
    opening: regular.length > 0 ? Math.min(...regular) : null,
    closing: regular.length > 0 ? Math.max(...regular) : null,
  };
}

describe('round figures', () => {
  it('every count, rank and explanation of a round is what its final list says, whatever the office set by hand', () => {
    fc.assert(
      fc.property(roundArb, overridesArb, (round, drawn) => {
        const final = finalOf(round, overridesOf(round, drawn));
        const figures = roundFigures(final);
        const listed = new Set(figures.closings.map((c) => `${programmeCode(c.block, c.branch)}|${c.category}`));
        for (const p of round.programmes) {
          for (const c of p.categories) {
            const counted = recount(final, p.code, c.code);
            expect(figures.held(p.code, c.code)).toEqual(counted);
            expect(listed.has(`${p.code}|${c.code}`)).toBe(counted.seats > 0 || counted.filled > 0);
          }
        }
        for (const c of figures.closings) expect(c).toMatchObject(recount(final, programmeCode(c.block, c.branch), c.category));
        expect(figures.allotted).toBe(Object.values(final.seats).filter(Boolean).length);

        for (const a of round.applicants) {
          const seat = final.seats[a.id] ?? null;
          const office = final.byOffice.get(a.id);
          const { summary, lines } = figures.explain(a);
          // Exactly the seat held reads as allotted, and nothing else does.
          const allotted = lines.filter((l) => l.outcome === 'allotted').map((l) => programmeCode(l.block, l.branch));
          expect(allotted).toEqual(seat ? [seat.programme] : []);
          for (const l of lines) if (l.text.includes(': allotted')) expect(programmeCode(l.block, l.branch)).toBe(seat?.programme);
          if (office) {
            expect(summary).toContain(office.reason);
            expect(summary).toMatch(seat ? /^Seat set by the office/ : /^Seat withdrawn by the office/);
            expect(lines.every((l) => l.outcome === 'allotted' || l.outcome === 'by-office')).toBe(true);
            if (seat) expect(lines.find((l) => l.outcome === 'allotted')?.text).toContain(`set by the office: ${office.reason}`);
          } else {
            for (const l of lines.filter((x) => x.outcome === 'closed')) {
              for (const { category, closing, vacant } of l.closings) {
                const counted = recount(final, programmeCode(l.block, l.branch), category);
                expect([closing, vacant]).toEqual([counted.closing, counted.vacant]);
              }
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('seats set by hand one after another never take a category past its seats, and one with a seat left is never refused', () => {
    fc.assert(
      fc.property(roundArb, overridesArb, (round, drawn) => {
        let kept: Override[] = [];
        for (const o of overridesOf(round, drawn)) {
          const tried = [...kept.filter((k) => k.applicationId !== o.applicationId), o];
          const before = roundFigures(finalOf(round, kept));
          const problem = overLimit(before, roundFigures(finalOf(round, tried)), o);
          if (o.seat && !o.supernumerary) {
            // Every category stays inside its seats, so an override is refused exactly when it would take its one past them.
            const counted = recount(finalOf(round, tried), programmeCode(o.seat.block, o.seat.branch), o.seat.category);
            expect(problem === null).toBe(counted.filled - counted.supernumerary <= counted.seats);
          } else {
            expect(problem).toBeNull();
          }
          if (problem === null) kept = tried;
        }
        const final = finalOf(round, kept);
        for (const p of round.programmes) {
          for (const c of p.categories) {
            const counted = recount(final, p.code, c.code);
            expect(counted.filled - counted.supernumerary).toBeLessThanOrEqual(counted.seats);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
