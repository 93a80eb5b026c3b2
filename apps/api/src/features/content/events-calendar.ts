import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { PublicNotice } from '@college/contracts/entities/notice';
import type { FileAnswer } from '../../lib/file-answer';

// iCalendar (RFC 5545), written by hand: it is a few lines of text, and its two traps are handled
// here. Lines end in CRLF and are folded at 75 octets, never inside a character (a Malayalam
// letter is three octets, so folding by characters would overrun); text escapes \ ; , and newlines.

const FOLD_AT = 75;

/** One content line, folded: each further part starts with a space, which a reader removes. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines carry a leading space, which counts against their 75.
    if (octets + size > (parts.length === 0 ? FOLD_AT : FOLD_AT - 1)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A time in UTC, as 20261130T043000Z. */
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export type CalendarEvent = PublicNotice & { event: NonNullable<PublicNotice['event']>; version: number };

function vevent(n: CalendarEvent, opts: { origin: string; lang: 'en' | 'ml' }): string[] {
  const base = opts.lang === 'ml' ? `${opts.origin}/ml` : opts.origin;
  return [
    'BEGIN:VEVENT',
    // The same for the event whatever changes, so a calendar updates it rather than adding another.
    `UID:notice-${n.id}@${new URL(opts.origin).hostname}`,
    `DTSTAMP:${utc(n.updatedAt)}`,
    `LAST-MODIFIED:${utc(n.updatedAt)}`,
    // Every save raises the notice's version: a calendar takes the highest as the latest.
    `SEQUENCE:${n.version}`,
    `DTSTART:${utc(n.event.startsAt)}`,
    `DTEND:${utc(n.event.endsAt)}`,
    `SUMMARY${n.lang === 'ml' ? ';LANGUAGE=ml' : ''}:${icsText(n.title)}`,
    `DESCRIPTION${n.lang === 'ml' ? ';LANGUAGE=ml' : ''}:${icsText(n.body)}`,
    `LOCATION:${icsText(n.event.place)}`,
    `URL:${base}/notices/${n.id}`,
    `STATUS:${n.event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** Events as an iCalendar file: the whole calendar to subscribe to (shown), or one event to add (saved). */
export function eventsCalendar(opts: {
  origin: string;
  lang: 'en' | 'ml';
  events: CalendarEvent[];
  filename: string;
  download: boolean;
}): FileAnswer {
  const name = `${COLLEGE_IDENTITY.name}: ${opts.lang === 'ml' ? 'പരിപാടികൾ' : 'Events'}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${COLLEGE_IDENTITY.shortName}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...opts.events.flatMap((n) => vevent(n, opts)),
    'END:VCALENDAR',
  ];
  return {
    filename: opts.filename,
    contentType: 'text/calendar; charset=utf-8',
    body: `${lines.map(foldLine).join('\r\n')}\r\n`,
    // Public and the same for everyone: a calendar app may keep it a few minutes.
    cacheControl: 'public, max-age=300',
    inline: !opts.download,
  };
}
