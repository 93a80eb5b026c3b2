import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS, type Browser } from './browser';

const baseUrl = inject('baseUrl');

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`smoke at ${name} size`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser(viewport);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('when the home page opens, then the headline, the apply link and the demo notice show', async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(`${baseUrl}/`);
      expect(res?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Empowering Through Technical Excellence');
      expect(await page.getByRole('link', { name: 'APPLY NOW', exact: true }).getAttribute('href')).toBe('/admission');
      await page.getByRole('note').waitFor();
      expect(await page.getByRole('note').textContent()).toContain('Demo site');
      await screenshot(page, `smoke-home-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('when an unknown path opens, then the not-found page shows', async () => {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/no-such-page`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.getByText('Error Code: 404').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
      await screenshot(page, `smoke-not-found-${name}`);
      await page.getByRole('link', { name: 'Go to Homepage' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.close();
    });
  });
}
