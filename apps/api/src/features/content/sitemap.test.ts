import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notices from '@college/contracts/endpoints/notices';
import * as committees from '@college/contracts/endpoints/committees';
import * as gallery from '@college/contracts/endpoints/gallery';
import { plainPicture } from '../applications/hostile-images';
import { signInStaff, type SignedInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { testDist } from '../../test/test-dist';

let dist: ReturnType<typeof testDist>;
let t: TestApp;
let admin: SignedInStaff;
let origin: string;
const BUILT = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://college.example/</loc><lastmod>2026-06-01</lastmod></url>
</urlset>
`;

beforeAll(async () => {
  dist = testDist({ 'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>', 'sitemap.xml': BUILT });
  t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  origin = t.config.publicOrigin;
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

/** The server keeps the sitemap for two seconds: the one asked for after that has every change. */
const afterTheKeptCopy = () => new Promise((r) => setTimeout(r, 2_100));
const sitemap = async () => {
  await afterTheKeptCopy();
  const res = await request(t.app).get('/sitemap.xml').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return res.text;
};
const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replace(/[/.?]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('the sitemap', () => {
  it('when nothing is published, then it lists the prerendered pages only', async () => {
    const xml = await sitemap();
    expect(xml).toContain('<loc>https://college.example/</loc>');
    expect(xml).not.toContain('/notices');
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('when a notice is published, then it and the notices page are listed in both languages with the time the notice changed; a draft or a scheduled notice is not', async () => {
    const made = await call(admin.agent, notices.createNotice, {
      unchecked: { category: 'general', titleEn: 'Onam holidays', bodyEn: 'Closed.' },
    }).expect(201);
    const id = made.body.data.id as string;
    await call(admin.agent, notices.createNotice, { unchecked: { category: 'general', titleEn: 'Draft', bodyEn: 'Not yet.' } }).expect(201);
    expect(await sitemap()).not.toContain('/notices');

    const moved = await call(admin.agent, notices.moveNotice, { params: { id }, body: { to: 'published', version: 1 } }).expect(200);
    const changedAt = moved.body.data.updatedAt as string;
    const xml = await sitemap();
    expect(lastmodOf(xml, `${origin}/notices/${id}`)).toBe(changedAt);
    expect(lastmodOf(xml, `${origin}/ml/notices/${id}`)).toBe(changedAt);
    expect(lastmodOf(xml, `${origin}/notices`)).toBe(changedAt);
    expect(xml.match(/\/notices\//g)?.length).toBe(2 * 3);

    const later = await call(admin.agent, notices.createNotice, {
      unchecked: { category: 'general', titleEn: 'Later', bodyEn: 'Tomorrow.', publishAt: '2099-01-01T10:00' },
    }).expect(201);
    await call(admin.agent, notices.moveNotice, { params: { id: later.body.data.id }, body: { to: 'published', version: 1 } }).expect(200);
    expect(await sitemap()).not.toContain(later.body.data.id);
  });

  it('when a committee is set up, then the committees page is listed with that time', async () => {
    const saved = await call(admin.agent, committees.saveCommittee, {
      params: { kind: 'rti' },
      body: {
        orderRef: 'Order No. 1/2026',
        termFrom: '2026-06-01',
        termUntil: '2027-05-31',
        reviewBy: '',
        members: [{ name: 'Sri. A', roleEn: 'Public Information Officer', roleMl: '', phone: '', email: '' }],
      },
    }).expect(200);
    expect(lastmodOf(await sitemap(), `${origin}/ml/committees`)).toBe(saved.body.data.updatedAt);
  });

  it('when an album is published, then the gallery is listed with the time it changed; before that it is not', async () => {
    const album = await call(admin.agent, gallery.createAlbum, {
      body: { titleEn: 'Sports day', titleMl: '', eventOn: '2026-06-01', consentBasis: 'no-one-identifiable', consentRef: '' },
    }).expect(201);
    const albumId = album.body.data.id as string;
    await call(admin.agent, gallery.uploadPhoto, { params: { albumId } })
      .field('altEn', 'The relay race')
      .attach('file', await plainPicture(800, 600), { filename: 'relay.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(await sitemap()).not.toContain('/gallery');
    const moved = await call(admin.agent, gallery.moveAlbum, { params: { albumId }, body: { to: 'published' } }).expect(200);
    const xml = await sitemap();
    expect(lastmodOf(xml, `${origin}/gallery`)).toBe(moved.body.data.updatedAt);
    expect(lastmodOf(xml, `${origin}/ml/gallery`)).toBe(moved.body.data.updatedAt);
  });
});
