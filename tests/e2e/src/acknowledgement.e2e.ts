import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { chooseDiploma, declare, fillAddress, fillDiplomaEducation, fillPersonal, payFee, verifyMobile } from './admission-flow';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { textOf } from './pdf-text';

const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);

describe('something to keep', () => {
  it('when an application is submitted, then the acknowledgement PDF downloads with its details, and its link verifies; a forged one does not', async () => {
    const page = await browser.newPage();
    await page.context().clearCookies();
    await verifyMobile(page, baseUrl, '9847088801');
    await fillPersonal(page, 'Devika Nair');
    await fillAddress(page);
    await payFee(page, 'Pay');
    await chooseDiploma(page);
    await fillDiplomaEducation(page);
    await declare(page, 'Devika Nair');
    const id = new URL(page.url()).searchParams.get('application') ?? '';

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download acknowledgement (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`acknowledgement-${id}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(file);
    for (const expected of [id, 'Devika Nair', '14/05/2008', 'Computer Engineering', 'Civil Engineering', 'Paid Rs. 500', 'pay_']) {
      expect(text).toContain(expected);
    }
    const link = /https?:\/\/\S+\/verify\/(\S+)/.exec(text);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const checker = await browser.newPage();
    await checker.context().clearCookies();
    await checker.goto(`${baseUrl}/verify/${token}`);
    await checker
      .getByText('This acknowledgement matches the college’s records.')
      .or(checker.getByText("This acknowledgement matches the college's records."))
      .waitFor();
    await checker.getByText('D. N.').waitFor();
    expect(await checker.locator('main').innerText()).not.toContain('Devika');
    await audit(checker, 'verify-good');
    await screenshot(checker, 'verify-good');
    await checker.goto(`${baseUrl}/verify/${token.slice(0, -2)}xx`);
    await checker.getByText(/This verification link is not valid/).waitFor();
    await audit(checker, 'verify-forged');
    await checker.close();
    await page.close();

    // The SMS and the email with the acknowledgement went out once each (the site's job sends every 15 s).
    type Queued = { template: string; status: string; variables: Record<string, string> };
    const queued = async (recipient: string) =>
      ((await (await fetch(`${baseUrl}/api/v1/dev/messages/${encodeURIComponent(recipient)}`)).json()) as { data: Queued[] }).data.filter(
        (m) => m.template === 'submitted' && m.variables.application === id,
      );
    await expect
      .poll(async () => (await queued('anu.k@example.in')).map((m) => m.status), { timeout: 40_000, interval: 1000 })
      .toEqual(['sent']);
    await expect.poll(async () => (await queued('9847088801')).map((m) => m.status), { timeout: 40_000, interval: 1000 }).toEqual(['sent']);
  });
});
