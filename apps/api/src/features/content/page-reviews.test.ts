import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dashboard from '@college/contracts/endpoints/dashboard';
import * as reviews from '@college/contracts/endpoints/page-reviews';
import * as policy from '@college/contracts/endpoints/review-policy';
import { rowsOf } from '../../db/rows';
import { signInStaff, type SignedInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { testDist } from '../../test/test-dist';
import { contentToReview } from './content.api';

let dist: ReturnType<typeof testDist>;
let t: TestApp;
let writer: SignedInStaff;
// The build's sitemap: three pages of the site in both languages.
const BUILT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${['/', '/about', '/contact', '/ml', '/ml/about', '/ml/contact'].map((p) => `  <url><loc>https://college.example${p}</loc><lastmod>2026-06-01</lastmod></url>`).join('\n')}
</urlset>
`;

beforeAll(async () => {
  dist = testDist({ 'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>', 'sitemap.xml': BUILT });
  t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  writer = await signInStaff(t, 'content');
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

type Review = { path: string; reviewedAt: string | null; reviewedBy: string | null; note: string; due: boolean };
const list = async (agent = writer.agent) => (await call(agent, reviews.listPageReviews).expect(200)).body.data as Review[];

describe('the review of the site’s pages', () => {
  it('when nothing is reviewed, then every English page of the build is due, and the dashboard counts them', async () => {
    expect((await list()).map((r) => [r.path, r.due])).toEqual([
      ['/', true],
      ['/about', true],
      ['/contact', true],
    ]);
    const admin = await signInStaff(t, 'admin');
    expect((await call(admin.agent, dashboard.getDashboard).expect(200)).body.data.pagesToReview).toBe(3);
  });

  it('when a content editor marks a page reviewed, then it is up to date for 12 months, with who and the note, and audited', async () => {
    const res = await call(writer.agent, reviews.reviewPage, { body: { path: '/about', note: 'Principal’s name checked' } }).expect(200);
    expect(res.body.data).toMatchObject({ path: '/about', due: false, note: 'Principal’s name checked', reviewedBy: 'Test content' });
    expect((await list()).filter((r) => r.due).map((r) => r.path)).toEqual(['/', '/contact']);
    const audit = await rowsOf<{ entity_id: string; details: { note: string } }>(
      t.database.db,
      sql`select entity_id, details from audit where entity = 'page_review'`,
    );
    expect(audit).toEqual([{ entity_id: '/about', details: expect.objectContaining({ note: 'Principal’s name checked' }) }]);

    // A year on, it is due again.
    t.clock.advance(366 * 86_400);
    const again = await signInStaff(t, 'content');
    expect((await list(again.agent)).find((r) => r.path === '/about')?.due).toBe(true);
  });

  it('when a page that is not the site’s is sent, or someone without the content role asks, then it is refused', async () => {
    const editor = await signInStaff(t, 'content');
    const bad = await call(editor.agent, reviews.reviewPage, { body: { path: '/staff/applications', note: '' } }).expect(400);
    expect(bad.body.fieldErrors.path).toEqual(['Choose a page of the site']);
    await call((await signInStaff(t, 'admissions')).agent, reviews.listPageReviews).expect(403);
    await call(request(t.app), reviews.listPageReviews).expect(401);
  });
});

describe('the review policy', () => {
  type Policy = { version: number; months: number; source: string; savedAt: string; savedBy: string | null };
  const read = async (agent = writer.agent) =>
    (await call(agent, policy.getReviewPolicy).expect(200)).body.data as { current: Policy; history: Policy[] };

  it('when the site starts, then the period is a year, with the policy that sets it', async () => {
    const editor = await signInStaff(t, 'content');
    const { current, history } = await read(editor.agent);
    expect(current).toMatchObject({ version: 1, months: 12, savedBy: null });
    expect(current.source).toMatch(/GIGW 3\.0/);
    expect(history).toEqual([]);
  });

  it('when an administrator shortens the period, then pages and documents fall due by it, the old version is kept, and the change is audited', async () => {
    const admin = await signInStaff(t, 'admin');
    const editor = await signInStaff(t, 'content');
    // Reviewed now: up to date under a year, and under six months, until six months have passed.
    await call(editor.agent, reviews.reviewPage, { body: { path: '/', note: '' } }).expect(200);
    const source = 'Principal’s order No. C3/45/2026 dated 01/12/2026: pages read through every term';
    const saved = await call(admin.agent, policy.saveReviewPolicy, { body: { months: 6, source, version: 1 } }).expect(200);
    expect(saved.body.data).toMatchObject({ version: 2, months: 6, source, savedBy: 'Test admin' });
    const { current, history } = await read(editor.agent);
    expect([current.version, ...history.map((h) => h.version)]).toEqual([2, 1]);

    const dueOf = async (agent = editor.agent) => (await list(agent)).find((r) => r.path === '/')?.due;
    expect(await dueOf()).toBe(false);
    t.clock.advance(185 * 86_400);
    // Half a year on (a new session: the first has lapsed), it is due.
    expect(await dueOf((await signInStaff(t, 'content')).agent)).toBe(true);
    // The documents follow the same period: none is published here, so all five are due either way.
    expect(await contentToReview(t.database.db, t.clock.now(), [])).toMatchObject({ documents: 5 });

    const audit = await rowsOf<{ entity_id: string; details: { months: { from: number; to: number } } }>(
      t.database.db,
      sql`select entity_id, details from audit where entity = 'review_policy'`,
    );
    expect(audit).toEqual([{ entity_id: '2', details: expect.objectContaining({ months: { from: 12, to: 6 } }) }]);
  });

  it('when the change is stale, out of range or unsourced, or not an administrator’s, then it is refused and nothing changes', async () => {
    const admin = await signInStaff(t, 'admin');
    const editor = await signInStaff(t, 'content');
    const before = await read(editor.agent);
    const stale = await call(admin.agent, policy.saveReviewPolicy, { body: { months: 3, source: 'Term policy', version: 1 } }).expect(409);
    expect(stale.body.message).toBe('The review policy was changed meanwhile: read the new one and try again');
    const long = await call(admin.agent, policy.saveReviewPolicy, {
      body: { months: 48, source: 'x', version: before.current.version },
    }).expect(400);
    expect(long.body.fieldErrors.months).toEqual(['The period is at most 36 months']);
    const bare = await call(admin.agent, policy.saveReviewPolicy, {
      body: { months: 6, source: '  ', version: before.current.version },
    }).expect(400);
    expect(bare.body.fieldErrors.source).toEqual(['Name the policy or order that sets the period']);
    await call(editor.agent, policy.saveReviewPolicy, { body: { months: 6, source: 'Mine', version: before.current.version } }).expect(403);
    expect(await read(editor.agent)).toEqual(before);
  });

  it('when two administrators change it from the same version at once, then one change is kept and the other is told', async () => {
    const [a, b] = [await signInStaff(t, 'admin'), await signInStaff(t, 'admin')];
    const { current } = await read(a.agent);
    const answers = await Promise.all(
      [a, b].map((who, i) =>
        call(who.agent, policy.saveReviewPolicy, { body: { months: 9 + i, source: 'Board meeting minutes', version: current.version } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await read(a.agent)).current.version).toBe(current.version + 1);
  });
});
