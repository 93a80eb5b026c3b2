import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built site once, in demo mode on a throwaway embedded database, on a random port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  const web = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(server) || !existsSync(web)) {
    throw new Error('The site is not built: run `pnpm build` (or `pnpm test:e2e`, which builds first).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-e2e-'));
  const site = await startSite({ DATA_DIR: dataDir });
  project.provide('baseUrl', site.baseUrl);
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
