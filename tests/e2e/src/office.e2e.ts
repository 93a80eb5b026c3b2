import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyMobile } from './admission-flow';
import { submitThroughApi } from './api-journey';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { DEMO_PASSWORD, signInToOffice } from './office-flow';
import { totpCode } from './totp';

// The admissions office as its demo accounts use it: desktop first.
const baseUrl = inject('baseUrl');
const staff = inject('staff');
const browser = browserForFile(VIEWPORTS.desktop);
const MOBILE = '9847055501';
const NAME = 'Meera Suresh';
let applicationId = '';

beforeAll(async () => {
  applicationId = await submitThroughApi(baseUrl, MOBILE, NAME);
});

const signIn = (page: Page, email: string, password = DEMO_PASSWORD) => signInToOffice(page, baseUrl, email, password);

/**
 * The choices of the selects in `scope` that their box cuts off: the widest text of each against
 * the room the box gives it (the arrow aside). A chosen "SEBC: Viswakarma and related communities
 * (VK)" once showed as "SEBC: Viswak".
 */
function cutChoices(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const measure = document.createElement('canvas').getContext('2d');
    if (!measure) return ['no canvas'];
    return Array.from(root.querySelectorAll('select')).flatMap((select) => {
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return Array.from(select.options)
        .filter((o) => measure.measureText(o.text).width > room)
        .map((o) => `${select.id}: ${o.text}`);
    });
  });
}

/** From the dashboard an admissions officer lands on, to the queue. */
async function openQueue(page: Page) {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Applications' }).click();
  await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
}

/** Finds the applicant from the queue's search (by mobile, or by number for a role that sees mobiles masked) and opens the application. */
async function openBySearch(page: Page, term: string) {
  await page.getByLabel('Search').fill(term);
  await page.waitForURL(new RegExp(`q=${term}`));
  await page.getByRole('link', { name: applicationId }).click();
  await page.getByRole('heading', { name: `Application ${applicationId}: ${NAME}` }).waitFor();
}

