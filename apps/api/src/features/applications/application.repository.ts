import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationEvents, applications, applicationSequences, programSelections } from '../../db/schema/index';

export type ApplicationRow = typeof applications.$inferSelect;
export type ProgramSelectionRow = typeof programSelections.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type NewApplicationEvent = typeof applicationEvents.$inferInsert;
export type NewProgramSelection = Omit<typeof programSelections.$inferInsert, 'applicationId'>;

export function applicationRepository(db: Database) {
  return {
    /** Paid, never submitted, by number, after the number `after`: a page at a time. */
    async paidUnsubmitted(limit: number, after = ''): Promise<string[]> {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(isNotNull(applications.feePaidAt), isNull(applications.submittedAt), gt(applications.id, after)))
        .orderBy(asc(applications.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /**
     * Takes the next `count` numbers of an admission year and answers the last of them (the first
     * is `count - 1` before it); the row lock makes concurrent callers wait in turn.
     */
    async nextSequence(year: number, count = 1): Promise<number> {
      const [row] = await db
        .insert(applicationSequences)
        .values({ year, lastValue: count })
        .onConflictDoUpdate({
          target: applicationSequences.year,
          set: { lastValue: sql`${applicationSequences.lastValue} + ${count}` },
        })
        .returning({ value: applicationSequences.lastValue });
      if (!row) throw new Error('application sequence did not advance');
      return row.value;
    },

    async insert(row: { id: string; mobile: string; feePaise: number; now: Date }): Promise<ApplicationRow> {
      const [created] = await db
        .insert(applications)
        .values({ id: row.id, mobile: row.mobile, feePaise: row.feePaise, createdAt: row.now, updatedAt: row.now })
        .returning();
      if (!created) throw new Error('application was not created');
      return created;
    },

    async countByMobile(mobile: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.mobile, mobile));
      return row?.n ?? 0;
    },

    async listByMobile(mobile: string): Promise<ApplicationRow[]> {
      return db.select().from(applications).where(eq(applications.mobile, mobile)).orderBy(desc(applications.createdAt));
    },

    async findMany(ids: string[]): Promise<ApplicationRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(applications).where(inArray(applications.id, ids));
    },
    async find(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return row;
    },

    /** Applicants' names by application, for lists other features keep (payments). */
    async namesOf(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: applications.id, name: applications.fullName })
        .from(applications)
        .where(inArray(applications.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The row, locked until the surrounding transaction ends (on a server; PGlite is serial). */
    async findForUpdate(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1).for('update');
      return row;
    },

    async update(id: string, patch: Partial<typeof applications.$inferInsert>): Promise<void> {
      await db.update(applications).set(patch).where(eq(applications.id, id));
    },

    async selectionsFor(ids: string[]): Promise<ProgramSelectionRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(programSelections)
        .where(inArray(programSelections.applicationId, ids))
        .orderBy(asc(programSelections.priority), asc(programSelections.createdAt));
    },

    async addEvent(event: NewApplicationEvent): Promise<void> {
      await db.insert(applicationEvents).values(event);
    },
    async events(id: string): Promise<ApplicationEventRow[]> {
      return db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.at));
    },
    async idsByMobile(mobile: string): Promise<string[]> {
      return (await db.select({ id: applications.id }).from(applications).where(eq(applications.mobile, mobile))).map((r) => r.id);
    },
    /** Deletes the application; its programme choices and timeline go with it (ON DELETE CASCADE). */
    /** Deletes an application; the mobile it belonged to, or null when it was already gone. */
    async delete(id: string): Promise<string | null> {
      const rows = await db.delete(applications).where(eq(applications.id, id)).returning({ mobile: applications.mobile });
      return rows[0]?.mobile ?? null;
    },
    /**
     * What the retention rules erase, oldest first: never submitted and untouched since
     * `unsubmittedBefore`; or opened in an admission year before `yearBefore` and not admitted.
     */
    async pastRetention(unsubmittedBefore: Date, yearBefore: number, limit: number) {
      return db
        .select({ id: applications.id, submittedAt: applications.submittedAt, updatedAt: applications.updatedAt })
        .from(applications)
        .where(
          sql`(${applications.submittedAt} is null and ${applications.updatedAt} < ${unsubmittedBefore.toISOString()})
            or (substr(${applications.id}, 4, 4)::int < ${yearBefore} and ${applications.status} <> 'approved')`,
        )
        .orderBy(asc(applications.updatedAt))
        .limit(limit);
    },
    /** The selected programme's ranked branches, in this order. */
    async setBranchPreferences(id: string, branches: readonly string[]): Promise<void> {
      await db
        .update(programSelections)
        .set({ branchPreferences: branches.map((branch, i) => ({ branch, priority: i + 1 })) })
        .where(and(eq(programSelections.applicationId, id), eq(programSelections.selected, true)));
    },
    async replaceSelections(id: string, rows: NewProgramSelection[]): Promise<void> {
      await db.delete(programSelections).where(eq(programSelections.applicationId, id));
      if (rows.length > 0) {
        await db.insert(programSelections).values(rows.map((r) => ({ ...r, applicationId: id })));
      }
    },
  };
}
