import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, keepForValidation, screenshot, VIEWPORTS } from './browser';
import { apiSession } from './api-session';
import { DEMO_PASSWORD, signInToOffice } from './office-flow';

// The college's notices: written by the content office in both languages, published by an
// administrator, on the public pages at once, and in the archive once past their last day.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);

const TITLE_EN = 'Spot admission for the remaining diploma seats';
const TITLE_ML = 'ബാക്കിയുള്ള ഡിപ്ലോമ സീറ്റുകളിലേക്ക് സ്പോട്ട് അഡ്മിഷൻ';
/** A day in India, `days` from today, as yyyy-mm-dd. */
const dayFromToday = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('notices', () => {
  it('when a content editor writes a notice in English and Malayalam and an administrator publishes it, then it is on /notices and /ml/notices within 5 s', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await office.getByRole('button', { name: 'Write a notice' }).click();
    await office.getByLabel('Category').selectOption('admission');
    await office.getByLabel('Title', { exact: true }).fill(TITLE_EN);
    await office
      .getByLabel('Text', { exact: true })
      .fill('Spot admission is on Monday at 10 am in the seminar hall.\n\nBring the original certificates and the fee.');
    await office.getByLabel('Title (Malayalam)').fill(TITLE_ML);
    await office.getByLabel('Text (Malayalam)').fill('സ്പോട്ട് അഡ്മിഷൻ തിങ്കളാഴ്ച രാവിലെ 10 മണിക്ക് സെമിനാർ ഹാളിൽ.');
    await office.getByLabel("Last day on What's New").fill(dayFromToday(5));
    // A reload before saving (or a session that lapsed) comes back to the editor with all of it.
    await office.reload();
    await office.getByText('What you typed earlier on this computer is back').waitFor();
    expect(await office.getByLabel('Text (Malayalam)').inputValue()).toBe('സ്പോട്ട് അഡ്മിഷൻ തിങ്കളാഴ്ച രാവിലെ 10 മണിക്ക് സെമിനാർ ഹാളിൽ.');
    expect(await office.getByLabel('Category').inputValue()).toBe('admission');
    expect(await office.getByLabel("Last day on What's New").inputValue()).toBe(dayFromToday(5));
    await audit(office, 'office-notice-editor');
    await office.getByRole('button', { name: 'Save as a draft' }).click();
    const row = office.getByRole('row').filter({ hasText: TITLE_EN });
    await row.getByText('Draft').waitFor();
    // Saved: the draft on this computer is let go, and the editor opens afresh.
    await office.getByRole('button', { name: 'Write a notice' }).click();
    expect(await office.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await office.getByText('What you typed earlier on this computer is back').count()).toBe(0);
    await office.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: `Send for publishing: ${TITLE_EN}` }).click();
    await row.getByText('Waiting to be published').waitFor();
    // A content editor does not publish.
    expect(await row.getByRole('button', { name: `Publish: ${TITLE_EN}` }).count()).toBe(0);
    await audit(office, 'office-notices');

    await signInToOffice(office, baseUrl, 'admin@college.example');
    await office.goto(`${baseUrl}/staff/notices`);
    const toPublish = office.getByRole('row').filter({ hasText: TITLE_EN });
    await toPublish.getByRole('button', { name: `Publish: ${TITLE_EN}` }).click();
    const published = Date.now();
    await toPublish.getByText('Published').waitFor();

    const visitor = await browser.newPage();
    await visitor.setViewportSize(VIEWPORTS.phone);
    // The home page's What's New has it within 5 s of publishing (its page comes from the server each time).
    const whatsNew = visitor.locator('#whats-new');
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl}/`);
          return whatsNew.getByRole('link', { name: TITLE_EN }).count();
        },
        { timeout: 5_000, interval: 250 },
      )
      .toBe(1);
    expect(Date.now() - published).toBeLessThan(5_000);
    await audit(visitor, 'home-whats-new');
    await visitor.goto(`${baseUrl}/ml`);
    await whatsNew.getByRole('link', { name: TITLE_ML }).waitFor();
    await screenshot(visitor, 'home-whats-new-ml');
    await keepForValidation(visitor, 'home-whats-new-ml');
    await visitor.goto(`${baseUrl}/notices`);
    await visitor.getByRole('link', { name: TITLE_EN }).waitFor();
    await audit(visitor, 'public-notices');
    await visitor.getByRole('link', { name: TITLE_EN }).click();
    await visitor.getByRole('heading', { name: TITLE_EN, level: 1 }).waitFor();
    await visitor.getByText('Bring the original certificates and the fee.').waitFor();
    await visitor.getByRole('button', { name: 'Copy for WhatsApp' }).waitFor();
    await audit(visitor, 'public-notice');
    await visitor.goto(`${baseUrl}/ml/notices`);
    await visitor.getByRole('link', { name: TITLE_ML }).click();
    await visitor.getByRole('heading', { name: TITLE_ML, level: 1 }).waitFor();
    await audit(visitor, 'public-notice-ml');
    await screenshot(visitor, 'public-notice-ml');
    await keepForValidation(visitor, 'public-notice-ml');
    // The footer of every page leads to the notices.
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Notices' }).click();
    await visitor.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();

    // Past its last day a notice leaves What's New and stays in the archive.
    const expired = await office.evaluate(async () => {
      const made = await fetch('/api/v1/staff/notices', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          category: 'examination',
          titleEn: 'Last term timetable',
          bodyEn: 'The timetable of last term.',
          validUntil: '2026-01-31',
        }),
      });
      const { data } = (await made.json()) as { data: { id: string; version: number } };
      await fetch(`/api/v1/staff/notices/${data.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'published', version: data.version }),
      });
      return data.id;
    });
    await visitor.goto(`${baseUrl}/notices`);
    await visitor.getByRole('link', { name: TITLE_EN }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Last term timetable' }).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Archive' }).click();
    await visitor.getByRole('link', { name: 'Last term timetable' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Last term timetable' }).getAttribute('href')).toBe(`/notices/${expired}`);
    // The feed carries both, linked to their pages.
    const feed = await (await fetch(`${baseUrl}/api/v1/notices/feed.xml?lang=en`)).text();
    expect(feed).toContain(`<title>${TITLE_EN}</title>`);
    expect(feed).toContain(`/notices/${expired}</link>`);
    await visitor.close();
    await office.close();
  });

  it('when a content editor writes an event with its time and place in both languages, then visitors see when and where, can add it to a calendar, and see it called off', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await office.getByRole('button', { name: 'Write a notice' }).click();
    await office.getByLabel('Category').selectOption('event');
    const day = dayFromToday(3);
    await office.getByLabel('Title', { exact: true }).fill('Parents’ meeting, first years');
    await office.getByLabel('Text', { exact: true }).fill('The class teachers meet the parents of the first-year students.');
    await office.getByLabel('Title (Malayalam)').fill('ഒന്നാം വർഷ രക്ഷാകർതൃ യോഗം');
    await office.getByLabel('Text (Malayalam)').fill('ഒന്നാം വർഷ വിദ്യാർത്ഥികളുടെ രക്ഷിതാക്കളെ ക്ലാസ് അധ്യാപകർ കാണുന്നു.');
    await office.getByLabel('Starts (India time)').fill(`${day}T10:00`);
    await office.getByLabel('Ends (India time)').fill(`${day}T09:00`);
    await office.getByLabel('Place', { exact: true }).fill('Seminar hall, main block');
    await office.getByLabel('Place (Malayalam)').fill('സെമിനാർ ഹാൾ, പ്രധാന കെട്ടിടം');
    await office.getByRole('button', { name: 'Save as a draft' }).click();
    await office.getByText('The event must end after it starts').waitFor();
    await office.getByLabel('Ends (India time)').fill(`${day}T12:30`);
    await audit(office, 'office-event-editor');
    await screenshot(office, 'office-event-editor');
    await office.getByRole('button', { name: 'Save as a draft' }).click();
    const title = 'Parents’ meeting, first years';
    await office.getByRole('row').filter({ hasText: title }).getByText('Draft').waitFor();

    await signInToOffice(office, baseUrl, 'admin@college.example');
    await office.goto(`${baseUrl}/staff/notices`);
    const row = office.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Publish: ${title}` }).click();
    await row.getByText('Published').waitFor();

    const visitor = await browser.newPage();
    await visitor.setViewportSize(VIEWPORTS.phone);
    await visitor.goto(`${baseUrl}/notices`);
    const item = visitor.getByRole('listitem').filter({ hasText: title });
    await item.getByText('10:00 AM').first().waitFor();
    await item.getByText('Seminar hall, main block').waitFor();
    await item.getByRole('link', { name: title }).click();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^event-[0-9a-f-]+\.ics$/);
    const ics = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
    expect(ics).toContain('SUMMARY:Parents’ meeting\\, first years\r\n');
    expect(ics).toContain('STATUS:CONFIRMED');
    // Search engines read it as an event.
    const data = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Event', name: title, eventStatus: 'https://schema.org/EventScheduled' });
    await audit(visitor, 'public-event');
    await screenshot(visitor, 'public-event');
    await keepForValidation(visitor, 'public-event');
    await visitor.goto(`${baseUrl}/ml/notices`);
    await visitor.getByRole('listitem').filter({ hasText: 'ഒന്നാം വർഷ രക്ഷാകർതൃ യോഗം' }).getByText('സെമിനാർ ഹാൾ, പ്രധാന കെട്ടിടം').waitFor();

    // Called off: it says so, on the page and in the calendar.
    await office.goto(`${baseUrl}/staff/notices`);
    await office
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Change: ${title}` })
      .click();
    await office.getByLabel('Called off').check();
    await office.getByRole('button', { name: 'Save changes' }).click();
    await office.getByText('Notice saved').first().waitFor();
    await visitor.goto(`${baseUrl}/notices`);
    await visitor.getByRole('listitem').filter({ hasText: title }).getByText('Called off').waitFor();
    const calendar = await (await fetch(`${baseUrl}/events.ics`)).text();
    expect(calendar).toContain('STATUS:CANCELLED');
    await visitor.close();
    await office.close();
  });
  it('when more notices are published than a page holds, then the archive pages through them with Previous and Next across the row', async () => {
    const call = apiSession(baseUrl);
    await call('POST', '/api/v1/auth/staff/sign-in', { email: 'admin@college.example', password: DEMO_PASSWORD });
    const archivePages = async () =>
      ((await call('GET', '/api/v1/notices?lang=en&view=archive&page=1')) as { totalPages?: number }).totalPages ?? 0;
    for (let n = 1; (await archivePages()) < 2; n += 1) {
      const made = await call('POST', '/api/v1/staff/notices', {
        category: 'general',
        titleEn: `College bus route ${n} timings`,
        bodyEn: 'The timings are on the notice board.',
      });
      await call('POST', `/api/v1/staff/notices/${made.data?.id ?? ''}/status`, { to: 'published', version: 1 });
    }
    const visitor = await browser.newPage();
    await visitor.setViewportSize(VIEWPORTS.phone);
    await visitor.goto(`${baseUrl}/notices?view=archive`);
    const pager = visitor.getByRole('navigation', { name: 'Pages' });
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    // Previous at the start of the row, Next at its end, as in the question papers' archive.
    const [row, previous, next] = await Promise.all([
      pager.boundingBox(),
      pager.getByRole('button', { name: 'Previous' }).boundingBox(),
      pager.getByRole('button', { name: 'Next' }).boundingBox(),
    ]);
    expect(Math.abs(row!.x - previous!.x)).toBeLessThan(2);
    expect(Math.abs(row!.x + row!.width - (next!.x + next!.width))).toBeLessThan(2);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await screenshot(visitor, 'public-notices-pager');
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
    await visitor.waitForURL(/[?&]page=2(&|$)/);
    await audit(visitor, 'public-notices-page-2');

    // An edited or damaged address: the first page, or no search, never a refusal.
    const refused: string[] = [];
    visitor.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    for (const address of ['?page=1e9', '?page=-5', '?view=archive&q=%00bus', `?q=${'bus'.repeat(50)}`, '?category=zzz&view=zzz']) {
      await visitor.goto(`${baseUrl}/notices${address}`);
      await visitor.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
      // Settled: notices listed, none to list, or a refusal.
      const settled = visitor
        .locator('.notice-item')
        .or(visitor.getByText(/^No notices/))
        .or(visitor.getByRole('alert'));
      await settled.first().waitFor();
      expect(await visitor.getByText('The notices could not be loaded.', { exact: false }).count(), address).toBe(0);
    }
    await visitor.goto(`${baseUrl}/notices?view=archive&page=1e9`);
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    // A page past the last (an old link, fewer notices since) is the last page, with its notices.
    await visitor.goto(`${baseUrl}/notices?view=archive&page=500`);
    await pager.getByText(/^Page (\d+) of \1$/).waitFor();
    await visitor.locator('.notice-item').first().waitFor();
    expect(visitor.url()).not.toContain('page=500');
    expect(refused).toEqual([]);
    await visitor.close();
  });
});
