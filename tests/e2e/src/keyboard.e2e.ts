import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';

const baseUrl = inject('baseUrl');

/** Presses Tab until the focused element matches, or fails after `max` presses. */
async function tabTo(page: Page, matches: () => boolean, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('focus never reached the element');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

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
    await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
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
    await tabTo(page, () => document.activeElement?.textContent?.includes('Departments') === true);
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
});
