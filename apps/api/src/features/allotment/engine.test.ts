import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSIONS, SEAT_CATEGORY_CODES, SEBC_POOL, type SeatCategoryCode } from '@college/contracts/rules/seat-matrix';

// Thousands of instances take a second on an idle machine; a busy one may take many times that.
const PROPERTY_TIMEOUT = 120_000;
import {
  allot,
  carriedOver,
  choose,
  eligibleFor,
  optionsOf,
  type Applicant,
  type AllotmentInput,
  type AllotmentResult,
  type Programme,
  type Seat,
} from './engine';
import { enginePrograms, programmeCode } from './matrix';
import { textbookAllot } from './textbook-da';
import { checkRound } from './round-check';
import type { FinalList } from './round-figures';

/** A round's final list with no seat set by the office: the engine's result as it is. */
const finalOf = (input: AllotmentInput, result: AllotmentResult): FinalList => ({
  programmes: input.programmes,
  capacities: result.capacities,
  applicants: input.applicants,
  seats: result.seats,
  byOffice: new Map(),
  supernumerary: new Map(),
});

// The engine proved four ways: hand-computed tables; properties over thousands of random
// instances (one seat each, no block over its seats, no justified envy, no waste, merit first, the
// applicant's order respected, and no empty seat the conversion rules could still give to someone
// waiting, checked from the result alone); the same seats as a plain textbook deferred acceptance
// (textbook-da.ts); and on small instances the brute-force search for the stable assignment every
// applicant likes best, which deferred acceptance must find.

const person = (id: string, rank: number, category: string, options: string[], kinds: string[] = []): Applicant => ({
  id,
  rank,
  category,
  kinds,
  options,
});

/** A programme with open seats and, per reserved category, its own seats. */
function programme(code: string, open: number, reserved: Record<string, number> = {}, guarantees?: Record<string, number>): Programme {
  return {
    code,
    categories: [
      { code: 'SM', seats: open, eligible: null, ...(guarantees ? { guarantees } : {}) },
      ...Object.entries(reserved).map(([c, seats]) => ({ code: c, seats, eligible: c === 'SEBC' ? ['EZ', 'MU', 'KN'] : [c] })),
    ],
  };
}

const table = (result: AllotmentResult) =>
  Object.fromEntries(Object.entries(result.seats).map(([id, seat]) => [id, seat ? `${seat.programme}/${seat.category}` : '-']));

