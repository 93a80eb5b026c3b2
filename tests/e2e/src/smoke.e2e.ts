import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_SCRIPT, holdApp, launchBrowser, openBeforeApp, screenshot, VIEWPORTS, type Browser } from './browser';

const baseUrl = inject('baseUrl');

const PAGES: { path: string; name: string; text: string }[] = [
  { path: '/', name: 'home', text: 'Connect, Learn & grow' },
  { path: '/about', name: 'about', text: 'Vision' },
  { path: '/program/Civil-Engineering', name: 'program-civil', text: 'Building Supervisor - A' },
  { path: '/program/Master-of-Business-Administration', name: 'program-mba', text: 'Business Analytics' },
  { path: '/program/Unknown', name: 'program-missing', text: 'The requested program could not be found.' },
  { path: '/departments/Computer-Engineering', name: 'department-computer', text: 'Program Specific Outcomes' },
  { path: '/facilities', name: 'facilities', text: 'RFID Circulation' },
  { path: '/student-corner/question-papers', name: 'student-corner', text: 'Diploma Revision 2015 syllabus' },
  { path: '/contact', name: 'contact', text: 'Important Phone Numbers' },
  { path: '/gallery', name: 'gallery', text: 'Gallery' },
  { path: '/privacy', name: 'privacy', text: 'Data Protection Board of India' },
  { path: '/terms', name: 'terms', text: 'does not guarantee admission' },
  { path: '/no-such-page', name: 'not-found', text: 'Error Code: 404' },
];

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`public pages at ${size} size`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser(viewport);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('when each public route opens, then its key text shows, with one h1 and no script errors', async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Hydration mismatches and CSP refusals surface as console errors.
      // CSP violations are not always console errors; collect them from the page itself.
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      let current = '';
      page.on('console', (m) => {
        // Unknown paths, and an unknown programme, answer 404 on purpose.
        const expected = (current === '/no-such-page' || current === '/program/Unknown') && m.text().includes('status of 404');
        if (m.type() === 'error' && !expected) errors.push(`${current}: ${m.text()}`);
      });
      for (const p of PAGES) {
        current = p.path;
        await page.goto(`${baseUrl}${p.path}`);
        await page.locator('main').getByText(p.text, { exact: false }).first().waitFor();
        expect(await page.locator('h1').count(), p.path).toBe(1);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), p.path).toEqual([]);
        await screenshot(page, `page-${p.name}-${size}`);
      }
      expect(await page.getByRole('note').textContent()).toContain('Demo site');
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

