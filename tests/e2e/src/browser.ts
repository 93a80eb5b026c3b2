import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from './site';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');
/** Pages drawn in the browser, kept for the HTML validity gate (scripts/html-validity.mjs). */
const RENDERED_DIR = path.join(repoRoot, 'test-results', 'rendered');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export type Browser = { context: BrowserContext; close: () => Promise<void> };

/** The system Chromium, headless, with a fresh profile that is removed on close. */
export async function launchBrowser(viewport: { width: number; height: number } = VIEWPORTS.phone): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'college-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    viewport,
    args: [
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
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One browser for a whole test file, launched before its tests and closed after them. */
export function browserForFile(viewport: { width: number; height: number } = VIEWPORTS.phone): {
  newPage: () => Promise<Page>;
  newVisitor: () => Promise<Page>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newPage = () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser.context.newPage();
  };
  return {
    newPage,
    /** A page nobody is signed in on (the pages of one file share a browser, and so its cookies). */
    newVisitor: async () => {
      const page = await newPage();
      await page.context().clearCookies();
      return page;
    },
  };
}

/** The app's entry bundle (of src/main.tsx), which a prerendered page's boot script fetches after its first paint. */
export const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds back the app of the pages `page` opens (the bundle of src/main.tsx, a prerendered page's
 * boot script fetches it after the first paint) until `release` is called, as a slow connection
 * would; `asked` says whether the page has asked for it yet.
 */
export async function holdApp(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(APP_SCRIPT, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/**
 * Opens `url` on a page whose app `holdApp` holds: once the document is in, not at its load event.
 * The boot script asks for the app after the first paint, and a script asked for before the page's
 * other files are in holds the load event too: on a busy machine, until the test releases the app.
 */
export async function openBeforeApp(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Keeps the page as the browser drew it, for the HTML validity gate: the pages read from the API
 * (notices, committees, documents) are not prerendered, so the gate sees them only this way.
 */
export async function keepForValidation(page: Page, name: string): Promise<void> {
  mkdirSync(RENDERED_DIR, { recursive: true });
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  writeFileSync(path.join(RENDERED_DIR, `${name}.html`), `<!doctype html>\n${html}`);
}
