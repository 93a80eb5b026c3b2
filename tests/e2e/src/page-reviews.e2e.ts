import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';

// The office reads the site's own pages through once a year: the content editor marks one
// reviewed, and the administrator's dashboard counts the rest.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);

describe('page reviews', () => {
  it('when a content editor marks the About page reviewed, then it is up to date with the note, and the dashboard counts the pages still due', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('navigation').getByRole('link', { name: 'Pages' }).click();
    await office.getByRole('heading', { name: 'Page reviews', level: 1 }).waitFor();
    const about = office.getByRole('row', { name: /^\/about / });
    await about.getByRole('cell', { name: 'Due: read it through' }).waitFor();
    await about.getByLabel('What you checked on /about (optional)').fill('Vision and mission checked');
    await about.getByRole('button', { name: 'Mark reviewed /about' }).click();
    await about.getByRole('cell', { name: 'Up to date' }).waitFor();
    await about.getByRole('cell', { name: 'Vision and mission checked' }).waitFor();
    await audit(office, 'office-page-reviews');
    await screenshot(office, 'office-page-reviews');
    const due = Number(/(\d+) of \d+ pages are due/.exec((await office.getByText(/pages are due/).textContent()) ?? '')?.[1]);

    const admin = await browser.newPage();
    await signInToOffice(admin, baseUrl, 'admin@college.example');
    await admin.goto(`${baseUrl}/staff/dashboard`);
    const figure = admin.locator('.dashboard-figure', { hasText: 'Pages to review' }).getByRole('link');
    // The dashboard's figures are counted at most every 10 s per process: a reload after that has the review.
    await expect
      .poll(
        async () => {
          await admin.reload();
          return figure.textContent();
        },
        { timeout: 30_000, interval: 3_000 },
      )
      .toBe(String(due));
    await figure.click();
    await admin.getByRole('heading', { name: 'Page reviews', level: 1 }).waitFor();
    await admin.close();
    await office.close();
  });
});
