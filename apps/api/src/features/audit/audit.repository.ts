import { indiaTime } from '@college/contracts/rules/day';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { audit } from '../../db/schema/index';

export type AuditEntry = typeof audit.$inferInsert;
export type AuditRow = typeof audit.$inferSelect;

/** What the admin's audit view filters by; the days are India's. */
export type AuditFilter = { staffId?: string | null; action?: string; record?: string; from?: string; to?: string };

function conditions(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  // An email that is no member's matches nothing, rather than everything.
  if (f.staffId !== undefined) parts.push(f.staffId === null ? sql`false` : eq(audit.staffId, f.staffId));
  if (f.action) parts.push(eq(audit.action, f.action));
  if (f.record) {
    const about = and(eq(audit.entityId, f.record));
    const listed = sql`${audit.details} -> 'applicationIds' ? ${f.record}`;
    parts.push(or(about, listed) ?? sql`false`);
  }
  if (f.from) parts.push(sql`${audit.at} >= ${indiaTime(f.from).toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`${audit.at} < (${indiaTime(f.to).toISOString()}::timestamptz + interval '1 day')`);
  return parts.length > 0 ? and(...parts) : undefined;
}

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
    /** A page of entries matching the filter, newest first, and how many match. */
    async page(filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
      const where = conditions(filter);
      const [rows, [counted]] = await Promise.all([
        db.select().from(audit).where(where).orderBy(desc(audit.at), desc(audit.id)).limit(limit).offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(audit)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(audit);
      return row?.n ?? 0;
    },
  };
}
