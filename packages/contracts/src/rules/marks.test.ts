import { describe, expect, it } from 'vitest';
import { isPassYear, isPercentage, passYearSchema, percentageSchema } from './marks';

describe('year of pass and percentage', () => {
  const now = new Date('2026-11-22T06:00:00Z');

  it('when the year is 1950 to the current year, then it is accepted', () => {
    expect(isPassYear(1950, now)).toBe(true);
    expect(isPassYear(2026, now)).toBe(true);
    expect(isPassYear(1949, now)).toBe(false);
    expect(isPassYear(2027, now)).toBe(false);
    expect(isPassYear(2020.5, now)).toBe(false);
  });

  it('when the percentage is 0 to 100 in steps of 0.1, then it is accepted: 100.0 yes, 100.05 no', () => {
    expect(isPercentage(0)).toBe(true);
    expect(isPercentage(100)).toBe(true);
    expect(isPercentage(100.0)).toBe(true);
    expect(isPercentage(99.9)).toBe(true);
    expect(isPercentage(0.3)).toBe(true);
    expect(isPercentage(100.05)).toBe(false);
    expect(isPercentage(100.1)).toBe(false);
    expect(isPercentage(12.34)).toBe(false);
    expect(isPercentage(-0.1)).toBe(false);
    expect(isPercentage(Number.NaN)).toBe(false);
  });

  it('when form strings arrive, then blanks become null and numbers are parsed', () => {
    expect(percentageSchema.parse('')).toBeNull();
    expect(percentageSchema.parse('  ')).toBeNull();
    expect(percentageSchema.parse('87.5')).toBe(87.5);
    expect(percentageSchema.safeParse('abc').success).toBe(false);
    expect(passYearSchema.parse('2020')).toBe(2020);
    expect(passYearSchema.safeParse('1900').success).toBe(false);
  });
});
