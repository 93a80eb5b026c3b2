import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  chooseDiploma,
  declare,
  fillAddress,
  fillDiplomaEducation,
  fillPersonal,
  outboxOtp,
  payFee,
  shot,
  verifyMobile,
} from './admission-flow';
import { audit } from './axe';
import { browserForFile, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';
import { phonePictureFile } from './pictures';

// The applicant's journey without dead ends: reloads, Back and Forward, cancelled payments and
// the office's reset, another application.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);

const HEADINGS: Record<number, string> = {
  2: 'New Application',
  3: 'Address & Family Details',
  4: 'Application Fee Payment',
  5: 'Program Selection',
  6: 'Education Details',
  7: 'Confirmation & Submition',
  8: 'Application Submitted Successfully!',
};

/** The page shows step `n`, with the step in the URL, and no code was asked for. */
async function atStep(page: Page, n: number) {
  await page.getByRole('heading', { name: HEADINGS[n] }).waitFor();
  expect(new URL(page.url()).searchParams.get('step')).toBe(String(n));
  expect(await page.getByRole('heading', { name: 'OTP Verification' }).count()).toBe(0);
}

async function reloadAt(page: Page, n: number) {
  await page.reload();
  await atStep(page, n);
}

describe('an applicant who reloads, goes Back and comes back', () => {
  it('when the page is reloaded at every step and Back and Forward are used, then the form stays where it was, with no new code', async () => {
    const page = await browser.newVisitor();
    await page.goto(`${baseUrl}/about`);
    await verifyMobile(page, baseUrl, '9847066601');
    await atStep(page, 2);
    // The step after the code took mobile entry's place: Back leaves the form, and Forward comes
    // back to the step, signed in, with no new code.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    await page.goForward();
    await atStep(page, 2);
    await reloadAt(page, 2);
    await audit(page, 'resume-step-2');
    await fillPersonal(page, 'Anu Krishnan');
    await atStep(page, 3);
    await reloadAt(page, 3);
    await fillAddress(page);
    await atStep(page, 4);
    await reloadAt(page, 4);
    await payFee(page, 'Pay');
    await atStep(page, 5);
    await reloadAt(page, 5);
    await chooseDiploma(page);
    await atStep(page, 6);
    await reloadAt(page, 6);
    await fillDiplomaEducation(page);
    await atStep(page, 7);
    await reloadAt(page, 7);

    await page.goBack();
    await atStep(page, 6);
    await page.goBack();
    await atStep(page, 5);
    await page.goForward();
    await atStep(page, 6);
    await page.goForward();
    await atStep(page, 7);

    await declare(page, 'Anu Krishnan');
    await reloadAt(page, 8);
    // Back from the success screen cannot reopen a submitted form: the read-only view shows instead.
    await page.goBack();
    await page.getByRole('heading', { name: 'Application Details' }).waitFor();
    await screenshot(page, 'resume-back-after-submission');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByPlaceholder('Enter 10 digit mobile').waitFor();
    await page.reload();
    await page.getByPlaceholder('Enter 10 digit mobile').waitFor();
    await page.close();
  });

  it('when the page is reloaded while the code is read, then the code screen comes back for that number and the code sent signs in', async () => {
    const page = await browser.newVisitor();
    const mobile = '9847066607';
    await page.goto(`${baseUrl}/admission`);
    await page.getByPlaceholder('Enter 10 digit mobile').fill(mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    // A cheap phone reloads the page the applicant left for the messages app.
    await page.reload();
    await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    await page.getByText(new RegExp(`code sent to \\+91 ${mobile}`)).waitFor();
    expect(await page.getByRole('button', { name: /^Resend OTP in \d+s$/ }).isDisabled()).toBe(true);
    await screenshot(page, 'resume-code-after-reload');
    // The same number again within the minute: the code already sent, not a refusal on mobile entry.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    await page.getByLabel('One-time code').fill(await outboxOtp(baseUrl, mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await atStep(page, 2);
    // Accepted, the code is forgotten: a reload stays in the form, signed in.
    await reloadAt(page, 2);
    await page.close();
  });

  it('when an address names a step not reached yet, then the furthest reached step opens instead', async () => {
    const page = await browser.newVisitor();
    await verifyMobile(page, baseUrl, '9847066602');
    await atStep(page, 2);
    const id = new URL(page.url()).searchParams.get('application');
    await page.goto(`${baseUrl}/admission?application=${id}&step=6`);
    await atStep(page, 2);
    // Someone else's number answers as not found, never their data.
    await page.goto(`${baseUrl}/admission?application=APP2026000001&step=2`);
    await page
      .getByText(/could not be found|Failed to load/)
      .first()
      .waitFor();
    await page.close();
  });

  it('when five checkouts are closed, then the fee step says whom to call; after the office resets the attempts, a payment goes through', async () => {
    const page = await browser.newVisitor();
    const mobile = '9847066603';
    await verifyMobile(page, baseUrl, mobile);
    await fillPersonal(page, 'Rahul Menon');
    await fillAddress(page);
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: /^(Pay Now|Retry Payment)/ }).click();
      await page.getByRole('dialog', { name: 'Demo checkout' }).waitFor();
      await page.getByRole('dialog', { name: 'Demo checkout' }).getByRole('button', { name: 'Close' }).click();
      await page.getByText('Payment cancelled by user').first().waitFor();
    }
    // Read back from the server, not from this page's memory.
    await page.reload();
    await atStep(page, 4);
    await page.getByText('Payment cancelled by user').waitFor();
    await screenshot(page, 'fee-after-five-cancels');
    await page.getByText('All 5 payment attempts are used').waitFor();
    expect(await page.getByRole('button', { name: 'Max Attempts Reached' }).isDisabled()).toBe(true);
    await audit(page, 'fee-attempts-used');
    const id = new URL(page.url()).searchParams.get('application') ?? '';

    // The office is another computer: a browser of its own.
    const officeBrowser = await launchBrowser(VIEWPORTS.desktop);
    const office = await officeBrowser.context.newPage();
    await signInToOffice(office, baseUrl, 'admissions@college.example');
    await office.goto(`${baseUrl}/staff/applications/${id}`);
    await office.locator('#reset-attempts-reason').fill('Parent called: the bank declined the card five times');
    await office.getByRole('button', { name: 'Reset attempts' }).click();
    await office.getByText('Payment attempts reset').first().waitFor();
    await officeBrowser.close();

    await page.reload();
    await atStep(page, 4);
    await payFee(page, 'Pay');
    await atStep(page, 5);
    await page.close();
  });
});

