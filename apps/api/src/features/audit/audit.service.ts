import type { AuditAction } from '@college/contracts/entities/audit-log';
import type { StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { auditRepository } from './audit.repository';

/** Who did something: the member of staff with the roles they held, from where, in which request. */
export type Actor = { staffId: string; roles: StaffRole[]; ip: string | null; requestId: string | null };

/**
 * Records what staff read and did, in the caller's transaction when given one, so an action and
 * its record are kept or lost together. The table only grows (migration 0007's trigger).
 */
export async function record(
  db: Database,
  actor: Actor,
  action: AuditAction,
  entity: string,
  entityIds: string | string[],
  details?: Record<string, unknown>,
): Promise<void> {
  const ids = Array.isArray(entityIds) ? entityIds : [entityIds];
  await auditRepository(db).insert(
    ids.map((entityId) => ({
      staffId: actor.staffId,
      roles: actor.roles,
      action,
      entity,
      entityId,
      details: details ?? null,
      ip: actor.ip,
      requestId: actor.requestId,
    })),
  );
}

export async function readersOf(db: Database, entity: string, entityId: string) {
  return auditRepository(db).readersOf(entity, entityId);
}

/** Who on the staff saw an application, and how: for the applicant's own copy of their data. */
export async function readsOfApplication(db: Database, id: string) {
  return auditRepository(db).readsOfApplication(id);
}

/** Records what the system did on its own (the retention job): no member of staff, no request. */
export async function recordSystem(
  db: Database,
  action: AuditAction,
  entity: string,
  entityIds: string[],
  details?: Record<string, unknown>,
) {
  await auditRepository(db).insert(
    entityIds.map((entityId) => ({
      staffId: null,
      roles: [],
      action,
      entity,
      entityId,
      details: details ?? null,
      ip: null,
      requestId: null,
    })),
  );
}
