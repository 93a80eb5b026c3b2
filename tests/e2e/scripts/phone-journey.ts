// The applicant's whole task on a cheap phone over slow mobile data, measured step by step: from
// /admission to the success screen and the acknowledgement, then a return visit to the read-only
// view, in English and Malayalam, with a cold cache and a warm one. The phone: 360 x 740, 400 kbps
// both ways, 400 ms round trips, a CPU four times slower than this machine (CDP's emulation, so the
// times hold across hosts within the budgets' margin).
//
// For each step: the bytes transferred and the requests made from the tap to the next step being
// usable, the time that took (less the spec's own pauses: 1,500 ms after verification, 2 s after
// payment), and the longest main-thread task after the tap. Also the worst move between pages
// inside the app, and the first tap on the menu before the app has arrived.
//
// Writes reports/phone-journey.json and prints a table; exits 1 when a budget below is broken.
// Run: pnpm bench:phone (after pnpm build).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { repoRoot, startSite } from '../src/site';

const BUDGET = {
  /** The whole application, cold, photo and signature uploads aside. */
  journeyBytes: 200 * 1024,
  journeyRequests: 40,
  /** A return visit to the read-only view. */
  returnBytes: 15 * 1024,
  /** From a tap to the next step usable, the spec's pauses aside. */
  stepMs: 1_000,
  /** The longest task after any tap (INP). */
  taskMs: 200,
  /** The first tap on the menu, before the app has arrived. */
  menuMs: 300,
  /** A move between pages inside the app shows that the next page is loading. */
  navigationMs: 100,
};
// The budgets above are not all met yet: each is measured and reported against them. CI holds the
// requests and the return visit to their budgets, met now: 33 requests in English and 35 to 38 in
// Malayalam (38 and 41 before the payment's confirmation carried the application, the admission
// dates were fetched once and small shared chunks were joined), return visits 13.7 and 14.6 kB.
// The journey's bytes, not met, may not grow past what the site measures now plus a twentieth:
// 234 kB in English, 281 kB in Malayalam (at first: 398 kB in 81 requests, 450 kB in 83, return
// visits 20.2 and 21.3 kB). The times swing with the host and are reported, not gated.
// BENCH_PHONE_GATE_BUDGETS=1 gates every budget.
const CEILING = {
  journeyBytes: { en: 246 * 1024, ml: 295 * 1024 },
  journeyRequests: BUDGET.journeyRequests,
  returnBytes: BUDGET.returnBytes,
};
const GATE_BUDGETS = Boolean(process.env.BENCH_PHONE_GATE_BUDGETS);

const PHONE = { width: 360, height: 740 };
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
const VERIFY_PAUSE_MS = 1_500;
const PAYMENT_PAUSE_MS = 2_000;

type Lang = 'en' | 'ml';
/** bytes: on the wire, headers included (HTTP/1.1 here); headerBytes: of them, the headers. */
type Step = { step: string; bytes: number; headerBytes: number; requests: number; ms: number; longestTaskMs: number };
type Run = {
  lang: Lang;
  cache: 'cold' | 'warm';
  steps: Step[];
  total: { bytes: number; headerBytes: number; requests: number };
  returnVisit: Step;
};

