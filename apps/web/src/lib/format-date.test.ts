import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDisplayDate } from './format-date';

describe('date formats', () => {
  it('when formatting, then India time is used in the spec formats', () => {
    expect(formatDate('2026-06-14T20:00:00Z')).toBe('15/06/2026');
    expect(formatDateTime('2026-06-15T08:05:00Z')).toBe('15/06/2026 01:35 PM');
    expect(formatDisplayDate('2026-06-15T08:05:00Z')).toBe('Jun 15, 2026');
  });

  it('when empty or broken, then N/A or Invalid Date', () => {
    expect(formatDisplayDate('')).toBe('N/A');
    expect(formatDisplayDate(null)).toBe('N/A');
    expect(formatDisplayDate('nonsense')).toBe('Invalid Date');
    expect(formatDate('nonsense')).toBe('Invalid Date');
  });
});
