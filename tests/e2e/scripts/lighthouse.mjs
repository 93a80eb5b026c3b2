// Lighthouse (mobile emulation) on key pages of the built site, median of 5 runs each (Lighthouse's own advice for its run-to-run variance). Gates:
// performance >= 90, largest contentful paint <= 1.2 s on every page,
// accessibility 100, best practices >= 95, SEO 100, layout shift <= 0.1.
//
// Largest contentful paint is Lighthouse's simulation of a phone on a slow 4G connection: it counts
// every request and script that finished before the page first painted on this machine (fonts and
// pictures in view included). The pages paint from their own HTML before they fetch anything else
// (apps/web/src/boot.ts, scripts/prerender.mjs), so it counts the page alone; when it was reported
// and not gated, the scripts that happened to finish first made it 1.3 to 2.4 s.
// Report: reports/lighthouse.json, with each page's best run and each run's blocking time and
// benchmark besides the medians.
//
// Performance was reported and not gated for a while: with Chromium 156 the pages, then 125 kB of
// first-load JavaScript, scored 76 to 89 on this shared machine, swinging with the host. With the
// first load under 100 kB they block the main thread for tens of milliseconds, not hundreds, and
// score 97 to 100 even on a busy host, so the gate holds the line again; the bundle budget
// (scripts/bundle-budget.mjs in apps/web) fails every build whose first-load JavaScript grows.
//
// The phone is emulated by slowing this machine's CPU down: Lighthouse's standard mobile profile,
// 4x, as PageSpeed Insights uses. 4x assumes a desktop of at least BENCHMARK_TARGET x 4 on
// Lighthouse's benchmark; on a slower host it emulates a slower phone than intended, and Lighthouse
// warns that the score then suffers (docs/throttling.md, "Calibrating multipliers"). So the host is
// measured first and a slower one is slowed less, to emulate the same phone (BENCHMARK_TARGET).
// A faster host is not slowed more than 4x: on a shared virtual machine the benchmark swings
// between 1500 and 2800 within an hour while the page work does not get faster, so scaling up with
// it slowed pages twice over (one build scored 91 to 95 at 4.4x and 74 to 87 at 6.8x).
//
// Lighthouse's benchmark is a short loop of script run before the page loads, and it misses a host
// that is slow at what a page load does: on one CI run it read 1600 to 2400 (2700 idle) while the
// pages' main-thread work took 2.7 times as long as idle, blocking time rose tenfold and every page
// scored 75 to 82, with the same build scoring 99 to 100 on the idle machine. So before every run a
// fixed page load (scripts/host-workload.mjs: a local request, script, DOM, style, layout) is timed
// in a second Chromium, and a run on a host slower at it than an idle CI machine is slowed less, by
// as much: the phone emulated stays 4x an idle CI machine, and a slow moment of the host is not
// counted against the page. The workload is fixed, so a heavier page still shows as one. Tried with
// the whole gate held to 0.7 of a core (a cgroup's quota): the workload took about twice as long,
// the pages' main-thread tasks 2.4 times; slowed 4x the home page scored 73 to 80, as on that CI
// run, and the home pages 85 to 86 slowed by what the workload showed (2 to 2.3x). The rest of the gap is the
// work of Lighthouse's own process during the load, which the workload, timed alone, does not
// share; on an idle machine every run is slowed 4x, as before.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { seedHomeContent } from '../src/home-content.ts';
import { openHostWorkload } from './host-workload.mjs';
import { startSite } from '../src/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The Malayalam home and admission pages too: their font and longer messages must not slow them.
const ALL_PAGES = [
  '/',
  '/program/Computer-Engineering',
  '/admission',
  '/student-corner/question-papers',
  '/contact',
  '/ml',
  '/ml/admission',
];
// LIGHTHOUSE_PAGES="/admission /contact" measures only those, when working on one page.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean) ?? ALL_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const GATES = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 };
const CLS_MAX = 0.1;
/** Largest contentful paint, on every page. */
const LCP_MAX_MS = 1200;

