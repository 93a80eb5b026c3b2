import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { dashboardFigure, signInToOffice } from './office-flow';

// The office reads the site's own pages through within the review period: the content editor marks
// one reviewed, the administrator's dashboard counts the rest, and the administrator sets the period.
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
    const figure = await dashboardFigure(admin, baseUrl, 'Pages to review', (n) => n === due);
    await figure.click();
    await admin.getByRole('heading', { name: 'Page reviews', level: 1 }).waitFor();

    // The period is the college's policy: the administrator changes it with the order that sets it.
    expect(await office.getByRole('button', { name: 'Change the review period' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Change the review period' }).click();
    await admin.getByLabel('Review every (months)').fill('18');
    await admin.getByRole('button', { name: 'Save the new period' }).click();
    await admin.getByText('Name the policy or order that sets the period').waitFor();
    await admin.getByLabel('The policy or order that sets it').fill('Principal’s order No. C3/45/2026 dated 01/12/2026');
    await admin.getByRole('button', { name: 'Save the new period' }).click();
    await admin.getByText(/Read each page of the site through at least once every 18 months/).waitFor();
    await admin.getByText('Earlier versions (1)').click();
    await admin.getByText(/^12 months, from .*, with the site: Content Review Policy/).waitFor();
    await audit(admin, 'office-review-policy');
    await screenshot(admin, 'office-review-policy');
    await admin.close();
    await office.close();
  });
});
