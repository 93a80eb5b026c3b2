import { roundName } from '@college/contracts/entities/allotment';
import { INTAKES } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { allotmentRepository } from './allotment.repository';

/** Published rounds whose last day to act is today or later, soonest first: "Allotment 1 (…): last day to act". */
export async function roundDeadlines(db: Database, today: string) {
  const rows = await allotmentRepository(db).deadlinesFrom(today);
  return rows.map((r) => ({
    on: r.deadline ?? today,
    what: `${roundName(r.kind, r.number)}, ${INTAKES.find((i) => i.key === r.intake)?.label ?? r.intake}: last day to act`,
  }));
}
