import { describe, expect, it } from 'vitest';
import { CONVERSION_POLICY, CONVERSIONS, conversionsInForce, SEAT_CATEGORY_CODES, SEBC_POOL } from './seat-matrix';

const pairs = (rules: readonly { from: string; to: string }[]) => rules.map((r) => `${r.from}>${r.to}`);

describe('the conversion policy', () => {
  it('when read, then every rule names its source and reason, and moves between known categories', () => {
    const known = new Set<string>([...SEAT_CATEGORY_CODES, SEBC_POOL.code]);
    expect(CONVERSION_POLICY.version).toBe('2026-1');
    expect(CONVERSION_POLICY.source).toContain('KEAM prospectus 4.1');
    for (const rule of CONVERSION_POLICY.rules) {
      expect(known.has(rule.from) && known.has(rule.to), `${rule.from}>${rule.to}`).toBe(true);
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.reason).toContain(rule.from);
    }
    expect(pairs(CONVERSIONS)).toEqual(pairs(CONVERSION_POLICY.rules));
  });

  it('when the office keeps reserved seats, then only moves within a reservation are in force, in every kind of round but the spot round', () => {
    for (const kind of ['trial', 'round'] as const) {
      const held = conversionsInForce(kind, false);
      expect(held.every((r) => r.release === 'always')).toBe(true);
      expect(held.some((r) => r.to === 'SM')).toBe(false);
      expect(pairs(held)).toEqual(expect.arrayContaining(['EZ>SEBC', 'KN>SEBC', 'SC>ST', 'ST>SC']));
    }
  });

  it('when the office releases them, or it is the spot round, then every rule is in force in the policy order', () => {
    expect(pairs(conversionsInForce('trial', true))).toEqual(pairs(CONVERSIONS));
    expect(pairs(conversionsInForce('round', true))).toEqual(pairs(CONVERSIONS));
    expect(pairs(conversionsInForce('spot', false))).toEqual(pairs(CONVERSIONS));
    expect(pairs(conversionsInForce('round', true).filter((r) => r.release === 'office'))).toEqual(['SEBC>SM', 'SC>SM', 'ST>SM', 'EWS>SM']);
  });
});
