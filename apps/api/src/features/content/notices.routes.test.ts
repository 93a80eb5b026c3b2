import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notices from '@college/contracts/endpoints/notices';
import { rowsOf } from '../../db/rows';
import { contentOffice, signInStaff, type SignedInStaff } from '../../test/journey';
import type { TestApp } from '../../test/test-app';
import { call } from '../../test/call';

let t: TestApp;
let writer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => ({ t, writer, admin } = await contentOffice()));
afterAll(() => t.close());

const draft = {
  category: 'admission' as const,
  titleEn: 'Spot admission on 20 June',
  bodyEn: 'Spot admission to the remaining diploma seats is on 20 June at 10 am.\n\nBring the original certificates.',
  titleMl: 'ജൂൺ 20-ന് സ്പോട്ട് അഡ്മിഷൻ',
  bodyMl: 'ബാക്കിയുള്ള ഡിപ്ലോമ സീറ്റുകളിലേക്കുള്ള സ്പോട്ട് അഡ്മിഷൻ ജൂൺ 20-ന് രാവിലെ 10 മണിക്ക്.',
  validUntil: '2026-06-20',
};
const publicList = async (query: Record<string, string> = {}) =>
  (await call(request(t.app), notices.listNotices).query(query).expect(200)).body as {
    data: { id: string; title: string; lang: string; current: boolean }[];
    total: number;
  };
const move = (agent: typeof writer.agent, id: string, to: string, version: number) =>
  call(agent, notices.moveNotice, { params: { id }, body: { to: to as 'published', version } });

let spot = { id: '', version: 0 };
let later = { id: '', version: 0 };

