import { roundName } from '@college/contracts/entities/allotment';
import { INTAKES } from '@college/contracts/entities/intakes';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { allotmentRepository } from './allotment.repository';

/**
 * Whether a round's window is open: its applicants may act (choose, pay, revise options) while
 * today, in India, is on or before its last day. The one rule every check of a window reads.
 */
export function windowOpen(deadline: string | null, now: Date): boolean {
  return deadline !== null && todayInKolkata(now) <= deadline;
}

/** Published rounds whose last day to act is today or later, soonest first: "Allotment 1 (…): last day to act". */
export async function roundDeadlines(db: Database, today: string) {
  const rows = await allotmentRepository(db).deadlinesFrom(today);
  return rows.map((r) => ({
    on: r.deadline ?? today,
    what: `${roundName(r.kind, r.number)}, ${INTAKES.find((i) => i.key === r.intake)?.label ?? r.intake}: last day to act`,
  }));
}
