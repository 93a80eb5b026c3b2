import type { ReviewPolicy, ReviewPolicyInput } from '@college/contracts/entities/review-policy';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { record, type Actor } from '../audit/audit.api';
import { staffByIds } from '../staff/staff.api';
import { reviewPolicyRepository, type PolicyRow } from './review-policy.repository';

const STALE = 'The review policy was changed meanwhile: read the new one and try again';

/** The review period in force, in months: what "due for review" means for pages and documents. */
export async function reviewMonths(db: Database): Promise<number> {
  const [current] = await reviewPolicyRepository(db).versions();
  return current.months;
}

/** The content review policy: read by the content office, changed by an administrator, every version kept. */
export function reviewPolicyService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  async function read(): Promise<{ current: ReviewPolicy; history: ReviewPolicy[] }> {
    const rows = await reviewPolicyRepository(db).versions();
    const names = await staffByIds(db, [...new Set(rows.flatMap((r) => (r.savedBy ? [r.savedBy] : [])))]);
    const view = (r: PolicyRow): ReviewPolicy => ({
      version: r.version,
      months: r.months,
      source: r.source,
      savedAt: r.savedAt.toISOString(),
      savedBy: r.savedBy ? (names.get(r.savedBy)?.name ?? null) : null,
    });
    const [current, ...history] = rows;
    return { current: view(current), history: history.map(view) };
  }
  return {
    read,
    async save(actor: Actor, input: ReviewPolicyInput): Promise<ReviewPolicy> {
      // Changes take turns: two made from the same version, the second is told the first came before.
      await withKeyLock(db, 'content-review-policy', async (tx) => {
        const [latest] = await reviewPolicyRepository(tx).versions();
        if (latest.version !== input.version) throw conflict(STALE);
        await reviewPolicyRepository(tx).insert({
          version: latest.version + 1,
          months: input.months,
          source: input.source,
          savedAt: clock.now(),
          savedBy: actor.staffId,
        });
        await record(tx, actor, 'change', 'review_policy', String(latest.version + 1), {
          months: { from: latest.months, to: input.months },
          source: { from: latest.source, to: input.source },
        });
      });
      return (await read()).current;
    },
  };
}
export type ReviewPolicyService = ReturnType<typeof reviewPolicyService>;
