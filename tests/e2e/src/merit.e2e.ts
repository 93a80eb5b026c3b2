import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Dialog } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { verifyMobile } from './admission-flow';
import { submitThroughApi } from './api-journey';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { signInToOffice, verifyInOffice } from './office-flow';

const baseUrl = inject('baseUrl');
const desktop = browserForFile(VIEWPORTS.desktop);
const phone = browserForFile(VIEWPORTS.phone);

describe('merit lists', () => {
  it('when the admin ranks and publishes the Regular diploma list, then the PDF has the number and the applicant sees their rank', async () => {
    const mobile = '9847077701';
    const id = await submitThroughApi(baseUrl, mobile, 'Nisha Varghese');
    const page = await desktop.newPage();
    await signInToOffice(page, baseUrl, 'admin@college.example');
    // Only applications the office has verified are ranked.
    await verifyInOffice(page, id);
    await page.getByRole('link', { name: 'Merit lists' }).click();
    await page.getByRole('heading', { name: 'Merit lists' }).waitFor();
    await page.getByRole('heading', { name: /^Formula \(version \d+\)$/ }).waitFor();
    await audit(page, 'office-merit');

    await page.getByRole('button', { name: 'Rank now (new provisional version)' }).click();
    await page.getByText('Provisional list made').first().waitFor();
    await page.getByRole('cell', { name: id }).waitFor();
    // Once a round has been published from an earlier version (the allotment's browser tests may have
    // done so), publishing is a revision and asks for its reason after the confirmation.
    const answer = (d: Dialog) => void d.accept(d.type() === 'prompt' ? 'Ranked again after late verifications' : undefined);
    page.on('dialog', answer);
    await page.getByRole('button', { name: /^Publish/ }).click();
    await page.getByText('Merit list published').first().waitFor();
    page.off('dialog', answer);
    await page
      .getByRole('cell', { name: /^Published / })
      .first()
      .waitFor();
    await audit(page, 'office-merit-published');
    await screenshot(page, 'office-merit-published');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^PDF/ }).first().click()]);
    const doc = await getDocument({ data: new Uint8Array(readFileSync(await pdf.path())), isEvalSupported: false }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('Merit list: Diploma in Engineering (Regular)');
    expect(text).not.toContain('Nisha');
    // The applicant asked for a code a moment ago: the admin lets them ask again at once.
    expect(
      await page.evaluate(async (m) => {
        const res = await fetch('/api/v1/staff/otp-locks/clear', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: m, reason: 'Applicant at the counter checking the merit list' }),
        });
        return res.status;
      }, mobile),
    ).toBe(200);
    await page.close();

    const applicant = await phone.newPage();
    await verifyMobile(applicant, baseUrl, mobile);
    await applicant.getByRole('heading', { name: 'Application Details' }).waitFor();
    const rank = applicant.getByRole('region', { name: 'Merit list' });
    await rank.waitFor();
    expect(await rank.innerText()).toMatch(
      /Rank \d+ of \d+\s+in Diploma in Engineering \(Regular\) \(published \d{2}\/\d{2}\/\d{4}, version \d+\)\./,
    );
    await audit(applicant, 'applicant-merit-rank');
    await screenshot(applicant, 'applicant-merit-rank');
    await applicant.close();
  });
});
