import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a query drizzle's builder does not express. Both drivers answer `{ rows }`; drizzle
 * types that answer per driver, so the one cast lives here.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}
