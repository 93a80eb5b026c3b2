import { Router } from 'express';
import { exportAudit, listAudit } from '@college/contracts/endpoints/audit-log';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { AuditLog } from '../audit/audit.api';

/** The admin's audit view and its export. */
export function auditLogRoutes(mount: Mount, deps: { log: AuditLog }): Router {
  const router = Router();
  mount(router, listAudit, async ({ query, req }) => deps.log.list(actorOf(req), query));
  mount(router, exportAudit, async ({ query, req, res }) => {
    await sendFileAnswer(res, await deps.log.file(actorOf(req), query));
  });
  return router;
}
