import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notices from '@college/contracts/endpoints/notices';
import { signInStaff } from '../../test/journey';
import { secondProcess } from '../../test/second-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { testDist } from '../../test/test-dist';

let dist: ReturnType<typeof testDist>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
const PAGE = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><div id="root"><main><div id="whats-new" class="whats-new"></div>${BUILT_NEWS}</main></div></body></html>`;
/** The achievements the build put on the home page, until the office publishes news. */
const BUILT_NEWS =
  '<div id="college-news" class="section"><h2>Achievements</h2><ul class="news-list"><li>Built with the site</li></ul></div>';

beforeAll(async () => {
  dist = testDist({ 'index.html': PAGE('en'), 'ml/index.html': PAGE('ml') });
  t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const home = (at = '/') => request(t.app).get(at).set('Accept', 'text/html').expect(200);
/** The server keeps What's New for two seconds: the next page after that has the change. */
const afterTheKeptCopy = () => new Promise((r) => setTimeout(r, 2_100));

async function publish(body: Record<string, unknown>): Promise<string> {
  const made = await call(admin.agent, notices.createNotice, { unchecked: { category: 'general', ...body } }).expect(201);
  await call(admin.agent, notices.moveNotice, { params: { id: made.body.data.id }, body: { to: 'published', version: 1 } }).expect(200);
  return made.body.data.id as string;
}

describe("What's New on the home page", () => {
  it('when no notice is current, then the page goes out with the place empty, and the achievements as built', async () => {
    const page = (await home()).text;
    expect(page).toContain('<div id="whats-new" class="whats-new"></div>');
    expect(page).toContain(BUILT_NEWS);
  });

  it('when notices are published, then the next home page lists them in its language, escaped, with a new ETag', async () => {
    const before = await home();
    const id = await publish({
      titleEn: 'Results of <b>semester</b> 3 & 4',
      bodyEn: 'Published on the board.',
      titleMl: 'സെമസ്റ്റർ 3, 4 ഫലങ്ങൾ',
      bodyMl: 'ബോർഡിൽ പ്രസിദ്ധീകരിച്ചു.',
    });
    const untranslated = await publish({ titleEn: 'Holiday on Friday', bodyEn: 'The college is closed on Friday.' });
    await afterTheKeptCopy();
    const en = await request(t.app)
      .get('/')
      .set('Accept', 'text/html')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(en.headers.etag).not.toBe(before.headers.etag);
    expect(en.text).toContain("<h2>What's New</h2>");
    expect(en.text).toContain(`<a href="/notices/${id}">Results of &lt;b&gt;semester&lt;/b&gt; 3 &amp; 4</a>`);
    expect(en.text).toContain('<a href="/notices">All notices</a>');
    const ml = await home('/ml');
    expect(ml.text).toContain(`<a href="/ml/notices/${id}">സെമസ്റ്റർ 3, 4 ഫലങ്ങൾ</a>`);
    // No translation yet: the English, marked with its language.
    expect(ml.text).toContain(`<a href="/ml/notices/${untranslated}" lang="en">Holiday on Friday</a>`);
    // The same page again is a 304.
    await request(t.app)
      .get('/')
      .set('Accept', 'text/html')
      .set('If-None-Match', en.headers.etag as string)
      .expect(304);
  });

  it('when a notice is published on one process, then the other process’s home page has it after its kept copy', async () => {
    const other = await secondProcess(t);
    try {
      const otherHome = () => request(other.app).get('/').set('Accept', 'text/html').expect(200);
      expect((await otherHome()).text).not.toContain('Hall tickets are ready');
      const id = await publish({ titleEn: 'Hall tickets are ready', bodyEn: 'Collect them from the office.' });
      await afterTheKeptCopy();
      expect((await otherHome()).text).toContain(`<a href="/notices/${id}">Hall tickets are ready</a>`);
    } finally {
      await other.close();
    }
  });

  it('when news is published, then it takes the achievements’ place, newest first, in the page’s language, and stays out of What’s New', async () => {
    const older = await publish({
      category: 'news',
      titleEn: 'NSS unit wins the district award',
      bodyEn: 'For flood-relief volunteering.',
      titleMl: 'NSS യൂണിറ്റിന് ജില്ലാ പുരസ്കാരം',
      bodyMl: 'പ്രളയ ദുരിതാശ്വാസത്തിന്.',
      publishAt: '2026-06-01T10:00',
    });
    const newer = await publish({ category: 'news', titleEn: 'First prize at the state technical fest', bodyEn: 'For the IoT project.' });
    await afterTheKeptCopy();
    const en = (await home()).text;
    expect(en).not.toContain('Built with the site');
    const news = /<div id="college-news" class="section">([\s\S]*?)<\/div>/.exec(en)?.[1] ?? '';
    expect(news).toMatch(/^<h2>Achievements<\/h2><ul class="news-list">/);
    expect(news.indexOf(newer)).toBeLessThan(news.indexOf(older));
    expect(news).toContain('<a href="/notices?category=news">All news</a>');
    const whatsNew = /<div id="whats-new" class="whats-new">([\s\S]*?)<\/div>/.exec(en)?.[1] ?? '';
    expect(whatsNew).not.toContain(newer);
    const ml = (await home('/ml')).text;
    expect(ml).toContain('<h2>നേട്ടങ്ങൾ</h2>');
    expect(ml).toContain(`<a href="/ml/notices/${older}">NSS യൂണിറ്റിന് ജില്ലാ പുരസ്കാരം</a>`);
    expect(ml).toContain(`<a href="/ml/notices/${newer}" lang="en">First prize at the state technical fest</a>`);
  });
});
