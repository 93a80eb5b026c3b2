import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiPackageRoot } from '../lib/package-root';
import type { DatabaseHandle } from './client';

export function migrationsFolder(): string {
  return path.join(apiPackageRoot(), 'drizzle');
}

// Any fixed number: every process migrating the same server takes this lock first.
const MIGRATION_LOCK = 73_102_011;

/** Applies the committed migrations; safe when several processes start against one server. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = { migrationsFolder: migrationsFolder() };
  if (handle.raw.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.raw.client }), folder);
    return;
  }
  const client = await handle.raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), folder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
