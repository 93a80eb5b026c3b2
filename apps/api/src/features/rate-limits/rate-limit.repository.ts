import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitEvents } from '../../db/schema/index';

export function rateLimitRepository(db: Database) {
  return {
    async record(key: string, at: Date): Promise<string> {
      const [row] = await db.insert(rateLimitEvents).values({ key, createdAt: at }).returning({ id: rateLimitEvents.id });
      if (!row) throw new Error('rate-limit event was not recorded');
      return row.id;
    },

    async remove(id: string): Promise<void> {
      await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
    },

    /** How many events a key has since `since`, and when the oldest of them happened. */
    async window(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(rateLimitEvents.createdAt) })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Forgets a key's events; answers how many there were. */
    async clear(key: string): Promise<number> {
      const gone = await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key)).returning({ id: rateLimitEvents.id });
      return gone.length;
    },
  };
}
