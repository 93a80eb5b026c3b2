import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitThroughApi } from './api-journey';
import { audit } from './axe';
import { launchBrowser, screenshot, VIEWPORTS, type Browser } from './browser';
import { startSite, type RunningSite } from './site';
import { signInToOffice } from './office-flow';

// The site with its Razorpay gateway, pointed at a stand-in for Razorpay on 127.0.0.1 that makes
// orders and reports a payment captured once told to: the capture's webhook never arrives.
let razorpay: Server;
let site: RunningSite;
let browser: Browser;
let dataDir = '';
const orders: string[] = [];
const captured = new Set<string>();

beforeAll(async () => {
  razorpay = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const id = `order_E2e${String(orders.length + 1).padStart(6, '0')}`;
        orders.push(id);
        send(200, { id, entity: 'order', amount: 50_000, status: 'created' });
        return;
      }
      const m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
      if (req.method === 'GET' && m?.[1]) {
        const items = captured.has(m[1]) ? [{ id: `pay_E2e${m[1].slice(-6)}`, status: 'captured', method: 'upi', amount: 50_000 }] : [];
        send(200, { entity: 'collection', count: items.length, items });
        return;
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  const { port } = razorpay.address() as AddressInfo;
  dataDir = mkdtempSync(path.join(tmpdir(), 'college-lost-webhook-'));
  site = await startSite({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DEMO_MODE: 'true',
    DEMO_APPLICATIONS: '0',
    DEMO_SEASON_APPLICANTS: '0',
    RAZORPAY_KEY_ID: 'rzp_test_e2e',
    RAZORPAY_KEY_SECRET: 'e2e_key_secret',
    RAZORPAY_WEBHOOK_SECRET: 'e2e_webhook_secret',
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
  });
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(async () => {
  await browser.close();
  await site.stop();
  await new Promise<void>((resolve) => razorpay.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a payment whose webhook was lost', () => {
  it('when Razorpay captured it but never told the site, then the check with Razorpay finds it and the fee is paid once', async () => {
    const id = await submitThroughApi(site.baseUrl, '9847099901', 'Rekha Thomas', { until: 'open order' });
    const order = orders.at(-1) ?? '';
    captured.add(order);

    const page = await browser.context.newPage();
    await signInToOffice(page, site.baseUrl, 'accounts@college.example');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByRole('heading', { name: 'Totals per day' }).waitFor();
    await page.getByLabel('Search').fill(id);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`q=${id}`));
    const attempts = page.getByRole('region', { name: 'Payment attempts' });
    await attempts.getByText(order).first().waitFor();
    await attempts.getByRole('button', { name: /Check with Razorpay now/ }).click();
    await page
      .locator('.queue-total')
      .filter({ hasText: `${order}: found paid; now Paid.` })
      .waitFor();
    // The list reloads after the check: wait for the row to carry the payment found.
    await expect.poll(() => attempts.getByRole('row').nth(1).innerText()).toContain(`pay_E2e${order.slice(-6)}`);
    await audit(page, 'office-payments-lost-webhook');
    await screenshot(page, 'office-payments-lost-webhook');
    // The applicant's fee reads as paid: applied once, through the same path as the webhook.
    expect(await attempts.getByRole('row').count()).toBe(2);
    // The reconciliation view shows that check: what was asked of Razorpay and what it answered.
    await page.getByLabel('Order id or application number').fill(order);
    await page.getByRole('button', { name: 'Show its checks' }).click();
    const checks = page.getByRole('region', { name: 'Checks with Razorpay' });
    const row = checks.getByRole('row').filter({ hasText: 'found paid' });
    await row.getByText(`GET /v1/orders/${order}/payments`).waitFor();
    expect(await row.innerText()).toContain(`pay_E2e${order.slice(-6)}: captured, ₹500`);
    await audit(page, 'office-payments-checks');
    await page.close();
  });
});
