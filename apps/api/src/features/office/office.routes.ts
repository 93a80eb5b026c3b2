import { Router } from 'express';
import { QUEUE_PAGE_SIZE } from '@college/contracts/entities/office';
import {
  clearOtpLock,
  assignClaim,
  claimApplications,
  correctApplication,
  releaseClaims,
  decide,
  decideMany,
  exportQueue,
  getOfficeApplication,
  listQueue,
  resetPaymentAttempts,
  undoDecision,
} from '@college/contracts/endpoints/office';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { OfficeService } from './office.service';

/** The admissions office: the queue, an application, decisions and unlocks. */
export function officeRoutes(mount: Mount, deps: { office: OfficeService }): Router {
  const router = Router();
  const { office } = deps;

  mount(router, listQueue, async ({ query, req }) => {
    const { data, page, total, stageCounts, nameMatch } = await office.queue(actorOf(req), query);
    return {
      success: true as const,
      data,
      page,
      limit: QUEUE_PAGE_SIZE,
      total,
      totalPages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
      stageCounts,
      nameMatch,
    };
  });

  // Before the application route, which would take 'export' for an application number.
  mount(router, exportQueue, async ({ query, req, res }) => {
    await sendFileAnswer(res, await office.export(actorOf(req), query));
  });

  mount(router, decideMany, async ({ body, req }) => ({ success: true as const, data: await office.decideMany(actorOf(req), body) }));

  mount(router, getOfficeApplication, async ({ params, req }) => ({
    success: true as const,
    data: await office.application(actorOf(req), params.id),
  }));

  mount(router, claimApplications, async ({ body, req }) => {
    const done = await office.claims.claim(actorOf(req), body);
    return { success: true as const, data: done, message: `${done.claimed.length} claimed for you` };
  });

  mount(router, releaseClaims, async ({ req }) => ({
    success: true as const,
    data: await office.claims.release(actorOf(req)),
    message: 'Your claims are released',
  }));

  mount(router, assignClaim, async ({ params, body, req }) => ({
    success: true as const,
    data: await office.claims.assign(actorOf(req), params.id, body.email),
    message: body.email ? 'Claim given' : 'Claim freed',
  }));

  mount(router, correctApplication, async ({ params, body, req }) => ({
    success: true as const,
    data: await office.correct(actorOf(req), params.id, body),
    message: 'Correction saved',
  }));

  mount(router, decide, async ({ params, body, req }) => ({
    success: true as const,
    data: await office.decide(actorOf(req), params.id, body),
    message: 'Decision saved',
  }));

  mount(router, undoDecision, async ({ params, body, req }) => ({
    success: true as const,
    data: await office.undo(actorOf(req), params.id, body),
    message: 'Decision undone',
  }));

  mount(router, resetPaymentAttempts, async ({ params, body, req }) => ({
    success: true as const,
    data: { cleared: await office.resetPaymentAttempts(actorOf(req), params.id, body.reason) },
    message: 'Payment attempts reset',
  }));

  mount(router, clearOtpLock, async ({ body, req }) => ({
    success: true as const,
    data: { cleared: await office.clearOtpLock(actorOf(req), body.mobile, body.reason) },
    message: 'One-time-code lock cleared',
  }));

  return router;
}
