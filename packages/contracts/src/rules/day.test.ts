import { describe, expect, it } from 'vitest';
import {
  currentYearInKolkata,
  displayDateTime,
  displayDay,
  displayIstDay,
  displayShortDate,
  displayTime,
  fromIndiaInput,
  indiaInput,
  indiaTime,
  todayInKolkata,
  windowOpen,
} from './day';

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

describe("a window's last day and India's wall clock", () => {
  it('when today in India is the last day, then the window is open; from the next day in India, closed', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(windowOpen('2026-06-15', new Date('2026-06-15T18:29:00Z'))).toBe(true);
    expect(windowOpen('2026-06-15', new Date('2026-06-15T18:30:00Z'))).toBe(false);
    expect(windowOpen(null, new Date('2026-06-15T00:00:00Z'))).toBe(false);
  });

  it('when a time in India is written, read or shown, then it is the same instant each way', () => {
    expect(indiaTime('2026-12-02').toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(indiaTime('2026-12-02', '05:24').toISOString()).toBe('2026-12-01T23:54:00.000Z');
    expect(indiaInput('2026-12-01T23:54:00.000Z')).toBe('2026-12-02T05:24');
    expect(fromIndiaInput('2026-12-02T05:24').toISOString()).toBe('2026-12-01T23:54:00.000Z');
    expect(indiaInput(null)).toBe('');
    expect(displayTime('2026-12-01T23:54:00.000Z')).toBe('05:24 AM');
    expect(displayDateTime('2026-12-02T12:05:00.000Z')).toBe('02/12/2026 05:35 PM');
  });
});
