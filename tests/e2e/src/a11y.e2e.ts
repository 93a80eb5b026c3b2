import { describe, expect, inject, it } from 'vitest';
import { QUESTION_PAPER_PDF } from './site';
import { audit } from './axe';
import { browserForFile, VIEWPORTS } from './browser';
import { sitemapPaths } from './sitemap';

// The wizard's steps, lists and dialogs are audited where admission.e2e reaches them.
const baseUrl = inject('baseUrl');
const staff = inject('staff');
const browser = browserForFile(VIEWPORTS.phone);

/**
 * Every public route the sitemap lists, plus the pages it leaves out on purpose. Of the Malayalam
 * pages, every kind of page once: the eight programmes and six departments share two templates.
 */
function publicPaths(listed: string[]): string[] {
  const kinds = new Set<string>();
  const sampled = listed.filter((p) => {
    const kind = /^\/ml\/(program|departments)\//.exec(p)?.[1];
    if (!kind) return true;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
  return [...sampled, '/auth', '/no-such-page', '/ml/no-such-page'];
}
const paths = publicPaths(await sitemapPaths(baseUrl));

describe('accessibility (WCAG 2.1 A and AA, at 390x844 and 1366x768)', () => {
  it('when the sitemap is read, then it lists the public pages', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.for(paths)('when %s is checked, then there are no violations', async (p) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${p}`);
    await page.locator('h1, h2').first().waitFor();
    // Let lazy parts (the archive, the demo notice) arrive before checking.
    await page.waitForLoadState('networkidle');
    await audit(page, `page${p === '/' ? '-home' : p}`);
    await page.close();
  });

  it('when the drawer is open or the archive finds nothing, then there are no violations', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The app's drawer (the plain menu before the app is audited in slow-phone.e2e.ts).
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).waitFor();
    await audit(page, 'drawer-open', ['phone']);

    await page.goto(`${baseUrl}/student-corner/question-papers?q=zzzz-nothing`);
    await page.getByText('No papers found matching your criteria').waitFor();
    await audit(page, 'archive-no-results');
    await page.close();
  });

  it('when staff sign in, upload and edit, then the staff pages have no violations', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The refusal stays on the page with what was typed: a wrong password is not an expired session.
    await page.getByText('Invalid email or password').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(staff.email);
    await audit(page, 'staff-sign-in-error');

    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Question Papers' }).waitFor();
    await page.locator('.staff-paper').first().waitFor();
    await audit(page, 'staff-papers');

    await page.setInputFiles('#paper-files', QUESTION_PAPER_PDF);
    await page.locator('#upload-0-department').waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await audit(page, 'staff-upload-and-edit');
    await page.close();
  });
});
