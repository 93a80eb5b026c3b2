import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiPackageRoot } from '../lib/package-root';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

function migrationsFolder(): string {
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

let journalSize: number | undefined;
function committedMigrations(): number {
  journalSize ??= (JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;
  return journalSize;
}

/** Whether every committed migration has been applied (false on a database with no tables). */
export async function isMigrated(handle: DatabaseHandle): Promise<boolean> {
  try {
    const [row] = await rowsOf<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (row?.n ?? 0) >= committedMigrations();
  } catch {
    return false;
  }
}
