import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser';
import { repoRoot } from './site';

/** Each audit leaves one file here; the global teardown merges them into reports/axe.json. */
export const AXE_RESULTS_DIR = path.join(repoRoot, 'test-results', 'axe');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeRecord = {
  name: string;
  size: keyof typeof VIEWPORTS;
  path: string;
  passes: number;
  violations: { id: string; impact: string | null; nodes: string[] }[];
};

/**
 * Checks the page as it stands against WCAG 2.1 A and AA at each size (the page is resized in
 * place, so a state reached once is checked at both), records the result and fails on a violation.
 */
export async function audit(page: Page, name: string, sizes: (keyof typeof VIEWPORTS)[] = ['phone', 'desktop']): Promise<void> {
  const original = page.viewportSize();
  const records: AxeRecord[] = [];
  for (const size of sizes) {
    await page.setViewportSize(VIEWPORTS[size]);
    // Let layout and the header's transitions settle at the new size: two frames for the resize to
    // be laid out (and any re-render it causes), then whatever animation that started has ended.
    await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      // A paused animation never finishes: wait at most two seconds for them.
      const capped = new Promise((resolve) => setTimeout(resolve, 2000));
      await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), capped]);
    });
    const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    const url = new URL(page.url());
    records.push({
      name,
      size,
      path: `${url.pathname}${url.search}`,
      passes: result.passes.length,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    });
  }
  if (original) await page.setViewportSize(original);
  mkdirSync(AXE_RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(AXE_RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(records));
  const problems = records.flatMap((r) => r.violations.map((v) => `${r.size} ${v.id}: ${v.nodes.slice(0, 3).join(' | ')}`));
  if (problems.length) throw new Error(`${name} has accessibility violations:\n${problems.join('\n')}`);
}
