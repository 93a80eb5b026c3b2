import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
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
    /**
     * Every staff read touching one application: opening it, and each queue page or export that
     * listed it (those record the application numbers they showed). Oldest first.
     */
    async readsOfApplication(id: string): Promise<{ staffId: string | null; action: string; at: Date }[]> {
      return db
        .select({ staffId: audit.staffId, action: audit.action, at: audit.at })
        .from(audit)
        .where(
          or(
            and(eq(audit.entity, 'application'), eq(audit.entityId, id), eq(audit.action, 'read')),
            and(inArray(audit.action, ['list', 'export', 'search']), sql`${audit.details} -> 'applicationIds' ? ${id}`),
          ),
        )
        .orderBy(audit.at, audit.id);
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
