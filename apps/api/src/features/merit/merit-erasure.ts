import { sql } from 'drizzle-orm';
import type { MeritEntry } from '@college/contracts/entities/merit';
import type { Database } from '../../db/client';
import { meritLists } from '../../db/schema/index';
import { meritHash } from './ranking';

/**
 * Ranks again after entries were dropped: each keeps its order, a tie with the entry before it
 * stays a tie (same rank as that entry had), and everyone else takes their place in the new order.
 */
export function rerank(entries: MeritEntry[]): MeritEntry[] {
  const out: MeritEntry[] = [];
  entries.forEach((e, i) => {
    const before = entries[i - 1];
    const previous = out[i - 1];
    out.push({ ...e, rank: before && previous && before.rank === e.rank ? previous.rank : i + 1 });
  });
  return out;
}

/**
 * An applicant's data is erased (withdrawal, a granted request, retention). A provisional list is a
 * working draft: the applicant leaves it, the others move up, and its fingerprint is recomputed.
 * A published list is the record the college answers for (every seat it gave, in order): the
 * entry keeps its rank, application number and marks, but loses the name and date of birth. The
 * published fingerprint stays as it went on the notice board, which never showed names.
 */
export async function forgetOnMeritLists(tx: Database, applicationId: string): Promise<void> {
  const lists = await tx
    .select()
    .from(meritLists)
    .where(sql`${meritLists.entries} @> ${JSON.stringify([{ applicationId }])}::jsonb`);
  for (const list of lists) {
    if (list.status === 'published') {
      const entries = list.entries.map((e) => (e.applicationId === applicationId ? { ...e, name: '', dob: '', erased: true } : e));
      await tx
        .update(meritLists)
        .set({ entries })
        .where(sql`${meritLists.id} = ${list.id}`);
      continue;
    }
    const entries = rerank(list.entries.filter((e) => e.applicationId !== applicationId));
    const hash = meritHash({ intake: list.intake, formula: list.formula, formulaVersion: list.formulaVersion, entries });
    await tx
      .update(meritLists)
      .set({ entries, hash })
      .where(sql`${meritLists.id} = ${list.id}`);
  }
}
