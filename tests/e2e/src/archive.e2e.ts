import { describe, expect, inject, it } from 'vitest';
import { QUESTION_PAPER_PDF } from './site';
import { browserForFile, screenshot, VIEWPORTS } from './browser';

const baseUrl = inject('baseUrl');
const staff = inject('staff');
const browser = browserForFile(VIEWPORTS.phone);

const count = (text: string | null) => Number(/(\d+) papers found/.exec(text ?? '')?.[1] ?? -1);

describe('question-paper archive', { concurrent: false }, () => {
  it('when the archive opens, then the defaults apply and filters, tabs, paging and Clear Filters work', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/student-corner/question-papers`);
    const status = page.locator('.archive__count');
    await expect.poll(async () => count(await status.textContent())).toBeGreaterThan(0);
    expect(await page.getByLabel('Department').inputValue()).toBe('Civil Engineering');
    expect(await page.getByLabel('Year', { exact: true }).inputValue()).toBe('2021');
    expect(await page.getByLabel('Revision Year').inputValue()).toBe('2021');
    await screenshot(page, 'archive-defaults');

    await page.getByLabel('Year', { exact: true }).selectOption('');
    await expect.poll(async () => count(await status.textContent())).toBeGreaterThan(10);
    expect(page.url()).not.toContain('year=');
    expect(await page.getByText(/^Page 1 of \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect(page.url()).toContain('page=2');

    await page.getByLabel('Semester').selectOption('4');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // The previous results stay on screen until the new ones arrive (no flash of an empty list).
    await expect
      .poll(async () => {
        const semesters = await page.locator('.archive__meta').allTextContents();
        return semesters.length > 0 && semesters.every((s) => s.includes('Semester 4'));
      })
      .toBe(true);

    await page.getByRole('tab', { name: 'Answer Key' }).click();
    await page.getByText('Solved').first().waitFor();
    await screenshot(page, 'archive-answer-keys');

    await page.getByLabel('Search subject code or name').fill('zzzz-nothing');
    await page.getByText('No answer keys found matching your criteria').waitFor();
    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await expect.poll(async () => count(await status.textContent())).toBeGreaterThan(0);
    expect(await page.getByLabel('Semester').inputValue()).toBe('');
    expect(await page.getByLabel('Revision Year').inputValue()).toBe('2021');

    const download = page.getByRole('link', { name: /^Download/ }).first();
    expect(await download.getAttribute('target')).toBe('_blank');
    const res = await fetch(`${baseUrl}${await download.getAttribute('href')}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    await page.close();
  });

  it('when an edited or damaged address names a year, page or search the archive cannot take, then the list shows as its filters say, never a refusal', async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    const status = page.locator('.archive__count');
    const long = 'Surveying'.repeat(20);
    for (const address of [
      '?department=Civil+Engineering&year=abc&semester=-1&month=Foo&revisionYear=1800',
      '?department=Mining+Engineering&page=1e9',
      `?department=Civil+Engineering&year=2021&q=%00Survey&page=99999999`,
      `?department=Civil+Engineering&q=${long}`,
    ]) {
      await page.goto(`${baseUrl}/student-corner/question-papers${address}`);
      await expect.poll(async () => count(await status.textContent()), { message: address }).toBeGreaterThanOrEqual(0);
      expect(await page.getByText('Papers could not be loaded.').count(), address).toBe(0);
    }
    // What the archive does not offer is let go, as its lists show it; the defaults fill the rest.
    await page.goto(`${baseUrl}/student-corner/question-papers?department=Civil+Engineering&year=abc&semester=-1`);
    await expect.poll(async () => count(await status.textContent())).toBeGreaterThan(10);
    expect(await page.getByLabel('Year', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Semester').inputValue()).toBe('');
    expect(page.url()).not.toMatch(/year=|semester=/);
    await page.goto(`${baseUrl}/student-corner/question-papers?department=Mining+Engineering`);
    await expect.poll(async () => count(await status.textContent())).toBeGreaterThan(0);
    expect(await page.getByLabel('Department').inputValue()).toBe('Civil Engineering');
    // A page past the last (an old link) is the last page, with its papers.
    await page.goto(`${baseUrl}/student-corner/question-papers?department=Civil+Engineering&page=99999`);
    await page.getByText(/^Page (\d+) of \1$/).waitFor();
    await page.locator('.archive__row').first().waitFor();
    expect(page.url()).toMatch(/[?&]page=\d{1,4}(&|$)/);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('when a staff member signs in and uploads a PDF, then it is found in the public archive', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/staff/question-papers`);
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Question Papers' }).waitFor();

    // A real one-page PDF: uploads are parsed, and a file with no pages is refused.
    await page.setInputFiles('#paper-files', QUESTION_PAPER_PDF);
    await page.locator('#upload-0-department').selectOption('Computer Engineering');
    await page.locator('#upload-0-code').fill('ZX901');
    await page.locator('#upload-0-subject').fill('Cloud Computing Fundamentals');
    await page.locator('#upload-0-year').fill('2025');
    await page.locator('#upload-0-month').selectOption('November');
    await page.locator('#upload-0-semester').selectOption('5');
    await page.locator('#upload-0-revision').selectOption('2021');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Uploaded').waitFor();
    await screenshot(page, 'staff-uploaded');

    const res = await fetch(`${baseUrl}/api/v1/qp/get-question-papers?q=zx901`);
    const body = (await res.json()) as { total: number; data: { subject: string }[] };
    expect(body.total).toBe(1);
    expect(body.data[0]?.subject).toBe('Cloud Computing Fundamentals');

    const pub = await browser.newPage();
    await pub.goto(`${baseUrl}/student-corner/question-papers?department=Computer+Engineering&q=ZX901`);
    await pub.locator('.archive__title', { hasText: 'Cloud Computing Fundamentals' }).waitFor();
    await pub.close();
    await page.close();
  });
});
