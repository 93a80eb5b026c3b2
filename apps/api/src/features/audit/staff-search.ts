import { STAFF_SEARCHES_PER_MINUTE } from '@college/contracts/constants';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { tooManyRequests } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/crypto';
import { rateLimiter } from '../rate-limits/rate-limits.api';
import { record, type Actor } from './audit.service';

/**
 * A member of staff's search: counted against their limit, then recorded, found or not, with what
 * was typed and which applications it found. A search that finds nothing still says something
 * (that a mobile or a name is not among the applicants), so probes leave a trail an admin can see.
 */
export function staffSearches(db: Database, clock: Clock) {
  return {
    /**
     * Refuses (429) a search over the member's limit; counts one otherwise. A term the member
     * already searched in the last minute (the next page of its results, the queue fetched again
     * when the window regains focus) is not counted again: the limit is on new terms, as a
     * script trying numbers one after another makes them.
     */
    async allow(actor: Actor, term: string): Promise<void> {
      const key = `staff-search:${actor.staffId}`;
      const again = `staff-search-term:${actor.staffId}:${sha256Hex(term.trim().toLowerCase())}`;
      await withKeyLock(db, key, async (tx) => {
        const limiter = rateLimiter(tx, clock);
        if ((await limiter.retryAfter([{ key: again, max: 1, windowSeconds: 60 }])) > 0) return;
        const wait = await limiter.retryAfter([{ key, max: STAFF_SEARCHES_PER_MINUTE, windowSeconds: 60 }]);
        if (wait > 0) throw tooManyRequests(`Too many searches. Please wait ${wait} seconds.`, wait);
        await limiter.record(key, again);
      });
    },

    /** Records the search where it was made, what was typed, what kind of thing it was read as, and what it found. */
    async record(actor: Actor, where: string, term: string, kind: string, applicationIds: string[]): Promise<void> {
      await record(db, actor, 'search', where, 'search', { term, kind, found: applicationIds.length, applicationIds });
    },
  };
}