describe('the admissions office', () => {
  it('when an officer finds an applicant by mobile and rejects with a remark, then the applicant sees it; an admin undoes it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    await signIn(page, 'admissions@college.example');
    // The office took the sign-in form's place: Back leaves for the page before it, and Forward
    // returns to the office, still signed in.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.goForward();
    await openQueue(page);
    await audit(page, 'office-queue');
    await openBySearch(page, MOBILE);
    // Back returns to the filtered queue, with the search still in the URL.
    await page.goBack();
    await page.getByRole('link', { name: applicationId }).waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe(MOBILE);
    await page.getByRole('link', { name: applicationId }).click();
    await page.getByRole('heading', { name: `Application ${applicationId}: ${NAME}` }).waitFor();
    await audit(page, 'office-application');

    // Rejected straight from submitted: no "verified" first, so the applicant gets one message, not two.
    await page.getByRole('radio', { name: 'Rejected' }).check();
    await page.getByRole('button', { name: 'Save decision' }).click();
    await page.getByText('A remark for the applicant is required when rejecting or putting on hold').waitFor();
    await audit(page, 'office-decision-error');
    await page.getByLabel('Remark for the applicant (required)').fill('Your SSLC certificate could not be read. Please visit the office.');
    await page.getByRole('button', { name: 'Save decision' }).click();
    await page.locator('.status-notice .badge', { hasText: 'rejected' }).waitFor();
    await screenshot(page, 'office-rejected');
    // The applicant asked for a code a moment ago (the resend wait has not passed): the office clears it.
    await page.locator('#clear-otp-reason').fill('Applicant at the counter wants to see the decision');
    await page.getByRole('button', { name: 'Clear lock' }).click();
    await page.getByText('One-time-code lock cleared').first().waitFor();

    const applicant = await browser.newPage();
    await applicant.setViewportSize(VIEWPORTS.phone);
    await verifyMobile(applicant, baseUrl, MOBILE);
    await applicant.getByRole('heading', { name: 'Application Details' }).waitFor();
    await applicant.locator('.status-notice .badge', { hasText: 'rejected' }).waitFor();
    await applicant.getByText('Your SSLC certificate could not be read. Please visit the office.').waitFor();
    await screenshot(applicant, 'applicant-sees-rejection');
    await applicant.close();
    await page.close();

    const admin = await browser.newPage();
    await signIn(admin, 'admin@college.example');
    await admin.goto(`${baseUrl}/staff/applications/${applicationId}`);
    await admin.getByRole('heading', { name: 'Undo the last decision' }).waitFor();
    await admin.locator('#undo-reason').fill('The certificate was in the file after all');
    await admin.getByRole('button', { name: 'Undo decision' }).click();
    await admin.locator('.status-notice .badge', { hasText: 'submitted' }).waitFor();
    await expect.poll(() => admin.getByText('Decision undone: Rejected → Submitted').count()).toBe(1);
    await admin.close();
  });

  it('when an officer opens the dashboard, then each number opens the list it counts; a view of the queue is saved and opened again', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admissions@college.example');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('img', { name: 'Applications submitted' }).waitFor();
    await audit(page, 'office-dashboard');
    await screenshot(page, 'office-dashboard');
    const season = page.getByRole('region', { name: 'The season so far' });
    const submitted = season.getByRole('link').nth(1);
    const figure = await submitted.innerText();
    await submitted.click();
    await page.waitForURL(/\/staff\/applications\?stage=submitted$/);
    await expect.poll(() => page.locator('.queue-total').innerText()).toBe(`${figure} application${figure === '1' ? '' : 's'}`);
    // The branch table's numbers are links to the queue under that branch.
    await page.goBack();
    const branches = page.getByRole('table', { name: 'Branch' });
    await branches
      .getByRole('row', { name: /Computer Engineering/ })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/branch=Computer\+Engineering&firstChoice=true/);

    // A clerk's own view: the filters and order under a name, never the search term.
    await page.goto(`${baseUrl}/staff/applications?paid=true&sort=name&order=asc&q=Meera`);
    await page.getByLabel('Save these filters as').fill('Paid, by name');
    await page.getByRole('button', { name: 'Save view' }).click();
    const views = page.getByRole('region', { name: 'My saved views' });
    await views.getByRole('link', { name: 'Paid, by name' }).waitFor();
    await audit(page, 'office-saved-views');
    await page.goto(`${baseUrl}/staff/applications`);
    // The list's pager as the archive's: Previous at the start of the row, Next at its end.
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const [row, next] = await Promise.all([pager.boundingBox(), pager.getByRole('button', { name: 'Next' }).boundingBox()]);
    expect(Math.abs(row!.x + row!.width - (next!.x + next!.width))).toBeLessThan(2);
    await views.getByRole('link', { name: 'Paid, by name' }).click();
    await page.waitForURL(/\/staff\/applications\?paid=true&sort=name&order=asc$/);
    await views.getByRole('button', { name: 'Remove the view Paid, by name' }).click();
    await views.getByText('None yet.', { exact: false }).waitFor();

    // The dashboard on a phone: the same figures, tables readable, nothing off the side.
    const phone = await browser.newPage();
    await phone.setViewportSize(VIEWPORTS.phone);
    await phone.goto(`${baseUrl}/staff/dashboard`);
    await phone.getByRole('img', { name: 'Fees received' }).waitFor();
    await audit(phone, 'office-dashboard-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
    await page.close();
  });

  it('when a viewer opens an application, then contact details are masked and no decision can be made, in the page or the API', async () => {
    const page = await browser.newPage();
    await signIn(page, 'viewer@college.example');
    await openBySearch(page, applicationId);
    await page.getByText('Contact details are masked for your role.').waitFor();
    expect(await page.locator('main').innerText()).not.toContain(MOBILE);
    expect(await page.getByRole('heading', { name: 'Decision', exact: true }).count()).toBe(0);
    await audit(page, 'office-application-viewer');
    const status = await page.evaluate(async (id) => {
      const res = await fetch(`/api/v1/staff/applications/${id}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'approved', version: 1 }),
      });
      return res.status;
    }, applicationId);
    expect(status).toBe(403);
    await page.close();
  });

  it('when an officer downloads the filtered queue as CSV and XLSX, then both files parse back with the applicant, and the viewer gets masked mobiles', async () => {
    // The officer finds the applicant by mobile; the viewer, who sees mobiles masked, by number.
    for (const [email, mobile, term] of [
      ['admissions@college.example', MOBILE, MOBILE],
      ['viewer@college.example', `${MOBILE.slice(0, 2)}•••••${MOBILE.slice(-3)}`, applicationId],
    ] as const) {
      const page = await browser.newPage();
      await signIn(page, email);
      await page.goto(`${baseUrl}/staff/applications`);
      await page.getByLabel('Search').fill(term);
      await page.waitForURL(new RegExp(`q=${term}`));
      await page.getByRole('link', { name: applicationId }).waitFor();
      await audit(page, `office-queue-export-${email.split('@')[0]}`);
      await screenshot(page, `office-queue-export-${email.split('@')[0]}`);
      const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
      const csv = readFileSync(await csvFile.path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse<Record<string, string>>(csv, { bom: true, columns: true });
      expect(rows.map((r) => [r['Application number'], r.Name, r.Mobile])).toEqual([[applicationId, NAME, mobile]]);
      const [xlsxFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel (XLSX)' }).click()]);
      expect(xlsxFile.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const [sheet] = await readXlsxFile(readFileSync(await xlsxFile.path()));
      const [header, ...cells] = sheet?.data ?? [];
      expect(cells).toHaveLength(1);
      expect(cells[0]?.[header?.indexOf('Name') ?? -1]).toBe(NAME);
      expect(cells[0]?.[header?.indexOf('Mobile') ?? -1]).toBe(mobile);
      await page.close();
    }
    // A viewer's search by a full mobile would confirm a guess the mask hides: it is refused, and says so.
    const viewer = await browser.newPage();
    await signIn(viewer, 'viewer@college.example');
    await viewer.getByLabel('Search').fill(MOBILE);
    await viewer.getByRole('alert').filter({ hasText: 'Your role cannot search by mobile number' }).waitFor();
    await viewer.close();
  });

  it('when the office refunds a fee with a reason, then the application shows it refunded and the applicant sees the refund', async () => {
    const mobile = '9847055502';
    const id = await submitThroughApi(baseUrl, mobile, 'Ravi Menon');
    const page = await browser.newPage();
    await signIn(page, 'admin@college.example');
    await page.goto(`${baseUrl}/staff/applications/${id}`);
    const form = page.getByRole('form', { name: /^Refund pay_/ });
    await form.getByLabel('Reason').fill('Applicant joined another college before the list; the office refunds the fee');
    await audit(page, 'office-refund');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await form.getByRole('button', { name: 'Refund through Razorpay' }).click();
    await page.getByText('Refund processed').first().waitFor();
    expect(asked).toMatch(/^Refund ₹500 of payment pay_\w+ through Razorpay\? The money goes back/);
    await page.getByRole('cell', { name: /^Refunded \(rfnd_demo/ }).waitFor();
    expect(await page.getByRole('form', { name: /^Refund pay_/ }).count()).toBe(0);
    await screenshot(page, 'office-refunded');
    // In the ledger the fee reads as refunded, and the refunds filter's file lists it so.
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.getByLabel('Refunds').selectOption({ label: 'Refunded or under way' });
    await page.waitForURL(/refund=refunded/);
    await page.getByRole('row').filter({ hasText: id }).getByText('Refunded (₹500)').waitFor();
    const [ledgerFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    expect(readFileSync(await ledgerFile.path(), 'utf8')).toMatch(new RegExp(`${id},Ravi Menon,1,success,500,.*,processed,500`));
    await page.goto(`${baseUrl}/staff/applications/${id}`);
    // The applicant asked for a code a moment ago: the office lets them ask again at once.
    await page.locator('#clear-otp-reason').fill('Applicant at the counter wants to see the refund');
    await page.getByRole('button', { name: 'Clear lock' }).click();
    await page.getByText('One-time-code lock cleared').first().waitFor();
    await page.close();

    const applicant = await browser.newPage();
    await applicant.setViewportSize(VIEWPORTS.phone);
    await verifyMobile(applicant, baseUrl, mobile);
    await applicant.getByRole('heading', { name: 'Application Details' }).waitFor();
    await applicant.getByText(/^Refund of ₹500 processed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \(rfnd_demo/).waitFor();
    await screenshot(applicant, 'applicant-sees-refund');
    await applicant.close();
  });

  it('when an officer decides for several at once, then what will happen is named and nothing runs until it is confirmed', async () => {
    const ids = [
      await submitThroughApi(baseUrl, '9847055531', 'Bulkwise Anand'),
      await submitThroughApi(baseUrl, '9847055532', 'Bulkwise Bindu'),
    ];
    const page = await browser.newPage();
    await signIn(page, 'admissions@college.example');
    await openQueue(page);
    await page.getByLabel('Search').fill('Bulkwise');
    await page.waitForURL(/q=Bulkwise/);
    for (const id of ids) await page.getByRole('checkbox', { name: `Select ${id}` }).check();
    const bulk = page.getByRole('region', { name: 'Decide for 2 selected' });
    await bulk.getByRole('radio', { name: 'Verified' }).check();
    await bulk.getByRole('button', { name: 'Apply to 2' }).click();
    const confirm = page.getByRole('region', { name: 'Mark 2 applications verified?' });
    await confirm.getByText(`${ids[0]}, ${ids[1]}.`).waitFor();
    await confirm.getByText(/^No message is sent/).waitFor();
    await audit(page, 'office-bulk-confirm');
    await screenshot(page, 'office-bulk-confirm');
    // Going back changes nothing.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await bulk.getByRole('button', { name: 'Apply to 2' }).click();
    await confirm.getByRole('button', { name: 'Yes, mark 2 verified' }).click();
    await page.getByRole('heading', { name: '2 applied, 0 refused' }).waitFor();
    await page.close();
  });

  it('when a clerk corrects a field with a reason, then it is kept in the timeline and the applicant sees the old and new values', async () => {
    const mobile = '9847055541';
    const id = await submitThroughApi(baseUrl, mobile, 'Lekshmi Nair');
    const page = await browser.newPage();
    await signIn(page, 'admissions@college.example');
    await page.goto(`${baseUrl}/staff/applications/${id}`);
    const form = page.getByRole('form', { name: 'Correct a field' });
    await form.getByLabel('Field').selectOption({ label: 'Full name' });
    await form.getByText('Now: Lekshmi Nair').waitFor();
    await form.getByLabel('New value').fill('Lekshmi R Nair');
    await form.getByLabel('Reason (shown to the applicant)').fill('As on the SSLC certificate');
    await audit(page, 'office-correction');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await page.getByText('Correction saved').first().waitFor();
    await page.getByRole('heading', { name: `Application ${id}: Lekshmi R Nair` }).waitFor();
    await page.getByText('Corrected: Full name: Lekshmi Nair \u2192 Lekshmi R Nair').waitFor();
    // A value the applicant's form refuses is refused here too.
    await form.getByLabel('Field').selectOption({ label: 'PIN code' });
    await form.getByLabel('New value').fill('01234');
    await form.getByLabel('Reason (shown to the applicant)').fill('Typed from the letter');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await form.getByText('Invalid PIN code. Please check and try again.').waitFor();
    await page.locator('#clear-otp-reason').fill('Applicant at the counter to see the correction');
    await page.getByRole('button', { name: 'Clear lock' }).click();
    await page.getByText('One-time-code lock cleared').first().waitFor();
    await page.close();

    const applicant = await browser.newPage();
    await applicant.setViewportSize(VIEWPORTS.phone);
    await verifyMobile(applicant, baseUrl, mobile);
    const list = applicant.getByRole('region', { name: 'Corrections made by the college' });
    await list.getByText('Lekshmi Nair \u2192 Lekshmi R Nair').waitFor();
    await list.getByText('As on the SSLC certificate').waitFor();
    await audit(applicant, 'applicant-sees-correction');
    await screenshot(applicant, 'applicant-sees-correction');
    await applicant.close();
  });

  it('when an admin opens the audit and searches an application, then who read and decided on it shows, and the CSV holds the same', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@college.example');
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.getByRole('heading', { name: 'Audit' }).waitFor();
    await page.getByLabel('Search').fill(applicationId);
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(new RegExp(`q=${applicationId}`));
    const rows = page.getByRole('region', { name: 'Audit entries' }).getByRole('row');
    await rows.filter({ hasText: 'Decided' }).first().waitFor();
    expect(await rows.filter({ hasText: 'Read' }).count()).toBeGreaterThan(0);
    await page.getByLabel('Action').selectOption({ label: 'Decided' });
    await page.waitForURL(/action=decision/);
    // Only decisions are left: every entry's action cell says so.
    const actions = page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr td:nth-child(3)');
    await expect.poll(async () => [...new Set(await actions.allInnerTexts())]).toEqual(['Decided']);
    await audit(page, 'office-audit');
    await screenshot(page, 'office-audit');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toContain(`decision,application,${applicationId}`);
    await page.close();
  });

  it('when an admin filters the applications, payments and audit, then every choice reads whole, the search says what it finds and no page is wider than a phone', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@college.example');
    const hints = {
      '/staff/applications': 'By application number, name, mobile (a parent’s too), register number or payment id',
      '/staff/payments': 'By application number, order id (order_…) or payment id (pay_…)',
      '/staff/audit': 'By application number or record id',
    };
    for (const [path, hint] of Object.entries(hints)) {
      await page.goto(`${baseUrl}${path}`);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.waitFor();
      expect(await search.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(hint);
      expect(await cutChoices(page.locator('form[role="search"]')), path).toEqual([]);
    }
    await screenshot(page, 'office-filters');
    // The merit formula, in the page's narrow column.
    await page.goto(`${baseUrl}/staff/merit`);
    const formula = page.getByRole('form', { name: /^Formula/ });
    await formula.waitFor();
    expect(await cutChoices(formula)).toEqual([]);

    // On a phone the lists' tables scroll in their own box: what a table hides for screen readers
    // only once widened the whole page (the payments to 755 px).
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/staff/payments', '/staff/accounts', '/staff/pages']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.close();
  });

  it('when only the editor role is held, then the queue is not offered and the API refuses it', async () => {
    const page = await browser.newPage();
    await signIn(page, staff.email, staff.password);
    await page.getByRole('heading', { name: 'Question Papers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Applications' }).count()).toBe(0);
    const status = await page.evaluate(async () => (await fetch('/api/v1/staff/applications')).status);
    expect(status).toBe(403);
    await page.close();
  });

  it('when an admin adds a member, then the invitation goes by email; the member sets a password from it and sets up two-step sign-in from the QR code', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@college.example');
    await page.getByRole('link', { name: 'Staff accounts' }).click();
    await page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    await page.getByLabel('Name').fill('Priya Office');
    await page.getByLabel('Email').fill('priya@college.example');
    await page.getByRole('button', { name: 'Add and make a password link' }).click();
    await page.getByRole('heading', { name: 'Invitation emailed to priya@college.example' }).waitFor();
    // The link itself is kept out of sight, for the day the email does not arrive.
    expect(await page.locator('.link-notice__link code').isVisible()).toBe(false);
    await audit(page, 'office-accounts');
    // The invitation in the outbox, as the member's mailbox would get it.
    const sent = (await (await fetch(`${baseUrl}/api/v1/dev/messages/${encodeURIComponent('priya@college.example')}`)).json()) as {
      data: { channel: string; template: string; variables: Record<string, string> }[];
    };
    const invitation = sent.data.find((m) => m.channel === 'email' && m.template === 'staff_invitation');
    const link = invitation?.variables.link ?? '';
    expect(link).toMatch(/\/staff\/set-password#token=/);
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByLabel('Code from the app').waitFor();
    await audit(page, 'office-account-setup');
    await page.close();

    const newcomer = await browser.newPage();
    await newcomer.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await newcomer.getByText('priya@college.example').waitFor();
    // The token leaves the address bar as soon as it is read.
    expect(newcomer.url()).not.toContain('token');
    await audit(newcomer, 'office-set-password');
    await newcomer.getByLabel('New password', { exact: true }).fill('kingfisher by the backwaters');
    await newcomer.getByLabel('New password again').fill('kingfisher by the backwaters');
    await newcomer.getByRole('button', { name: 'Set password' }).click();
    await newcomer.getByText('Your password is set.').waitFor();
    await signIn(newcomer, 'priya@college.example', 'kingfisher by the backwaters');
    await newcomer.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Two-step sign-in from the QR code drawn on the page: the phone's app reads the key it holds.
    await newcomer.getByRole('link', { name: 'My account' }).click();
    await newcomer.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await newcomer.getByRole('img', { name: 'QR code of the key for the authenticator app' }).waitFor();
    await audit(newcomer, 'office-two-step-qr');
    await screenshot(newcomer, 'office-two-step-qr');
    const key = (await newcomer.locator('.totp-secret__key code').innerText()).replace(/\s/g, '');
    await newcomer.getByLabel('Code from the app').fill(totpCode(key));
    await newcomer.getByRole('button', { name: 'Continue' }).click();
    await newcomer.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    await newcomer.close();
  });

  it('when one application is reviewed with the keyboard alone, then every step is reachable and the decision is saved', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admissions@college.example');
    await openQueue(page);
    // Search: focus the box by tabbing to it, type, then tab to the application's link and open it.
    await page.getByLabel('Search').focus();
    await page.keyboard.type(MOBILE);
    await page.waitForURL(new RegExp(`q=${MOBILE}`));
    await page.getByRole('link', { name: applicationId }).waitFor();
    let guard = 0;
    while (!(await page.evaluate((id) => document.activeElement?.textContent === id, applicationId)) && guard++ < 80)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Application ${applicationId}: ${NAME}` }).waitFor();
    guard = 0;
    while (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) && guard++ < 200)
      await page.keyboard.press('Tab');
    // Arrow keys move within the radio group: the rejection was undone back to submitted, so Verified comes first.
    await page.keyboard.press('Space');
    const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    expect(chosen).toBe('verified');
    guard = 0;
    while (!(await page.evaluate(() => document.activeElement?.textContent === 'Save decision')) && guard++ < 20)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('.status-notice .badge', { hasText: 'verified' }).waitFor();
    await page.close();
  });
});
