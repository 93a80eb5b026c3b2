import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notices from '@college/contracts/endpoints/notices';
import { contentOffice, type SignedInStaff } from '../../test/journey';
import type { TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { foldLine } from './events-calendar';

let t: TestApp;
let writer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => ({ t, writer, admin } = await contentOffice()));
afterAll(() => t.close());

// The test clock starts at 11:00 on 15 June 2026 in India.
const openDay = {
  category: 'event' as const,
  titleEn: 'Open day; workshops, laboratories and the library',
  bodyEn: 'Meet the heads of section.\nAsk about fees, hostels and admission.',
  titleMl: 'ഓപ്പൺ ഡേ: വർക്ക്ഷോപ്പുകളും ലബോറട്ടറികളും ലൈബ്രറിയും കാണാൻ രക്ഷിതാക്കൾക്കും അപേക്ഷകർക്കും അവസരം',
  bodyMl: 'വിഭാഗം മേധാവികളെ കാണാം. ഫീസ്, ഹോസ്റ്റൽ, പ്രവേശനം എന്നിവയെക്കുറിച്ച് ചോദിക്കാം.',
  startsAt: '2026-06-20T10:00',
  endsAt: '2026-06-20T13:00',
  placeEn: 'Auditorium, main block',
  placeMl: 'ഓഡിറ്റോറിയം, പ്രധാന കെട്ടിടം',
};

