import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  chooseDiploma,
  fillAddress,
  fillDiplomaEducation,
  fillPersonal,
  outboxOtp,
  payFee,
  shot,
  sign,
  verifyMobile,
} from './admission-flow';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';
import { sitemapPaths } from './sitemap';

// Minors' privacy as an applicant, their parent and the office meet it.
const baseUrl = inject('baseUrl');
const applicant = browserForFile(VIEWPORTS.phone);
const publicPaths = await sitemapPaths(baseUrl);
const office = browserForFile(VIEWPORTS.desktop);
const FATHER_MOBILE = '9847012345';
const CONSENT_NEEDED =
  'You are under 18, so a parent or guardian must confirm this application with the code sent to their mobile before you can submit it';

async function toDeclaration(page: Page, mobile: string, name: string, dob?: { day: number; month: string; year: number }) {
  await page.context().clearCookies();
  await verifyMobile(page, baseUrl, mobile);
  await fillPersonal(page, name, undefined, dob);
  await fillAddress(page);
  await payFee(page, 'Pay');
  await chooseDiploma(page);
  await fillDiplomaEducation(page);
  await sign(page, name);
}

describe('no third-party scripts', () => {
  it('when the sitemap is read, then it lists the admission page', () => {
    expect(publicPaths).toContain('/admission');
  });

  it.for(publicPaths)(
    'when %s loads, then nothing is fetched from another origin, and only the admission page may run Razorpay',
    async (path) => {
      const page = await applicant.newPage();
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).origin !== new URL(baseUrl).origin && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      const res = await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const scriptSrc = /script-src ([^;]*)/.exec((await res?.allHeaders())?.['content-security-policy'] ?? '')?.[1];
      // The boot script by its hash; on the fee step alone, in English and in Malayalam, its head
      // script (an address inside the form) and Razorpay.
      const hash = async (selector: string) =>
        `'sha256-${createHash('sha256')
          .update(await page.locator(selector).innerHTML())
          .digest('base64')}'`;
      const admission = ['/admission', '/ml/admission'].includes(path);
      // The pages read from the API (notices, committees, documents) are the app's shell, which
      // has no boot script: the site's one policy still names only this origin and a hash.
      const bootScript = page.locator('script[type="module"]:not([src])');
      const boot =
        (await bootScript.count()) > 0 ? await hash('script[type="module"]:not([src])') : /'sha256-[^']+'/.exec(scriptSrc ?? '')?.[0];
      expect(scriptSrc).toBe(
        `'self' ${boot}${admission ? ` ${await hash('head script:not([type]):not([src])')} https://checkout.razorpay.com` : ''}`,
      );
      expect(foreign).toEqual([]);
      await page.close();
    },
  );

  it('when a link leads to the admission page, then it loads it as a new document', async () => {
    const page = await applicant.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await page.close();
  });
});

