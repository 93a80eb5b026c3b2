import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { verifyMobile } from './admission-flow';
import { phonePictureFile } from './pictures';
import { QUESTION_PAPER_PDF } from './site';
import { submitThroughApi } from './api-journey';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { signInToOffice, verifyInOffice } from './office-flow';

const baseUrl = inject('baseUrl');
const desktop = browserForFile(VIEWPORTS.desktop);
const phone = browserForFile(VIEWPORTS.phone);

/** The applicant asked for a code a moment ago: the office lets them ask again at once. */
async function clearOtpLock(page: Page, mobile: string) {
  const status = await page.evaluate(async (m) => {
    const res = await fetch('/api/v1/staff/otp-locks/clear', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: m, reason: 'Applicant at the counter with the allotment result' }),
    });
    return res.status;
  }, mobile);
  expect(status).toBe(200);
}

/** A day a week from now, as the date field takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe('seat allotment', () => {
  it('when the admin publishes the matrix and runs the trial and the first round, then applicants revise and accept, and the desk admits one', async () => {
    const mobile = '9847077731';
    const id = await submitThroughApi(baseUrl, mobile, 'Anjali Suresh');
    // A second applicant with two options, who revises them after the trial.
    const reviser = '9847077732';
    const reviserId = await submitThroughApi(baseUrl, reviser, 'Rahul Menon', { branches: ['Computer Engineering', 'Civil Engineering'] });
    const page = await desktop.newPage();
    await signInToOffice(page, baseUrl, 'admin@college.example');
    await verifyInOffice(page, id);
    await verifyInOffice(page, reviserId);

    // The rounds rank by the published merit list.
    await page.getByRole('link', { name: 'Merit lists' }).click();
    await page.getByRole('button', { name: 'Rank now (new provisional version)' }).click();
    await page.getByText('Provisional list made').first().waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: /^Publish/ }).click();
    await page.getByText('Merit list published').first().waitFor();

    await page.getByRole('link', { name: 'Seat allotment' }).click();
    await page.getByRole('heading', { name: 'Seat matrix (not saved yet: the shares the rules propose)' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Every branch sums to 60.' }).waitFor();
    await audit(page, 'office-allotment-matrix');

    // A branch one seat short cannot be saved, and says which.
    const cell = page.getByLabel('Civil Engineering, Merit seats, SM', { exact: true });
    const seats = Number(await cell.inputValue());
    await cell.fill(String(seats - 1));
    await page.getByText('Civil Engineering has 59 seats; its intake is 60').waitFor();
    expect(await page.getByRole('button', { name: 'Save as a new draft' }).isDisabled()).toBe(true);
    await cell.fill(String(seats));
    await page.getByRole('button', { name: 'Save as a new draft' }).click();
    await page.getByRole('heading', { name: 'Seat matrix (version 1, draft)' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Publish seat matrix' }).click();
    await page.getByRole('heading', { name: /^Seat matrix \(version 1, published / }).waitFor();
    expect(await page.getByLabel('Civil Engineering, Merit seats, SM', { exact: true }).count()).toBe(0);

    // The trial: run, look, publish.
    await page.getByLabel('Last day to act on it').fill(nextWeek());
    await page.getByRole('button', { name: 'Run preview' }).click();
    await page.getByRole('heading', { name: 'Trial allotment: preview' }).waitFor();
    await page.getByLabel('Find an application number').fill(id);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: id }) });
    await expect(row.textContent()).resolves.toContain('Computer Engineering, Merit seats');
    await audit(page, 'office-allotment-trial');
    await screenshot(page, 'office-allotment-trial');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Publish Trial allotment' }).click();
    await page.getByRole('heading', { name: /^Trial allotment: published / }).waitFor();
    await clearOtpLock(page, reviser);

    // The second applicant puts Civil Engineering first, then removes Computer Engineering, confirming it.
    const phonePage = await phone.newPage();
    await verifyMobile(phonePage, baseUrl, reviser);
    const trial = phonePage.getByRole('region', { name: 'Trial allotment' });
    const options = trial.getByRole('group', { name: 'Your options, most wanted first' });
    await options.waitFor();
    await trial.getByRole('button', { name: 'Move Civil Engineering up' }).click();
    await trial.getByRole('button', { name: 'Save options' }).click();
    await phonePage.getByText('Your options are saved').first().waitFor();
    expect(await options.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Civil Engineering'),
      expect.stringContaining('Computer Engineering'),
    ]);
    await trial.getByRole('button', { name: 'Remove Computer Engineering' }).click();
    await trial.getByText('To be removed: Computer Engineering').waitFor();
    await audit(phonePage, 'applicant-options-revision');
    await screenshot(phonePage, 'applicant-options-revision');
    let asked = '';
    phonePage.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await trial.getByRole('button', { name: 'Save options' }).click();
    await phonePage.getByText('Your options are saved').first().waitFor();
    expect(asked).toBe('Remove Computer Engineering from your options? An option removed cannot be added back.');
    // One option left: nothing to reorder or remove.
    await options.waitFor({ state: 'detached' });
    await phonePage.getByRole('button', { name: 'Sign out' }).click();
    await phonePage.getByRole('heading', { name: 'Welcome' }).waitFor();
    await phonePage.close();

    // The first round compares each seat with the trial's.
    await page.getByLabel('Round', { exact: true }).selectOption('round');
    await page.getByLabel('Last day to act on it').fill(nextWeek());
    await page.getByRole('button', { name: 'Run preview' }).click();
    await page.getByRole('heading', { name: 'Allotment 1: preview' }).waitFor();
    await page.getByLabel('Find an application number').fill(id);
    await expect(row.textContent()).resolves.toContain('Same seat');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    expect(readFileSync(await csv.path(), 'utf8')).toContain(id);
    // The trial's window for revising options is still open: publishing before its last day is the admin's, with a reason.
    await page.getByLabel(/^Reason to publish before the last day/).fill('The options were revised by all applicants at the counter');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Publish Allotment 1' }).click();
    await page.getByRole('heading', { name: /^Allotment 1: published / }).waitFor();
    await screenshot(page, 'office-allotment-round-1');
    await clearOtpLock(page, mobile);

    // The applicant's page says which seat and why, option by option.
    await page.getByRole('link', { name: id }).click();
    const card = page.getByRole('region', { name: 'Seat allotment' });
    await card.getByText('Allotment 1 (published):').waitFor();
    await expect(card.textContent()).resolves.toMatch(/Computer Engineering, Merit seats, (SM|EWS|[A-Z]{2})/);
    await audit(page, 'office-applicant-allotment');
    await screenshot(page, 'office-applicant-allotment');
    await page.close();

    // The applicant on their phone: the seat, why, the last day, and only the moves open on a first option.
    const applicant = await phone.newPage();
    await verifyMobile(applicant, baseUrl, mobile);
    await applicant.getByRole('heading', { name: 'Application Details' }).waitFor();
    const result = applicant.getByRole('region', { name: 'Allotment 1' });
    await result.getByText('Allotted: Computer Engineering, Merit seats, State Merit').waitFor();
    await result.getByText(/^Choose by \d{2}\/\d{2}\/\d{4} \(India time\): \d+ days \d+ hours left\.$/).waitFor();
    const choices = result.locator('.allotment-choices').getByRole('button');
    expect(await choices.allInnerTexts()).toEqual(['Accept and join', 'Decline and leave']);
    await audit(applicant, 'applicant-allotment-result');
    await screenshot(applicant, 'applicant-allotment-result');
    await result.getByRole('button', { name: 'Accept and join' }).click();
    await result.getByText('You accepted this seat.').waitFor();
    expect(await choices.count()).toBe(0);
    // The admission fee of the seat, paid online through the same checkout as the application fee.
    const fee = result.getByRole('region', { name: 'Admission fee' });
    await fee.getByText('₹21,000').first().waitFor();
    await audit(applicant, 'applicant-allotment-accepted');
    await screenshot(applicant, 'applicant-allotment-accepted');
    await fee.getByRole('button', { name: 'Pay ₹21,000 now' }).click();
    const checkout = applicant.getByRole('dialog', { name: 'Demo checkout' });
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await fee.getByText('Paid online', { exact: true }).waitFor();
    await checkout.waitFor({ state: 'detached' });
    expect(await fee.getByRole('button').count()).toBe(0);
    await audit(applicant, 'applicant-admission-fee-paid');
    await screenshot(applicant, 'applicant-admission-fee-paid');
    // The documents for the seat, from the phone: a 12 MP camera photo of the SSLC certificate (made
    // smaller before it goes) and the transfer certificate as a PDF.
    const papers = result.getByRole('region', { name: 'Documents for admission' });
    const sslc = papers.getByRole('listitem').filter({ hasText: 'SSLC certificate' });
    await sslc.getByText('Not sent yet').waitFor();
    const sent = applicant.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/documents/sslc'));
    await sslc.getByLabel('Send from this phone').setInputFiles(await phonePictureFile());
    expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(700 * 1024);
    await sslc.getByText(/^Sent on \d{2}\/\d{2}\/\d{4}: waiting to be checked$/).waitFor();
    const transfer = papers.getByRole('listitem').filter({ hasText: 'Transfer certificate' });
    await transfer.getByLabel('Send from this phone').setInputFiles(QUESTION_PAPER_PDF);
    await transfer.getByRole('button', { name: /^Save a copy of what you sent \(PDF, \d+ KB\)$/ }).waitFor();
    await audit(applicant, 'applicant-documents-sent');
    await screenshot(applicant, 'applicant-documents-sent');
    await applicant.close();

    // A demo applicant who uses the site in Malayalam: their seat, the choice and the fee, in Malayalam.
    const malayalam = await phone.newPage();
    // The phone is still signed in as the first applicant: they sign out, and the next one signs in.
    await malayalam.goto(`${baseUrl}/admission`);
    await malayalam.getByText('Sign out', { exact: true }).click();
    await malayalam.getByRole('heading', { name: 'Welcome' }).waitFor();
    await verifyMobile(malayalam, baseUrl, '6100000028');
    await malayalam.getByRole('link', { name: 'മലയാളം' }).click();
    await malayalam.waitForURL(`${baseUrl}/ml/admission`);
    const theirs = malayalam.getByRole('region', { name: 'അലോട്ട്മെന്റ് 1' });
    await theirs.getByRole('button', { name: 'സ്വീകരിച്ച് ചേരുക' }).waitFor();
    await theirs.getByRole('region', { name: 'പ്രവേശന ഫീസ്' }).waitFor();
    await audit(malayalam, 'applicant-allotment-malayalam');
    await screenshot(malayalam, 'applicant-allotment-malayalam');
    malayalam.once('dialog', (d) => void d.accept());
    await theirs.getByRole('button', { name: 'സ്വീകരിച്ച് ചേരുക' }).click();
    await theirs.getByText('നിങ്ങൾ ഈ സീറ്റ് സ്വീകരിച്ചു.').waitFor();
    await malayalam.getByRole('link', { name: 'English' }).click();
    await malayalam.waitForURL((url) => url.pathname === '/admission');
    await malayalam.close();

    // At the reporting desk: the clerk admits them on the accepted seat, and the register lists them.
    const desk = await desktop.newPage();
    await signInToOffice(desk, baseUrl, 'admissions@college.example');
    await desk.goto(`${baseUrl}/staff/applications/${id}`);
    const admission = desk.getByRole('region', { name: 'Admission' });
    await admission.getByText('Accepted seat: Computer Engineering, Merit seats, SM.').waitFor();
    await admission.getByText(/^Documents still to verify: SSLC certificate/).waitFor();
    // The documents a State Merit claim needs, checked one by one; one rejected first by mistake, then verified.
    const documents = desk.getByRole('region', { name: 'Documents at admission' });
    await documents.getByRole('button', { name: 'Reject Transfer certificate', exact: true }).click();
    await documents.getByLabel('Why is the transfer certificate rejected?').fill('Not signed');
    await documents.getByRole('button', { name: 'Reject Transfer certificate with this reason' }).click();
    await documents.getByText('Transfer certificate: Rejected: Not signed').waitFor();
    // What the applicant sent from the phone, beside each row: the photo shown, the PDF to save.
    const sslcRow = documents.getByRole('listitem').filter({ hasText: 'SSLC certificate' });
    await sslcRow.getByRole('button', { name: /^Show the photo \(\d+ KB\) of the SSLC certificate/ }).click();
    const photo = sslcRow.getByRole('img', { name: 'The SSLC certificate (or equivalent) as the applicant photographed it' });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);
    await documents.getByRole('button', { name: /^Save the PDF \(\d+ KB\) of the Transfer certificate$/ }).waitFor();
    await audit(desk, 'office-documents');
    await screenshot(desk, 'office-documents');
    for (const label of [
      'SSLC certificate (or equivalent)',
      'Transfer certificate',
      'Conduct certificate',
      'Nativity certificate (Kerala)',
    ]) {
      await documents.getByRole('button', { name: `Verify ${label}` }).click();
      await documents.getByText(`${label}: Verified`).waitFor();
    }
    // Paid online: the payment is the receipt, and the desk has nothing to take.
    await admission.getByText(/Paid online: ₹21,000\.$/).waitFor();
    await admission.getByRole('button', { name: 'Confirm admission' }).click();
    const admitted = admission.getByText(/^Admitted: NCEM\/\d{4}\/DR\/CMP\/\d{4}$/);
    await admitted.waitFor();
    const number = (await admitted.innerText()).replace('Admitted: ', '');
    await audit(desk, 'office-admission-confirmed');
    await screenshot(desk, 'office-admission-confirmed');
    await desk.getByRole('link', { name: 'Admission register' }).click();
    await desk.getByRole('heading', { name: 'Admission register' }).waitFor();
    await desk.getByRole('cell', { name: number }).waitFor();
    expect(await desk.getByRole('row').filter({ hasText: number }).innerText()).toContain('Anjali Suresh');
    await audit(desk, 'office-admission-register');
    await screenshot(desk, 'office-admission-register');
    await desk.close();

    // The admin changes the refund policy's processing fee without a release: a new version, audited.
    const admin = await desktop.newPage();
    await signInToOffice(admin, baseUrl, 'admin@college.example');
    await admin.goto(`${baseUrl}/staff/admissions`);
    const fees = admin.getByRole('region', { name: 'Admission fees' });
    await fees.getByLabel('Processing fee kept on leaving (₹)').fill('1500');
    await fees.getByRole('button', { name: 'Save a new version' }).click();
    await fees.getByText('The processing fee is at most ₹1,000 (GO (Rt) No. 77/2019/H.Edn)').waitFor();
    await fees.getByLabel('Processing fee kept on leaving (₹)').fill('500');
    await fees.getByRole('button', { name: 'Save a new version' }).click();
    await fees.getByText(/^Version 1, saved /).waitFor();
    await fees.getByText(/all paid online less ₹500; after, none\.$/).waitFor();
    await audit(admin, 'office-admission-fees');
    await screenshot(admin, 'office-admission-fees');

    // The spot admission's desk: each application number checked against the rank list by the server.
    await admin.getByRole('link', { name: 'Seat allotment' }).click();
    const spot = admin.getByRole('region', { name: 'Spot admission: those present' });
    const present = spot.getByLabel('Application number of an applicant present');
    await present.fill('APP2026999999');
    await spot.getByRole('button', { name: 'Register present' }).click();
    await spot.getByText('This application is not on the published rank list of this programme').waitFor();
    await present.fill(id.toLowerCase());
    await spot.getByRole('button', { name: 'Register present' }).click();
    await spot.getByText(`Already admitted: ${number}`).waitFor();
    await audit(admin, 'office-spot-registration');
    await screenshot(admin, 'office-spot-registration');
    await admin.close();

    // The office on a phone: the same page, every table scrolling sideways.
    const small = await phone.newPage();
    await signInToOffice(small, baseUrl, 'admissions@college.example');
    await small.goto(`${baseUrl}/staff/allotment`);
    await small.getByRole('heading', { name: /^Allotment 1: published / }).waitFor();
    await audit(small, 'office-allotment-phone');
    await small.close();
  }, 300_000);
});