describe('hand-computed allotments', () => {
  it("an SEBC group's empty seat reaches State Merit through the SEBC pool when only State Merit applicants wait, each move recorded", () => {
    // A branch as a published matrix gives it: every category, the SEBC pool with no seats of its own.
    const seats = { ...Object.fromEntries(SEAT_CATEGORY_CODES.map((c) => [c, 0])), SM: 1, LA: 1 } as Record<SeatCategoryCode, number>;
    const input: AllotmentInput = {
      programmes: enginePrograms([{ code: 'merit', branches: [{ branch: 'CE', seats, pwd: 0 }] }]),
      applicants: [person('a', 1, 'SM', [programmeCode('merit', 'CE')]), person('b', 2, 'SM', [programmeCode('merit', 'CE')])],
      conversions: CONVERSIONS,
    };
    const result = allot(input);
    expect(table(result)).toEqual({ a: 'merit|CE/SM', b: 'merit|CE/SM' });
    expect(result.conversions).toEqual([
      { programme: 'merit|CE', from: 'LA', to: 'SEBC', seats: 1, pass: 1 },
      { programme: 'merit|CE', from: 'SEBC', to: 'SM', seats: 1, pass: 1 },
    ]);
    expect(result.capacities['merit|CE']).toMatchObject({ SM: 2, LA: 0, SEBC: 0 });
  });

  it('a reserved applicant who earns an open seat keeps it, and the reserved seat goes to the next of that category', () => {
    const input: AllotmentInput = {
      programmes: [programme('CE', 2, { EZ: 1 })],
      applicants: [person('a', 1, 'EZ', ['CE']), person('b', 2, 'SM', ['CE']), person('c', 3, 'SM', ['CE']), person('d', 4, 'EZ', ['CE'])],
      conversions: [],
    };
    expect(table(allot(input))).toEqual({ a: 'CE/SM', b: 'CE/SM', c: '-', d: 'CE/EZ' });
  });

  it("the 1995 procedure's mistake is not made: a more meritorious applicant is not passed over for a guarantee the open seats already meet", () => {
    // Two open seats, one guaranteed to a person with a disability. p (rank 1, PWD) takes the
    // guarantee on merit anyway; the other open seat goes to q (rank 2), not to r (rank 3, PWD).
    const input: AllotmentInput = {
      programmes: [programme('ME', 2, {}, { PWD: 1 })],
      applicants: [person('p', 1, 'SM', ['ME'], ['PWD']), person('q', 2, 'SC', ['ME']), person('r', 3, 'SM', ['ME'], ['PWD'])],
      conversions: [],
    };
    expect(table(allot(input))).toEqual({ p: 'ME/SM', q: 'ME/SM', r: '-' });
  });

  it('a guarantee is met by the best of its kind when merit alone would not meet it', () => {
    const input: AllotmentInput = {
      programmes: [programme('ME', 2, {}, { PWD: 1 })],
      applicants: [person('p', 1, 'SM', ['ME']), person('q', 2, 'SM', ['ME']), person('r', 3, 'SM', ['ME'], ['PWD'])],
      conversions: [],
    };
    expect(table(allot(input))).toEqual({ p: 'ME/SM', q: '-', r: 'ME/SM' });
  });

  it('applicants get their best option they can have; a rejected one moves down their list', () => {
    const input: AllotmentInput = {
      programmes: [programme('CE', 1), programme('ME', 1)],
      applicants: [person('a', 2, 'SM', ['CE', 'ME']), person('b', 1, 'SM', ['CE', 'ME']), person('c', 3, 'SM', ['ME'])],
      conversions: [],
    };
    expect(table(allot(input))).toEqual({ a: 'ME/SM', b: 'CE/SM', c: '-' });
  });

  it('empty reserved seats convert by the rules where they are wanted, each move recorded, and the allotment runs again', () => {
    const input: AllotmentInput = {
      programmes: [programme('CE', 1, { KN: 1, SEBC: 0, SC: 1, ST: 1 })],
      applicants: [
        person('a', 1, 'SM', ['CE']),
        person('b', 2, 'EZ', ['CE']),
        person('c', 3, 'ST', ['CE']),
        person('d', 4, 'ST', ['CE']),
        person('e', 5, 'SM', ['CE']),
      ],
      conversions: [
        { from: 'KN', to: 'SEBC' },
        { from: 'SEBC', to: 'SM' },
        { from: 'SC', to: 'ST' },
        { from: 'ST', to: 'SC' },
      ],
    };
    const result = allot(input);
    // KN's seat goes to the SEBC pool, where b (EZ) takes it; SC's seat goes to ST for d.
    expect(table(result)).toEqual({ a: 'CE/SM', b: 'CE/SEBC', c: 'CE/ST', d: 'CE/ST', e: '-' });
    expect(result.conversions).toEqual([
      { programme: 'CE', from: 'KN', to: 'SEBC', seats: 1, pass: 1 },
      { programme: 'CE', from: 'SC', to: 'ST', seats: 1, pass: 1 },
    ]);
    expect(result.capacities.CE).toEqual({ SM: 1, KN: 0, SEBC: 1, SC: 0, ST: 2 });
  });
});

/** The next round's input: seats as the last round left them, each seat kept as its holder's last option. */
function nextRound(input: AllotmentInput, result: AllotmentResult, leaving: ReadonlySet<string> = new Set()): AllotmentInput {
  return {
    ...input,
    programmes: carriedOver(input.programmes, result.capacities),
    applicants: input.applicants.filter((a) => !leaving.has(a.id)).map((a) => ({ ...a, held: result.seats[a.id] ?? null })),
  };
}