describe('nothing typed is lost', () => {
  it('when the page is reloaded before saving, then what was typed comes back; a save made offline goes through when the connection returns', async () => {
    const page = await browser.newVisitor();
    await verifyMobile(page, baseUrl, '9847066605');
    await atStep(page, 2);
    await page.getByLabel('Full Name (As per SSLC or 10th)').fill('Meera Pillai');
    await page.getByLabel('Email Address').fill('meera.p@example.in');
    await page.reload();
    await atStep(page, 2);
    await page.getByText('We kept what you typed earlier on this phone.').waitFor();
    expect(await page.getByLabel('Full Name (As per SSLC or 10th)').inputValue()).toBe('Meera Pillai');
    expect(await page.getByLabel('Email Address').inputValue()).toBe('meera.p@example.in');
    await audit(page, 'draft-restored');

    // Finish the step, then lose the connection and save.
    await page.getByLabel('Date of Birth').click();
    await page.getByLabel('Month').selectOption({ label: 'May' });
    await page.getByLabel('Year').selectOption('2008');
    await page.getByRole('button', { name: '14 May 2008' }).click();
    await page.getByLabel('Female').check();
    await page.getByLabel('Religion').selectOption('Hindu');
    await page.getByLabel('I agree to the terms and conditions*').check();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('It will be saved when the connection returns.').waitFor();
    await screenshot(page, 'save-offline');
    await page.context().setOffline(false);
    await atStep(page, 3);
    // Saved: the draft is gone, and the step shows the saved details.
    await page.goBack();
    await atStep(page, 2);
    expect(await page.getByText('We kept what you typed earlier on this phone.').count()).toBe(0);
    expect(await page.getByLabel('Full Name (As per SSLC or 10th)').inputValue()).toBe('Meera Pillai');
    await page.close();
  });
});

describe('another application', () => {
  it('when the only application is submitted, then Start New Application opens a second one from the read-only view', async () => {
    const page = await browser.newVisitor();
    const mobile = '9847066604';
    await verifyMobile(page, baseUrl, mobile);
    await fillPersonal(page, 'Fathima Beevi');
    await fillAddress(page);
    await payFee(page, 'Pay');
    await chooseDiploma(page);
    await fillDiplomaEducation(page);
    await declare(page, 'Fathima Beevi');
    await page.getByRole('button', { name: 'Submit Another Application' }).waitFor();
    // Coming back later (the session still live): the read-only view, with a way on.
    await page.goto(`${baseUrl}/admission`);
    await page.getByRole('heading', { name: 'Application Details' }).waitFor();
    // Submitted without a photo: it can still be added here, and is then kept as sent.
    await page.getByLabel('Photo', { exact: true }).setInputFiles(await phonePictureFile());
    await page.getByText('Photo saved').waitFor();
    await page.reload();
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    expect(await page.locator('#picture-photo').count()).toBe(0);
    await page.getByLabel('Signature', { exact: true }).waitFor();
    await shot(page, 'details-add-picture');
    await page.getByRole('button', { name: 'Start New Application' }).click();
    await atStep(page, 2);
    const second = new URL(page.url()).searchParams.get('application');
    await page.reload();
    await atStep(page, 2);
    expect(new URL(page.url()).searchParams.get('application')).toBe(second);
    await page.close();
  });
});
