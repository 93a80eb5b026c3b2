import { asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rightsRequests } from '../../db/schema/index';

export type RightsRequestRow = typeof rightsRequests.$inferSelect;

export function rightsRepository(db: Database) {
  return {
    async insert(row: typeof rightsRequests.$inferInsert): Promise<RightsRequestRow> {
      const [created] = await db.insert(rightsRequests).values(row).returning();
      if (!created) throw new Error('rights request not stored');
      return created;
    },
    async forApplication(applicationId: string): Promise<RightsRequestRow[]> {
      return db.select().from(rightsRequests).where(eq(rightsRequests.applicationId, applicationId)).orderBy(asc(rightsRequests.createdAt));
    },
    /** Open requests by deadline, soonest first; closed ones, latest first. */
    async list(status: 'open' | 'closed', limit: number): Promise<RightsRequestRow[]> {
      return status === 'open'
        ? db.select().from(rightsRequests).where(isNull(rightsRequests.closedAt)).orderBy(asc(rightsRequests.dueAt)).limit(limit)
        : db.select().from(rightsRequests).where(isNotNull(rightsRequests.closedAt)).orderBy(desc(rightsRequests.closedAt)).limit(limit);
    },
    async findForUpdate(id: string): Promise<RightsRequestRow | undefined> {
      const [row] = await db.select().from(rightsRequests).where(eq(rightsRequests.id, id)).limit(1).for('update');
      return row;
    },
    async close(id: string, patch: Pick<RightsRequestRow, 'closedAt' | 'closedBy' | 'outcome' | 'outcomeNote'>): Promise<RightsRequestRow> {
      const [row] = await db.update(rightsRequests).set(patch).where(eq(rightsRequests.id, id)).returning();
      if (!row) throw new Error('rights request vanished');
      return row;
    },
  };
}
