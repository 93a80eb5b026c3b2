import { describe, expect, it, vi, afterEach } from 'vitest';
import { ageOn, dobSchema, isIsoDate, isOldEnough } from './dates';
import { todayInKolkata } from './day';

afterEach(() => {
  vi.useRealTimers();
});

describe('dates and age', () => {
  it('when a date does not exist, then it is not a valid date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('01/02/2008')).toBe(false);
  });

  it('when the 15th birthday is today, then the applicant is old enough; the day before, not', () => {
    expect(isOldEnough('2011-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2011-06-15', '2026-06-14')).toBe(false);
  });

  it('when born on 29 February, then the year completes on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2023-02-28')).toBe(14);
    expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
  });

  it('when it is 20:00 UTC, then the day in Kolkata is already the next one', () => {
    expect(todayInKolkata(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(todayInKolkata(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });

  it('when the date of birth is under 15, future or malformed, then the schema refuses it with the spec text', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    expect(dobSchema.safeParse('2011-11-22').success).toBe(true);
    expect(dobSchema.safeParse('2011-11-23').error?.issues[0]?.message).toBe('You must be at least 15 years old to apply');
    expect(dobSchema.safeParse('2027-01-01').error?.issues[0]?.message).toBe('Date of birth cannot be in the future');
    expect(dobSchema.safeParse('2011-02-30').success).toBe(false);
  });

  it('when the date of birth is further back than the picker offers, then the schema refuses it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    expect(dobSchema.safeParse('1800-01-01').error?.issues[0]?.message).toBe('Please enter a valid date of birth');
    expect(dobSchema.safeParse('1925-12-31').success).toBe(false);
    expect(dobSchema.safeParse('1926-01-01').success).toBe(true);
    vi.useRealTimers();
  });
});