/** The Malayalam of an English message id, from the app's catalogs; the English where there is none. */
const malayalam = (() => {
  const map = new Map<string, string>();
  for (const dir of ['', 'application/', 'steps/', 'archive/', 'notices/']) {
    const po = readFileSync(path.join(repoRoot, `apps/web/src/locales/${dir}ml.po`), 'utf8');
    for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) if (m[1] && m[2]) map.set(m[1], m[2]);
  }
  return map;
})();
const words = (lang: Lang) => (en: string) => (lang === 'ml' ? (malayalam.get(en) ?? en) : en);
/** A message with placeholders as a pattern: "Pay ₹{amount}" matches "Pay ₹500". */
const pattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '.*')}`);

/**
 * Counts what the page fetches over the network, by CDP's own accounting of bytes on the wire: a
 * request the browser answered from its cache is not counted.
 */
async function meter(cdp: CDPSession) {
  let bytes = 0;
  let headerBytes = 0;
  let requests = 0;
  let seen: { url: string; bytes: number }[] = [];
  const urls = new Map<string, string>();
  const headersOf = new Map<string, number>();
  const cached = new Set<string>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => cached.add(e.requestId));
  cdp.on(
    'Network.responseReceived',
    (e: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean; encodedDataLength: number } }) => {
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
      // What had arrived when the response began: its status line and headers.
      headersOf.set(e.requestId, e.response.encodedDataLength);
    },
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (cached.has(e.requestId)) return;
    requests++;
    bytes += e.encodedDataLength;
    headerBytes += Math.min(headersOf.get(e.requestId) ?? 0, e.encodedDataLength);
    seen.push({ url: (urls.get(e.requestId) ?? '').replace(/^https?:\/\/[^/]+/, ''), bytes: e.encodedDataLength });
  });
  return {
    take() {
      const taken = { bytes, headerBytes, requests };
      if (process.env.BENCH_PHONE_REQUESTS) for (const r of seen) console.log(`    ${r.bytes}\t${r.url}`);
      bytes = 0;
      headerBytes = 0;
      requests = 0;
      seen = [];
      return taken;
    },
  };
}

async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  // Long tasks and the time of the last tap, kept by the page itself.
  // The page notes the moment what a step waits for is in it (a heading, a dialog), as the DOM
  // changes: Playwright's own polling would add its interval to every step's time.
  await page.addInitScript(() => {
    const w = window as unknown as Marks;
    w.tasks = [];
    w.tapAt = 0;
    w.awaiting = null;
    w.readyAt = 0;
    w.loadingAt = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.tasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('pointerdown', () => (w.tapAt = performance.now()), true);
    // No named functions in here: the bundler would wrap them in a helper the page does not have.
    new MutationObserver(() => {
      const now = performance.now();
      const a = w.awaiting;
      if (w.tapAt && a && !w.readyAt) {
        // Shown, not merely in the page: the next step may be drawn out of sight beforehand.
        const ready =
          'heading' in a
            ? Array.from(document.querySelectorAll('h1, h2, h3, [role="heading"]')).some(
                (h) => h.checkVisibility() && h.textContent.includes(a.heading),
              )
            : 'selector' in a
              ? Boolean(document.querySelector(a.selector)?.checkVisibility())
              : (document.querySelector('h1')?.textContent ?? '') !== a.h1Not;
        if (ready) w.readyAt = now;
      }
      if (w.tapAt && !w.loadingAt && document.documentElement.hasAttribute('data-page-loading')) w.loadingAt = now;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { page, cdp, counter: await meter(cdp) };
}

/** What the page notes about itself: long tasks, the last tap, and when what a step awaits arrived. */
type Marks = {
  tasks: { start: number; ms: number }[];
  tapAt: number;
  /** A heading with this text; an element; the first h1 no longer reading this. */
  awaiting: { heading: string } | { selector: string } | { h1Not: string } | null;
  readyAt: number;
  /** When the bar saying the next page is loading appeared. */
  loadingAt: number;
};

/** Before a tap: what the next step shows once it is there. */
async function await_(page: Page, awaiting: NonNullable<Marks['awaiting']>) {
  await page.evaluate((a) => {
    const w = window as unknown as Marks;
    w.awaiting = a;
    w.tapAt = 0;
    w.readyAt = 0;
    w.loadingAt = 0;
  }, awaiting);
}

/**
 * Since the last tap: the time until what the step awaited arrived (less a pause the spec asks
 * for; until now when nothing was awaited) and the longest task.
 */
async function sinceTap(page: Page, pauseMs = 0) {
  return page
    .evaluate((pause) => {
      const w = window as unknown as Marks;
      const longest = Math.max(0, ...w.tasks.filter((t) => t.start >= w.tapAt).map((t) => t.ms));
      const end = w.awaiting && w.readyAt ? w.readyAt : performance.now();
      const arrivals = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime >= w.tapAt)
        .map(
          (r) => `${Math.round(r.startTime - w.tapAt)}-${Math.round(r.responseEnd - w.tapAt)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      w.awaiting = null;
      return { ms: Math.round(end - w.tapAt - pause), longestTaskMs: Math.round(longest), arrivals };
    }, pauseMs)
    .then(({ arrivals, ...timing }) => {
      // From the tap: when each request started and its answer had arrived, in ms.
      if (process.env.BENCH_PHONE_REQUESTS) for (const a of arrivals) console.log(`      ${a}`);
      return timing;
    });
}

