import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The password of the demo office accounts (demo mode only). */
export const DEMO_PASSWORD = 'demo-office-2026';

/** Signs a member of staff in at /auth and waits for the office to open. */
export async function signInToOffice(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  // An office page whose session has just been replaced may itself be on its way to /auth: the
  // same place, so that navigation is waited for instead.
  await page.goto(`${baseUrl}/auth`).catch(async (err: unknown) => {
    if (!String(err).includes('interrupted by another navigation')) throw err;
    await page.waitForURL(/\/auth$/);
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/staff\/[a-z-]+/);
}

/**
 * Calls the office's API as the signed-in member of staff; answers the envelope's data and throws
 * on a refusal with its status and message.
 */
export async function officeCall<T = Record<string, unknown>>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async (req) => {
      const res = await fetch(req.url, {
        method: req.method,
        headers: { 'content-type': 'application/json' },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      });
      return { status: res.status, json: (await res.json()) as { data?: unknown; message?: string } };
    },
    { method, url, body },
  );
  if (status >= 300) throw new Error(`${method} ${url} answered ${status}: ${json.message ?? ''}`);
  return json.data as T;
}

/** The applicant asked for a code a moment ago: the office lets them ask again at once. */
export async function clearOtpLock(page: Page, mobile: string) {
  await officeCall(page, 'POST', '/api/v1/staff/otp-locks/clear', { mobile, reason: 'Applicant at the counter with the allotment result' });
}

/** Marks an application verified as the signed-in member of staff would, through the office's API. */
export async function verifyInOffice(page: Page, id: string) {
  const status = await page.evaluate(async (applicationId) => {
    const at = `/api/v1/staff/applications/${applicationId}`;
    const { data } = (await (await fetch(at)).json()) as { data: { version: number } };
    const res = await fetch(`${at}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'verified', version: data.version }),
    });
    return res.status;
  }, id);
  if (status !== 200) throw new Error(`verifying ${id} answered ${status}`);
}

/**
 * A figure of the office dashboard once it reads `until`: the dashboard keeps its figures 10 s per
 * process, so the page is reloaded until a fresh count shows it. Answers the figure's link.
 */
export async function dashboardFigure(page: Page, baseUrl: string, label: string, until: (value: number) => boolean) {
  await page.goto(`${baseUrl}/staff/dashboard`);
  const figure = page.locator('.dashboard-figure', { hasText: label }).getByRole('link');
  await expect
    .poll(
      async () => {
        await page.reload();
        return until(Number(await figure.textContent({ timeout: 10_000 })));
      },
      { timeout: 40_000, interval: 2_000 },
    )
    .toBe(true);
  return figure;
}
