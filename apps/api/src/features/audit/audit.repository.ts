import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { audit } from '../../db/schema/index';

export type AuditEntry = typeof audit.$inferInsert;
export type AuditRow = typeof audit.$inferSelect;

export function auditRepository(db: Database) {
  return {
    async insert(entries: AuditEntry[]): Promise<void> {
      if (entries.length > 0) await db.insert(audit).values(entries);
    },
    /** Each member's latest read of a record, newest first. */
    async readersOf(entity: string, entityId: string): Promise<{ staffId: string | null; roles: StaffRole[]; at: Date }[]> {
      return db
        .selectDistinctOn([audit.staffId], { staffId: audit.staffId, roles: audit.roles, at: audit.at })
        .from(audit)
        .where(and(eq(audit.entity, entity), eq(audit.entityId, entityId), inArray(audit.action, ['read'])))
        .orderBy(audit.staffId, desc(audit.at))
        .then((rows) => rows.sort((a, b) => b.at.getTime() - a.at.getTime()));
    },
    async forEntity(entity: string, entityId: string): Promise<AuditRow[]> {
      return db
        .select()
        .from(audit)
        .where(and(eq(audit.entity, entity), eq(audit.entityId, entityId)))
        .orderBy(audit.at, audit.id);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(audit);
      return row?.n ?? 0;
    },
  };
}
