import { and, asc, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { ROUND_KINDS } from '@college/contracts/entities/allotment';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { allotmentChoices, allotmentRounds, seatMatrices, spotRegistrations } from '../../db/schema/index';

export type SeatMatrixRow = typeof seatMatrices.$inferSelect;
export type RoundRow = typeof allotmentRounds.$inferSelect;
export type ChoiceRow = typeof allotmentChoices.$inferSelect;

export function allotmentRepository(db: Database) {
  return {
    /** Published rounds whose last day to act is `today` or later, soonest first. */
    deadlinesFrom(today: string) {
      return db
        .select({
          intake: allotmentRounds.intake,
          kind: allotmentRounds.kind,
          number: allotmentRounds.number,
          deadline: allotmentRounds.deadline,
        })
        .from(allotmentRounds)
        .where(and(eq(allotmentRounds.status, 'published'), isNotNull(allotmentRounds.deadline), gte(allotmentRounds.deadline, today)))
        .orderBy(asc(allotmentRounds.deadline));
    },
    /** The intake's newest matrix, draft or published. */
    async newestMatrix(intake: IntakeKey): Promise<SeatMatrixRow | undefined> {
      const [row] = await db
        .select()
        .from(seatMatrices)
        .where(eq(seatMatrices.intake, intake))
        .orderBy(desc(seatMatrices.version))
        .limit(1);
      return row;
    },
    async insertMatrix(row: typeof seatMatrices.$inferInsert): Promise<SeatMatrixRow> {
      const [created] = await db.insert(seatMatrices).values(row).returning();
      if (!created) throw new Error('seat matrix insert returned nothing');
      return created;
    },
    async publishMatrix(id: string, staffId: string, now: Date) {
      await db.update(seatMatrices).set({ status: 'published', publishedAt: now, publishedBy: staffId }).where(eq(seatMatrices.id, id));
    },
    async matrix(id: string): Promise<SeatMatrixRow | undefined> {
      const [row] = await db.select().from(seatMatrices).where(eq(seatMatrices.id, id));
      return row;
    },
    /** Every round of the intake, latest in the season first: spot, then allotments by number, then the trial. */
    async rounds(intake: IntakeKey): Promise<RoundRow[]> {
      const rows = await db.select().from(allotmentRounds).where(eq(allotmentRounds.intake, intake));
      const place = (r: RoundRow) => ROUND_KINDS.indexOf(r.kind) * 1_000 + r.number;
      return rows.sort((a, b) => place(b) - place(a) || b.createdAt.getTime() - a.createdAt.getTime());
    },
    async round(id: string): Promise<RoundRow | undefined> {
      const [row] = await db.select().from(allotmentRounds).where(eq(allotmentRounds.id, id));
      return row;
    },
    async insertRound(row: typeof allotmentRounds.$inferInsert): Promise<RoundRow> {
      const [created] = await db.insert(allotmentRounds).values(row).returning();
      if (!created) throw new Error('allotment round insert returned nothing');
      return created;
    },
    /** An unpublished preview is replaced by the next run of the same round. */
    async dropPreviews(intake: IntakeKey) {
      await db.delete(allotmentRounds).where(and(eq(allotmentRounds.intake, intake), eq(allotmentRounds.status, 'preview')));
    },
    async setOverrides(id: string, overrides: RoundRow['overrides']) {
      await db.update(allotmentRounds).set({ overrides }).where(eq(allotmentRounds.id, id));
    },
    async publishRound(id: string, staffId: string, now: Date) {
      await db
        .update(allotmentRounds)
        .set({ status: 'published', publishedAt: now, publishedBy: staffId })
        .where(eq(allotmentRounds.id, id));
    },
    /** Every choice an applicant made, on any round. */
    async choicesOf(applicationId: string): Promise<ChoiceRow[]> {
      return db.select().from(allotmentChoices).where(eq(allotmentChoices.applicationId, applicationId));
    },
    /** Every choice made on a round. */
    async choices(roundId: string): Promise<ChoiceRow[]> {
      return db.select().from(allotmentChoices).where(eq(allotmentChoices.roundId, roundId));
    },
    async choiceOf(roundId: string, applicationId: string): Promise<ChoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(allotmentChoices)
        .where(and(eq(allotmentChoices.roundId, roundId), eq(allotmentChoices.applicationId, applicationId)));
      return row;
    },
    /** Records the choice unless one is there already (the key holds it): false when it was. */
    async insertChoice(row: typeof allotmentChoices.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(allotmentChoices).values(row).onConflictDoNothing().returning({ roundId: allotmentChoices.roundId });
      return inserted.length > 0;
    },
    /** Who is registered present for the intake's spot admission, in the order they came. */
    async spotRegistrations(intake: IntakeKey) {
      return db.select().from(spotRegistrations).where(eq(spotRegistrations.intake, intake)).orderBy(asc(spotRegistrations.registeredAt));
    },
    /** False when the applicant was registered already. */
    async registerSpot(row: typeof spotRegistrations.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(spotRegistrations)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: spotRegistrations.applicationId });
      return inserted.length > 0;
    },
    async unregisterSpot(intake: IntakeKey, applicationId: string): Promise<boolean> {
      const removed = await db
        .delete(spotRegistrations)
        .where(and(eq(spotRegistrations.intake, intake), eq(spotRegistrations.applicationId, applicationId)))
        .returning({ id: spotRegistrations.applicationId });
      return removed.length > 0;
    },
  };
}