describe('conversion chains', () => {
  it('a seat goes on through a category nobody waits for to one somebody does, never back to where it was', () => {
    // SC's empty seat may only become ST, and ST's State Merit: with State Merit applicants waiting
    // it goes SC to ST to State Merit, the rule back from ST to SC not taken.
    const input: AllotmentInput = {
      programmes: [programme('CE', 1, { SC: 1, ST: 0 })],
      applicants: [person('a', 1, 'SM', ['CE']), person('b', 2, 'SM', ['CE'])],
      conversions: [
        { from: 'SC', to: 'ST' },
        { from: 'ST', to: 'SC' },
        { from: 'ST', to: 'SM' },
      ],
    };
    const result = allot(input);
    expect(table(result)).toEqual({ a: 'CE/SM', b: 'CE/SM' });
    expect(result.conversions).toEqual([
      { programme: 'CE', from: 'SC', to: 'ST', seats: 1, pass: 1 },
      { programme: 'CE', from: 'ST', to: 'SM', seats: 1, pass: 1 },
    ]);
  });

  it('a rule to a category somebody waits for is taken before a chain the rules list earlier', () => {
    const input: AllotmentInput = {
      programmes: [programme('CE', 1, { SC: 1, ST: 0 })],
      applicants: [person('a', 1, 'SM', ['CE']), person('b', 2, 'SM', ['CE'])],
      conversions: [
        { from: 'SC', to: 'ST' },
        { from: 'ST', to: 'SM' },
        { from: 'SC', to: 'SM' },
      ],
    };
    expect(allot(input).conversions).toEqual([{ programme: 'CE', from: 'SC', to: 'SM', seats: 1, pass: 1 }]);
  });

  it('a seat no rule leads to a waiting applicant stays where it is, and SC and ST do not pass it back and forth', () => {
    const input: AllotmentInput = {
      programmes: [programme('CE', 1, { SC: 1, ST: 1 })],
      applicants: [person('a', 1, 'SM', ['CE']), person('b', 2, 'SM', ['CE'])],
      conversions: [
        { from: 'SC', to: 'ST' },
        { from: 'ST', to: 'SC' },
      ],
    };
    const result = allot(input);
    expect(table(result)).toEqual({ a: 'CE/SM', b: '-' });
    expect(result.conversions).toEqual([]);
    expect(result.passes).toBe(1);
  });
});

describe('rounds', () => {
  it('three rounds: a seat given up goes down the list, a kept seat is never lost, a higher option is still taken when it frees', () => {
    const round1: AllotmentInput = {
      programmes: [programme('A', 1), programme('B', 1)],
      applicants: [person('x', 1, 'SM', ['A', 'B']), person('y', 2, 'SM', ['A', 'B']), person('z', 3, 'SM', ['B'])],
      conversions: [],
    };
    const first = allot(round1);
    expect(table(first)).toEqual({ x: 'A/SM', y: 'B/SM', z: '-' });
    // x declines and leaves: y moves up to A, their higher option, and B goes to z.
    const round2 = nextRound(round1, first, new Set(['x']));
    const second = allot(round2);
    expect(table(second)).toEqual({ y: 'A/SM', z: 'B/SM' });
    // A spot round: v ranks first but every seat is held by someone who kept theirs.
    const round3 = nextRound(round2, second);
    const third = allot({ ...round3, applicants: [...round3.applicants, person('v', 0, 'SM', ['A', 'B'])] });
    expect(table(third)).toEqual({ y: 'A/SM', z: 'B/SM', v: '-' });
  });

  it('a seat converted in one round stays converted in the next, held by whom it was given to', () => {
    const round1: AllotmentInput = {
      programmes: [programme('A', 1, { SC: 1 })],
      applicants: [person('p', 1, 'SM', ['A']), person('q', 2, 'SM', ['A'])],
      conversions: [{ from: 'SC', to: 'SM' }],
    };
    const first = allot(round1);
    expect(table(first)).toEqual({ p: 'A/SM', q: 'A/SM' });
    const second = allot({
      ...nextRound(round1, first),
      applicants: [...nextRound(round1, first).applicants, person('s', 3, 'SC', ['A'])],
    });
    expect(table(second)).toEqual({ p: 'A/SM', q: 'A/SM', s: '-' });
    expect(second.capacities).toEqual({ A: { SM: 2, SC: 0 } });
  });
});

