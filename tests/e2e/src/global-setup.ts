import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staff: { email: string; password: string };
  }
}

const STAFF = { email: 'clerk@college.example', password: 'office-clerk-password-2026' };

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

/** Starts the built site once, in demo mode on a throwaway embedded database, on a random port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  const web = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(server) || !existsSync(web)) {
    throw new Error('The site is not built: run `pnpm build` (or `pnpm test:e2e`, which builds first).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-e2e-'));
  await createStaff(dataDir);
  const site = await startSite({ DATA_DIR: dataDir });
  project.provide('baseUrl', site.baseUrl);
  project.provide('staff', STAFF);
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
