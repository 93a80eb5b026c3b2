import { describe, expect, it } from 'vitest';
import { currentYearInKolkata, displayDateTime, displayDay, displayIstDay, displayShortDate, todayInKolkata } from './day';

describe('days and times in India', () => {
  it('when formatting an instant, then India time is used in the spec formats', () => {
    expect(displayIstDay('2026-06-14T20:00:00Z')).toBe('15/06/2026');
    expect(displayDateTime('2026-06-15T08:05:00Z')).toBe('15/06/2026 01:35 PM');
    expect(displayShortDate('2026-06-15T08:05:00Z')).toBe('Jun 15, 2026');
  });

  it('when it is midnight or noon in India, then the clock reads 12 AM and 12 PM', () => {
    expect(displayDateTime('2026-01-31T18:30:00Z')).toBe('01/02/2026 12:00 AM');
    expect(displayDateTime('2026-01-31T06:30:00Z')).toBe('31/01/2026 12:00 PM');
    expect(displayDateTime('2026-01-31T06:29:00Z')).toBe('31/01/2026 11:59 AM');
  });

  it('when compared with a time-zone database, then every hour of a leap year agrees', () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });
    for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2029, 0, 1); t += 3_600_000 + 60_000) {
      const at = new Date(t);
      expect(todayInKolkata(at)).toBe(day.format(at));
      expect(displayDateTime(at).slice(11)).toBe(time.format(at).toUpperCase());
    }
  });

  it('when the year turns in India before it does in UTC, then the year is India’s', () => {
    expect(currentYearInKolkata(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(currentYearInKolkata(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });

  it('when empty or broken, then N/A or Invalid Date', () => {
    expect(displayShortDate('')).toBe('N/A');
    expect(displayShortDate(null)).toBe('N/A');
    expect(displayShortDate('nonsense')).toBe('Invalid Date');
    expect(displayIstDay('nonsense')).toBe('Invalid Date');
    expect(displayDateTime('nonsense')).toBe('Invalid Date');
    expect(displayDay('2026-06-01')).toBe('01/06/2026');
  });
});
