import { Router } from 'express';
import { listCommittees, listStaffCommittees, saveCommittee } from '@college/contracts/endpoints/committees';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { CommitteesService } from './committees.service';

/** The committees and officers: the content office's keeping, and the public list. */
export function committeesRoutes(mount: Mount, deps: { committees: CommitteesService }): Router {
  const router = Router();
  const { committees } = deps;
  mount(router, listStaffCommittees, async () => ({ success: true as const, data: await committees.list() }));
  mount(router, saveCommittee, async ({ params, body, req }) => ({
    success: true as const,
    data: await committees.save(actorOf(req), params.kind, body),
    message: 'Committee saved',
  }));
  mount(router, listCommittees, async ({ query }) => ({ success: true as const, data: await committees.publicList(query.lang) }));
  return router;
}