// ---- Random instances ----

const CATEGORIES = ['SM', 'EZ', 'MU', 'SC', 'ST'];
const PROGRAMMES = ['P1', 'P2', 'P3', 'P4'];

const instance = (maxApplicants: number) =>
  fc
    .record({
      programmes: fc.uniqueArray(fc.constantFrom(...PROGRAMMES), { minLength: 1, maxLength: PROGRAMMES.length }).chain((codes) =>
        fc.tuple(
          ...codes.map((code) =>
            fc
              .record({
                open: fc.integer({ min: 0, max: 3 }),
                reserved: fc.record({ EZ: fc.integer({ min: 0, max: 2 }), SC: fc.integer({ min: 0, max: 2 }) }),
                pwd: fc.integer({ min: 0, max: 1 }),
              })
              .map(({ open, reserved, pwd }) => programme(code, open, reserved, pwd ? { PWD: pwd } : undefined)),
          ),
        ),
      ),
      people: fc.array(
        fc.record({
          category: fc.constantFrom(...CATEGORIES),
          pwd: fc.boolean(),
          options: fc.uniqueArray(fc.constantFrom(...PROGRAMMES), { maxLength: PROGRAMMES.length }),
        }),
        { maxLength: maxApplicants },
      ),
      order: fc.array(fc.nat(), { minLength: maxApplicants, maxLength: maxApplicants }),
      conversions: fc.boolean(),
    })
    .map(({ programmes, people, order, conversions }): AllotmentInput => {
      // A rank list: a permutation of 1..n, so ties never happen (the published list breaks them).
      const ranks = people.map((_, i) => i).sort((x, y) => (order[x] ?? 0) - (order[y] ?? 0) || x - y);
      return {
        programmes,
        applicants: people.map((p, i) => person(`a${i}`, ranks.indexOf(i) + 1, p.category, p.options, p.pwd ? ['PWD'] : [])),
        conversions: conversions
          ? [
              { from: 'EZ', to: 'SM' },
              { from: 'SC', to: 'SM' },
            ]
          : [],
      };
    });

const better = (a: Applicant, seat: Seat | null, code: string) => {
  const wanted = a.options.indexOf(code);
  return wanted >= 0 && (!seat || wanted < a.options.indexOf(seat.programme));
};

