import { beforeAll, describe, expect, inject, it } from 'vitest';
import { submitThroughApi } from './api-journey';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';

// The accounts office: the payments ledger, desktop first.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);
let paid = '';
let open = '';

beforeAll(async () => {
  paid = await submitThroughApi(baseUrl, '9847066701', 'Asha Pillai');
  open = await submitThroughApi(baseUrl, '9847066702', 'Vinod Kumar', { until: 'open order' });
});

describe('the payments ledger', () => {
  it('when accounts finds payments by application number and checks an open order with the gateway, then the page says what it found', async () => {
    const page = await browser.newPage();
    await signInToOffice(page, baseUrl, 'accounts@college.example');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Totals per day' }).waitFor();

    await page.getByLabel('Search').fill(paid);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`q=${paid}`));
    const attempts = page.getByRole('region', { name: 'Payment attempts' });
    // The unfiltered page stays until the search answers: wait for the other applicant to go.
    await attempts.getByText('Vinod Kumar').waitFor({ state: 'detached' });
    expect(await attempts.getByRole('row').count()).toBe(2);
    expect(await attempts.getByRole('row').nth(1).innerText()).toContain('Asha Pillai');
    expect(await attempts.getByRole('row').nth(1).innerText()).toContain('Paid');
    await audit(page, 'office-payments');

    await page.getByLabel('Search').fill(open);
    await page.getByRole('button', { name: 'Search' }).click();
    await attempts.getByText('Asha Pillai').waitFor({ state: 'detached' });
    await attempts.getByRole('button', { name: /Check with Razorpay now/ }).click();
    // The demo gateway knows nothing the site does not: no payment yet, still open.
    const said = page.locator('.queue-total');
    await said.filter({ hasText: 'no payment yet' }).waitFor();
    expect(await said.innerText()).toContain('now Open');
    await screenshot(page, 'office-payments-checked');
    // Back returns to the previous search: the filters live in the URL.
    await page.goBack();
    await page.waitForURL(new RegExp(`q=${paid}`));
    await attempts.getByText('Asha Pillai').waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe(paid);
    await page.close();
  });

  it('when an admissions officer asks for the ledger, then it is not offered and the API refuses', async () => {
    const page = await browser.newPage();
    await signInToOffice(page, baseUrl, 'admissions@college.example');
    expect(await page.getByRole('link', { name: 'Payments', exact: true }).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch('/api/v1/staff/payments')).status)).toBe(403);
    await page.close();
  });
});
