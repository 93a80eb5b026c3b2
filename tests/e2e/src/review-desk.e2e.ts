import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe';
import { launchBrowser, screenshot, VIEWPORTS, type Browser } from './browser';
import { signInToOffice } from './office-flow';
import { startSite, type RunningSite } from './site';

// The review desk as a clerk works it: a queue longer than a page, reviewed with the keyboard
// alone, each decision saved and the next application opened, across the page boundary. The site
// is its own, with enough demo applications (160, about 64 of them submitted and not yet verified) for two pages of a view.

let site: RunningSite;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'college-review-desk-'));
  site = await startSite({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DEMO_MODE: 'true',
    DEMO_APPLICATIONS: '160',
    DEMO_SEASON_APPLICANTS: '0',
  });
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the review desk', () => {
  it('when a clerk reviews ten applications with the keyboard alone, then each is put on hold with its remark and the next opens, across the page boundary', async () => {
    const page = await browser.context.newPage();
    await signInToOffice(page, site.baseUrl, 'admissions@college.example');
    // The view: submitted applications by number; the clerk starts near the end of page 1. A decision
    // keeps an application in this view, so the tenth is on page 2.
    const view = 'stage=submitted&sort=number&order=asc';
    await page.goto(`${site.baseUrl}/staff/applications?${view}`);
    const links = page.getByRole('link', { name: /^APP\d+$/ });
    await links.nth(49).waitFor();
    const start = Number(
      await page
        .getByRole('status')
        .filter({ hasText: /applications$/ })
        .innerText()
        .then((t) => t.split(' ')[0]),
    );
    expect(start).toBeGreaterThan(55);
    await links.nth(45).click();
    await page.getByRole('heading', { name: /^Application APP\d+/ }).waitFor();
    await audit(page, 'office-review-desk');

    // "?" lists the keys; Escape closes the list.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await audit(page, 'office-review-shortcuts');
    await screenshot(page, 'office-review-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const id = /APP\d+/.exec(heading)?.[0] ?? '';
      expect(seen).not.toContain(id);
      seen.push(id);
      // Typing in the remark does not fire the keys: "v" there is a letter.
      await page.keyboard.press('m');
      await page.keyboard.type('Please bring the SSLC certificate to the office');
      expect(await page.getByLabel(/^Remark for the applicant/).inputValue()).toBe('Please bring the SSLC certificate to the office');
      // Tab leaves the remark for the internal note, a second Tab for the buttons: there the keys work again.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('h');
      expect(await page.getByRole('radio', { name: 'On hold' }).isChecked()).toBe(true);
      await page.keyboard.press('s');
      await page.waitForFunction((previous) => !document.querySelector('h1')?.textContent.includes(previous), id);
    }
    // The 46th to the 55th of the view, in its order, across its two pages: each now on hold.
    const order = await page.evaluate(async (search) => {
      const ids: string[] = [];
      for (const n of [1, 2]) {
        const res = await fetch(`/api/v1/staff/applications?${search}&page=${n}`);
        ids.push(...((await res.json()) as { data: { applicationId: string }[] }).data.map((r) => r.applicationId));
      }
      return ids;
    }, view);
    expect(seen).toEqual(order.slice(45, 55));
    const statuses = await page.evaluate(
      async (ids) =>
        Promise.all(
          ids.map(async (id) => {
            const res = await fetch(`/api/v1/staff/applications/${id}`);
            return ((await res.json()) as { data: { application: { status: string } } }).data.application.status;
          }),
        ),
      seen,
    );
    expect(statuses).toEqual(Array(10).fill('on_hold'));
    await screenshot(page, 'office-review-desk');
    await page.close();
  });

  it('when two clerks claim a batch from the same view, then their claims do not overlap and each works through their own', async () => {
    const other = await launchBrowser(VIEWPORTS.desktop);
    try {
      const view = `${site.baseUrl}/staff/applications?stage=submitted&status=submitted&sort=number&order=asc`;
      const clerks = [await browser.context.newPage(), await other.context.newPage()];
      await signInToOffice(clerks[0]!, site.baseUrl, 'admissions@college.example');
      await signInToOffice(clerks[1]!, site.baseUrl, 'admin@college.example');
      const claimed: string[][] = [];
      for (const page of clerks) {
        await page.goto(view);
        await page.getByRole('button', { name: 'Claim the next 20 of this view' }).click();
        await page.waitForURL(/claimed=mine/);
        await page
          .getByRole('status')
          .filter({ hasText: /^20 applications$/ })
          .waitFor();
        const ids = await page.getByRole('link', { name: /^APP\d+$/ }).allInnerTexts();
        expect(ids).toHaveLength(20);
        claimed.push(ids);
      }
      expect(claimed[0]!.filter((id) => claimed[1]!.includes(id))).toEqual([]);
      const [first, second] = clerks;
      await audit(first!, 'office-my-claims');
      await screenshot(first!, 'office-my-claims');
      // The first clerk opens one of the second's: it says who holds it, and a decision is refused.
      await first!.goto(`${site.baseUrl}/staff/applications/${claimed[1]![0]!}`);
      await first!.getByText(/^Demo Administrator is reviewing this application until/).waitFor();
      await first!.getByRole('radio', { name: 'Verified' }).check();
      await first!.getByRole('button', { name: 'Save decision' }).click();
      await first!
        .getByText(/Demo Administrator is reviewing this application until .*An administrator can give it to you\./)
        .first()
        .waitFor();
      // The second lets go of the rest; the first may then take them.
      await second!.getByRole('button', { name: 'Release my claims' }).click();
      await second!.getByText('20 released').first().waitFor();
      await first!.goto(`${site.baseUrl}/staff/applications/${claimed[1]![0]!}`);
      await first!.getByRole('heading', { name: /^Application APP/ }).waitFor();
      expect(await first!.getByText(/is reviewing this application until/).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