/** The lines of a calendar file as a reader sees them: split at CRLF, folded lines joined again. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const calendar = async (path: string) => {
  const res = await request(t.app).get(path).expect(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return res.text;
};
let event = { id: '', version: 0 };

describe('events', () => {
  it('when an event is written without its time or place, or a notice of another kind is given one, then each is refused with a message and nothing is stored', async () => {
    const cases = [
      [
        { ...openDay, startsAt: '', endsAt: '', placeEn: '' },
        ['Enter when the event starts', 'Enter when the event ends', 'Enter where the event is, in English'],
      ],
      [{ ...openDay, endsAt: '2026-06-20T09:00' }, ['The event must end after it starts']],
      [{ ...openDay, startsAt: '2026-02-30T10:00' }, ['Enter when the event starts as a date and a time']],
      [{ ...openDay, category: 'general' as const }, ['Only an event has a time and a place']],
      [
        { ...openDay, category: 'general' as const, startsAt: '', endsAt: '', placeEn: '', placeMl: '', cancelled: true },
        ['Only an event is called off'],
      ],
    ] as const;
    for (const [body, messages] of cases) {
      const res = await call(writer.agent, notices.createNotice, { unchecked: body }).expect(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      const said = Object.values(res.body.fieldErrors as Record<string, string[]>).flat();
      for (const m of messages) expect(said).toContain(m);
    }
    const listed = await call(writer.agent, notices.listStaffNotices).expect(200);
    expect(listed.body.total).toBe(0);
  });

  it('when an event is published, then it is on What’s New with its time and place in each language until it ends, and in the archive after', async () => {
    const made = await call(writer.agent, notices.createNotice, { body: openDay }).expect(201);
    expect(made.body.data).toMatchObject({
      startsAt: '2026-06-20T04:30:00.000Z',
      endsAt: '2026-06-20T07:30:00.000Z',
      placeEn: openDay.placeEn,
      cancelled: false,
    });
    event = { id: made.body.data.id, version: 1 };
    // A draft is nobody's business: no calendar file for it.
    await call(request(t.app), notices.eventCalendar, { params: { id: event.id } }).expect(404);
    await call(admin.agent, notices.moveNotice, { params: { id: event.id }, body: { to: 'published', version: 1 } }).expect(200);
    event.version = 2;
    const en = await call(request(t.app), notices.getNotice, { params: { id: event.id } }).expect(200);
    expect(en.body.data).toMatchObject({
      category: 'event',
      current: true,
      event: { startsAt: '2026-06-20T04:30:00.000Z', endsAt: '2026-06-20T07:30:00.000Z', place: openDay.placeEn, cancelled: false },
    });
    const ml = await call(request(t.app), notices.getNotice, { params: { id: event.id } })
      .query({ lang: 'ml' })
      .expect(200);
    expect(ml.body.data.event.place).toBe(openDay.placeMl);

    t.clock.set(new Date('2026-06-20T07:29:00Z'));
    const during = await call(request(t.app), notices.listNotices).expect(200);
    expect(during.body.data.map((n: { id: string }) => n.id)).toContain(event.id);
    t.clock.set(new Date('2026-06-20T07:30:00Z'));
    const after = await call(request(t.app), notices.listNotices).expect(200);
    expect(after.body.data.map((n: { id: string }) => n.id)).not.toContain(event.id);
    const archive = await call(request(t.app), notices.listNotices).query({ view: 'archive' }).expect(200);
    expect(archive.body.data).toMatchObject([{ id: event.id, current: false }]);
    t.clock.set(new Date('2026-06-15T05:30:00Z'));
  });

  it('when the calendar is read, then it is valid iCalendar: CRLF lines of at most 75 octets, folded between characters, text escaped, UTC times and a stable UID', async () => {
    const ics = await calendar('/api/v1/events.ics');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfolded(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Nila College//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain(`UID:notice-${event.id}@localhost`);
    expect(lines).toContain('DTSTART:20260620T043000Z');
    expect(lines).toContain('DTEND:20260620T073000Z');
    expect(lines).toContain('SUMMARY:Open day\\; workshops\\, laboratories and the library');
    expect(lines).toContain('DESCRIPTION:Meet the heads of section.\\nAsk about fees\\, hostels and admission.');
    expect(lines).toContain('LOCATION:Auditorium\\, main block');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`SEQUENCE:${event.version}`);

    // Malayalam: three octets a letter, so the long title is folded, and never inside a letter.
    const ml = await calendar('/api/v1/events.ics?lang=ml');
    for (const line of ml.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(ml).toMatch(/\r\n /);
    expect(unfolded(ml)).toContain(`SUMMARY;LANGUAGE=ml:${openDay.titleMl}`);
    expect(unfolded(ml)).toContain(`LOCATION:${openDay.placeMl.replace(',', '\\,')}`);
  });

  it('when the event is changed or called off, then its calendar entry keeps its UID, its sequence rises and it says CANCELLED', async () => {
    const changed = await call(admin.agent, notices.updateNotice, {
      params: { id: event.id },
      body: { ...openDay, startsAt: '2026-06-20T11:00', cancelled: true, malayalamCurrent: true, version: event.version },
    }).expect(200);
    expect(changed.body.data).toMatchObject({ cancelled: true, startsAt: '2026-06-20T05:30:00.000Z' });
    event.version = changed.body.data.version;
    const one = await call(request(t.app), notices.eventCalendar, { params: { id: event.id } }).expect(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
    const lines = unfolded(one.text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:notice-${event.id}@localhost`,
        'STATUS:CANCELLED',
        'DTSTART:20260620T053000Z',
        `SEQUENCE:${event.version}`,
      ]),
    );
    const pub = await call(request(t.app), notices.getNotice, { params: { id: event.id } }).expect(200);
    expect(pub.body.data.event.cancelled).toBe(true);
  });

  it('when a calendar file is asked for a notice that is not an event, or for nothing, then the answer is 404 or a clear 400', async () => {
    const general = await call(writer.agent, notices.createNotice, {
      body: { category: 'general', titleEn: 'Library hours', bodyEn: 'Open 9 to 5.' },
    }).expect(201);
    await call(admin.agent, notices.moveNotice, { params: { id: general.body.data.id }, body: { to: 'published', version: 1 } }).expect(
      200,
    );
    const notEvent = await call(request(t.app), notices.eventCalendar, { params: { id: general.body.data.id } }).expect(404);
    expect(notEvent.body.message).toBe('Event not found');
    const malformed = await request(t.app).get('/api/v1/notices/not-a-uuid/event.ics').expect(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    const badLang = await request(t.app).get('/api/v1/events.ics?lang=fr').expect(400);
    expect(badLang.body.code).toBe('VALIDATION_ERROR');
  });

  it('when /events.ics is typed, then it leads to the calendar, with its language', async () => {
    const res = await request(t.app).get('/events.ics?lang=ml').expect(301);
    expect(res.headers.location).toBe('/api/v1/events.ics?lang=ml');
  });

  it('folds a line by octets, between characters, each further part after a space', () => {
    const line = `SUMMARY:${'അ'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    // 8 + 22 letters of 3 octets; a space + 24 letters; a space and the last 14.
    expect(folded.map((p) => Buffer.byteLength(p))).toEqual([74, 73, 43]);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});
