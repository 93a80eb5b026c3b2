import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as texts from '@college/contracts/endpoints/site-texts';
import { rowsOf } from '../../db/rows';
import { signInStaff, type SignedInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { testDist } from '../../test/test-dist';

let dist: ReturnType<typeof testDist>;
let t: TestApp;
let writer: SignedInStaff;
// The pages as the build made them: the built headline and numbers, and no banner.
const BUILT_HEADLINE = '<div id="home-headline"><h1>Built headline</h1><p class="hero__lead">Built lead</p></div>';
const BUILT_CONTACTS = '<div id="important-contacts"><ul class="card-grid"><li>Built contact</li></ul></div>';
const HOME = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><main>${BUILT_HEADLINE}<div id="admission-banner"></div></main></body></html>`;
const CONTACT = (lang: string) => `<!doctype html><html lang="${lang}"><body><main>${BUILT_CONTACTS}</main></body></html>`;

beforeAll(async () => {
  dist = testDist({
    'index.html': HOME('en'),
    'ml/index.html': HOME('ml'),
    'contact/index.html': CONTACT('en'),
    'ml/contact/index.html': CONTACT('ml'),
  });
  t = await createTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  writer = await signInStaff(t, 'content');
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const page = async (at: string) => (await request(t.app).get(at).set('Accept', 'text/html').expect(200)).text;
/** The server keeps each place's markup for two seconds: the page after that has the change. */
const afterTheKeptCopy = () => new Promise((r) => setTimeout(r, 2_100));

describe('the headline, the admission banner and the phone numbers', () => {
  it('when the office has saved nothing, then the pages go out as built, with no banner', async () => {
    const home = await page('/');
    expect(home).toContain(BUILT_HEADLINE);
    expect(home).toContain('<div id="admission-banner"></div>');
    expect(await page('/contact')).toContain(BUILT_CONTACTS);
  });

  it('when a content editor saves a headline and a banner, then the home page has them in its language within seconds, escaped, and the banner leaves after its last day', async () => {
    await call(writer.agent, texts.saveHeadline, {
      body: { titleEn: 'Admissions 2026 <open>', titleMl: 'പ്രവേശനം 2026', leadEn: 'Apply by 30 June', leadMl: '' },
    }).expect(200);
    await call(writer.agent, texts.saveBanner, {
      body: {
        textEn: 'Diploma applications close on 30 June',
        textMl: 'ഡിപ്ലോമ അപേക്ഷ ജൂൺ 30-ന് അവസാനിക്കും',
        link: '/admission',
        until: '2026-06-30',
      },
    }).expect(200);
    await afterTheKeptCopy();
    const home = await page('/');
    expect(home).toContain('<div id="home-headline"><h1>Admissions 2026 &lt;open&gt;</h1><p class="hero__lead">Apply by 30 June</p></div>');
    expect(home).toContain(
      '<div id="admission-banner"><p class="admission-banner"><a href="/admission"><span>Diploma applications close on 30 June</span></a></p></div>',
    );
    const ml = await page('/ml');
    expect(ml).toContain('<h1>പ്രവേശനം 2026</h1><p class="hero__lead" lang="en">Apply by 30 June</p>');
    expect(ml).toContain('<a href="/ml/admission"><span>ഡിപ്ലോമ അപേക്ഷ ജൂൺ 30-ന് അവസാനിക്കും</span></a>');

    // The day after its last day the banner is gone; the headline stays.
    t.clock.advance(16 * 86_400);
    await afterTheKeptCopy();
    const later = await page('/');
    expect(later).toContain('<div id="admission-banner"></div>');
    expect(later).toContain('<h1>Admissions 2026 &lt;open&gt;</h1>');
  });

  it('when the phone numbers are changed, then the contact page lists them with call links, and the change is audited with before and after', async () => {
    const editor = await signInStaff(t, 'content');
    const contacts = [
      { roleEn: 'Principal', roleMl: 'പ്രിൻസിപ്പൽ', name: 'Dr. K. Harikumar', official: '0466 2270 100', personal: '94470 20000' },
      { roleEn: 'Admission help desk', roleMl: '', name: 'Office', official: '0466 2270 111', personal: '94470 20111' },
    ];
    await call(editor.agent, texts.saveContacts, { body: { contacts } }).expect(200);
    await afterTheKeptCopy();
    const en = await page('/contact');
    expect(en).not.toContain('Built contact');
    expect(en).toContain('<h3>Admission help desk</h3>');
    expect(en).toContain('<p>Official: <a href="tel:04662270111">0466 2270 111</a></p>');
    const ml = await page('/ml/contact');
    expect(ml).toContain('<h3>പ്രിൻസിപ്പൽ</h3>');
    expect(ml).toContain('<h3 lang="en">Admission help desk</h3>');
    expect(ml).toContain('<p>ഔദ്യോഗികം: <a href="tel:04662270100">0466 2270 100</a></p>');
    const audit = await rowsOf<{ entity_id: string; details: { from: unknown; to: unknown } }>(
      t.database.db,
      sql`select entity_id, details from audit where entity = 'site_text' and entity_id = 'contacts'`,
    );
    expect(audit).toEqual([{ entity_id: 'contacts', details: { from: null, to: contacts } }]);
  });

  it('when a page is drawn by the app (reached from another page), then its places read the same markup without signing in; an unknown place or language is refused', async () => {
    const contacts = await call(request(t.app), texts.getPageSlot, {
      params: { slot: 'important-contacts' },
      query: { lang: 'ml' },
    }).expect(200);
    const sent = (await page('/ml/contact')).match(/<div id="important-contacts">([\s\S]*?)<\/div>/)?.[1];
    expect(contacts.body.data.markup).toBe(sent);
    expect(contacts.body.data.markup).toContain('<h3>പ്രിൻസിപ്പൽ</h3>');
    const news = await call(request(t.app), texts.getPageSlot, { params: { slot: 'college-news' } }).expect(200);
    // No news published: the page keeps what it was built with.
    expect(news.body.data.markup).toBeNull();
    expect(news.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await request(t.app).get('/api/v1/page-slots/not-a-place').expect(400);
    expect(unknown.body.message).toContain('No such place on the pages');
    await request(t.app).get('/api/v1/page-slots/whats-new?lang=fr').expect(400);
  });

  it('when the input is wrong, or someone without the content role saves, then it is refused and nothing changes', async () => {
    const editor = await signInStaff(t, 'content');
    const bad = await call(editor.agent, texts.saveBanner, {
      unchecked: { textEn: 'Apply', textMl: '', link: 'https://elsewhere.example/', until: '2026-02-30' },
    }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({
      link: ['Enter a page of this site, starting with /, like /admission'],
      until: ['Enter the last day as yyyy-mm-dd'],
    });
    const none = await call(editor.agent, texts.saveContacts, { unchecked: { contacts: [] } }).expect(400);
    expect(none.body.fieldErrors.contacts).toEqual(['Keep at least one contact']);
    const phone = await call(editor.agent, texts.saveContacts, {
      unchecked: { contacts: [{ roleEn: 'Principal', roleMl: '', name: 'X', official: 'call me', personal: '94470 20000' }] },
    }).expect(400);
    expect(phone.body.fieldErrors['contacts.0.official']).toEqual(['Enter the office number in digits, like 0466 2270 100']);
    await call((await signInStaff(t, 'admissions')).agent, texts.saveHeadline, {
      body: { titleEn: 'Hacked', titleMl: '', leadEn: 'x', leadMl: '' },
    }).expect(403);
    const saved = (await call(editor.agent, texts.getSiteTexts).expect(200)).body.data;
    expect(saved.headline.titleEn).toBe('Admissions 2026 <open>');
    expect(saved.contacts).toHaveLength(2);
  });
});
