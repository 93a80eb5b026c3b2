import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createDatabase, dropDatabase, testDatabaseName, urlForDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data directory. Server: the name of a migrated template database. */
    dbTemplate: { driver: 'pglite'; file: string } | { driver: 'postgres'; serverUrl: string; template: string };
  }
}

/**
 * Migrates once per run and hands every test file a template to start from, so no file pays for
 * a cold migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = testDatabaseName('tpl');
    await createDatabase(serverUrl, template);
    const handle = await openDatabase({ driver: 'postgres', url: urlForDatabase(serverUrl, template), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('dbTemplate', { driver: 'postgres', serverUrl, template });
    return () => dropDatabase(serverUrl, template);
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'college-pglite-'));
  const handle = await openDatabase({ driver: 'pglite' });
  await migrateDatabase(handle);
  if (handle.raw.driver !== 'pglite') throw new Error('expected PGlite');
  const dump = await handle.raw.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { driver: 'pglite', file });
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
