import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Driver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: Driver;
  /** The underlying client, for the few things drizzle does not cover (migration locking). */
  raw: { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; client: PGlite };
  /** Whether the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  { driver: 'postgres'; url: string; poolSize?: number } | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

// WebAssembly memory only grows: PostgreSQL's server defaults (128 MB of buffers, 64 MB per index
// build) would stay resident for the life of the process. The operating system caches the data
// files anyway, so small buffers cost little and keep the process under 300 MB.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** Runs initdb for a new data directory in a process that exits afterwards (pglite-init.mjs says why). */
async function initialiseDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [script, dataDir, JSON.stringify(PGLITE_START_PARAMS)], (error, _stdout, stderr) => {
      if (error) reject(new Error(`creating the embedded database in ${dataDir} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

/**
 * Opens PostgreSQL: a server through node-postgres, or embedded PGlite (in memory without a
 * data directory). Both speak the same SQL and share one schema and one set of migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A server restart or failover ends every connection. node-postgres reports it as an 'error'
    // event on each client: the pool listens on idle ones only, and an event with no listener on a
    // client checked out for a transaction, between two of its queries, would end the process.
    // The query in flight fails on its own (and answers 503); the pool drops the broken client.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    let ended: Promise<void> | undefined;
    return {
      db,
      driver: 'postgres',
      raw: { driver: 'postgres', pool },
      ping: (ms = 2000) =>
        withTimeout(pool.query('select 1'), ms).then(
          () => true,
          () => false,
        ),
      // Closing twice is harmless, as with PGlite.
      close: () => (ended ??= pool.end()),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process at a time on a data directory; a second opener is refused before it touches it.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    if (options.dataDir) await initialiseDataDir(options.dataDir);
    client = await PGlite.create({
      // The archive's text search index needs pg_trgm, which a server ships as a contrib module.
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    raw: { driver: 'pglite', client },
    ping: (ms = 2000) =>
      closed
        ? Promise.resolve(false)
        : withTimeout(db.execute(sql`select 1`), ms).then(
            () => true,
            () => false,
          ),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
