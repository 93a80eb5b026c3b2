import type { Stage } from '@college/contracts/stages';

type Counts = Partial<Record<Stage, number>>;

// Counting 50,000 applications under a filter costs a few milliseconds of database time on every
// page a clerk opens; paging through one filter needs the same counts each time. They are kept
// per filter for a few seconds, and forgotten as soon as this process changes a status.
const TTL_MS = 5_000;
const MAX_FILTERS = 500;

export function stageCountCache(now: () => number) {
  const entries = new Map<string, { at: number; counts: Promise<Counts> }>();
  return {
    /**
     * The counts for a filter: kept ones while fresh. Clerks asking at once for a filter nobody
     * counted lately share one count (the promise is kept, not only its answer), so ten of them
     * cost one query, not ten at the same moment; a count that fails is not kept.
     */
    get(key: string, count: () => Promise<Counts>): Promise<Counts> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.counts;
      if (entries.size >= MAX_FILTERS) entries.clear();
      const counts = count();
      const entry = { at: now(), counts };
      entries.set(key, entry);
      counts.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return counts;
    },
    clear(): void {
      entries.clear();
    },
  };
}
