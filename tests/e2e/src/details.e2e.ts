import { describe, expect, inject, it } from 'vitest';
import { fillPersonal, verifyMobile } from './admission-flow';
import { browserForFile, VIEWPORTS } from './browser';
import { audit } from './axe';

// Smaller things seen on the way: each one a person would notice.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.phone);

describe('details', () => {
  it('when a department or programme id is unknown, then 404 and the page says so', async () => {
    expect((await fetch(`${baseUrl}/departments/Astrology`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/program/Unknown`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/departments/Computer-Engineering`)).status).toBe(200);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/program/Unknown`);
    await page.getByText('The requested program could not be found.').waitFor();
    await page.close();
  });

  it("when a programme's page opens, then it says who can apply to it, whether its intake is open, and the fee, in either language", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/program/Computer-Engineering`);
    const facts = page.getByRole('region', { name: 'Who can apply' });
    await facts.getByText('Diploma in Engineering (LET)').waitFor();
    await facts.getByText(/A pass in SSLC, THSLC, CBSE Class X/).waitFor();
    await facts.getByText(/^Application fee: ₹\d+$/).waitFor();
    await audit(page, 'programme-facts');
    await page.goto(`${baseUrl}/ml/program/Master-of-Business-Administration`);
    const ml = page.getByRole('region', { name: 'ആർക്കൊക്കെ അപേക്ഷിക്കാം' });
    await ml.getByText('MBA (Regular)').waitFor();
    await ml.getByText(/^അപേക്ഷാ ഫീസ്: ₹\d+$/).waitFor();
    await page.close();
  });

  it('when the home and contact pages show icons, then they are drawn, not emoji; the years count from the start', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('.info-card__icon svg').count()).toBeGreaterThanOrEqual(7);
    expect(await page.locator('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    const years = `${new Date().getFullYear() - 2011}+ Years of Excellence`;
    await page.getByText(years).waitFor();
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('.social-links svg').count()).toBe(3);
    // The demo notice sits in the page's flow: it covers nothing.
    expect(await page.locator('.demo-banner').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await page.close();
  });

  it('when a number is typed, then the hint names it; an unknown PIN clears the district and state of the previous one', async () => {
    const page = await browser.newPage();
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/admission`);
    await page.getByPlaceholder('Enter 10 digit mobile').fill('9847066606');
    await page.getByText('We will send a 6-digit code to +91 9847066606.').waitFor();
    await verifyMobile(page, baseUrl, '9847066606');
    await fillPersonal(page, 'Joel Thomas');
    await page.getByRole('heading', { name: 'Address & Family Details' }).waitFor();
    await page.getByLabel('PIN Code').fill('682028');
    await page.waitForFunction(() => (document.getElementById('district') as HTMLInputElement | null)?.value === 'Ernakulam');
    await page.getByLabel('PIN Code').fill('999999');
    await page.waitForFunction(() => (document.getElementById('district') as HTMLInputElement | null)?.value === '');
    expect(await page.locator('#state').inputValue()).toBe('');
    await page.close();
  });
});
