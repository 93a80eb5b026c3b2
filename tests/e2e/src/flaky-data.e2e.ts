import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseDiploma, fillAddress, fillDiplomaEducation, fillPersonal, outboxOtp, sign } from './admission-flow';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { phonePictureFile } from './pictures';

// Patchy mobile data: at every step of the application the connection goes away for 20 s just as
// the applicant taps, in the two ways a phone loses it. "Offline": the phone knows (no signal),
// and every request fails at once. "Weak": the phone believes it is online while nothing gets
// through. Each time the applicant must be told what is happening, keep what they typed, and go on
// by themselves once the connection is back, with no second tap.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);

const DROP_MS = 20_000;

type Drop = 'offline' | 'weak';

/** Cuts the connection of the page's context; `only` limits a weak connection to matching URLs. */
async function cut(page: Page, how: Drop, only: string | RegExp = '**/*') {
  if (how === 'offline') await page.context().setOffline(true);
  else await page.context().route(only, (route) => route.abort('internetdisconnected'));
}

async function restore(page: Page, how: Drop) {
  if (how === 'offline') await page.context().setOffline(false);
  else await page.context().unrouteAll();
}

/**
 * The connection drops as `tap` runs and stays away for 20 s: the applicant is told `told`, and
 * `stillThere` (what they typed) holds meanwhile; then it returns.
 */
async function dropDuring(
  page: Page,
  how: Drop,
  told: string,
  tap: () => Promise<unknown>,
  stillThere?: () => Promise<unknown>,
  only?: string,
) {
  await cut(page, how, only);
  await tap();
  await page.getByText(told).first().waitFor();
  await page.waitForTimeout(DROP_MS);
  await stillThere?.();
  await restore(page, how);
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name }).waitFor({ timeout: 30_000 });
}

describe('a connection that drops for 20 s at each step', () => {
  it('when the connection drops at every tap of the application, then the applicant is told, nothing typed is lost, and each step goes on by itself', async () => {
    const page = await browser.newVisitor();
    const mobile = '9847088812';
    await page.goto(`${baseUrl}/admission`);
    await heading(page, 'Welcome');
    await page.getByPlaceholder('Enter 10 digit mobile').fill(mobile);

    // Step 1: the code is asked for with no signal; the button keeps working meanwhile.
    await dropDuring(
      page,
      'offline',
      'Your code will be sent when the connection returns.',
      () => page.getByRole('button', { name: 'Continue' }).click(),
      async () => {
        await page.getByRole('button', { name: 'Sending OTP...' }).waitFor();
        await screenshot(page, 'flaky-1-mobile-offline');
      },
    );
    await heading(page, 'OTP Verification');
    await page.getByLabel('One-time code').fill(await outboxOtp(baseUrl, mobile));
    // The worst moment to lose it: the site has accepted the code, and its answer is lost on the way
    // back. The phone asks again with the same check until it gets through, and is signed in, not
    // told the code is used.
    let reached = 0;
    await page.context().route('**/verify-otp', async (route) => {
      reached += 1;
      if (reached === 1) await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Checking your code again...').first().waitFor();
    await page.waitForTimeout(DROP_MS);
    await page.context().unrouteAll();
    await page.getByText('OTP verified successfully! Proceeding to next step...').waitFor();
    expect(reached).toBeGreaterThan(1);

    // Step 2, with the photo chosen while the signal is gone: both wait, both go through.
    await heading(page, 'New Application');
    await dropDuring(
      page,
      'offline',
      'It will be saved when the connection returns.',
      async () => {
        await page.getByLabel('Photo', { exact: true }).setInputFiles(await phonePictureFile());
        await page.getByText('The picture is kept on this phone. It will be sent when the connection returns.').waitFor();
        await fillPersonal(page, 'Devika Suresh');
      },
      async () => {
        expect(await page.getByLabel('Full Name (As per SSLC or 10th)').inputValue()).toBe('Devika Suresh');
        await screenshot(page, 'flaky-2-personal-offline');
      },
    );
    await heading(page, 'Address & Family Details');

    // Step 3 on a weak signal: tried again every few seconds until it gets through.
    await fillAddress(page, undefined, false);
    await dropDuring(
      page,
      'weak',
      'What you typed is kept on this phone. Trying again...',
      () => page.getByRole('button', { name: 'Continue to Confirmation' }).click(),
      async () => {
        expect(await page.getByLabel('House Number / Name').inputValue()).toBe('12/345, Sreenilayam');
        await screenshot(page, 'flaky-3-address-weak');
      },
    );
    await heading(page, 'Application Fee Payment');

    // Step 4: the payment opens once the connection is back; then, the money taken, the
    // confirmation is lost on the way and asked again until the site has it.
    await page.getByText('Application ID').waitFor();
    await dropDuring(page, 'offline', 'The payment will open when the connection returns.', () =>
      page.getByRole('button', { name: /^Pay Now/ }).click(),
    );
    await page.getByRole('dialog', { name: 'Demo checkout' }).waitFor();
    await dropDuring(
      page,
      'weak',
      'Your payment is safe. Confirming it again...',
      () => page.getByRole('button', { name: /^Pay ₹/ }).click(),
      () => screenshot(page, 'flaky-4-payment-weak'),
      '**/verify-payment',
    );
    await page.getByText('Payment Successful').first().waitFor();
    await heading(page, 'Program Selection');

    // Steps 5 to 7, alternating the two ways.
    await dropDuring(page, 'offline', 'It will be saved when the connection returns.', () => chooseDiploma(page));
    await heading(page, 'Education Details');
    await dropDuring(
      page,
      'weak',
      'What you typed is kept on this phone. Trying again...',
      () => fillDiplomaEducation(page),
      async () => expect(await page.locator('#edu-0-pct').inputValue()).toBe('91.5'),
    );
    await heading(page, 'Confirmation & Submition');
    await sign(page, 'Devika Suresh');
    await dropDuring(page, 'offline', 'It will be saved when the connection returns.', () =>
      page.getByRole('button', { name: 'Submit Application' }).click(),
    );
    await heading(page, 'Application Submitted Successfully!');

    // What was sent is what was typed: the application as the site now holds it.
    await page.goto(`${baseUrl}/admission`);
    await heading(page, 'Application Details');
    const details = await page.locator('main').innerText();
    expect(details).toContain('Devika Suresh');
    expect(details).toContain('682028');
    expect(details).toContain('Computer Engineering');
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await screenshot(page, 'flaky-details');
    await page.close();
  }, 400_000);
});
