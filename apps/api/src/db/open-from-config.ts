import path from 'node:path';
import type { Config } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** The server when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrated either way. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : await openDatabase({ driver: 'pglite', dataDir: path.resolve(config.dataDir, 'pg') });
  try {
    await migrateDatabase(handle);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
