import type { Page } from 'playwright-core';
import { audit } from './axe';
import { screenshot } from './browser';

/** Reads the code the demo SMS sender kept for a mobile. */
export async function outboxOtp(baseUrl: string, mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/dev/otp-outbox/${mobile}`);
  const body = (await res.json()) as { data?: { otp: string } };
  if (!body.data) throw new Error(`no OTP for ${mobile}`);
  return body.data.otp;
}

/** Saves a screenshot of the step and checks it against WCAG 2.1 A/AA; a violation fails the journey. */
export async function shot(page: Page, name: string | undefined) {
  if (!name) return;
  await screenshot(page, name);
  await audit(page, name);
}

/** Step 1 through the UI: mobile, OTP from the demo outbox, verified, auto-continue. */
export async function verifyMobile(page: Page, baseUrl: string, mobile: string, shots?: string) {
  await page.goto(`${baseUrl}/admission`);
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  await page.getByPlaceholder('Enter 10 digit mobile').fill(mobile);
  await shot(page, shots && `${shots}-1-mobile`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'OTP Verification' }).waitFor();
  await page.getByLabel('One-time code').fill(await outboxOtp(baseUrl, mobile));
  await shot(page, shots && `${shots}-1-otp`);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByText('OTP verified successfully! Proceeding to next step...').waitFor();
}

/** A date of birth as the picker shows it; the default is an applicant already 18. */
export type Birthday = { day: number; month: string; year: number };
const ADULT: Birthday = { day: 14, month: 'May', year: 2008 };

export async function fillPersonal(page: Page, name: string, shots?: string, dob: Birthday = ADULT) {
  await page.getByRole('heading', { name: 'New Application' }).waitFor();
  await page.getByLabel('Full Name (As per SSLC or 10th)').fill(name);
  await page.getByLabel('Date of Birth').click();
  await page.getByLabel('Month').selectOption({ label: dob.month });
  await page.getByLabel('Year').selectOption(String(dob.year));
  await page.getByRole('button', { name: `${dob.day} ${dob.month} ${dob.year}`, exact: true }).click();
  await page.getByLabel('Female').check();
  await page.getByLabel('Religion').selectOption('Hindu');
  await page.getByLabel('Email Address').fill('anu.k@example.in');
  await page.getByLabel('I agree to the terms and conditions*').check();
  await shot(page, shots && `${shots}-2-personal`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillAddress(page: Page, shots?: string, submit = true) {
  await page.getByRole('heading', { name: 'Address & Family Details' }).waitFor();
  await page.getByLabel('House Number / Name').fill('12/345, Sreenilayam');
  await page.getByLabel('Street / Locality').fill('Temple Road');
  await page.getByLabel('PIN Code').fill('682028');
  await page.waitForFunction(() => (document.getElementById('district') as HTMLInputElement | null)?.value === 'Ernakulam');
  await page.getByLabel("Father's Name").fill('Krishnan K');
  await page.getByLabel("Father's Mobile Number").fill('9847012345');
  await page.getByLabel("Mother's Name").fill('Lakshmi K');
  await page.getByLabel("Mother's Mobile Number").fill('9847054321');
  await page.getByLabel('Same as Father').check();
  await shot(page, shots && `${shots}-3-address`);
  if (submit) await page.getByRole('button', { name: 'Continue to Confirmation' }).click();
}

export async function payFee(page: Page, outcome: 'Pay' | 'Fail payment', shots?: string) {
  await page.getByRole('heading', { name: 'Application Fee Payment' }).waitFor();
  await page.getByText('Application ID').waitFor();
  await shot(page, shots && `${shots}-4-fee`);
  await page.getByRole('button', { name: /^(Pay Now|Retry Payment)/ }).click();
  await page.getByRole('dialog', { name: 'Demo checkout' }).waitFor();
  await shot(page, shots && `${shots}-4-checkout`);
  await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay ₹/ : 'Fail payment' }).click();
}

export async function chooseDiploma(page: Page, shots?: string) {
  await page.getByRole('heading', { name: 'Program Selection' }).waitFor();
  await page.getByLabel('Diploma Programs').check();
  await page.getByLabel('Program', { exact: true }).selectOption('Diploma in Engineering');
  await page.getByLabel('Regular').check();
  await page.getByLabel('Civil Engineering').check();
  await page.getByLabel('Computer Engineering').check();
  await page.getByRole('button', { name: 'Move Computer Engineering up' }).click();
  await shot(page, shots && `${shots}-5-program`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillDiplomaEducation(page: Page, shots?: string) {
  await page.getByRole('heading', { name: 'Education Details' }).waitFor();
  await page.locator('#edu-0-year').fill('2024');
  await page.locator('#edu-0-pct').fill('91.5');
  await page.locator('#edu-0-reg').fill('SSLC2024001');
  await shot(page, shots && `${shots}-6-education`);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
}

/** Step 7's undertakings and signature, without submitting. */
export async function sign(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Confirmation & Submition' }).waitFor();
  await page.getByLabel('I accept both the anti-ragging and the anti-drug undertakings').check();
  await page.getByLabel(/Digital Signature/).fill(name);
}

export async function declare(page: Page, name: string, shots?: string) {
  await sign(page, name);
  await shot(page, shots && `${shots}-7-declaration`);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
  await shot(page, shots && `${shots}-8-success`);
}

export async function chooseMba(page: Page) {
  await page.getByRole('heading', { name: 'Program Selection' }).waitFor();
  await page.getByLabel('MBA Programs').check();
  await page.getByLabel('Program', { exact: true }).selectOption('MBA (Regular)');
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillMbaEducation(page: Page, shots?: string) {
  await page.getByRole('heading', { name: 'Education Details' }).waitFor();
  const rows: [string, string, string, string][] = [
    ['2016', '88.2', 'SSLC1601', ''],
    ['2018', '84.5', 'HSE1801', 'Commerce'],
    ['2021', '72.4', 'BCOM2101', 'B.Com'],
  ];
  for (const [i, [year, pct, reg, group]] of rows.entries()) {
    await page.locator(`#edu-${i}-year`).fill(year);
    await page.locator(`#edu-${i}-pct`).fill(pct);
    await page.locator(`#edu-${i}-reg`).fill(reg);
    if (group) await page.locator(`#edu-${i}-group`).fill(group);
  }
  await page.getByLabel('College Name (undergraduate degree)').fill("St. Albert's College, Ernakulam");
  await page.getByLabel('KMAT', { exact: true }).check();
  await page.getByLabel('KMAT score').fill('412');
  await shot(page, shots && `${shots}-6-education-mba`);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
}

/** Opens another application for the signed-in mobile, as Start New Application would. */
export async function createApplicationInPage(page: Page, mobile: string) {
  const status = await page.evaluate(async (m) => {
    const res = await fetch('/api/v1/admission/create-application', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: m }),
    });
    return res.status;
  }, mobile);
  if (status !== 201) throw new Error(`create-application answered ${status}`);
}
