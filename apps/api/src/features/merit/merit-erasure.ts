import type { MeritEntry } from '@college/contracts/entities/merit';
import { INTAKE_KEYS } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { lockKeys } from '../../db/transaction';
import { meritRepository } from './merit.repository';
import { meritHash } from './ranking';

/**
 * Ranks again after entries were dropped: each keeps its order, a tie with the entry before it
 * stays a tie (same rank as that entry had), and everyone else takes their place in the new order.
 */
/** The advisory lock every change to an intake's lists takes. */
export const meritLockKey = (intake: string) => `merit:${intake}`;

function rerank(entries: MeritEntry[]): MeritEntry[] {
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
  // The lists' own locks, which ranking and publishing take: a list being ranked while this
  // erasure runs is either finished first (and then found here) or ranked after the erasure
  // commits (and then never sees the applicant). Taken before the application is deleted.
  await lockKeys(
    tx,
    INTAKE_KEYS.map((intake) => meritLockKey(intake)),
  );
  const repo = meritRepository(tx);
  for (const list of await repo.containing(applicationId)) {
    if (list.status === 'published') {
      await repo.replaceEntries(
        list.id,
        list.entries.map((e) => (e.applicationId === applicationId ? { ...e, name: '', dob: '', erased: true } : e)),
      );
      continue;
    }
    const entries = rerank(list.entries.filter((e) => e.applicationId !== applicationId));
    await repo.replaceEntries(
      list.id,
      entries,
      meritHash({ intake: list.intake, formula: list.formula, formulaVersion: list.formulaVersion, entries }),
    );
  }
}