async function journey(baseUrl: string, context: BrowserContext, lang: Lang, cache: Run['cache'], mobile: string): Promise<Run> {
  const L = words(lang);
  const prefix = lang === 'ml' ? '/ml' : '';
  // Another applicant on the same phone: the browser's cache stays, the last one's session does not.
  await context.clearCookies();
  const { page, counter } = await phonePage(context);
  const steps: Step[] = [];
  const heading = (en: string) => ({ heading: L(en) });
  /** Taps, waits until what the next step shows is there, and records the step. */
  const step = async (name: string, tap: () => Promise<void>, awaiting: NonNullable<Marks['awaiting']>, pauseMs = 0) => {
    counter.take();
    await await_(page, awaiting);
    await tap();
    await (
      'heading' in awaiting
        ? page.getByRole('heading', { name: awaiting.heading }).first()
        : page.locator('selector' in awaiting ? awaiting.selector : 'h1').first()
    ).waitFor({ timeout: 60_000 });
    const timing = await sinceTap(page, pauseMs);
    if (process.env.BENCH_PHONE_REQUESTS) console.log(`  ${lang} ${cache} ${name}`);
    steps.push({ step: name, ...counter.take(), ...timing });
  };
  const press = (en: string | RegExp) => page.getByRole('button', { name: typeof en === 'string' ? L(en) : en }).click();

  counter.take();
  const started = Date.now();
  await page.goto(`${baseUrl}${prefix}/admission`);
  await page.locator('#mobile').waitFor();
  // The page is usable once its app has taken it over.
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute('data-page-loading') && document.querySelector('#mobile:not([disabled])'),
  );
  steps.push({ step: 'open /admission', ...counter.take(), ms: Date.now() - started, longestTaskMs: 0 });

  await page.locator('#mobile').fill(mobile);
  await step('mobile → code', () => press('Continue'), heading('OTP Verification'));
  const otp = (await (await fetch(`${baseUrl}/api/v1/dev/otp-outbox/${mobile}`)).json()) as { data: { otp: string } };
  await page.locator('#otp').fill(otp.data.otp);
  await step('Verify OTP → step 2', () => press('Verify OTP'), heading('New Application'), VERIFY_PAUSE_MS);

  await page.locator('#fullName').fill('Anu Krishnan');
  await page.locator('#dob').click();
  await page.locator('[id$="-month"]').selectOption('4');
  await page.locator('[id$="-year"]').selectOption('2008');
  await page.locator('.date-picker__grid button').filter({ hasText: /^14$/ }).click();
  await page.getByLabel(L('Female')).check();
  await page.locator('#religion').selectOption('Hindu');
  await page.locator('#email').fill('anu.k@example.in');
  await page.locator('#agreeToTerms').check();
  await step('personal → step 3', () => press('Continue'), heading('Address & Family Details'));

  await page.getByLabel(L('House Number / Name')).fill('12/345, Sreenilayam');
  await page.getByLabel(L('Street / Locality')).fill('Temple Road');
  await page.locator('#pinCode').fill('682028');
  await page.waitForFunction(() => (document.getElementById('district') as HTMLInputElement | null)?.value === 'Ernakulam');
  await page.getByLabel(L("Father's Name")).fill('Krishnan K');
  await page.locator('#fatherMobile').fill('9847012345');
  await page.getByLabel(L("Mother's Name")).fill('Lakshmi K');
  await page.locator('#motherMobile').fill('9847054321');
  await page.locator('#same-as-father').check();
  await step('address → step 4', () => press('Continue to Confirmation'), heading('Application Fee Payment'));

  await page.getByText(L('Application ID')).first().waitFor();
  await step(
    'Pay Now → checkout',
    () =>
      page
        .getByRole('button', { name: /^(Pay Now|Retry Payment)/ })
        .or(page.getByRole('button', { name: pattern(L('Pay Now')) }))
        .first()
        .click(),
    { selector: '[role="dialog"]' },
  );
  await step(
    'pay → step 5',
    () => page.getByRole('dialog').getByRole('button').first().click(),
    heading('Program Selection'),
    PAYMENT_PAUSE_MS,
  );

  await page.getByLabel(L('Diploma Programs')).check();
  await page.locator('#programName').selectOption('Diploma in Engineering');
  await page.getByLabel(L('Regular')).check();
  await page.getByLabel(L('Civil Engineering')).check();
  await page.getByLabel(L('Computer Engineering')).check();
  await step('programme → step 6', () => press('Continue'), heading('Education Details'));

  await page.locator('#edu-0-year').fill('2024');
  await page.locator('#edu-0-pct').fill('91.5');
  await page.locator('#edu-0-reg').fill('SSLC2024001');
  await step('education → step 7', () => press('Save & Continue'), heading('Confirmation & Submition'));

  await page.getByLabel(L('I accept both the anti-ragging and the anti-drug undertakings')).check();
  await page.locator('#signature').fill('Anu Krishnan');
  await step('submit → success', () => press('Submit Application'), heading('Application Submitted Successfully!'));

  counter.take();
  const [download] = await Promise.all([page.waitForEvent('download'), press('Download acknowledgement (PDF)')]);
  await download.path();
  const timing = await sinceTap(page);
  steps.push({ step: 'acknowledgement', ...counter.take(), ...timing });
  const id = new URL(page.url()).searchParams.get('application');
  await page.close();

  // The return visit: the same phone, the read-only view of the application.
  const again = await phonePage(context);
  const at = Date.now();
  await again.page.goto(`${baseUrl}${prefix}/admission?application=${id}&view=details`);
  await again.page
    .getByText(id ?? '')
    .first()
    .waitFor({ timeout: 60_000 });
  const returnVisit = { step: 'return visit (read-only view)', ...again.counter.take(), ms: Date.now() - at, longestTaskMs: 0 };
  await again.page.close();

  const total = steps.reduce(
    (sum, s) => ({ bytes: sum.bytes + s.bytes, headerBytes: sum.headerBytes + s.headerBytes, requests: sum.requests + s.requests }),
    { bytes: 0, headerBytes: 0, requests: 0 },
  );
  return { lang, cache, steps, total, returnVisit };
}