describe('notices', () => {
  it('when a content editor writes and sends a notice, then only a publisher puts it on the site, in English and in Malayalam', async () => {
    const made = await call(writer.agent, notices.createNotice, { body: draft }).expect(201);
    expect(made.body.data).toMatchObject({ status: 'draft', malayalamOutOfDate: false, version: 1 });
    spot = { id: made.body.data.id, version: 1 };
    expect((await publicList()).total).toBe(0);
    const sent = await move(writer.agent, spot.id, 'submitted', 1).expect(200);
    expect(sent.body.data.status).toBe('submitted');
    const refused = await move(writer.agent, spot.id, 'published', 2).expect(403);
    expect(refused.body.message).toBe('Only a publisher (an administrator) publishes or takes a notice off the site');
    const published = await move(admin.agent, spot.id, 'published', 2).expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', publishAt: '2026-06-15T05:30:00.000Z' });
    spot.version = 3;
    expect((await publicList()).data).toMatchObject([{ id: spot.id, title: draft.titleEn, lang: 'en', current: true }]);
    expect((await publicList({ lang: 'ml' })).data).toMatchObject([{ id: spot.id, title: draft.titleMl, lang: 'ml' }]);
    const one = await call(request(t.app), notices.getNotice, { params: { id: spot.id } })
      .query({ lang: 'ml' })
      .expect(200);
    expect(one.body.data.body).toBe(draft.bodyMl);
  });

  it('when the English changes after the translation, then the Malayalam page shows the current English, marked, until the Malayalam is confirmed', async () => {
    t.clock.advance(60);
    // A writer may not change what is on the site; a publisher may.
    await call(writer.agent, notices.updateNotice, { params: { id: spot.id }, body: { ...draft, version: spot.version } }).expect(403);
    const changed = await call(admin.agent, notices.updateNotice, {
      params: { id: spot.id },
      body: { ...draft, titleEn: 'Spot admission on 20 June: venue changed to the seminar hall', version: spot.version },
    }).expect(200);
    expect(changed.body.data).toMatchObject({ malayalamOutOfDate: true, status: 'published' });
    spot.version += 1;
    expect((await publicList({ lang: 'ml' })).data[0]).toMatchObject({
      title: 'Spot admission on 20 June: venue changed to the seminar hall',
      lang: 'en',
    });
    const confirmed = await call(admin.agent, notices.updateNotice, {
      params: { id: spot.id },
      body: {
        ...draft,
        titleEn: 'Spot admission on 20 June: venue changed to the seminar hall',
        titleMl: 'ജൂൺ 20-ന് സ്പോട്ട് അഡ്മിഷൻ: സെമിനാർ ഹാളിൽ',
        version: spot.version,
      },
    }).expect(200);
    expect(confirmed.body.data.malayalamOutOfDate).toBe(false);
    spot.version += 1;
    expect((await publicList({ lang: 'ml' })).data[0]).toMatchObject({ title: 'ജൂൺ 20-ന് സ്പോട്ട് അഡ്മിഷൻ: സെമിനാർ ഹാളിൽ', lang: 'ml' });
    // A stale copy is refused, naming why.
    const stale = await call(admin.agent, notices.updateNotice, { params: { id: spot.id }, body: { ...draft, version: 1 } }).expect(409);
    expect(stale.body.message).toMatch(/Someone changed this notice/);
    // Every change is audited with what changed, from and to.
    const audit = await rowsOf<{ details: { what: string; changes?: Record<string, { from: string; to: string }> } }>(
      t.database.db,
      sql`select details from audit where entity = 'notice' and entity_id = ${spot.id} order by at, id`,
    );
    expect(audit.map((a) => a.details.what)).toEqual(['written', 'status', 'status', 'changed', 'changed']);
    expect(audit[3]!.details.changes).toEqual({
      titleEn: { from: 'Spot admission on 20 June', to: 'Spot admission on 20 June: venue changed to the seminar hall' },
    });
  });

  it('when a notice is scheduled, then it appears at its time; past its last day it leaves What’s New and stays in the archive', async () => {
    const made = await call(writer.agent, notices.createNotice, {
      body: {
        category: 'examination' as const,
        titleEn: 'Supplementary examination timetable <draft>',
        bodyEn: 'See the timetable & the rules.',
        publishAt: '2026-06-16T09:00',
      },
    }).expect(201);
    later = { id: made.body.data.id, version: 1 };
    await move(admin.agent, later.id, 'published', 1).expect(200);
    expect((await publicList()).data.map((n) => n.id)).toEqual([spot.id]);
    await call(request(t.app), notices.getNotice, { params: { id: later.id } }).expect(404);
    t.clock.set(new Date('2026-06-16T03:31:00Z')); // 09:01 in India
    expect((await publicList()).data.map((n) => n.id)).toEqual([later.id, spot.id]);
    t.clock.set(new Date('2026-06-20T18:31:00Z')); // 21 June, 00:01 in India
    expect((await publicList()).data.map((n) => n.id)).toEqual([later.id]);
    const archive = await publicList({ view: 'archive' });
    expect(archive.data.map((n) => [n.id, n.current])).toEqual([
      [later.id, true],
      [spot.id, false],
    ]);
    expect((await publicList({ view: 'archive', category: 'admission' })).total).toBe(1);
  });

  it('when the public searches the notices, then words in either language find them, every word must match, and % is only a letter', async () => {
    const ids = async (q: string) => (await publicList({ view: 'archive', q })).data.map((n) => n.id);
    expect(await ids('timetable')).toEqual([later.id]);
    expect(await ids('സ്പോട്ട്')).toEqual([spot.id]);
    expect(await ids('SEMINAR hall')).toEqual([spot.id]);
    expect(await ids('seminar timetable')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const long = await call(request(t.app), notices.listNotices)
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.fieldErrors.q).toEqual(['Search is at most 100 characters']);
  });

  it('when the feed is read, then it is RSS with each notice linked in its language, the text escaped', async () => {
    const feed = await request(t.app).get('/api/v1/notices/feed.xml?lang=ml').expect(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.headers['content-disposition']).toMatch(/^inline/);
    const text = feed.text;
    expect(text).toContain('<language>ml-IN</language>');
    expect(text).toContain(`<link>http://localhost:3000/ml/notices/${spot.id}</link>`);
    expect(text).toContain('Supplementary examination timetable &lt;draft&gt;');
    expect(text).toContain('See the timetable &amp; the rules.');
    expect(text).not.toContain('<draft>');
    expect(text.match(/<item>/g)).toHaveLength(2);
  });

  it('when a publisher takes a notice off the site, then it is gone from every list and its page, and kept for the office', async () => {
    const fresh = await signInStaff(t, 'admin');
    const list = (await call(fresh.agent, notices.listStaffNotices).expect(200)).body.data as { id: string; version: number }[];
    const current = list.find((n) => n.id === spot.id)!;
    await move(fresh.agent, spot.id, 'unpublished', current.version).expect(200);
    expect((await publicList({ view: 'archive' })).data.map((n) => n.id)).toEqual([later.id]);
    await call(request(t.app), notices.getNotice, { params: { id: spot.id } }).expect(404);
    const again = await move(fresh.agent, spot.id, 'submitted', current.version + 1).expect(409);
    expect(again.body.message).toBe('A notice that is unpublished cannot be made submitted');
  });

  it('when the input is bad or the role wrong, then a clear refusal and nothing is stored', async () => {
    writer = await signInStaff(t, 'content');
    const blank = await call(writer.agent, notices.createNotice, { unchecked: { ...draft, titleEn: ' ' } }).expect(400);
    expect(blank.body.fieldErrors.titleEn).toEqual(['Give the notice a title in English']);
    const half = await call(writer.agent, notices.createNotice, { unchecked: { ...draft, bodyMl: '' } }).expect(400);
    expect(half.body.fieldErrors.bodyMl).toEqual(['Give both the Malayalam title and text, or neither']);
    await call(writer.agent, notices.createNotice, { unchecked: { ...draft, bodyEn: 'a\u0000b' } }).expect(400);
    await call(writer.agent, notices.createNotice, { unchecked: { ...draft, publishAt: '2026-13-40T99:99' } }).expect(400);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, notices.createNotice, { body: draft }).expect(403);
    await call(request(t.app), notices.listStaffNotices).expect(401);
    await call(writer.agent, notices.listStaffNotices, { unchecked: {} }).query({ page: '0' }).expect(400);
    const counted = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notices`);
    expect(counted[0]!.n).toBe(2);
  });

  it('when the office has more notices than a page holds, then the list comes a page at a time, the latest changed first', async () => {
    for (let i = 0; i < 21; i++) {
      t.clock.advance(1);
      await call(writer.agent, notices.createNotice, { body: { ...draft, titleEn: `Notice ${i}` } }).expect(201);
    }
    const first = (await call(writer.agent, notices.listStaffNotices).expect(200)).body;
    expect(first).toMatchObject({ page: 1, total: 23, totalPages: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].titleEn).toBe('Notice 20');
    const second = (await call(writer.agent, notices.listStaffNotices).query({ page: '2' }).expect(200)).body;
    expect(second.data).toHaveLength(3);
    expect(new Set([...first.data, ...second.data].map((n: { id: string }) => n.id)).size).toBe(23);
  });

  it('when a tender has a closing time, then it leaves the current list at that minute and stays in the archive, marked closed', async () => {
    const publisher = await signInStaff(t, 'admin');
    const tender = { category: 'tender' as const, titleEn: 'Tender for lab computers', bodyEn: 'Sealed bids for 40 desktop computers.' };
    const general = await call(publisher.agent, notices.createNotice, {
      unchecked: { ...tender, category: 'general', closesAt: '2026-06-21T10:00' },
    }).expect(400);
    expect(general.body.fieldErrors.closesAt).toEqual(['Only a tender or a recruitment notice has a closing time']);
    const early = await call(publisher.agent, notices.createNotice, {
      unchecked: { ...tender, publishAt: '2026-06-22T10:00', closesAt: '2026-06-21T10:00' },
    }).expect(400);
    expect(early.body.fieldErrors.closesAt).toEqual(['The closing time must be after the time it is published']);
    const made = await call(publisher.agent, notices.createNotice, { body: { ...tender, closesAt: '2026-06-21T10:00' } }).expect(201);
    expect(made.body.data.closesAt).toBe('2026-06-21T04:30:00.000Z');
    await move(publisher.agent, made.body.data.id, 'published', 1).expect(200);
    const tenders = async (view: string) => (await publicList({ view, category: 'tender' })).data as { id: string; current: boolean }[];
    expect((await tenders('current')).map((n) => n.id)).toEqual([made.body.data.id]);
    t.clock.set(new Date('2026-06-21T04:29:00Z')); // 09:59 in India
    expect((await tenders('current')).map((n) => n.id)).toEqual([made.body.data.id]);
    t.clock.set(new Date('2026-06-21T04:30:00Z')); // 10:00: closed
    expect(await tenders('current')).toEqual([]);
    expect((await tenders('archive')).map((n) => [n.id, n.current])).toEqual([[made.body.data.id, false]]);
    const one = await call(request(t.app), notices.getNotice, { params: { id: made.body.data.id } }).expect(200);
    expect(one.body.data).toMatchObject({ closesAt: '2026-06-21T04:30:00.000Z', current: false });
  });
});