/** The emulated phone's CPU on Lighthouse's benchmark scale: a budget Android phone. */
const BENCHMARK_TARGET = Number(process.env.LIGHTHOUSE_BENCHMARK_TARGET ?? 400);
const CALIBRATION_RUNS = 3;
/**
 * The workload's time, in ms, on an idle machine of the kind CI runs on, where the standard 4x
 * slowdown has always been measured: 188 to 275 ms between the gate's runs, mostly under 240. A run
 * whose workload takes longer is slowed by that much less, so that it emulates the same phone: 4x
 * an idle CI machine. (With the benchmark alone, a host half as fast for page work was still
 * slowed 4x.)
 */
const WORKLOAD_IDLE_MS = 260;
const WORKLOAD_SETTLE_MS = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Numbers every run must carry; a run without them measured nothing. */
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
/** Lighthouse's standard CPU slowdown for mobile (4). */
const STANDARD_MULTIPLIER = MOBILE_THROTTLING.cpuSlowdownMultiplier;

/**
 * A run whose own benchmark fell below this share of the host's measured one ran while something
 * else had the CPU (on a shared virtual machine, a neighbour): it measured the neighbour, not the
 * page, so it is run again after a pause, up to BUSY_RETRIES times. A host slow for longer than
 * that fails the gate with the slow runs in the report.
 */
const BUSY_HOST = 0.7;
const BUSY_RETRIES = 3;
const BUSY_PAUSE_MS = 10_000;

const REQUIRED_AUDITS = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'];
const MAX_TRIES = 3;

/**
 * One Lighthouse run. A run that did not complete (a runtime error such as a page that never
 * painted, or a trace Lighthouse could not read, which happens on a loaded machine) is run again;
 * after three such runs the gate fails with Lighthouse's own reason.
 */
async function audit(url, port, cpuSlowdownMultiplier) {
  let reason = '';
  for (let tryNo = 1; tryNo <= MAX_TRIES; tryNo++) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          ...(cpuSlowdownMultiplier ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier } } : {}),
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        },
      },
    );
    const missing = REQUIRED_AUDITS.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
    const unscored = Object.keys(GATES).filter((id) => typeof lhr.categories[id]?.score !== 'number');
    if (!lhr.runtimeError && missing.length === 0 && unscored.length === 0) return lhr;
    reason = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : `no value for ${[...missing, ...unscored].join(', ')}${missing[0] ? ` (${lhr.audits[missing[0]]?.errorMessage ?? 'no message'})` : ''}`;
    console.warn(`${url}: run ${tryNo} of ${MAX_TRIES} did not complete: ${reason}`);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
}

/**
 * What else has the machine's CPU: the load average and the busiest processes. A failed gate
 * prints it, so a slow run can be told from a slow page.
 */
function hostLoad() {
  let busiest = [];
  try {
    busiest = execFileSync('ps', ['-eo', 'pcpu,etime,comm', '--sort=-pcpu', '--no-headers'], { encoding: 'utf8' })
      .split('\n')
      .slice(0, 5)
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    // No ps on this machine: the load average alone.
  }
  return { loadAverage: loadavg().map((n) => +n.toFixed(2)), busiest };
}
const loadAtStart = hostLoad();

/** The CPU slowdown that makes a host of this benchmark index emulate the target phone. */
function slowdownFor(index) {
  return Math.min(STANDARD_MULTIPLIER, Math.max(1, Math.round((index / BENCHMARK_TARGET) * 10) / 10));
}

/**
 * One run, slowed by what the host can do right now: the calibration's slowdown, or less when the
 * workload, timed just before, shows the host slower than an idle CI machine.
 */
async function calibratedAudit(url, hostIndex) {
  // Chromium tidies up after the last run for a moment (its storage reset, the closed tab): the
  // workload measures the host, not that.
  await new Promise((r) => setTimeout(r, WORKLOAD_SETTLE_MS));
  const workloadMs = Math.round(await workload.measure());
  const fromWorkload = Math.round((STANDARD_MULTIPLIER * WORKLOAD_IDLE_MS * 10) / workloadMs) / 10;
  const slowdown = Math.max(1, Math.min(slowdownFor(hostIndex), fromWorkload));
  return { lhr: await audit(url, chrome.port, slowdown), workloadMs, slowdown };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'college-lh-'));
