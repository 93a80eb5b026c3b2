import { describe, expect, it } from 'vitest';
import type { Applicant, Programme, Seat } from './choice';
import { programmeCode } from './matrix';
import { checkRound } from './round-check';
import type { FinalList } from './round-figures';

// The office's check of a round, on lists small enough to read: each broken promise is found and
// named, and a list that keeps them all has none. (engine.test.ts shows, over thousands of random
// rounds, that the engine's own lists never trip it.)

const CE = programmeCode('merit', 'Computer Engineering');
const ME = programmeCode('merit', 'Mechanical Engineering');
const person = (id: string, rank: number, category: string, options: string[], extra: Partial<Applicant> = {}): Applicant => ({
  id,
  rank,
  category,
  kinds: [],
  options,
  ...extra,
});
const programme = (code: string, guarantees?: Record<string, number>): Programme => ({
  code,
  categories: [
    { code: 'SM', seats: 1, eligible: null, ...(guarantees ? { guarantees } : {}) },
    { code: 'EZ', seats: 1, eligible: ['EZ'] },
  ],
});

function list(applicants: Applicant[], seats: Record<string, Seat | null>, extra: Partial<FinalList> = {}): FinalList {
  const programmes = [programme(CE), programme(ME)];
  return {
    programmes,
    capacities: Object.fromEntries(programmes.map((p) => [p.code, Object.fromEntries(p.categories.map((c) => [c.code, c.seats]))])),
    applicants,
    seats,
    byOffice: new Map(),
    supernumerary: new Map(),
    ...extra,
  };
}
const at = (programme: string, category: string): Seat => ({ programme, category });
const properties = (final: FinalList, rules = [{ from: 'EZ', to: 'SM' }]) =>
  checkRound(final, rules).problems.map((p) => [p.property, p.applicationId]);

describe("the office's check of a round", () => {
  const a = person('A', 1, 'SM', [CE, ME]);
  const b = person('B', 2, 'EZ', [CE, ME]);
  const c = person('C', 3, 'SM', [CE, ME]);

  it('when every promise is kept, then it finds nothing, and counts the applicants and seats', () => {
    const result = checkRound(list([a, b, c], { A: at(CE, 'SM'), B: at(CE, 'EZ'), C: at(ME, 'SM') }), []);
    expect(result).toEqual({ applicants: 3, seats: 3, problems: [] });
  });

  it('when a lower rank holds a seat a higher rank waits for, then that is justified envy, named by both', () => {
    const final = list([a, b, c], { A: at(ME, 'SM'), B: at(CE, 'EZ'), C: at(CE, 'SM') });
    const [problem] = checkRound(final, []).problems;
    expect(problem).toMatchObject({
      property: 'envy',
      applicationId: 'A',
      branch: 'Computer Engineering',
      category: 'SM',
      byOffice: false,
    });
    expect(problem?.text).toBe('A (rank 1) waits while C (rank 3) holds Computer Engineering, Merit seats, SM');
  });

  it('when the office set that seat, then the fault is still shown, marked as the office’s', () => {
    const final = list(
      [a, b, c],
      { A: at(ME, 'SM'), B: at(CE, 'EZ'), C: at(CE, 'SM') },
      { byOffice: new Map([['A', { reason: 'Court order' }]]) },
    );
    expect(checkRound(final, []).problems).toContainEqual(
      expect.objectContaining({ property: 'envy', applicationId: 'A', byOffice: true }),
    );
  });

  it('when a seat is empty that a waiting applicant may hold, or a reserved holder outranks an open one, then waste and merit first', () => {
    const onlyCe = person('B', 2, 'EZ', [CE]);
    expect(properties(list([a, onlyCe], { A: at(CE, 'SM'), B: null }), [])).toEqual([['waste', 'B']]);
    const reservedAbove = person('R', 1, 'EZ', [CE]);
    expect(properties(list([reservedAbove, c], { R: at(CE, 'EZ'), C: at(CE, 'SM') }), [])).toEqual([['merit-first', 'R']]);
  });

  it('when a category holds more than its seats, a holder is not eligible or holds a branch not listed, then each is named', () => {
    const d = person('D', 4, 'SM', [ME]);
    expect(properties(list([a, c, d], { A: at(CE, 'SM'), C: at(CE, 'SM'), D: at(CE, 'EZ') }), [])).toEqual(
      expect.arrayContaining([
        ['capacity', null],
        ['eligibility', 'D'],
      ]),
    );
    expect(checkRound(list([d], { D: at(CE, 'EZ') }), []).problems.map((p) => p.text)).toEqual([
      'D holds a EZ seat, being SM',
      'D holds Computer Engineering, Merit seats, EZ, a branch they did not list',
    ]);
  });

  it('when an empty seat could reach by the rules a category someone waiting may hold, then the conversion is named', () => {
    // EZ's seat is empty and C waits for Computer Engineering: EZ to SM would give it to C.
    const final = list([a, c], { A: at(CE, 'SM'), C: at(ME, 'SM') });
    expect(properties(final)).toEqual([['conversion', null]]);
    expect(properties(final, [])).toEqual([]);
  });

  it('when a seat is supernumerary, kept from the round before, or held for a guarantee, then it takes nobody’s place', () => {
    const over = list([a, c], { A: at(ME, 'SM'), C: at(CE, 'SM') }, { supernumerary: new Map([['C', 'WP(C) 123/2026']]) });
    expect(properties(over, []).map(([p]) => p)).toEqual(['waste']);
    const kept = person('C', 3, 'SM', [CE, ME], { held: at(CE, 'SM') });
    expect(properties(list([a, kept], { A: at(ME, 'SM'), C: at(CE, 'SM') }), [])).toEqual([]);
    const pwd = person('C', 3, 'SM', [CE, ME], { kinds: ['PWD'] });
    const guaranteed = { ...list([a, pwd], { A: at(ME, 'SM'), C: at(CE, 'SM') }), programmes: [programme(CE, { PWD: 1 }), programme(ME)] };
    expect(properties(guaranteed, [])).toEqual([]);
  });
});
