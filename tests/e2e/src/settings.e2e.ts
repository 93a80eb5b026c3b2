import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fillAddress, fillPersonal, outboxOtp, verifyMobile } from './admission-flow';
import { audit } from './axe';
import { browserForFile, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';

// The admin closes every programme from the office; the admission page then refuses new applications.
const baseUrl = inject('baseUrl');
const desktop = browserForFile(VIEWPORTS.desktop);
const phoneBrowser = browserForFile(VIEWPORTS.phone);
const INTAKES = ['Diploma in Engineering (Regular)', 'Diploma in Engineering (Part-time)', 'Diploma in Engineering (LET)', 'MBA (Regular)'];

/** Yesterday in India, yyyy-mm-dd: a closing day already past. */
function yesterdayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 24 * 3600 * 1000));
}

async function openSettings(page: Page) {
  await signInToOffice(page, baseUrl, 'admin@college.example');
  await page.getByRole('link', { name: 'Admission settings' }).click();
  await page.getByRole('heading', { name: 'Admission settings' }).waitFor();
}

async function setClosing(page: Page, day: string) {
  for (const intake of INTAKES) await page.getByLabel(`${intake}: closes on`).fill(day);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Admission settings saved').first().waitFor();
}

let admin: Page | undefined;
afterAll(async () => {
  // The other browser files share this site: every programme is opened again.
  if (admin) await setClosing(admin, '');
});

describe('admission windows', () => {
  it('when an applicant opens Before you apply, then the fee, each programme window, who can apply and what to keep ready show, in English and Malayalam', async () => {
    const phone = await phoneBrowser.newPage();
    await phone.goto(`${baseUrl}/admission`);
    // Folded to one line, so the mobile field is still on the first screen of a phone.
    const field = await phone.locator('#mobile').boundingBox();
    expect((field?.y ?? Infinity) + (field?.height ?? 0) / 2).toBeLessThan(VIEWPORTS.phone.height);
    await phone.getByText('who can apply, dates, fee and what happens next').click();
    await phone.getByText('Application fee: ₹500').waitFor();
    expect(await phone.getByText('MBA (Regular): open').count()).toBe(1);
    await phone.getByText('Keep these ready').waitFor();
    await audit(phone, 'admission-before-you-apply');
    await screenshot(phone, 'admission-before-you-apply');
    await phone.goto(`${baseUrl}/ml/admission`);
    await phone.locator('.before-apply summary').click();
    await phone.getByText('അപേക്ഷാ ഫീസ്: ₹500').waitFor();
    await audit(phone, 'admission-before-you-apply-ml');
    await phone.close();
  });

  it("when the admin fixes the season's dates, then Before you apply lists them in English and Malayalam", async () => {
    const page = await desktop.newPage();
    await openSettings(page);
    await page.getByLabel('Provisional rank list').fill('2026-12-10');
    await page.getByLabel('Spot admission').fill('2026-12-01');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Each date of the season must be on or after the one before it').waitFor();
    await page.getByLabel('Spot admission').fill('2027-01-20');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Admission settings saved').first().waitFor();
    await page.close();

    const phone = await phoneBrowser.newPage();
    await phone.goto(`${baseUrl}/admission`);
    await phone.getByText('who can apply, dates, fee and what happens next').click();
    await phone.getByText('Provisional rank list: 10/12/2026').waitFor();
    await phone.getByText('Spot admission: 20/01/2027').waitFor();
    await phone.goto(`${baseUrl}/ml/admission`);
    await phone.locator('.before-apply summary').click();
    await phone.getByText('താൽക്കാലിക റാങ്ക് ലിസ്റ്റ്: 10/12/2026').waitFor();
    await phone.close();
  });

  it('when the admin closes every programme, then the admission page says so and a new mobile cannot start an application', async () => {
    admin = await desktop.newPage();
    await openSettings(admin);
    // The retention job's dry run: the demo's applications are all recent, so nothing would go.
    await admin.getByRole('button', { name: 'Show what would be erased today' }).click();
    await admin
      .getByText(/would be erased|Nothing would be erased today/)
      .first()
      .waitFor();
    await audit(admin, 'office-settings');
    await setClosing(admin, yesterdayInIndia());
    expect(
      await admin
        .getByRole('row', { name: /MBA \(Regular\)/ })
        .getByText('Closed')
        .count(),
    ).toBe(1);
    await screenshot(admin, 'office-settings-closed');

    const phone = await phoneBrowser.newPage();
    await phone.goto(`${baseUrl}/admission`);
    const notice = phone.getByRole('alert').filter({ hasText: 'Applications are closed for this year.' });
    await notice.waitFor();
    await audit(phone, 'admission-closed');
    await screenshot(phone, 'admission-closed-phone');
    // The server refuses too: after the code is verified, no application is opened.
    const mobile = '9847066690';
    await phone.getByPlaceholder('Enter 10 digit mobile').fill(mobile);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByLabel('One-time code').fill(await outboxOtp(baseUrl, mobile));
    await phone.getByRole('button', { name: 'Verify OTP' }).click();
    await phone.getByText('Applications are closed for this year.').first().waitFor();
    await screenshot(phone, 'admission-closed-after-code');
    const check = await phone.evaluate(async (m) => {
      const res = await fetch('/api/v1/admission/check-existing', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: m }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    }, mobile);
    expect(check).toEqual({ status: 409, body: expect.objectContaining({ message: 'Applications are closed for this year.' }) });
  });

  it('when every programme closes while an applicant is at the fee step, then the step says the fee cannot be paid and Pay Now is off', async () => {
    const office = admin ?? (await desktop.newPage());
    if (!admin) await openSettings(office);
    await setClosing(office, '');
    // A phone of its own: the other test's applicant is still signed in on the shared one.
    const own = await launchBrowser(VIEWPORTS.phone);
    const phone = await own.context.newPage();
    await verifyMobile(phone, baseUrl, '9847066691');
    await fillPersonal(phone, 'Nandana Ravi');
    await fillAddress(phone);
    await phone.getByText('After paying you choose one of these programmes, open today:').waitFor();
    expect(await phone.getByRole('listitem').filter({ hasText: 'MBA (Regular)' }).count()).toBe(1);

    await setClosing(office, yesterdayInIndia());
    await phone.reload();
    await phone.getByText('The fee cannot be paid now', { exact: true }).waitFor();
    expect(await phone.getByRole('button', { name: 'Pay Now' }).isDisabled()).toBe(true);
    await audit(phone, 'fee-step-closed');
    await screenshot(phone, 'fee-step-closed-phone');
    await own.close();
  });
});
