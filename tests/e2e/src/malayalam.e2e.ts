import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { outboxOtp, shot } from './admission-flow';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { textOf } from './pdf-text';
import { sitemapPaths } from './sitemap';
import { phonePictureFile, signatureFile } from './pictures';

// The site in Malayalam: the switch and its memory, the pages under /ml, and a whole application
// from mobile entry to the acknowledgement, on a phone, in Malayalam.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);
const MOBILE = '9847099201';
const malayalamPaths = (await sitemapPaths(baseUrl)).filter((p) => p.startsWith('/ml'));

/** Nothing wider than the screen: long Malayalam words must wrap, not push the page sideways. */
async function expectNoOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(el).position !== 'fixed';
    });
    return { page: document.documentElement.scrollWidth - width, wide: wide.slice(0, 3).map((el) => `${el.tagName}.${el.className}`) };
  });
  expect(overflow, where).toEqual({ page: 0, wide: [] });
}

/** A visitor who has not used the switch: the pages keep the language of their address. */
/** The fonts the browser drew an element's text with (custom ones are the site's web fonts). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => `${f.postScriptName}${f.isCustomFont ? ' (web font)' : ''}`);
  } finally {
    await cdp.detach();
  }
}

/** A visitor without cookies or a remembered language. */
async function newVisitor(): Promise<Page> {
  const page = await browser.newVisitor();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(() => window.localStorage.clear());
  return page;
}

