/**
 * Days and times in India, without Intl. India keeps one offset all year (UTC+05:30, no daylight
 * saving since 1945), so plain arithmetic gives the same answers as a time-zone database, and the
 * first date shown does not pay for loading one: building an Intl formatter with a time zone costs
 * 40 to 60 ms of CPU on its first use, which a phone pays several times over on the admission page.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether `value` is a calendar day written yyyy-mm-dd that exists (no 30 February). */
export function isRealDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

type IstParts = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall-clock fields in India at an instant; null for an unreadable one. */
function istParts(at: Date | string): IstParts | null {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return null;
  const d = new Date(time + IST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** The calendar date (yyyy-MM-dd) in India at the given instant; the college works in IST. */
export function todayInKolkata(now: Date = new Date()): string {
  const p = istParts(now) as IstParts;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * Whether a window with this last day is open: its people may act (choose, pay, revise options)
 * while today, in India, is on or before it. The one rule every check of a round's window reads,
 * on the server and on the office's page.
 */
export function windowOpen(lastDay: string | null, now: Date = new Date()): boolean {
  return lastDay !== null && todayInKolkata(now) <= lastDay;
}

/** The yyyy-mm-dd day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function currentYearInKolkata(now: Date = new Date()): number {
  return (istParts(now) as IstParts).year;
}

/** The instant India's clocks read `time` (hh:mm) on `day` (yyyy-MM-dd): its start by default. */
export function indiaTime(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** An instant as a date-and-time field shows it in India (yyyy-MM-ddThh:mm); '' for none. */
export function indiaInput(at: Date | string | null): string {
  const p = at === null ? null : istParts(at);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** What a date-and-time field (yyyy-MM-ddThh:mm) means, read as India's time. */
export const fromIndiaInput = (value: string): Date => new Date(`${value}:00+05:30`);

/** yyyy-MM-dd as the site shows dates: dd/MM/yyyy. */
export function displayDay(isoDate: string): string {
  const m = ISO_DAY.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

const INVALID = 'Invalid Date';

/** An instant's day in India, dd/MM/yyyy. */
export function displayIstDay(at: Date | string): string {
  const p = istParts(at);
  return p ? `${pad(p.day)}/${pad(p.month)}/${p.year}` : INVALID;
}

/** An instant as the site shows it, in India's time: dd/MM/yyyy hh:mm AM. */
export function displayDateTime(at: Date | string): string {
  const p = istParts(at);
  if (!p) return INVALID;
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${displayTime(at)}`;
}

/** An instant's time of day in India: hh:mm AM. */
export function displayTime(at: Date | string): string {
  const p = istParts(at);
  if (!p) return INVALID;
  return `${pad(p.hour % 12 || 12)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/** "Jun 15, 2026": the public pages' notice dates; 'N/A' when there is none. */
export function displayShortDate(at: Date | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return 'N/A';
  const p = istParts(at);
  return p ? `${MONTHS[p.month - 1]} ${p.day}, ${p.year}` : INVALID;
}
