import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

/** Runs `fn` in a transaction; the transaction is a Database like any other, for repositories. */
export function inTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  // drizzle types a transaction per driver; both drivers' transactions answer every query we make.
  return db.transaction((tx) => fn(tx as unknown as Database));
}

/**
 * Runs `fn` in a transaction holding an advisory lock on each key, so check-then-write sequences
 * (rate limits, counters) stay exact when several API processes share the database. Keys are
 * locked in sorted order, so two callers sharing some keys can never deadlock.
 */
export async function withKeyLock<T>(db: Database, keys: string | string[], fn: (tx: Database) => Promise<T>): Promise<T> {
  const sorted = [...new Set(typeof keys === 'string' ? [keys] : keys)].sort();
  return inTransaction(db, async (tx) => {
    await lockKeys(tx, sorted);
    return fn(tx);
  });
}

/**
 * Takes the advisory lock of each key inside the caller's transaction (held until it ends), in
 * sorted order, for work that joins a transaction already open rather than starting its own.
 */
export async function lockKeys(tx: Database, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Runs `fn` in a transaction if no one else holds the advisory lock on `key`; answers undefined
 * without waiting when someone does. For jobs that one process at a time should run.
 */
export async function withTryKeyLock<T>(db: Database, key: string, fn: (tx: Database) => Promise<T>): Promise<T | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`);
    return row?.locked ? fn(tx) : undefined;
  });
}
