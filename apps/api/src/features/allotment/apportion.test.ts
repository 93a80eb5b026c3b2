import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Thousands of instances take a second on an idle machine; a busy one may take many times that.
const PROPERTY_TIMEOUT = 120_000;
import { apportion, type Share } from './apportion';

// KEAM's shares with EWS (bcdd.kerala.gov.in educational reservation; research/allotment.md).
const KERALA: Share[] = [
  { code: 'SM', basisPoints: 5000 },
  { code: 'EWS', basisPoints: 1000 },
  { code: 'EZ', basisPoints: 900 },
  { code: 'MU', basisPoints: 800 },
  { code: 'BH', basisPoints: 300 },
  { code: 'LA', basisPoints: 300 },
  { code: 'DV', basisPoints: 200 },
  { code: 'VK', basisPoints: 200 },
  { code: 'KN', basisPoints: 100 },
  { code: 'BX', basisPoints: 100 },
  { code: 'KU', basisPoints: 100 },
  { code: 'SC', basisPoints: 800 },
  { code: 'ST', basisPoints: 200 },
];
const ORDER = KERALA.map((s) => s.code);

describe('sharing an intake among categories', () => {
  it('intake 60: whole parts make 54; MU, BH, LA and SC take the .8 remainders; KN and BX win the .6 tie by the published order, KU does not', () => {
    expect(apportion(60, KERALA, ORDER)).toEqual({
      SM: 30,
      EWS: 6,
      EZ: 5,
      MU: 5,
      BH: 2,
      LA: 2,
      DV: 1,
      VK: 1,
      KN: 1,
      BX: 1,
      KU: 0,
      SC: 5,
      ST: 1,
    });
    // Another published order gives the tie to another category, and nothing else changes.
    const reversed = apportion(60, KERALA, [...ORDER].reverse());
    expect([reversed.KN, reversed.BX, reversed.KU]).toEqual([0, 1, 1]);
  });

  it(
    'any intake and any shares making 100%: the seats sum to the intake and each is its share rounded down or up',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 500 }),
          fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 15 }),
          (intake, weights) => {
            const sum = weights.reduce((a, b) => a + b, 0);
            const points = weights.map((w) => Math.floor((w * 10_000) / sum));
            points[0] = (points[0] ?? 0) + 10_000 - points.reduce((a, b) => a + b, 0);
            const shares = points.map((basisPoints, i) => ({ code: `C${i}`, basisPoints }));
            const seats = apportion(
              intake,
              shares,
              shares.map((s) => s.code),
            );
            expect(Object.values(seats).reduce((a, b) => a + b, 0)).toBe(intake);
            for (const s of shares) {
              const exact = (intake * s.basisPoints) / 10_000;
              expect(seats[s.code]).toBeGreaterThanOrEqual(Math.floor(exact));
              expect(seats[s.code]).toBeLessThanOrEqual(Math.ceil(exact));
            }
          },
        ),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('shares that do not make 100%, or a category the published order does not place, are refused', () => {
    expect(() => apportion(60, KERALA.slice(1), ORDER)).toThrow('The shares make 50%, not 100%');
    expect(() => apportion(60, KERALA, ORDER.slice(1))).toThrow('The published order does not place SM');
  });
});
