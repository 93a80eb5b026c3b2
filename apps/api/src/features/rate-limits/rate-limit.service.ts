import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import { rateLimitRepository } from './rate-limit.repository';

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * Sliding-window limits over events stored in the database, so they hold however many API
 * processes share it.
 */
export function rateLimiter(db: Database, clock: Clock) {
  const repo = rateLimitRepository(db);
  return {
    /** Seconds until one more event is allowed under every limit; 0 when allowed now. */
    async retryAfter(limits: Limit[]): Promise<number> {
      const now = clock.now().getTime();
      let wait = 0;
      for (const limit of limits) {
        const since = new Date(now - limit.windowSeconds * 1000);
        const { count, oldest } = await repo.window(limit.key, since);
        if (count >= limit.max && oldest) {
          const freeAt = oldest.getTime() + limit.windowSeconds * 1000;
          wait = Math.max(wait, Math.ceil((freeAt - now) / 1000));
        }
      }
      return Math.max(wait, 0);
    },

    /** Records one event under each key; the ids let a caller take an event back. */
    async record(...keys: string[]): Promise<string[]> {
      const at = clock.now();
      const ids: string[] = [];
      for (const key of keys) ids.push(await repo.record(key, at));
      return ids;
    },

    remove: (id: string) => repo.remove(id),

    clear: (key: string) => repo.clear(key),
  };
}
