import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';

const baseUrl = inject('baseUrl');
const PAGES = [
  '/',
  '/about',
  '/program/Computer-Engineering',
  '/departments/Civil-Engineering',
  '/facilities',
  '/student-corner/question-papers',
  '/contact',
  '/gallery',
  '/admission',
  '/auth',
  '/no-such-page',
];

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`accessibility at ${size} size`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser(viewport);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('when each page is checked against WCAG 2.1 A and AA, then there are no violations', async () => {
      const page = await browser.context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        // Let lazy parts (the archive, the demo notice) arrive before checking.
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations) {
          found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
        }
      }
      expect(found).toEqual([]);
      await page.close();
    });
  });
}
