import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { roundName } from '@college/contracts/entities/allotment';
import { INTAKES } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { allotmentRounds } from '../../db/schema/index';

/** Published rounds whose last day to act is today or later, soonest first: "Allotment 1 (…): last day to act". */
export async function roundDeadlines(db: Database, today: string) {
  const rows = await db
    .select({ intake: allotmentRounds.intake, kind: allotmentRounds.kind, number: allotmentRounds.number, deadline: allotmentRounds.deadline })
    .from(allotmentRounds)
    .where(and(eq(allotmentRounds.status, 'published'), isNotNull(allotmentRounds.deadline), gte(allotmentRounds.deadline, today)))
    .orderBy(asc(allotmentRounds.deadline));
  return rows.map((r) => ({
    on: r.deadline ?? today,
    what: `${roundName(r.kind, r.number)}, ${INTAKES.find((i) => i.key === r.intake)?.label ?? r.intake}: last day to act`,
  }));
}
