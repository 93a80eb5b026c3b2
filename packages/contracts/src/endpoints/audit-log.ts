import { z } from '../zod';
import { endpoint } from '../endpoint';
import { auditPageSchema, auditQuerySchema } from '../entities/audit-log';
import { ADMIN_ROLES } from '../roles';

// The audit, for administrators: read with filters, and exported. Reading it is itself recorded.

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/v1/staff/audit',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'The audit, newest first, 50 a page, filtered by member, action, record and days; the read is recorded',
  query: auditQuerySchema,
  response: auditPageSchema,
});

export const exportAudit = endpoint({
  method: 'GET',
  path: '/api/v1/staff/audit/file',
  access: 'staff',
  roles: ADMIN_ROLES,
  kind: 'file',
  produces: 'text/csv; charset=utf-8',
  summary: "The audit's filter as CSV (every matching entry, up to 100,000); the export is recorded",
  query: auditQuerySchema.omit({ page: true }),
  response: z.unknown(),
});