describe('Malayalam pages hydrate', () => {
  it('when Malayalam pages open, then they take over without script errors and stay in Malayalam', async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      // A hydration mismatch (the page rendered again in another language) is a page error.
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      for (const [path, heading] of [
        ['/ml', 'കോളേജിനെക്കുറിച്ച്'],
        ['/ml/admission', 'സ്വാഗതം'],
        ['/ml/student-corner/question-papers', 'വിദ്യാർത്ഥി കോർണർ'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main').innerText(), path).toContain(heading);
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('prerendered HTML', () => {
  it('when a page is fetched without running scripts, then its content, title and canonical are in the HTML', async () => {
    const res = await fetch(`${baseUrl}/program/Civil-Engineering`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Diploma in Civil Engineering</h1>');
    expect(html).toContain('<title>Diploma in Civil Engineering | ');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/program\/Civil-Engineering"/);
    expect(html).toContain('og:title');
  });

  it('when a page of the college’s own texts is fetched, then it says when its content last changed, in its language', async () => {
    for (const [at, words] of [
      ['/about', 'Last updated'],
      ['/program/Civil-Engineering', 'Last updated'],
      ['/departments/Civil-Engineering', 'Last updated'],
      ['/facilities', 'Last updated'],
      ['/contact', 'Last updated'],
      ['/ml/about', 'അവസാനം പുതുക്കിയത്'],
    ] as const) {
      const html = await (await fetch(`${baseUrl}${at}`)).text();
      const day = new RegExp(`<p class="hint page-updated">${words} (\\d{2})/(\\d{2})/(\\d{4})</p>`).exec(html);
      expect(day, at).not.toBeNull();
      // A real day, not after today.
      const [, dd, mm, yyyy] = day ?? [];
      expect(new Date(`${yyyy}-${mm}-${dd}T00:00:00Z`).getTime(), at).toBeLessThanOrEqual(Date.now());
    }
  });

  it('when the privacy notice and the terms are fetched, then each is prerendered with its version, and every page links to both', async () => {
    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      const html = (await (await fetch(`${baseUrl}${path}`)).text()).replaceAll('<!-- -->', '');
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toMatch(/Version [1-9]\d*, in force from \d{2}\/\d{2}\/\d{4}/);
    }
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('href="/privacy"');
    expect(home).toContain('href="/terms"');
  });

  it('when a path is unknown, then the 404 page comes with status 404; sitemap and robots exist', async () => {
    const missing = await fetch(`${baseUrl}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Error Code: 404');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/program/Master-of-Business-Administration</loc>');
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain('Sitemap:');
  });
});

describe('the first paint', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(VIEWPORTS.phone);
  });
  afterAll(async () => {
    await browser.close();
  });

  it.for(['/', '/ml', '/ml/admission', '/student-corner/question-papers', '/contact'])(
    'when %s loads, then its first paint waits for no request: scripts, fonts and pictures in view come after it',
    async (path) => {
      const page = await browser.context.newPage();
      try {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const { firstPaint, early } = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const inView = (name: string) =>
            Array.from(document.querySelectorAll('img')).some(
              (img) => img.currentSrc === name && img.getBoundingClientRect().top < innerHeight,
            );
          return {
            firstPaint: paint,
            early: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => e.startTime < paint && (e.initiatorType !== 'img' || inView(e.name)))
              .map((e) => `${e.initiatorType} ${new URL(e.name).pathname}`),
          };
        });
        expect(firstPaint).toBeGreaterThan(0);
        expect(early).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('header and drawer', () => {
  it('when the phone menu opens, then the drawer shows the links and closes on Escape, backdrop and links', async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      // The app's drawer, the one with a close button (a tap before the app opens a plain menu
      // first, which gives way to it: slow-phone.e2e.ts).
      await drawer.getByRole('button', { name: 'Close menu' }).waitFor();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      expect(await drawer.getByRole('link', { name: 'Question Papers' }).count()).toBe(0);
      await drawer.getByRole('button', { name: /Departments/ }).click();
      expect(await drawer.getByRole('link', { name: 'Architecture' }).isVisible()).toBe(true);
      await screenshot(page, 'drawer-open-phone');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
      await drawer.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(`${baseUrl}/contact`);
      expect(await drawer.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('when scrolled on a desktop, then the header blurs; the Departments dropdown opens', async () => {
    const browser = await launchBrowser(VIEWPORTS.desktop);
    try {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/`);
      const header = page.locator('header.site-header');
      expect(await header.getAttribute('data-scrolled')).toBe('false');
      await page.mouse.wheel(0, 600);
      await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
      await page.getByRole('button', { name: /Departments/ }).click();
      await page.getByRole('link', { name: 'Mechanical Engineering' }).first().click();
      await page.waitForURL(`${baseUrl}/departments/Mechanical-Engineering`);
    } finally {
      await browser.close();
    }
  });

  it('when the screen is 320 to 1440 px wide, then the header keeps inside its bar, and the desktop menu and Apply to one line', async () => {
    const browser = await launchBrowser(VIEWPORTS.desktop);
    try {
      const page = await browser.context.newPage();
      for (const [path, width] of [
        ['/', 320],
        ['/ml', 320],
        ['/', 1024],
        ['/', 1280],
        ['/', 1366],
        ['/ml', 1280],
        ['/ml', 1440],
      ] as const) {
        await page.setViewportSize({ width, height: 768 });
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        // Every part of the header inside its bar, the desktop menu's on one line: with a wide system
        // face (this machine's DejaVu Sans) "APPLY NOW" once took two lines and stood out of the bar
        // at 1366 px and off the screen at 1024, and at 320 the college's name held on one line
        // pushed the menu button off the screen.
        const outside = await page.locator('.site-header__inner').evaluate((inner) => {
          const bar = inner.getBoundingClientRect();
          // The lines an element's words take: the tops of its text's boxes.
          const lines = (el: Element) => {
            const tops = new Set<number>();
            const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let text = words.nextNode(); text; text = words.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const box of Array.from(range.getClientRects())) tops.add(Math.round(box.top));
            }
            return tops.size;
          };
          return Array.from(inner.querySelectorAll('a, button'))
            .filter((el) => el.getClientRects().length > 0 && !el.closest('.site-nav__submenu'))
            .filter((el) => {
              const box = el.getBoundingClientRect();
              const inside = box.left >= bar.left && box.right <= bar.right && box.top >= bar.top && box.bottom <= bar.bottom;
              return !inside || (el.closest('.site-nav, .site-header__apply') !== null && lines(el) > 1);
            })
            .map((el) => el.textContent);
        });
        expect(outside, `${path} at ${width}`).toEqual([]);
        const desktopMenu = await page.locator('.site-nav').isVisible();
        expect(desktopMenu || (await page.locator('.site-header__menu-button').isVisible()), `${path} at ${width}`).toBe(true);
      }
      await screenshot(page, 'header-ml-1440');
    } finally {
      await browser.close();
    }
  });
});

describe('a 320 px screen', () => {
  it('when the public pages open at 320 px, in English and Malayalam, then nothing on them reaches past the page', async () => {
    const browser = await launchBrowser({ width: 320, height: 640 });
    try {
      const page = await browser.context.newPage();
      const paths = ['/about', '/admission', '/student-corner/question-papers', '/notices', '/contact', '/facilities'];
      for (const path of [...paths, ...paths.map((p) => `/ml${p}`)]) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        // The innermost boxes past the page's margin: the archive's Next, in Malayalam, once stood
        // 15 px past it, against the screen's edge.
        const past = await page.locator('main').evaluate((main) => {
          // The page's margin is 1 rem; a box within half of it of the screen's edge has left it.
          const edge = window.innerWidth - 8;
          const beyond = (el: Element) => el.getBoundingClientRect().right > edge;
          return Array.from(main.querySelectorAll('*'))
            .filter((el) => beyond(el) && !Array.from(el.children).some(beyond) && !el.closest('.table-scroll, .visually-hidden'))
            .map((el) => `${el.tagName} ${el.textContent.slice(0, 40)}`);
        });
        expect(past, path).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});

describe('Student Corner by its address', () => {
  it('when a section address is opened in a tab already scrolled on another page, then that section is at the top', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const browser = await launchBrowser(viewport);
      try {
        const page = await browser.context.newPage();
        for (const section of ['lab-manual', 'question-papers']) {
          await page.goto(`${baseUrl}/`);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.goto(`${baseUrl}/student-corner/${section}`);
          await page.waitForLoadState('networkidle');
          const top = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, section);
          // Below the sticky header, and not left where the last page was scrolled.
          await expect.poll(top).toBeGreaterThanOrEqual(0);
          expect(await top()).toBeLessThan(120);
        }
        await page.goto(`${baseUrl}/student-corner/syllabus`);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      } finally {
        await browser.close();
      }
    }
  });
});

describe('moving between pages', () => {
  it('when a visitor opens another page and comes Back, then the page is where they left it, and a new page opens at its top', async () => {
    const browser = await launchBrowser(VIEWPORTS.desktop);
    try {
      const page = await browser.context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(`${baseUrl}/facilities`);
      await page.waitForLoadState('networkidle');
      // The page came with its title: the table of every page's title is fetched only to move on.
      expect(scripts.filter((s) => s.startsWith('/assets/seo-'))).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      // The header stays on screen, so following its link scrolls nothing first.
      await page.locator('.site-nav').getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(`${baseUrl}/contact`);
      await page.getByText('Important Phone Numbers').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => page.title()).toBe('Contact Us | Nila College of Engineering and Management');
      await page.goBack();
      await page.waitForURL(`${baseUrl}/facilities`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await page.goForward();
      await page.waitForURL(`${baseUrl}/contact`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('when the menu is tapped before the app has arrived, then a plain menu opens at once, and the app’s drawer once the app is there', async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const app = await holdApp(page);
      await openBeforeApp(page, `${baseUrl}/contact`);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // Pressed again (the plain menu covers it on screen): the same wish, not open-then-close.
      await menu.dispatchEvent('click');
      app.release();
      // The app's own drawer, the one with a close button, takes the plain menu's place and stays.
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
      expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('when the home page is scrolled before the app has arrived, then the app leaves it where the visitor put it', async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      const app = await holdApp(page);
      await openBeforeApp(page, `${baseUrl}/`);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await expect.poll(() => app.asked()).toBe(true);
      app.release();
      await page.waitForLoadState('networkidle');
      // Taken over: the header follows the scroll position now.
      await expect.poll(() => page.locator('header.site-header').getAttribute('data-scrolled')).toBe('true');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    } finally {
      await browser.close();
    }
  });

  it('when the visitor scrolls just as the app takes the page over, then the app does not undo it', async () => {
    // Timed from the app's arrival: before the fix, a turn of the wheel 0-60 ms after it was undone
    // by the home page's 'opens at its top' on this machine, in about one load in four of a sweep.
    const browser = await launchBrowser(VIEWPORTS.desktop);
    try {
      for (const delay of [0, 15, 30, 45]) {
        const page = await browser.context.newPage();
        const appArrived = page.waitForEvent('requestfinished', (request) => APP_SCRIPT.test(request.url()));
        await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
        await appArrived;
        await page.waitForTimeout(delay);
        await page.mouse.wheel(0, 600);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.scrollY), `wheel ${delay} ms after the app arrived`).toBeGreaterThan(500);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  it("when the phone menu's code does not arrive, then the menu stays closed, the page keeps working and the next tap opens it", async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let offline = true;
      await page.route(/\/assets\/mobile-drawer-[^/]+\.js$/, (route) => (offline ? route.abort() : route.continue()));
      await page.goto(`${baseUrl}/contact`);
      await page.waitForLoadState('networkidle');
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('h1').textContent()).toBe('Contact Us');
      offline = false;
      await menu.click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("when a page's code does not arrive, then a prerendered page stays readable and one without HTML loads afresh once, then offers Try again", async () => {
    const browser = await launchBrowser(VIEWPORTS.phone);
    try {
      const page = await browser.context.newPage();
      // The privacy notice's and the set-password page's code never arrive.
      await page.route(/\/assets\/(notice|set-password-page)-[^/]+\.js$/, (route) => route.abort());
      const loads: string[] = [];
      page.on('load', () => loads.push(new URL(page.url()).pathname));

      await page.goto(`${baseUrl}/contact`);
      await page.waitForLoadState('networkidle');
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(`${baseUrl}/privacy`);
      await page.getByText('Data Protection Board of India').first().waitFor();
      expect(await page.locator('h1').textContent()).toBe('Privacy Policy');
      // Its links still work, as plain links.
      await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL(`${baseUrl}/terms`);
      await page.getByText('does not guarantee admission').first().waitFor();

      loads.length = 0;
      await page.goto(`${baseUrl}/staff/set-password`);
      await page.getByRole('link', { name: 'Try again' }).waitFor();
      expect(loads).toEqual(['/staff/set-password', '/staff/set-password']);
      await screenshot(page, 'page-code-missing-phone');
    } finally {
      await browser.close();
    }
  });
});
