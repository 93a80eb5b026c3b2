import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, keepForValidation, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';
import { QUESTION_PAPER_PDF } from './site';

// The documents the college publishes per academic year: a content editor sends the prospectus,
// an administrator publishes it, visitors read it in both languages, and a new version keeps the old one readable.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);

describe('college documents', () => {
  it('when a content editor sends the prospectus, an administrator publishes it and then a corrected version, then visitors read the current one and find the first under its earlier versions, in English and Malayalam', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
    await office.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await office.getByLabel('Document', { exact: true }).selectOption('prospectus');
    await office.getByLabel('Academic year').fill('2026-28');
    await office.getByLabel('PDF file (up to 20 MB)').setInputFiles(QUESTION_PAPER_PDF);
    await office.getByRole('button', { name: 'Send for publishing', exact: true }).click();
    await office.getByText('Enter the academic year, like 2026-27').waitFor();
    await office.getByLabel('Academic year').fill('2031-32');
    await office.getByRole('button', { name: 'Send for publishing', exact: true }).click();
    await office.getByRole('cell', { name: /^Waiting to be published/ }).waitFor();
    // A content editor does not publish; the public does not see it yet.
    expect(await office.getByRole('button', { name: /^Publish Prospectus/ }).count()).toBe(0);
    const before = (await (await office.request.get(`${baseUrl}/api/v1/documents?q=2031-32`)).json()) as { data: unknown[] };
    expect(before.data).toEqual([]);
    await screenshot(office, 'office-documents-sent');

    await signInToOffice(office, baseUrl, 'admin@college.example');
    await office.goto(`${baseUrl}/staff/documents`);
    await office.getByRole('button', { name: 'Publish Prospectus 2031-32 version 1' }).click();
    await office.getByRole('cell', { name: 'Current', exact: true }).first().waitFor();
    expect(await office.getByRole('cell', { name: /^Waiting to be published/ }).count()).toBe(0);

    // The administrator's own upload is published at once.
    await office.getByLabel('Document', { exact: true }).selectOption('prospectus');
    await office.getByLabel('Academic year').fill('2031-32');
    await office.getByLabel('What changed (optional)').fill('Hostel fee corrected');
    await office.getByLabel('What changed, in Malayalam (optional)').fill('ഹോസ്റ്റൽ ഫീസ് തിരുത്തി');
    await office.getByLabel('PDF file (up to 20 MB)').setInputFiles(QUESTION_PAPER_PDF);
    await office.getByRole('button', { name: 'Publish', exact: true }).click();
    await office.getByRole('cell', { name: 'Hostel fee corrected' }).waitFor();
    await expect.poll(() => office.getByRole('cell', { name: 'Prospectus 2031-32', exact: true }).count()).toBe(2);
    await audit(office, 'office-documents');
    await screenshot(office, 'office-documents');

    const visitor = await browser.newPage();
    await visitor.setViewportSize(VIEWPORTS.phone);
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Documents' }).click();
    await visitor.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    const year = visitor.getByRole('region', { name: 'Academic year 2031-32' });
    await year.getByText('Hostel fee corrected').waitFor();
    const current = year.getByRole('link', { name: 'Prospectus 2031-32' }).first();
    const href = await current.getAttribute('href');
    const pdf = await visitor.request.get(`${baseUrl}${href ?? ''}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('prospectus-2031-32-v2.pdf');
    await year.getByText('Earlier versions (1)').click();
    await year.getByText(/^Replaced /).waitFor();
    expect(await visitor.title()).toBe('Documents | Nila College of Engineering and Management');
    await audit(visitor, 'public-documents');
    await screenshot(visitor, 'public-documents');
    await keepForValidation(visitor, 'public-documents');

    // Found by the notices' search, without signing in, in English and in Malayalam.
    await visitor.goto(`${baseUrl}/notices`);
    await visitor.getByLabel('Search notices and documents').fill('prospectus 2031');
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    const found = visitor.getByRole('region', { name: 'Documents' });
    await found.getByRole('link', { name: 'Prospectus 2031-32' }).first().waitFor();
    expect(await found.getByText('(an earlier version)').count()).toBe(1);
    await visitor.goto(`${baseUrl}/ml/notices?q=${encodeURIComponent('ഹോസ്റ്റൽ')}`);
    await visitor.getByRole('region', { name: 'രേഖകൾ' }).getByRole('link', { name: 'പ്രോസ്പെക്ടസ് 2031-32' }).waitFor();

    await visitor.goto(`${baseUrl}/ml/documents`);
    await visitor.getByRole('heading', { name: 'രേഖകൾ', level: 1 }).waitFor();
    const mlYear = visitor.getByRole('region', { name: 'അധ്യയന വർഷം 2031-32' });
    await mlYear.getByRole('link', { name: 'പ്രോസ്പെക്ടസ് 2031-32' }).first().waitFor();
    await mlYear.getByText('ഹോസ്റ്റൽ ഫീസ് തിരുത്തി').waitFor();
    await audit(visitor, 'public-documents-ml');
    await keepForValidation(visitor, 'public-documents-ml');

    // The first version turns out to be wrong: withdrawn with a reason, it leaves the site.
    await office.getByRole('button', { name: 'Withdraw Prospectus 2031-32 version 2' }).click();
    await office.getByRole('button', { name: 'Withdraw this version' }).click();
    await office.getByText('Say why this version is withdrawn').waitFor();
    await office.getByLabel('Why is version 2 withdrawn?').fill('The hostel fee is still wrong');
    await office.getByRole('button', { name: 'Withdraw this version' }).click();
    await office.getByRole('cell', { name: /^Withdrawn .*: The hostel fee is still wrong$/ }).waitFor();
    await screenshot(office, 'office-documents-withdrawn');
    await visitor.goto(`${baseUrl}/documents`);
    const again = visitor.getByRole('region', { name: 'Academic year 2031-32' });
    await again.getByRole('link', { name: 'Prospectus 2031-32' }).first().waitFor();
    expect(await again.getByText('Hostel fee corrected').count()).toBe(0);
    expect(await again.getByText(/Earlier versions/).count()).toBe(0);
    await visitor.close();
    await office.close();
  });
});