/** The first tap on the menu before the app has arrived, on the home page. */
async function menuTap(baseUrl: string, context: BrowserContext): Promise<number> {
  const { page } = await phonePage(context);
  await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined); // never answered: the app has not arrived
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.waitFor();
  await await_(page, { selector: '[role="dialog"]' });
  await menu.click({ timeout: 10_000 }).catch(() => undefined);
  const opened = await page
    .getByRole('dialog', { name: 'Menu' })
    .waitFor({ timeout: 5_000 })
    .then(async () => (await sinceTap(page)).ms)
    .catch(() => Number.POSITIVE_INFINITY);
  await page.close();
  return opened;
}

/**
 * The worst move between pages inside the app: from the tap until the page shows that the next one
 * is loading (the bar), or shows the next page itself when that comes first; and until the next
 * page's heading is there.
 */
async function worstNavigation(baseUrl: string, context: BrowserContext): Promise<Navigation> {
  const { page } = await phonePage(context);
  await page.goto(`${baseUrl}/`);
  // Until the app has taken the page over: before that, a link is a plain one and loads a document.
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-page-loading') &&
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(2_000);
  let worst: Navigation = { to: '', ms: 0, arrivedMs: 0 };
  for (const name of ['Terms of Service', 'Privacy Policy', 'Contact']) {
    const link = page.locator('footer').getByRole('link', { name, exact: true }).first();
    if ((await link.count()) === 0) continue;
    const before = (await page.locator('h1').first().textContent()) ?? '';
    await await_(page, { h1Not: before });
    await link.click();
    await page.waitForFunction((b) => document.querySelector('h1')?.textContent !== b, before, { timeout: 60_000 });
    const { tapAt, readyAt, loadingAt } = await page.evaluate(() => {
      const w = window as unknown as Marks;
      return { tapAt: w.tapAt, readyAt: w.readyAt, loadingAt: w.loadingAt };
    });
    if (!tapAt) throw new Error(`the link to ${name} loaded a new document rather than moving inside the app`);
    const shown = Math.round((loadingAt ? Math.min(loadingAt, readyAt) : readyAt) - tapAt);
    if (shown > worst.ms) worst = { to: name, ms: shown, arrivedMs: Math.round(readyAt - tapAt) };
  }
  await page.close();
  return worst;
}
/** ms: until the page showed the move (the loading bar or the next page); arrivedMs: until the next page. */
type Navigation = { to: string; ms: number; arrivedMs: number };

