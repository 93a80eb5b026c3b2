import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@college/contracts/roles';

/**
 * Append-only record of what staff read and did: every read of an applicant's personal data,
 * every change, decision, unlock and export. A trigger (migration 0007) refuses UPDATE, DELETE
 * and TRUNCATE, so the site's own database role cannot rewrite history.
 */
export const audit = pgTable(
  'audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system itself (a job). */
    staffId: uuid('staff_id'),
    roles: text('roles').array().$type<StaffRole[]>().notNull().default([]),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId, t.at), index('audit_staff_idx').on(t.staffId, t.at)],
);