/** Every broken promise of the allotment in this result; none for a correct one. */
function problems(input: AllotmentInput, result: AllotmentResult): string[] {
  const found: string[] = [];
  const byId = new Map(input.applicants.map((a) => [a.id, a]));
  const holders = new Map<string, Applicant[]>();
  for (const [id, seat] of Object.entries(result.seats)) {
    if (!seat) continue;
    const a = byId.get(id);
    if (!a) continue;
    if (!a.options.includes(seat.programme)) found.push(`${id} holds ${seat.programme}, which they did not list`);
    const key = `${seat.programme}/${seat.category}`;
    holders.set(key, [...(holders.get(key) ?? []), a]);
  }
  for (const p of input.programmes) {
    for (const c of p.categories) {
      const seats = result.capacities[p.code]?.[c.code] ?? 0;
      const held = holders.get(`${p.code}/${c.code}`) ?? [];
      if (held.length > seats) found.push(`${p.code}/${c.code} holds ${held.length} in ${seats} seats`);
      for (const h of held) if (!eligibleFor(h, c)) found.push(`${h.id} holds a ${c.code} seat without being eligible`);
      for (const a of input.applicants) {
        if (!better(a, result.seats[a.id] ?? null, p.code) || !eligibleFor(a, c)) continue;
        // No waste: an empty seat a wanted more than what they have.
        if (held.length < seats) found.push(`${a.id} wanted an empty ${p.code}/${c.code} seat`);
        // No justified envy: a worse-ranked holder is there only to meet a guarantee a lacks.
        for (const h of held) {
          if (h.rank < a.rank) continue;
          const protectedBy = Object.entries(c.guarantees ?? {}).some(
            ([kind, guaranteed]) =>
              h.kinds.includes(kind) && !a.kinds.includes(kind) && held.filter((x) => x.kinds.includes(kind)).length <= guaranteed,
          );
          if (!protectedBy) found.push(`${a.id} (rank ${a.rank}) envies ${h.id} (rank ${h.rank}) at ${p.code}/${c.code}`);
        }
      }
    }
    // Merit first: nobody holds a reserved seat while a worse-ranked, unprotected applicant holds an open one here.
    const open = p.categories[0];
    if (open) {
      const openHeld = holders.get(`${p.code}/${open.code}`) ?? [];
      for (const c of p.categories.slice(1)) {
        for (const r of holders.get(`${p.code}/${c.code}`) ?? []) {
          for (const o of openHeld) {
            const protectedBy = Object.entries(open.guarantees ?? {}).some(
              ([kind, guaranteed]) =>
                o.kinds.includes(kind) && !r.kinds.includes(kind) && openHeld.filter((x) => x.kinds.includes(kind)).length <= guaranteed,
            );
            if (o.rank > r.rank && !protectedBy)
              found.push(`${r.id} holds a ${c.code} seat at ${p.code} while ${o.id}, ranked below, holds an open one`);
          }
        }
      }
    }
  }
  return found;
}

