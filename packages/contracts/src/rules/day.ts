/**
 * yyyy-MM-dd as the site shows dates: dd/MM/yyyy. On its own, without the date rules' schemas, so
 * the admission page's notice of closing dates loads nothing more.
 */
export function displayDay(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

const IST = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** An instant as the site shows it, in India's time: dd/MM/yyyy hh:mm AM. */
export function displayDateTime(at: Date | string): string {
  const p = Object.fromEntries(IST.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}
