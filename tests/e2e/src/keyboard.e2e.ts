import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillAddress, outboxOtp } from './admission-flow';
import { audit } from './axe';
import { holdApp, launchBrowser, openBeforeApp, VIEWPORTS, type Browser } from './browser';

const baseUrl = inject('baseUrl');
const staff = inject('staff');

/** Presses Tab until the focused element matches, or fails after `max` presses. */
async function tabTo(page: Page, matches: () => boolean, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('focus never reached the element');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Tabs through the whole page and names every stop whose focus cannot be seen: no outline or box
 * shadow on it or, for a visually hidden input, on the label that wraps it.
 */
async function invisibleFocusStops(page: Page, max = 120): Promise<string[]> {
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      const shown = rect.width < 4 || rect.height < 4 ? (el.closest('label') ?? el) : el;
      const style = getComputedStyle(shown);
      const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40)}`;
      return { name, visible };
    });
    if (!stop) break;
    if (!stop.visible) invisible.push(stop.name);
  }
  return invisible;
}

describe('keyboard only', () => {
  let phone: Browser;
  let desktop: Browser;
  beforeAll(async () => {
    phone = await launchBrowser(VIEWPORTS.phone);
    desktop = await launchBrowser(VIEWPORTS.desktop);
  });
  afterAll(async () => {
    await phone.close();
    await desktop.close();
  });

  it('when the drawer is used with the keyboard, then focus stays inside and returns to the menu button', async () => {
    const page = await phone.context.newPage();
    await page.goto(`${baseUrl}/`);
    // The app's drawer holds focus; the plain menu before the app does not (it lives for seconds).
    await page.waitForLoadState('networkidle');
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).waitFor();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await page.close();
  });

  it('when the desktop menus are used with the keyboard, then Departments and Student Corner open and lead on', async () => {
    const page = await desktop.context.newPage();
    await page.goto(`${baseUrl}/`);
    // Enter then Tab at once: the dropdown must already be the app's (a press made before the app
    // is there is done when it arrives, but the Tab after it has gone on by then).
    await page.waitForLoadState('networkidle');
    await tabTo(page, () => document.activeElement?.textContent.includes('Departments') === true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Civil Engineering');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/departments/Civil-Engineering`);
    await tabTo(page, () => document.activeElement?.textContent === 'Student Corner');
    expect(await page.getByRole('link', { name: 'Question Papers' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Question Papers');
    await page.close();
  });

  it('when the carousel is focused, then it stops and the buttons move it', async () => {
    const page = await desktop.context.newPage();
    await page.goto(`${baseUrl}/facilities`);
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Next slide', 80);
    const caption = page.locator('.carousel figcaption');
    const before = await caption.textContent();
    await page.waitForTimeout(2500);
    expect(await caption.textContent()).toBe(before);
    await page.keyboard.press('Enter');
    expect(await caption.textContent()).not.toBe(before);
    await page.close();
  });

  it('when the carousel was focused before the app arrived, then it stays stopped once the app is there', async () => {
    const page = await desktop.context.newPage();
    const app = await holdApp(page);
    await openBeforeApp(page, `${baseUrl}/facilities`);
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Next slide', 80);
    await expect.poll(() => app.asked()).toBe(true);
    app.release();
    await page.waitForLoadState('networkidle');
    const caption = page.locator('.carousel figcaption');
    const before = await caption.textContent();
    await page.waitForTimeout(2500);
    expect(await caption.textContent()).toBe(before);
    await page.keyboard.press('Enter');
    await expect.poll(() => caption.textContent()).not.toBe(before);
    await page.close();
  });

  it('when the mobile step is filled with the keyboard, then Enter sends the code', async () => {
    const page = await phone.context.newPage();
    await page.goto(`${baseUrl}/admission`);
    await tabTo(page, () => document.activeElement?.id === 'mobile', 60);
    await page.keyboard.type('9876500077');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.close();
  });

  it('when tabbing through the home page, the archive and a programme page, then every stop shows its focus', async () => {
    for (const browser of [desktop, phone]) {
      const page = await browser.context.newPage();
      for (const path of ['/', '/student-corner/question-papers', '/program/Computer-Engineering']) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await invisibleFocusStops(page), path).toEqual([]);
      }
      await page.close();
    }
  }, 120_000);

  it('when the archive is used with the keyboard, then filters, tabs and paging all respond', async () => {
    const page = await desktop.context.newPage();
    await page.goto(`${baseUrl}/student-corner/question-papers`);
    await page.getByText(/^\d+ papers found$/).waitFor();
    await tabTo(page, () => document.activeElement?.id === 'qp-year', 60);
    await page.keyboard.press('Home');
    await page.waitForURL((url) => !url.search.includes('year='));
    await tabTo(page, () => document.activeElement?.getAttribute('role') === 'tab');
    expect(await focusedText(page)).toBe('Previous Question Papers');
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Answer Key');
    await page.waitForURL(/type=answer-key/);
    await page.getByText('Solved').first().waitFor();
    // A results list replaced under the keyboard sends focus back to the top of the page at a pace
    // the machine sets; the tab path to the pager is walked by the focus-visibility test above, so
    // here the pager's Next is focused and worked with the keyboard alone.
    // The pager waits (disabled) while any fetch of the list runs, and a refetch can start at any
    // moment on a busy machine; a press that met a waiting button is pressed again once it is ready.
    const next = page.getByRole('button', { name: 'Next' });
    for (let attempt = 0; attempt < 5 && !page.url().includes('page=2'); attempt++) {
      await page.getByText(/^\d+ papers found$/).waitFor();
      await next.waitFor();
      await page.waitForFunction(() => {
        const button = Array.from(document.querySelectorAll('nav button')).find((b) => b.textContent === 'Next');
        return button instanceof HTMLButtonElement && !button.disabled;
      });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/page=2/, { timeout: 5_000 }).catch(() => undefined);
    }
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.close();
  });

  it('when an applicant picks a date and orders branches with the keyboard, then both work and focus follows', async () => {
    const mobile = '9876500080';
    const page = await phone.context.newPage();
    await page.goto(`${baseUrl}/admission`);
    await tabTo(page, () => document.activeElement?.id === 'mobile', 60);
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    await tabTo(page, () => document.activeElement?.id === 'otp', 10);
    await page.keyboard.type(await outboxOtp(baseUrl, mobile));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'New Application' }).waitFor();

    await tabTo(page, () => document.activeElement?.id === 'fullName');
    await page.keyboard.type('Arjun Das');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose date of birth' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2008');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('May');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('1 May 2008');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLabel(page)).toBe('14 May 2008');
    await page.keyboard.press('PageDown');
    expect(await focusedLabel(page)).toBe('14 June 2008');
    await audit(page, 'date-picker-open', ['phone']);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dob');
    expect(await focusedText(page)).toBe('14/05/2008');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Choose date of birth' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dob');

    await page.getByLabel('Male', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Religion').focus();
    await page.keyboard.type('Hindu');
    await page.getByLabel('Email Address').focus();
    await page.keyboard.type('arjun.das@example.in');
    await page.getByLabel('I agree to the terms and conditions*').focus();
    await page.keyboard.press('Space');
    // The label's 'terms and conditions' link comes next, then Continue.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/terms');
    await tabTo(page, () => document.activeElement?.textContent === 'Continue', 5);
    await page.keyboard.press('Enter');
    await fillAddress(page);

    await page.getByRole('heading', { name: 'Application Fee Payment' }).waitFor();
    await tabTo(page, () => /^Pay Now/.test(document.activeElement?.textContent ?? ''), 60);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Demo checkout' }).waitFor();
    await tabTo(page, () => /^Pay ₹/.test(document.activeElement?.textContent ?? ''), 10);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Program Selection' }).waitFor();
    await page.getByLabel('Diploma Programs').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Program', { exact: true }).focus();
    await page.keyboard.type('Diploma in Engineering');
    await page.getByLabel('Regular').focus();
    await page.keyboard.press('Space');
    for (const branch of ['Civil Engineering', 'Mechanical Engineering', 'Computer Engineering']) {
      await page.getByLabel(branch, { exact: true }).focus();
      await page.keyboard.press('Space');
    }
    const order = () => page.locator('.preferences li > span:first-child').allTextContents();
    await page.getByRole('button', { name: 'Move Computer Engineering up' }).focus();
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Move Computer Engineering up');
    await page.keyboard.press('Enter');
    expect(await order()).toEqual(['1. Computer Engineering', '2. Civil Engineering', '3. Mechanical Engineering']);
    // At the top the up arrow is disabled, so focus moves to the down arrow of the same branch.
    expect(await focusedLabel(page)).toBe('Move Computer Engineering down');
    await page.keyboard.press('Enter');
    expect(await order()).toEqual(['1. Civil Engineering', '2. Computer Engineering', '3. Mechanical Engineering']);
    expect(await focusedLabel(page)).toBe('Move Computer Engineering down');
    await tabTo(page, () => document.activeElement?.textContent === 'Continue', 10);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Education Details' }).waitFor();
    await page.close();
  }, 90_000);

  it('when staff sign in with the keyboard, then every stop on the staff page shows its focus, file pickers included', async () => {
    const page = await desktop.context.newPage();
    await page.goto(`${baseUrl}/auth`);
    await tabTo(page, () => document.activeElement?.id === 'staff-email', 60);
    await page.keyboard.type(staff.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Question Papers' }).waitFor();
    await page.locator('.staff-paper').first().waitFor();
    expect(await invisibleFocusStops(page, 60)).toEqual([]);
    await page.close();
  });
});
