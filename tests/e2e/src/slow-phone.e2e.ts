import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseDiploma, declare, fillAddress, fillDiplomaEducation, fillPersonal, payFee, verifyMobile } from './admission-flow';
import { audit } from './axe';
import { browserForFile, holdApp, openBeforeApp, screenshot, VIEWPORTS } from './browser';

// What an applicant on a slow phone sees before the app has arrived and while it fetches the next
// page: never the wrong screen, and always a sign that something is coming.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);

describe('a slow phone', () => {
  it('when an address inside the form is opened before the app has arrived, then the page says the application is loading, never mobile entry', async () => {
    const page = await browser.newPage();
    for (const [at, words] of [
      ['/admission?application=APP2026000001&step=3', 'Loading your application...'],
      ['/admission?view=list', 'Loading your application...'],
      ['/ml/admission?application=APP2026000001&step=5', 'നിങ്ങളുടെ അപേക്ഷ ലോഡ് ചെയ്യുന്നു...'],
    ] as const) {
      const app = await holdApp(page);
      await openBeforeApp(page, `${baseUrl}${at}`);
      await page.getByRole('status').filter({ hasText: words }).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('heading', { name: /OTP Verification|ഒടിപി/ }).count()).toBe(0);
      if (at.startsWith('/admission?application')) await screenshot(page, 'slow-phone-resume-before-app');
      app.release();
      await page.unroute('**/*');
    }
    // The first screen itself is still mobile entry.
    const app = await holdApp(page);
    await openBeforeApp(page, `${baseUrl}/admission?application=not-a-number`);
    await page.getByRole('textbox', { name: /Mobile Number/ }).waitFor();
    app.release();
    await page.close();
  });

  it('when the menu is tapped before the app has arrived, then a plain menu opens at once, closes, and gives way to the app’s own drawer once the app is there', async () => {
    const page = await browser.newPage();
    let app = await holdApp(page);
    await openBeforeApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const early = page.getByRole('dialog', { name: 'Menu' });
    await early.waitFor({ timeout: 300 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    expect(await early.getByRole('link', { name: 'Contact' }).count()).toBe(1);
    expect(await early.getByRole('link', { name: 'Computer Engineering' }).count()).toBe(1);
    await audit(page, 'menu-before-app');
    await screenshot(page, 'slow-phone-menu-before-app');
    // Closed before the app arrives: the app does not open its drawer later.
    await page.keyboard.press('Escape');
    expect(await early.count()).toBe(0);
    app.release();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The app has the button now: its own drawer (the one with a close button) opens on a tap.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.unroute('**/*');

    // Left open: the app's drawer takes its place, and a link in it works.
    app = await holdApp(page);
    await openBeforeApp(page, `${baseUrl}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await early.waitFor({ timeout: 300 });
    app.release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.unroute('**/*');

    // A link in the plain menu works before the app, as a plain link.
    app = await holdApp(page);
    await openBeforeApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await early.getByRole('link', { name: 'Gallery' }).click();
    // The gallery is the app's shell, whose load waits for the app held here: the address is enough.
    await page.waitForURL(`${baseUrl}/gallery`, { waitUntil: 'commit' });
    app.release();
    await page.close();
  });

  it('when a signed-in applicant reloads inside the form, then the app takes over the loading page without a hydration error and shows the step', async () => {
    const page = await browser.newVisitor();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await verifyMobile(page, baseUrl, '9847066611');
    await page.getByRole('heading', { name: 'New Application' }).waitFor();
    errors.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'New Application' }).waitFor();
    expect(await page.getByRole('heading', { name: 'OTP Verification' }).count()).toBe(0);
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
    await page.close();
  });

  it('when a link is tapped and the next page’s code is slow, then a bar shows it is coming before the page changes', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-page-loading]').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Apply Now' }).first().waitFor();
    // Every script from here on arrives 1.5 s late, as on a phone's connection.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-page-loading')) seen.push('loading');
        if (document.querySelector('h1')?.textContent.includes('Terms')) seen.push('terms');
      }).observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    });
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.locator('html[data-page-loading]').waitFor({ state: 'attached', timeout: 1_000 });
    await screenshot(page, 'slow-phone-page-coming');
    await page.getByRole('heading', { level: 1, name: /Terms/ }).waitFor();
    await page.locator('html[data-page-loading]').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.indexOf('loading')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('loading')).toBeLessThan(seen.indexOf('terms'));
    await audit(page, 'terms-after-slow-link');
    await page.close();
  });

  it('when the connection is slow, then the home page does not fetch its video by itself, and does on a fast one', async () => {
    const page = await browser.newPage();
    const videos: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/hero')) videos.push(r.url());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 400 kbps down, 400 ms round trips: what the browser reports as a 3G connection.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    await page.locator('html[data-page-loading]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (navigator as unknown as { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe(
      '3g',
    );
    expect(videos).toEqual([]);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.reload();
    await page.getByRole('button', { name: 'Pause background video' }).waitFor();
    expect(videos.length).toBeGreaterThan(0);
    await page.close();
  });

  it('when the connection drops in the middle of each step, then nothing typed is lost, the applicant is told, and the step saves by itself once it is back', async () => {
    const page = await browser.newVisitor();
    await verifyMobile(page, baseUrl, '9847066612');
    /**
     * The step's save gets no answer, as on a signal that comes and goes, for `seconds` after `act`
     * fills the step and presses its button (what the step reads as it opens still arrives).
     */
    const dropped = async (seconds: number, act: () => Promise<void>, next: string) => {
      const api = /\/api\/v1\//;
      await page.route(api, (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected')));
      await act();
      await page.getByText('What you typed is kept on this phone. Trying again...').first().waitFor();
      if (seconds >= 20) await screenshot(page, 'slow-phone-connection-dropped');
      await page.waitForTimeout(seconds * 1_000);
      // Still where it was, with what was typed.
      expect(await page.getByRole('heading', { name: next }).count()).toBe(0);
      await page.unroute(api);
      await page.getByRole('heading', { name: next }).waitFor({ timeout: 15_000 });
    };
    await page.getByRole('heading', { name: 'New Application' }).waitFor();
    await dropped(20, () => fillPersonal(page, 'Nisha Thomas'), 'Address & Family Details');
    await dropped(3, () => fillAddress(page), 'Application Fee Payment');
    await payFee(page, 'Pay');
    await page.getByRole('heading', { name: 'Program Selection' }).waitFor();
    await dropped(3, () => chooseDiploma(page), 'Education Details');
    await dropped(3, () => fillDiplomaEducation(page), 'Confirmation & Submition');
    await declare(page, 'Nisha Thomas');
    // Everything typed reached the site.
    await expectSaved(page);
    await page.close();
    // Twenty seconds without a connection, then three steps more.
  }, 150_000);
});

async function expectSaved(page: Page) {
  const id = new URL(page.url()).searchParams.get('application') ?? '';
  const app = await page.evaluate(
    async (applicationId) => (await (await fetch(`/api/v1/admission/application/${applicationId}`)).json()) as unknown,
    id,
  );
  expect(app).toMatchObject({
    data: {
      currentStage: 'submitted',
      personalDetails: { fullName: 'Nisha Thomas' },
      addressFamilyDetails: { address: { pinCode: '682028' } },
      educationDetails: { educationData: [{ yearOfPass: 2024 }] },
    },
  });
}
