import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { AXE_RESULTS_DIR, type AxeRecord } from './axe';
import { repoRoot, startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staff: { email: string; password: string };
  }
}

const STAFF = { email: 'clerk@college.example', password: 'front-desk-passphrase-2026' };

/** Creates the staff account the way an administrator would, with the CLI and the password on stdin. */
function createStaff(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', '--email', STAFF.email, '--role', 'editor'], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.stdin.end(`${STAFF.password}\n`);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`staff:create exited ${code}`))));
  });
}

/** Merges the audits of this run into reports/axe.json and prints the audits that found violations. */
function writeAxeReport() {
  if (!existsSync(AXE_RESULTS_DIR)) return;
  const records = readdirSync(AXE_RESULTS_DIR)
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(path.join(AXE_RESULTS_DIR, f), 'utf8')) as AxeRecord[]);
  const violations = records.reduce((sum, r) => sum + r.violations.length, 0);
  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, 'reports/axe.json'),
    `${JSON.stringify({ rules: 'WCAG 2.1 A and AA', checks: records.length, violations, records }, null, 2)}\n`,
  );
  // Only the failing audits are printed: a table of two hundred passing ones would push the test
  // run's own summary (which tests failed) out of the end of a CI log.
  const failing = records.filter((r) => r.violations.length > 0);
  if (failing.length > 0) {
    console.table(failing.map((r) => ({ state: r.name, size: r.size, path: r.path, violations: r.violations.map((v) => v.id).join(' ') })));
  }
  console.log(`axe: ${records.length} checks, ${violations} violations (reports/axe.json)`);
}

/** Starts the built site once, in demo mode on a throwaway embedded database, on a random port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  const web = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(server) || !existsSync(web)) {
    throw new Error('The site is not built: run `pnpm build` (or `pnpm test:e2e`, which builds first).');
  }
  rmSync(AXE_RESULTS_DIR, { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-e2e-'));
  await createStaff(dataDir);
  // Every browser test signs in from 127.0.0.1: the whole suite is one address, so its hourly
  // code limit is raised (the API tests check the limit itself).
  // The browser tests' applicants are their own and the demo's 60: the contested demo season would
  // outrank them for the seats they look for, so it is left out here (the API tests cover it).
  const site = await startSite({ DATA_DIR: dataDir, OTP_SENDS_PER_IP_PER_HOUR: '1000', DEMO_SEASON_APPLICANTS: '0' });
  project.provide('baseUrl', site.baseUrl);
  project.provide('staff', STAFF);
  return async () => {
    writeAxeReport();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