describe('privacy of minors', () => {
  it('when a 16-year-old tries to submit, then they cannot until the father enters the code sent to his mobile, seeing his name', async () => {
    const page = await applicant.newPage();
    await toDeclaration(page, '9847099101', 'Nila Krishnan', { day: 2, month: 'March', year: 2010 });
    await page.getByRole('heading', { name: 'Consent of a parent or guardian' }).waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText(CONSENT_NEEDED).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).count()).toBe(0);

    await page.getByLabel('Krishnan K (Father), mobile ending 2345').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code sent to the mobile ending 2345').waitFor();
    // A reload straight after sending: asking again is too soon, and the code already sent can be entered.
    await page.reload();
    await sign(page, 'Nila Krishnan');
    await page.getByLabel('Krishnan K (Father), mobile ending 2345').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByText(/^Please wait \d+ seconds/)
      .first()
      .waitFor();
    await page.getByLabel('Code sent to the mobile ending 2345').waitFor();
    await page.getByText('Krishnan K (Father)', { exact: true }).waitFor();
    await shot(page, 'privacy-parental-code');
    // A wrong code is refused and changes nothing.
    const code = await outboxOtp(baseUrl, FATHER_MOBILE);
    await page.getByLabel('Code sent to the mobile ending 2345').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm consent' }).click();
    await page.getByText('Invalid OTP').first().waitFor();
    await page.getByLabel('Code sent to the mobile ending 2345').fill(code);
    await page.getByRole('button', { name: 'Confirm consent' }).click();
    await page.getByText(/^Confirmed by Krishnan K \(Father\) on /).waitFor();
    await shot(page, 'privacy-parental-confirmed');

    // A reload keeps the consent: it is on the server, not in the page.
    await page.reload();
    await page.getByText(/^Confirmed by Krishnan K \(Father\) on /).waitFor();
    await sign(page, 'Nila Krishnan');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    await page.close();
  });

  it('when the applicant is 18, then no parent is asked', async () => {
    const page = await applicant.newPage();
    await toDeclaration(page, '9847099102', 'Rohan Das');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Consent of a parent or guardian' }).count()).toBe(0);
    await page.close();
  });

  it('when the applicant downloads their data after an officer opened the application, then the file names the officer; an erasure request carried out by the office erases it', async () => {
    const page = await applicant.newPage();
    await toDeclaration(page, '9847099103', 'Diya Menon');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    const id = (await page.locator('.success-screen strong').first().innerText()).trim();

    const desk = await office.newPage();
    await signInToOffice(desk, baseUrl, 'admissions@college.example');
    await desk.goto(`${baseUrl}/staff/applications/${id}`);
    await desk.getByRole('heading', { name: `Application ${id}: Diya Menon` }).waitFor();

    // The applicant comes back later: the admission page opens the submitted application's details.
    await page.goto(`${baseUrl}/admission`);
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await shot(page, 'privacy-your-data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`my-data-${id}.json`);
    const copy = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      application: { applicationId: string; personalDetails: { fullName: string } };
      staffReads: { staff: string; action: string }[];
      consents: { kind: string }[];
    };
    expect(copy.application.personalDetails.fullName).toBe('Diya Menon');
    expect(copy.staffReads).toContainEqual(expect.objectContaining({ action: 'opened the application' }));
    expect(copy.consents.map((c) => c.kind)).toContain('notice');

    await page.getByRole('button', { name: 'Ask for erasure' }).click();
    await page.getByRole('cell', { name: 'Erasure' }).waitFor();

    await desk.getByRole('link', { name: 'Requests' }).click();
    await desk.getByRole('heading', { name: "Applicants' requests" }).waitFor();
    const form = desk.getByRole('form', { name: `Close request for ${id}` });
    await form.getByLabel('Erase the application').check();
    await form.getByLabel('Note to the applicant').fill('Erased as asked');
    await screenshot(desk, 'office-requests');
    await audit(desk, 'office-requests', ['desktop']);
    await form.getByRole('button', { name: 'Close request' }).click();
    await desk.getByText(`Erasure for ${id}`).waitFor();
    await desk.getByRole('button', { name: 'Closed' }).click();
    await desk.getByRole('cell', { name: /Done: Erased as asked/ }).waitFor();

    // Erased: coming back, the applicant starts afresh.
    await page.goto(`${baseUrl}/admission`);
    await page.getByRole('heading', { name: 'New Application' }).waitFor();
    await page.close();
    await desk.close();
  });

  it('when an applicant withdraws consent halfway through, then the application is erased at once and a receipt lists what was kept', async () => {
    const page = await applicant.newPage();
    await page.context().clearCookies();
    await verifyMobile(page, baseUrl, '9847099104');
    await fillPersonal(page, 'Kiran Joseph');
    await fillAddress(page);
    await page.getByRole('heading', { name: 'Application Fee Payment' }).waitFor();
    await page.getByRole('button', { name: 'Your data' }).click();
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw consent and erase this application' }).click();
    await page.getByRole('button', { name: 'Withdraw and erase' }).waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw and erase' }).isDisabled()).toBe(true);
    await page.getByLabel('I understand that my application will be erased').check();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/admission/check-existing')) asked.push(r.url());
    });
    await page.getByRole('button', { name: 'Withdraw and erase' }).click();
    await page.getByRole('heading', { name: 'Consent withdrawn' }).waitFor();
    await page.getByText(/^Payment records/).waitFor();
    await shot(page, 'privacy-withdrawn');
    // Nothing was left: Done signs out, and no new application was opened behind the receipt.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(asked).toEqual([]);
    await page.close();
  });
});