describe('Malayalam', () => {
  it('when the switch is used, then the same page opens in Malayalam with its language marked, and the choice is remembered', async () => {
    const page = await newVisitor();
    await page.goto(`${baseUrl}/about`);
    // Its letters come once the English page has painted (a machine without a Malayalam font showed
    // boxes), and nothing more of the Malayalam font does.
    await page.waitForLoadState('networkidle');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded: string[] = [];
      document.fonts.forEach((f) => {
        if (f.status === 'loaded') loaded.push(f.family.replaceAll('"', ''));
      });
      return loaded;
    });
    expect(fonts).toEqual(['Malayalam Switch']);
    await page.getByRole('link', { name: 'മലയാളം' }).click();
    await page.waitForURL(`${baseUrl}/ml/about`);
    await page.getByRole('heading', { level: 1, name: /-നെക്കുറിച്ച്$/ }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ml');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`));
    expect(alternates).toEqual(['en /about', 'ml /ml/about', 'x-default /about']);

    // Another visit to an English address brings the Malayalam page back.
    await page.goto(`${baseUrl}/contact`);
    await page.waitForURL(`${baseUrl}/ml/contact`);
    await page.getByRole('heading', { level: 1, name: 'ഞങ്ങളെ ബന്ധപ്പെടുക' }).waitFor();
    // And English, once chosen, stays chosen, even when it was chosen before the app had arrived
    // (here its scripts never do, on the Malayalam page): the switch works there as a plain link.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/ml/contact`);
    await page.unroute('**/assets/*.js');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/ml`);
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  it('when the sitemap is read, then it lists the Malayalam pages', () => {
    expect(malayalamPaths.length).toBeGreaterThan(20);
  });

  it.for(malayalamPaths)(
    'when %s is opened on a phone and a laptop, then nothing is wider than the screen, and it reads mostly in Malayalam once the app has taken it over',
    async (path) => {
      const page = await newVisitor();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(`${baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        await expectNoOverflow(page, `${path} at ${viewport.width} px`);
      }
      // Proper names, codes and numbers may stay as they are; the rest is in Malayalam (at least 60 % of the letters).
      await page.waitForLoadState('networkidle');
      const letters = await page.evaluate(() => {
        const text = document.body.innerText;
        return { malayalam: text.match(/[\u0D00-\u0D7F]/g)?.length ?? 0, latin: text.match(/[A-Za-z]/g)?.length ?? 0 };
      });
      expect(letters.malayalam / (letters.malayalam + letters.latin), `${path}: ${JSON.stringify(letters)}`).toBeGreaterThanOrEqual(0.6);
      // The app took over the prerendered Malayalam page without redrawing it in English.
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      await page.close();
    },
  );

  it('when a Malayalam page opens for the first time, then its fonts come after its first paint, its bold and regular text is drawn with them, and the English switch has its own letters', async () => {
    // Nothing the first paint waits for: the fonts are named only in what the page takes after it
    // (and for a browser that runs no script, in <noscript>).
    const html = await (await fetch(`${baseUrl}/ml/admission`)).text();
    expect(html.replace(/<template id="after-paint"[\s\S]*?<\/template>|<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(
      /woff2|rel="preload"/,
    );
    const page = await newVisitor();
    await page.goto(`${baseUrl}/ml/admission`);
    await page.waitForLoadState('networkidle');
    // Swapped in when they arrive: until then a machine without a Malayalam font shows boxes.
    expect(await fontsDrawing(page, 'h1')).toContain('NotoSansMalayalam-Bold (web font)');
    expect(await fontsDrawing(page, 'label[for="mobile"]')).toContain('NotoSansMalayalam-Regular (web font)');
    // The page's own words need only the cut faces: the full ones are not fetched.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.woff2')),
    );
    expect(fonts.map((f) => f.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, '')).sort()).toEqual([
      'noto-sans-malayalam-site-400',
      'noto-sans-malayalam-site-700',
    ]);
    await page.goto(`${baseUrl}/about`);
    await page.waitForLoadState('networkidle');
    expect((await fontsDrawing(page, '.language-switch')).some((f) => f.endsWith('(web font)'))).toBe(true);
    await page.close();
  });

  it('when a Malayalam page is opened with scripts turned off, then its text is still drawn with the Malayalam font', async () => {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${baseUrl}/ml/admission`);
    await page.waitForLoadState('networkidle');
    // The boot script did not run, so the app was never asked for.
    expect(scripts).toEqual([]);
    expect(await fontsDrawing(page, 'h1')).toContain('NotoSansMalayalam-Bold (web font)');
    expect(await fontsDrawing(page, 'label[for="mobile"]')).toContain('NotoSansMalayalam-Regular (web font)');
    await cdp.detach();
    await page.close();
  });

  it('when the menu is opened on a phone, then it fits the screen and the page uses the Malayalam font', async () => {
    const page = await newVisitor();
    await page.goto(`${baseUrl}/ml`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'മെനു തുറക്കുക' }).click();
    // The app's drawer, the one with a close button: a tap before the app opens the plain menu
    // first, which gives way to it (its slide cancelled), as slow-phone.e2e.ts tests.
    await page.getByRole('dialog', { name: 'മെനു' }).getByRole('button', { name: 'മെനു അടയ്ക്കുക' }).waitFor();
    // The drawer slides in from the left: measured once it is in (a cancelled slide counts as over).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectNoOverflow(page, 'menu');
    await screenshot(page, 'ml-menu');
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Malayalam Web"', 'മലയാളം'))).toBe(true);
    await page.close();
  });

  // One applicant in two tests (steps 1 to 4, then 5 to the acknowledgement), each within its own
  // time: with a screenshot and an audit at every step, one test was most of a minute.
  let paid: Page | undefined;

  it('when an applicant applies in Malayalam, then steps 1 to 4 speak Malayalam and checks pass in both widths', async () => {
    const page = await newVisitor();
    await page.goto(`${baseUrl}/ml/admission`);
    await page.getByRole('heading', { name: 'സ്വാഗതം' }).waitFor();
    await page.getByPlaceholder('10 അക്ക മൊബൈൽ നമ്പർ നൽകുക').fill(MOBILE);
    await shot(page, 'ml-1-mobile');
    await page.getByRole('button', { name: 'തുടരുക' }).click();
    await page.getByRole('heading', { name: 'OTP സ്ഥിരീകരണം' }).waitFor();
    // A wrong code is refused in Malayalam.
    await page.getByLabel('ഒറ്റത്തവണ കോഡ്').fill('000000');
    await page.getByRole('button', { name: 'OTP സ്ഥിരീകരിക്കുക' }).click();
    await page.getByText('OTP അസാധുവാണ്').first().waitFor();
    await page.getByLabel('ഒറ്റത്തവണ കോഡ്').fill(await outboxOtp(baseUrl, MOBILE));
    await shot(page, 'ml-1-otp');
    await page.getByRole('button', { name: 'OTP സ്ഥിരീകരിക്കുക' }).click();

    await page.getByRole('heading', { name: 'പുതിയ അപേക്ഷ' }).waitFor();
    await page.getByLabel('മുഴുവൻ പേര് (SSLC അല്ലെങ്കിൽ 10-ാം ക്ലാസ് പ്രകാരം)').fill('Anjali Menon');
    await page.getByLabel('ജനനത്തീയതി').click();
    await page.getByLabel('മാസം').selectOption({ label: 'മേയ്' });
    await page.getByLabel('വർഷം').selectOption('2008');
    await page.getByRole('button', { name: '14 മേയ് 2008', exact: true }).click();
    await page.getByLabel('പെൺ').check();
    await page.getByLabel('മതം').selectOption('Hindu');
    // A wrong email is named in Malayalam, inline.
    await page.getByLabel('ഇമെയിൽ വിലാസം').fill('anjali@');
    await page.getByText('സാധുവായ ഇമെയിൽ വിലാസം നൽകുക').waitFor();
    await page.getByLabel('ഇമെയിൽ വിലാസം').fill('anjali.m@example.in');
    // A reservation claim with its certificate, and the photo and the signature, all in Malayalam.
    await page.getByLabel('സംവരണ വിഭാഗം').selectOption('EZ');
    await page.getByLabel('ജാതി സർട്ടിഫിക്കറ്റ് നമ്പർ').fill('EZ/2026/12');
    await page.getByLabel('സർട്ടിഫിക്കറ്റിന്റെ തീയതി').fill('2026-03-02');
    await page.getByLabel('ഫോട്ടോ', { exact: true }).setInputFiles(await phonePictureFile());
    await page.getByText('ഫോട്ടോ സേവ് ചെയ്തു').waitFor();
    await page.getByLabel('ഒപ്പ്', { exact: true }).setInputFiles(await signatureFile());
    await page.getByText('ഒപ്പ് സേവ് ചെയ്തു').waitFor();
    await shot(page, 'ml-2-pictures');
    await page.getByLabel('നിബന്ധനകളും വ്യവസ്ഥകളും ഞാൻ അംഗീകരിക്കുന്നു*').check();
    await shot(page, 'ml-2-personal');
    await page.getByRole('button', { name: 'തുടരുക' }).click();

    await page.getByRole('heading', { name: 'വിലാസവും കുടുംബ വിവരങ്ങളും' }).waitFor();
    await page.getByLabel('വീട്ടുനമ്പർ / പേര്').fill('12/345, Sreenilayam');
    await page.getByLabel('തെരുവ് / സ്ഥലം').fill('Temple Road');
    await page.getByLabel('PIN കോഡ്').fill('682028');
    await page.waitForFunction(() => (document.getElementById('district') as HTMLInputElement | null)?.value === 'Ernakulam');
    await page.getByLabel('അച്ഛന്റെ പേര്').fill('Krishnan K');
    await page.getByLabel('അച്ഛന്റെ മൊബൈൽ നമ്പർ').fill('98470');
    await page.getByLabel('അമ്മയുടെ പേര്').fill('Lakshmi K');
    await page.getByLabel('അമ്മയുടെ മൊബൈൽ നമ്പർ').fill('9847054321');
    // A short number: the contract's message, with the field's name, in Malayalam.
    await page.getByRole('button', { name: 'സ്ഥിരീകരണത്തിലേക്ക് തുടരുക' }).click();
    await page.getByText('അച്ഛന്റെ മൊബൈൽ കൃത്യം 10 അക്കങ്ങൾ ആയിരിക്കണം').waitFor();
    await page.getByLabel('അച്ഛന്റെ മൊബൈൽ നമ്പർ').fill('9847012345');
    await page.getByLabel('അച്ഛൻ തന്നെ').check();
    await shot(page, 'ml-3-address');
    await page.getByRole('button', { name: 'സ്ഥിരീകരണത്തിലേക്ക് തുടരുക' }).click();

    await page.getByRole('heading', { name: 'അപേക്ഷാ ഫീസ് അടവ്' }).waitFor();
    await shot(page, 'ml-4-fee');
    await page.getByRole('button', { name: 'ഇപ്പോൾ അടയ്ക്കുക' }).click();
    await page.getByRole('dialog', { name: 'ഡെമോ ചെക്ക്ഔട്ട്' }).waitFor();
    await shot(page, 'ml-4-checkout');
    await page.getByRole('button', { name: /^₹\d+ അടയ്ക്കുക$/ }).click();
    await page.getByRole('heading', { name: 'പ്രോഗ്രാം തിരഞ്ഞെടുപ്പ്' }).waitFor();
    paid = page;
  });

  it('when that applicant goes on from the programme, then steps 5 to 7 and the acknowledgement are in Malayalam', async () => {
    if (!paid) throw new Error('steps 1 to 4 before this did not complete');
    const page = paid;
    await page.getByLabel('ഡിപ്ലോമ പ്രോഗ്രാമുകൾ').check();
    await page.getByLabel('പ്രോഗ്രാം', { exact: true }).selectOption('Diploma in Engineering');
    await page.getByLabel('റെഗുലർ').check();
    await page.getByLabel('Civil Engineering').check();
    await page.getByLabel('Computer Engineering').check();
    await shot(page, 'ml-5-program');
    await page.getByRole('button', { name: 'തുടരുക' }).click();

    await page.getByRole('heading', { name: 'വിദ്യാഭ്യാസ വിവരങ്ങൾ' }).waitFor();
    await page.locator('#edu-0-year').fill('2024');
    await page.locator('#edu-0-pct').fill('91.5');
    await page.locator('#edu-0-reg').fill('SSLC2024009');
    await page.getByText('കേരള SSLC അല്ലെങ്കിൽ THSLC: നിങ്ങളുടെ ഗ്രേഡുകൾ നൽകുക').click();
    for (const select of await page.locator('[id^="edu-0-grade-"]').all()) await select.selectOption('A+');
    await page.getByText('ഇൻഡക്സ് മാർക്ക്: 9.0000').waitFor();
    await shot(page, 'ml-6-education');
    await page.getByRole('button', { name: 'സംരക്ഷിച്ച് തുടരുക' }).click();

    await page.getByRole('heading', { name: 'സ്ഥിരീകരണവും സമർപ്പണവും' }).waitFor();
    await page.getByRole('img', { name: 'നിങ്ങളുടെ ഫോട്ടോ' }).waitFor();
    expect(await page.getByText('SEBC: ഈഴവ, തിയ്യ, ബില്ലവ (EZ)').count()).toBe(1);
    await page.getByLabel('റാഗിംഗ് വിരുദ്ധ, ലഹരി വിരുദ്ധ ഉറപ്പുകൾ രണ്ടും ഞാൻ അംഗീകരിക്കുന്നു').check();
    await page.getByLabel(/ഡിജിറ്റൽ ഒപ്പ്/).fill('Anjali Menon');
    await shot(page, 'ml-7-declaration');
    await page.getByRole('button', { name: 'അപേക്ഷ സമർപ്പിക്കുക' }).click();
    await page.getByRole('heading', { name: 'അപേക്ഷ വിജയകരമായി സമർപ്പിച്ചു!' }).waitFor();
    await shot(page, 'ml-8-success');
    expect(new URL(page.url()).pathname).toBe('/ml/admission');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'അക്നോളജ്മെന്റ് ഡൗൺലോഡ് ചെയ്യുക (PDF)' }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(file);
    for (const expected of ['നില', 'വിലാസം', 'Anjali Menon', 'Computer Engineering']) expect(text).toContain(expected);
    expect(text).not.toContain('Application Acknowledgement');
    await page.close();
  });

  it('when the Malayalam archive lists papers, then there are no violations at either width', async () => {
    const page = await newVisitor();
    await page.goto(`${baseUrl}/ml/student-corner/question-papers`);
    await page.locator('.archive__row').first().waitFor();
    await audit(page, 'ml-archive');
    await screenshot(page, 'ml-archive');
    await page.close();
  });
});