const site = await startSite({ DATA_DIR: dataDir });
// The home page as in admission season: ten notices and an admission banner.
await seedHomeContent(site.baseUrl);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const workload = await openHostWorkload(chromePath);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
/** The calibration's slowdown: every run is slowed this much or, on a slower moment of the host, less. */
let multiplier;
try {
  // Calibration: Lighthouse's benchmark, median of three runs on the home page (which also warms
  // the server and the browser). Lighthouse never slows the CPU by less than 1x.
  const benchmarks = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) benchmarks.push((await audit(`${site.baseUrl}/`, chrome.port)).environment.benchmarkIndex);
  const hostIndex = median(benchmarks);
  multiplier = slowdownFor(hostIndex);
  console.log(
    `host benchmark index ${Math.round(hostIndex)} (runs ${benchmarks.map(Math.round).join(', ')}), workload ${Math.round(await workload.measure())} ms: CPU slowed ${multiplier}x${multiplier === STANDARD_MULTIPLIER ? " (Lighthouse's standard mobile profile)" : ` to emulate a phone of ${BENCHMARK_TARGET}`}, less in a run whose workload shows a slower host`,
  );

  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let { lhr, workloadMs, slowdown } = await calibratedAudit(`${site.baseUrl}${page}`, hostIndex);
      for (let retry = 1; retry <= BUSY_RETRIES && lhr.environment.benchmarkIndex < BUSY_HOST * hostIndex; retry++) {
        console.warn(
          `${page}: run ${i + 1} ran on a busy host (benchmark ${Math.round(lhr.environment.benchmarkIndex)} of ${Math.round(hostIndex)}); running it again`,
        );
        await new Promise((r) => setTimeout(r, BUSY_PAUSE_MS));
        ({ lhr, workloadMs, slowdown } = await calibratedAudit(`${site.baseUrl}${page}`, hostIndex));
      }
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        benchmark: Math.round(lhr.environment.benchmarkIndex),
        workloadMs,
        slowdown,
        // Where the main thread's time went, in ms: what a high blocking time is made of.
        mainThread: Object.fromEntries(
          (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).slice(0, 4).map((item) => [item.group, Math.round(item.duration)]),
        ),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const row = { page };
    for (const key of [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'lcpMs',
      'cls',
      'tbtMs',
      'benchmark',
      'workloadMs',
      'slowdown',
    ])
      row[key] = median(runs.map((r) => r[key]));
    row.bestPerformance = Math.max(...runs.map((r) => r.performance));
    row.failing = [...new Set(runs.flatMap((r) => r.failing))].join(' ');
    // Every run's score and benchmark, for judging the spread the median hides.
    row.runs = runs.map((r) => ({
      performance: r.performance,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      benchmark: r.benchmark,
      workloadMs: r.workloadMs,
      slowdown: r.slowdown,
      mainThread: r.mainThread,
    }));
    rows.push(row);
  }
} finally {
  await workload.close();
  await chrome.kill();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports/lighthouse.json'),
  `${JSON.stringify({ runs: RUNS, gates: { ...GATES, clsMax: CLS_MAX, lcpMaxMs: LCP_MAX_MS }, benchmarkTarget: BENCHMARK_TARGET, calibrationSlowdown: multiplier, hostLoad: { atStart: loadAtStart, atEnd: hostLoad() }, pages: rows }, null, 2)}\n`,
);
console.table(rows.map(({ failing, runs, ...r }) => r));
for (const r of rows) if (r.failing) console.log(`${r.page}: ${r.failing}`);
const missed = rows.flatMap((r) => [
  ...Object.entries(GATES)
    .filter(([k, min]) => r[k] < min)
    .map(([k, min]) => `${r.page} ${k} ${r[k]} < ${min}`),
  ...(r.cls > CLS_MAX ? [`${r.page} layout shift ${r.cls} > ${CLS_MAX}`] : []),
  ...(r.lcpMs > LCP_MAX_MS ? [`${r.page} largest contentful paint ${r.lcpMs} ms > ${LCP_MAX_MS} ms`] : []),
]);
if (missed.length) {
  console.error(missed.join('\n'));
  for (const r of rows)
    console.error(`${r.page} main thread per run (ms): ${r.runs.map((run) => JSON.stringify(run.mainThread)).join(' ')}`);
  console.error(`host load at start: ${JSON.stringify(loadAtStart)}; at the end: ${JSON.stringify(hostLoad())}`);
  process.exit(1);
}