const dataDir = mkdtempSync(path.join(tmpdir(), 'phone-journey-'));
const site = await startSite({ DATA_DIR: dataDir, OTP_SENDS_PER_IP_PER_HOUR: '1000' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const runs: Run[] = [];
// Infinity: the menu did not open before the app arrived.
let menuMs = Number.POSITIVE_INFINITY;
let navigation: Navigation = { to: '', ms: 0, arrivedMs: 0 };
try {
  let n = 0;
  const langs = (process.env.BENCH_PHONE_LANGS?.split(',') ?? ['en', 'ml']) as Lang[];
  for (const lang of langs) {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    // Cold: a new phone. Warm: the same phone again, for another applicant.
    context.on('page', (p) => p.on('pageerror', (e) => console.error(`page error: ${e.message}`)));
    runs.push(await journey(site.baseUrl, context, lang, 'cold', `98470700${String(n++).padStart(2, '0')}`));
    runs.push(await journey(site.baseUrl, context, lang, 'warm', `98470700${String(n++).padStart(2, '0')}`));
    await context.close();
  }
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  menuMs = await menuTap(site.baseUrl, context);
  navigation = await worstNavigation(site.baseUrl, context);
  await context.close();
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kB = (b: number) => +(b / 1024).toFixed(1);
for (const run of runs) {
  console.log(
    `\n${run.lang} ${run.cache}: ${kB(run.total.bytes)} kB (${kB(run.total.headerBytes)} kB of it headers) in ${run.total.requests} requests; return visit ${kB(run.returnVisit.bytes)} kB`,
  );
  console.table(
    [...run.steps, run.returnVisit].map(({ step, bytes, headerBytes, requests, ms, longestTaskMs }) => ({
      step,
      kB: kB(bytes),
      'headers kB': kB(headerBytes),
      requests,
      ms,
      'longest task ms': longestTaskMs,
    })),
  );
}
console.log(
  `first tap on the menu before the app: ${menuMs} ms; worst move between pages: shown loading after ${navigation.ms} ms, arrived after ${navigation.arrivedMs} ms (${navigation.to})`,
);

const cold = runs.filter((r) => r.cache === 'cold');
const everyStep = runs.flatMap((r) => r.steps.filter((s) => s.step !== 'open /admission' && s.step !== 'acknowledgement'));
const broken: { budget: keyof typeof BUDGET; detail: string }[] = [];
const check = (budget: keyof typeof BUDGET, ok: boolean, detail: string) => ok || broken.push({ budget, detail });
const regressions: string[] = [];
const hold = (ok: boolean, detail: string) => ok || regressions.push(detail);
for (const r of cold) {
  check('journeyBytes', r.total.bytes <= BUDGET.journeyBytes, `${r.lang}: the journey took ${kB(r.total.bytes)} kB`);
  check('journeyRequests', r.total.requests <= BUDGET.journeyRequests, `${r.lang}: the journey made ${r.total.requests} requests`);
  hold(
    r.total.bytes <= CEILING.journeyBytes[r.lang],
    `${r.lang}: the journey took ${kB(r.total.bytes)} kB, past ${kB(CEILING.journeyBytes[r.lang])} kB`,
  );
  hold(
    r.total.requests <= CEILING.journeyRequests,
    `${r.lang}: the journey made ${r.total.requests} requests, past ${CEILING.journeyRequests}`,
  );
}
for (const r of runs) {
  check(
    'returnBytes',
    r.returnVisit.bytes <= BUDGET.returnBytes,
    `${r.lang} ${r.cache}: the return visit took ${kB(r.returnVisit.bytes)} kB`,
  );
  hold(
    r.returnVisit.bytes <= CEILING.returnBytes,
    `${r.lang} ${r.cache}: the return visit took ${kB(r.returnVisit.bytes)} kB, past ${kB(CEILING.returnBytes)} kB`,
  );
}
for (const s of everyStep) {
  check('stepMs', s.ms <= BUDGET.stepMs, `${s.step}: ${s.ms} ms`);
  check('taskMs', s.longestTaskMs <= BUDGET.taskMs, `${s.step}: a task of ${s.longestTaskMs} ms`);
}
check('menuMs', menuMs <= BUDGET.menuMs, `the menu opened after ${menuMs} ms`);
check('navigationMs', navigation.ms <= BUDGET.navigationMs, `the move to ${navigation.to} showed after ${navigation.ms} ms`);

mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'reports/phone-journey.json'),
  `${JSON.stringify({ profile: { ...PHONE, ...NETWORK, cpuSlowdown: CPU_SLOWDOWN }, budget: BUDGET, ceiling: CEILING, runs, menuMs, navigation, broken, regressions }, null, 2)}\n`,
);
for (const b of broken) console.log(`over budget: ${b.budget}: ${b.detail}`);
for (const r of regressions) console.log(`WORSE THAN BEFORE: ${r}`);
if (regressions.length > 0 || (GATE_BUDGETS && broken.length > 0)) process.exit(1);
