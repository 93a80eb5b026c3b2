// Dates are shown in India's time zone whatever the device's setting.
const TZ = 'Asia/Kolkata';

function parts(value: string | Date, withTime: boolean): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: true } : {}),
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/** dd/MM/yyyy */
export function formatDate(value: string | Date): string {
  const p = parts(value, false);
  return p ? `${p.day}/${p.month}/${p.year}` : 'Invalid Date';
}

/** dd/MM/yyyy hh:mm a */
export function formatDateTime(value: string | Date): string {
  const p = parts(value, true);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}` : 'Invalid Date';
}

/** "Jun 15, 2026"; 'N/A' when empty. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat('en-US', { timeZone: TZ, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
