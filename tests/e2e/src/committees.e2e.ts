import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, keepForValidation, screenshot, VIEWPORTS } from './browser';
import { signInToOffice } from './office-flow';

// The committees and officers the college must publish: set up by the content office, on the
// public page at once in both languages, and flagged on the dashboard until each is set up.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);

describe('committees', () => {
  it('when a content editor sets up the anti-ragging committee, then visitors find its members and the helpline in English and Malayalam, and the dashboard counts one fewer to review', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'admin@college.example');
    await office.goto(`${baseUrl}/staff/dashboard`);
    const figure = office.locator('.dashboard-figure', { hasText: 'Committees to review' }).getByRole('link');
    await figure.waitFor();
    const before = Number((await figure.textContent())?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThanOrEqual(1);

    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('navigation').getByRole('link', { name: 'Committees' }).click();
    await office.getByRole('heading', { name: 'Committees', level: 1 }).waitFor();
    await office.getByRole('button', { name: 'Set up: Anti-Ragging Committee' }).click();
    await office.getByLabel('The order that set it up').fill('Principal’s order No. A1/112/2026 dated 02/06/2026');
    await office.getByLabel('Term from').fill('2026-06-01');
    await office.getByLabel('Term until').fill('2026-05-01');
    await office.getByLabel('Name').fill('Dr. K. Harikumar');
    await office.getByLabel('Role in the committee').fill('Chairperson (Principal)');
    await office.getByLabel('Role (Malayalam)').fill('അധ്യക്ഷൻ (പ്രിൻസിപ്പൽ)');
    await office.getByLabel('Phone').fill('0466 2270 100');
    await office.getByRole('button', { name: 'Save', exact: true }).click();
    await office.getByText('The term must end after it starts').waitFor();
    await office.getByLabel('Term until').fill('2099-05-31');
    await office.getByRole('button', { name: 'Add a member' }).click();
    await office.getByLabel('Name').nth(1).fill('Sri. Mohammed Ashraf');
    await office.getByLabel('Role in the committee').nth(1).fill('Member (faculty)');
    await office.getByLabel('Email').nth(1).fill('ashraf@nilacollege.ac.in');
    // A reload before saving comes back to the editor with every member typed.
    await office.reload();
    await office.getByText('What you typed earlier on this computer is back').waitFor();
    expect(await office.getByLabel('Name').nth(1).inputValue()).toBe('Sri. Mohammed Ashraf');
    expect(await office.getByLabel('Term until').inputValue()).toBe('2099-05-31');
    // The session lapses with the editor open: signing in again comes back to it, draft and all.
    const editing = office.url();
    await office.context().clearCookies();
    await office.reload();
    await office.waitForURL(/\/auth$/);
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.waitForURL(editing);
    await office.getByText('What you typed earlier on this computer is back').waitFor();
    expect(await office.getByLabel('Name').nth(1).inputValue()).toBe('Sri. Mohammed Ashraf');
    await audit(office, 'office-committee-editor');
    await screenshot(office, 'office-committee-editor');
    await office.getByRole('button', { name: 'Save', exact: true }).click();
    await office.getByRole('button', { name: 'Change: Anti-Ragging Committee' }).waitFor();
    await office.getByText(/Up to date; next review/).waitFor();

    const visitor = await browser.newPage();
    await visitor.setViewportSize(VIEWPORTS.phone);
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Committees' }).click();
    await visitor.getByRole('heading', { name: 'Committees and officers', level: 1 }).waitFor();
    const section = visitor.getByRole('region', { name: 'Anti-Ragging Committee' });
    await section.getByRole('cell', { name: 'Dr. K. Harikumar' }).waitFor();
    await section.getByRole('link', { name: 'ashraf@nilacollege.ac.in' }).waitFor();
    await visitor.getByRole('link', { name: '1800-180-5522' }).waitFor();
    expect(await visitor.title()).toBe('Committees and officers | Nila College of Engineering and Management');
    await audit(visitor, 'public-committees');
    await screenshot(visitor, 'public-committees');
    await keepForValidation(visitor, 'public-committees');
    await visitor.goto(`${baseUrl}/ml/committees`);
    await visitor.getByRole('heading', { name: 'സമിതികളും ഉദ്യോഗസ്ഥരും', level: 1 }).waitFor();
    await visitor.getByRole('region', { name: 'റാഗിംഗ് വിരുദ്ധ സമിതി' }).getByRole('cell', { name: 'അധ്യക്ഷൻ (പ്രിൻസിപ്പൽ)' }).waitFor();
    await audit(visitor, 'public-committees-ml');

    await signInToOffice(office, baseUrl, 'admin@college.example');
    await office.goto(`${baseUrl}/staff/dashboard`);
    // The dashboard counts again every few seconds.
    await expect
      .poll(
        async () => {
          await office.reload();
          return Number((await figure.textContent())?.match(/\d+/)?.[0]);
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(before - 1);
    await visitor.close();
    await office.close();
  });
});
