import { and, desc, eq, sql } from 'drizzle-orm';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { MeritEntry, MeritFormula } from '@college/contracts/entities/merit';
import type { Database } from '../../db/client';
import { allotmentRounds, meritFormulas, meritLists } from '../../db/schema/index';

export type MeritListRow = typeof meritLists.$inferSelect;

export function meritRepository(db: Database) {
  return {
    /**
     * The list the intake's newest published round ranked by: until the next round is published it
     * is the one in force for seats and ranks; a new version after it is a revision.
     */
    async listOfNewestRound(intake: IntakeKey): Promise<MeritListRow | undefined> {
      const [round] = await db
        .select({ id: allotmentRounds.meritListId })
        .from(allotmentRounds)
        .where(and(eq(allotmentRounds.intake, intake), eq(allotmentRounds.status, 'published')))
        .orderBy(desc(allotmentRounds.publishedAt))
        .limit(1);
      return round ? this.find(round.id) : undefined;
    },
    async formula(intake: IntakeKey) {
      const [row] = await db.select().from(meritFormulas).where(eq(meritFormulas.intake, intake));
      return row;
    },
    async saveFormula(intake: IntakeKey, formula: MeritFormula, version: number, now: Date) {
      await db
        .insert(meritFormulas)
        .values({ intake, formula, version, updatedAt: now })
        .onConflictDoUpdate({ target: meritFormulas.intake, set: { formula, version, updatedAt: now } });
    },
    /** Every list of the intake, newest first, without their entries. */
    async lists(intake: IntakeKey) {
      return db
        .select({
          id: meritLists.id,
          intake: meritLists.intake,
          version: meritLists.version,
          status: meritLists.status,
          formula: meritLists.formula,
          formulaVersion: meritLists.formulaVersion,
          hash: meritLists.hash,
          applicants: sql<number>`jsonb_array_length(${meritLists.entries})`,
          createdAt: meritLists.createdAt,
          publishedAt: meritLists.publishedAt,
        })
        .from(meritLists)
        .where(eq(meritLists.intake, intake))
        .orderBy(desc(meritLists.version));
    },
    async find(id: string): Promise<MeritListRow | undefined> {
      const [row] = await db.select().from(meritLists).where(eq(meritLists.id, id));
      return row;
    },
    async insert(row: typeof meritLists.$inferInsert): Promise<MeritListRow> {
      const [created] = await db.insert(meritLists).values(row).returning();
      if (!created) throw new Error('merit list insert returned nothing');
      return created;
    },
    async publish(id: string, staffId: string, now: Date) {
      await db.update(meritLists).set({ status: 'published', publishedAt: now, publishedBy: staffId }).where(eq(meritLists.id, id));
    },
    /** Every list, of any intake and status, with this application on it. */
    async containing(applicationId: string): Promise<MeritListRow[]> {
      return db
        .select()
        .from(meritLists)
        .where(sql`${meritLists.entries} @> ${JSON.stringify([{ applicationId }])}::jsonb`);
    },
    /** New entries for a list (and, for a provisional one, its new fingerprint); a published list's trigger allows only an erasure. */
    async replaceEntries(id: string, entries: MeritEntry[], hash?: string) {
      await db
        .update(meritLists)
        .set({ entries, ...(hash ? { hash } : {}) })
        .where(eq(meritLists.id, id));
    },
    /** The newest published list of the intake. */
    async latestPublished(intake: IntakeKey): Promise<MeritListRow | undefined> {
      const [row] = await db
        .select()
        .from(meritLists)
        .where(and(eq(meritLists.intake, intake), eq(meritLists.status, 'published')))
        .orderBy(desc(meritLists.version))
        .limit(1);
      return row;
    },
  };
}
