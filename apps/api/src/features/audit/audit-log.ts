import { displayDateTime } from '@college/contracts/rules/day';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditQuery, type AuditRow } from '@college/contracts/entities/audit-log';
import type { Database } from '../../db/client';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { auditRepository, type AuditFilter, type AuditRow as StoredRow } from './audit.repository';
import { record, type Actor } from './audit.service';

// The admin's audit view and its export. The members' names come from the staff feature, passed
// in (the staff feature records into the audit, so the audit does not reach back into it).

type StaffLookup = {
  idByEmail: (db: Database, email: string) => Promise<string | null>;
  byIds: (db: Database, ids: (string | null)[]) => Promise<Map<string, { name: string; email: string }>>;
};

/** The most entries one export carries. */
const MOST_EXPORTED = 100_000;
const EXPORT_CHUNK = 1_000;

const HEADER = ['When (India)', 'Member', 'Email', 'Roles', 'Action', 'Record', 'Id', 'Details', 'Address'];

export function auditLog(deps: { db: Database; staff: StaffLookup }) {
  const { db, staff } = deps;

  async function filterOf(q: Omit<AuditQuery, 'page'>): Promise<AuditFilter> {
    return {
      ...(q.staff ? { staffId: await staff.idByEmail(db, q.staff) } : {}),
      ...(q.action ? { action: q.action } : {}),
      ...(q.record ? { record: q.record } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
    };
  }

  async function shown(rows: StoredRow[]): Promise<AuditRow[]> {
    const names = await staff.byIds(
      db,
      rows.map((r) => r.staffId),
    );
    return rows.map((r) => {
      const who = r.staffId ? names.get(r.staffId) : undefined;
      return {
        id: r.id,
        at: r.at.toISOString(),
        staff: who ? { name: who.name, email: who.email } : null,
        roles: r.roles,
        action: r.action as AuditAction,
        entity: r.entity,
        entityId: r.entityId,
        details: r.details === null || r.details === undefined ? '' : JSON.stringify(r.details),
        ip: r.ip,
      };
    });
  }

  return {
    async list(actor: Actor, q: AuditQuery) {
      const { page, ...rest } = q;
      const found = await auditRepository(db).page(await filterOf(rest), AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
      await record(db, actor, 'list', 'audit', 'page', { filters: rest, page });
      return {
        success: true as const,
        data: await shown(found.rows),
        page,
        limit: AUDIT_PAGE_SIZE,
        total: found.total,
        totalPages: Math.max(1, Math.ceil(found.total / AUDIT_PAGE_SIZE)),
      };
    },

    async file(actor: Actor, q: Omit<AuditQuery, 'page'>): Promise<FileAnswer> {
      const filter = await filterOf(q);
      await record(db, actor, 'export', 'audit', 'file', { filters: q });
      async function* lines() {
        yield CSV_BOM + csvLine(HEADER);
        for (let offset = 0; offset < MOST_EXPORTED; offset += EXPORT_CHUNK) {
          const { rows } = await auditRepository(db).page(filter, EXPORT_CHUNK, offset);
          for (const r of await shown(rows)) {
            const when = displayDateTime(r.at);
            yield csvLine([
              when,
              r.staff?.name ?? '',
              r.staff?.email ?? '',
              r.roles.join(' '),
              r.action,
              r.entity,
              r.entityId,
              r.details,
              r.ip ?? '',
            ]);
          }
          if (rows.length < EXPORT_CHUNK) return;
        }
      }
      return { filename: 'audit.csv', contentType: 'text/csv; charset=utf-8', body: lines() };
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
