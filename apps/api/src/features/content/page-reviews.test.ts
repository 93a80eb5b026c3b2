import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dashboard from '@college/contracts/endpoints/dashboard';
import * as reviews from '@college/contracts/endpoints/page-reviews';
import { rowsOf } from '../../db/rows';
import { signInStaff, type SignedInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

let dist: string;
let t: TestApp;
let writer: SignedInStaff;
// The build's sitemap: three pages of the site in both languages.
const BUILT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${['/', '/about', '/contact', '/ml', '/ml/about', '/ml/contact'].map((p) => `  <url><loc>https://college.example${p}</loc><lastmod>2026-06-01</lastmod></url>`).join('\n')}
</urlset>
`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'college-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'sitemap.xml'), BUILT);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  writer = await signInStaff(t, 'content');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
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