describe('properties over random instances', () => {
  it(
    'over three rounds with some applicants leaving, nobody who kept a seat ends worse off, and no category is over its seats',
    () => {
      fc.assert(
        fc.property(instance(12), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (input, leave) => {
          let round = input;
          let result = allot(round);
          for (let n = 2; n <= 3; n++) {
            const leaving = new Set(round.applicants.filter((_, i) => (leave[i] ?? 0) % 5 === n).map((a) => a.id));
            const next = nextRound(round, result, leaving);
            const after = allot(next);
            for (const a of next.applicants) {
              const before = result.seats[a.id] ?? null;
              if (!before) continue;
              const now = after.seats[a.id] ?? null;
              const options = optionsOf(a);
              expect(now, `${a.id} lost the seat they kept`).not.toBeNull();
              expect(options.indexOf(now?.programme ?? '')).toBeLessThanOrEqual(options.indexOf(before.programme));
            }
            const used = new Map<string, number>();
            for (const seat of Object.values(after.seats))
              if (seat) used.set(`${seat.programme}/${seat.category}`, (used.get(`${seat.programme}/${seat.category}`) ?? 0) + 1);
            for (const [key, n] of used) {
              const [p = '', c = ''] = key.split('/');
              expect(n, key).toBeLessThanOrEqual(after.capacities[p]?.[c] ?? 0);
            }
            // The office's check of a round (round-check.ts) finds nothing wrong in a later round either.
            expect(checkRound(finalOf(next, after), next.conversions).problems).toEqual([]);
            round = next;
            result = after;
          }
        }),
        { numRuns: 3_000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'one seat each, no category over its seats, eligibility, no waste, no justified envy, merit first, the order respected',
    () => {
      fc.assert(
        fc.property(instance(12), (input) => {
          const result = allot(input);
          expect(problems(input, result)).toEqual([]);
          // The office's check of a round agrees with this file's.
          expect(checkRound(finalOf(input, result), input.conversions).problems).toEqual([]);
        }),
        { numRuns: 10_000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'the same inputs give the same result and hash; another rank list gives another hash',
    () => {
      fc.assert(
        fc.property(instance(10), (input) => {
          const result = allot(input);
          expect(result).toEqual(allot(structuredClone(input)));
          expect(result.hash).toMatch(/^[0-9a-f]{64}$/);
          const [first, second] = input.applicants;
          if (first && second) {
            const swapped = {
              ...input,
              applicants: [{ ...first, rank: second.rank }, { ...second, rank: first.rank }, ...input.applicants.slice(2)],
            };
            expect(allot(swapped).hash).not.toBe(result.hash);
          }
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ---- Conversions over random instances ----

// Programmes as a published matrix makes them: State Merit, some reserved categories, and the SEBC
// pool (no seats of its own) between the SEBC groups and SC, with the rules' conversions or random
// ones (chains, cycles, rules to categories a programme lacks).
const RESERVED = ['EWS', 'EZ', 'MU', 'LA', 'KN', 'SC', 'ST'] as const;
const APPLICANT_CATEGORIES = ['SM', ...RESERVED];
const SEAT_CODES = ['SM', ...RESERVED, SEBC_POOL.code];

const matrixProgramme = (code: string, open: number, pwd: number, reserved: Partial<Record<string, number>>, pool: number): Programme => {
  const groups = RESERVED.filter((c) => c !== 'SC' && c !== 'ST' && reserved[c] !== undefined);
  const scSt = (['SC', 'ST'] as const).filter((c) => reserved[c] !== undefined);
  return {
    code,
    categories: [
      { code: 'SM', seats: open, eligible: null, ...(pwd > 0 ? { guarantees: { PWD: pwd } } : {}) },
      ...groups.map((c) => ({ code: c, seats: reserved[c] ?? 0, eligible: [c] })),
      { code: SEBC_POOL.code, seats: pool, eligible: SEBC_POOL.eligible },
      ...scSt.map((c) => ({ code: c, seats: reserved[c] ?? 0, eligible: [c] })),
    ],
  };
};

const convertingInstance = (maxApplicants: number) =>
  fc
    .record({
      programmes: fc.uniqueArray(fc.constantFrom(...PROGRAMMES), { minLength: 1, maxLength: PROGRAMMES.length }).chain((codes) =>
        fc.tuple(
          ...codes.map((code) =>
            fc
              .record({
                open: fc.integer({ min: 0, max: 2 }),
                pwd: fc.integer({ min: 0, max: 1 }),
                reserved: fc
                  .subarray([...RESERVED])
                  .chain((cats) => fc.tuple(...cats.map((c) => fc.integer({ min: 0, max: 2 }).map((n) => [c, n] as const)))),
                pool: fc.constantFrom(0, 0, 0, 1),
              })
              .map(({ open, pwd, reserved, pool }) => matrixProgramme(code, open, Math.min(pwd, open), Object.fromEntries(reserved), pool)),
          ),
        ),
      ),
      people: fc.array(
        fc.record({
          category: fc.constantFrom(...APPLICANT_CATEGORIES),
          pwd: fc.boolean(),
          options: fc.uniqueArray(fc.constantFrom(...PROGRAMMES), { maxLength: PROGRAMMES.length }),
        }),
        { maxLength: maxApplicants },
      ),
      order: fc.array(fc.nat(), { minLength: maxApplicants, maxLength: maxApplicants }),
      conversions: fc.oneof(
        fc.constant(CONVERSIONS),
        fc.array(fc.record({ from: fc.constantFrom(...SEAT_CODES), to: fc.constantFrom(...SEAT_CODES, 'BH') }), { maxLength: 10 }),
      ),
    })
    .map(({ programmes, people, order, conversions }): AllotmentInput => {
      const ranks = people.map((_, i) => i).sort((x, y) => (order[x] ?? 0) - (order[y] ?? 0) || x - y);
      return {
        programmes,
        applicants: people.map((p, i) => person(`a${i}`, ranks.indexOf(i) + 1, p.category, p.options, p.pwd ? ['PWD'] : [])),
        conversions,
      };
    });

/**
 * Empty seats that could still be given, read from the result alone: at each programme, an empty
 * seat of a category from which the rules (followed as far as they go) lead to a category some
 * waiting applicant may hold. Waiting: the applicant listed the programme above the seat they hold,
 * or holds none and listed it; a kept seat they did not list counts as listed last.
 */
function strandedSeats(input: AllotmentInput, result: AllotmentResult): string[] {
  const found: string[] = [];
  for (const p of input.programmes) {
    const codes = new Set(p.categories.map((c) => c.code));
    const filled = new Map<string, number>();
    for (const seat of Object.values(result.seats))
      if (seat?.programme === p.code) filled.set(seat.category, (filled.get(seat.category) ?? 0) + 1);
    const waiting = input.applicants.filter((a) => {
      const here = a.options.indexOf(p.code);
      if (here < 0) return false;
      const seat = result.seats[a.id];
      if (!seat) return true;
      const mine = a.options.indexOf(seat.programme);
      return here < (mine < 0 ? a.options.length : mine);
    });
    const wantedHere = new Set(
      p.categories.filter((c) => waiting.some((a) => c.eligible === null || c.eligible.includes(a.category))).map((c) => c.code),
    );
    for (const c of p.categories) {
      const empty = (result.capacities[p.code]?.[c.code] ?? 0) - (filled.get(c.code) ?? 0);
      if (empty <= 0) continue;
      // Every category the rules lead to from c, c included.
      const reached = new Set([c.code]);
      for (let grew = true; grew;) {
        grew = false;
        for (const rule of input.conversions) {
          if (reached.has(rule.from) && codes.has(rule.to) && !reached.has(rule.to)) {
            reached.add(rule.to);
            grew = true;
          }
        }
      }
      const waitedFor = [...reached].filter((code) => wantedHere.has(code));
      if (waitedFor.length > 0)
        found.push(`${p.code}/${c.code} has ${empty} empty, and it leads to ${waitedFor.join(', ')} with applicants waiting`);
    }
  }
  return found;
}

describe('conversions over random instances', () => {
  it(
    'after every round, no empty seat could become, by the rules, a seat somebody waiting may hold; and the other promises hold',
    () => {
      fc.assert(
        fc.property(convertingInstance(12), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (input, leave) => {
          let round = input;
          let result = allot(round);
          expect(strandedSeats(round, result)).toEqual([]);
          // The first round has no kept seats, so every promise of a plain allotment holds.
          expect(problems(round, result)).toEqual([]);
          for (let n = 2; n <= 3; n++) {
            const leaving = new Set(round.applicants.filter((_, i) => (leave[i] ?? 0) % 4 === n).map((a) => a.id));
            round = nextRound(round, result, leaving);
            result = allot(round);
            expect(strandedSeats(round, result)).toEqual([]);
            // The office's check, kept seats and conversions included, finds nothing wrong either.
            expect(checkRound(finalOf(round, result), round.conversions).problems).toEqual([]);
          }
        }),
        { numRuns: 3_000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'the check finds a stranded seat: without conversions a seat the rules could give is left empty',
    () => {
      // The check is worth something only if it would fail: the rules' own instances, allotted as if
      // there were no rules, are caught whenever a seat the rules would move is left empty.
      let caught = 0;
      fc.assert(
        fc.property(convertingInstance(12), (input) => {
          const unconverted = allot({ ...input, conversions: [] });
          const converted = allot(input);
          if (strandedSeats(input, unconverted).length > 0) caught++;
          if (converted.conversions.length > 0) {
            expect(strandedSeats(input, unconverted)).not.toEqual([]);
            // The office's check sees the same seat left where the rules would have moved it.
            expect(checkRound(finalOf(input, unconverted), input.conversions).problems.map((p) => p.property)).toContain('conversion');
          }
        }),
        { numRuns: 1_000 },
      );
      expect(caught).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT,
  );
});

// ---- Against the textbook ----

describe('the textbook deferred acceptance', () => {
  it(
    'gives the same seats, categories included, as the engine on random instances with fixed capacities, whoever proposes first',
    () => {
      fc.assert(
        fc.property(fc.oneof(instance(12), convertingInstance(12)), (input) => {
          const fixed = { ...input, conversions: [] };
          const seats = allot(fixed).seats;
          expect(seats).toEqual(textbookAllot(fixed));
          expect(seats).toEqual(textbookAllot(fixed, 'last'));
        }),
        { numRuns: 3_000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it("gives the hand-computed tables' seats", () => {
    // Merit first: a (EZ) earns an open seat, so the EZ seat goes to d.
    const input: AllotmentInput = {
      programmes: [programme('CE', 2, { EZ: 1 })],
      applicants: [person('a', 1, 'EZ', ['CE']), person('b', 2, 'SM', ['CE']), person('c', 3, 'SM', ['CE']), person('d', 4, 'EZ', ['CE'])],
      conversions: [],
    };
    expect(textbookAllot(input)).toEqual({
      a: { programme: 'CE', category: 'SM' },
      b: { programme: 'CE', category: 'SM' },
      c: null,
      d: { programme: 'CE', category: 'EZ' },
    });
  });
});

// ---- Brute force on small instances ----

/** Every assignment of applicants to a listed programme or none. */
function* assignments(input: AllotmentInput): Generator<(string | null)[]> {
  const known = new Set(input.programmes.map((p) => p.code));
  const choices = input.applicants.map((a) => [null, ...a.options.filter((o) => known.has(o))]);
  const at = choices.map(() => 0);
  for (;;) {
    yield at.map((i, n) => choices[n]?.[i] ?? null);
    let n = 0;
    while (n < at.length && (at[n] ?? 0) + 1 >= (choices[n]?.length ?? 1)) at[n++] = 0;
    if (n === at.length) return;
    at[n] = (at[n] ?? 0) + 1;
  }
}

/**
 * Stable for the programmes' choice: each programme would choose exactly whom it holds, and no
 * applicant who wants it more than what they hold would be chosen beside them.
 */
function stable(input: AllotmentInput, assigned: (string | null)[]): boolean {
  for (const p of input.programmes) {
    const caps = Object.fromEntries(p.categories.map((c) => [c.code, c.seats]));
    const holders = input.applicants.filter((_, i) => assigned[i] === p.code);
    if (choose(p, caps, holders).length !== holders.length) return false;
    for (const [i, a] of input.applicants.entries()) {
      const mine = assigned[i] ?? null;
      if (!better(a, mine ? { programme: mine, category: '' } : null, p.code)) continue;
      if (choose(p, caps, [...holders, a]).some((h) => h.applicant.id === a.id)) return false;
    }
  }
  return true;
}

describe('brute force', () => {
  it(
    'on small instances, deferred acceptance finds the stable assignment every applicant likes at least as well as any other',
    () => {
      fc.assert(
        fc.property(instance(5), (input) => {
          const withoutConversions = { ...input, conversions: [] };
          const result = allot(withoutConversions);
          const found = input.applicants.map((a) => result.seats[a.id]?.programme ?? null);
          expect(stable(withoutConversions, found)).toBe(true);
          const rankOf = (a: Applicant, code: string | null) => (code === null ? Infinity : a.options.indexOf(code));
          for (const other of assignments(input)) {
            if (!stable(withoutConversions, other)) continue;
            input.applicants.forEach((a, i) => expect(rankOf(a, found[i] ?? null)).toBeLessThanOrEqual(rankOf(a, other[i] ?? null)));
          }
        }),
        { numRuns: 400 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
