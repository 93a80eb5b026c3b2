import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `fn` in a transaction holding an advisory lock on `key`, so check-then-write sequences
 * (rate limits, counters) stay correct when several API processes share the database.
 */
export async function withKeyLock<T>(db: Database, key: string, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return fn(tx as unknown as Database);
  });
}
