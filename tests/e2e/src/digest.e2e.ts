import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, keepForValidation, screenshot, VIEWPORTS } from './browser';

// Email updates of new notices, with double opt-in: asked for on the notices page, confirmed from
// the link the email carries (read here from the demo's outbox), and the token gone from the address bar.
const baseUrl = inject('baseUrl');

/** `#b3261e` as a computed colour reads: `rgb(179, 38, 30)`. */
const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.trim().slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const browser = browserForFile(VIEWPORTS.phone);

describe('email updates of notices', () => {
  it('when a parent asks on the Malayalam notices page and opens the emailed link, then the updates are confirmed, once', async () => {
    const page = await browser.newVisitor();
    await page.goto(`${baseUrl}/ml/notices`);
    const form = page.getByRole('form', { name: 'പുതിയ അറിയിപ്പുകൾ എനിക്ക് ഇമെയിലിൽ അയയ്ക്കുക' });
    await form.getByLabel('ഇമെയിൽ വിലാസം').fill('parent.at.home');
    await form.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' }).click();
    const refusal = form.getByText('name@example.com പോലെ ഒരു ഇമെയിൽ വിലാസം നൽകുക');
    await refusal.waitFor();
    // Drawn as every error on the site is, in the danger colour, not as plain text.
    expect(await refusal.evaluate((e) => getComputedStyle(e).color)).toBe(
      await refusal.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-danger')).then(hexToRgb),
    );
    await form.getByLabel('ഇമെയിൽ വിലാസം').fill('parent.at.home@example.com');
    await form.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' }).click();
    await form.getByText('നിങ്ങളുടെ ഇമെയിൽ നോക്കുക: സ്ഥിരീകരിക്കാൻ അതിലെ ലിങ്ക് തുറക്കുക.').waitFor();
    await audit(page, 'notices-digest-form-ml');
    await screenshot(page, 'notices-digest-form-ml');

    const outbox = await page.request.get(`${baseUrl}/api/v1/dev/messages/${encodeURIComponent('parent.at.home@example.com')}`);
    const [mail] = ((await outbox.json()) as { data: { template: string; variables: Record<string, string> }[] }).data;
    expect(mail?.template).toBe('digest_confirm');
    const link = new URL(mail?.variables.link ?? '');
    expect(link.pathname).toBe('/ml/digest');

    await page.goto(`${baseUrl}${link.pathname}${link.hash}`);
    await page.getByText('സ്ഥിരീകരിച്ചു: പുതിയ അറിയിപ്പുകൾ പ്രസിദ്ധീകരിക്കുമ്പോൾ നിങ്ങൾക്ക് ഇമെയിൽ ലഭിക്കും.').waitFor();
    // The token leaves the address bar and the history.
    expect(new URL(page.url()).hash).toBe('');
    await audit(page, 'digest-confirmed-ml');
    await keepForValidation(page, 'digest-confirmed-ml');
    await screenshot(page, 'digest-confirmed-ml');

    // The same link again, as from the email in a new tab: used already.
    const again = await browser.newVisitor();
    await again.goto(`${baseUrl}${link.pathname}${link.hash}`);
    await again.getByText('ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു. അറിയിപ്പുകളുടെ പേജിൽ നിന്ന് വീണ്ടും ആവശ്യപ്പെടുക.').waitFor();
    await again.close();
    await page.close();
  });
});
