import type { Page } from 'playwright-core';

/** The password of the demo office accounts (demo mode only). */
export const DEMO_PASSWORD = 'demo-office-2026';

/** Signs a member of staff in at /auth and waits for the office to open. */
export async function signInToOffice(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/staff\/[a-z-]+/);
}
