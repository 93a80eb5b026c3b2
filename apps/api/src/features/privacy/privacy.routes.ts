import { Router } from 'express';
import {
  closeRightsRequest,
  confirmParentalConsent,
  createRightsRequest,
  downloadMyData,
  getParentalConsent,
  listMyRequests,
  listRightsRequests,
  previewRetention,
  sendParentalCode,
  withdrawConsent,
} from '@college/contracts/endpoints/privacy';
import { requestLanguage } from '../../lib/request-language';
import type { Mount } from '../../lib/mount';
import { principalOf } from '../sessions/sessions.api';
import { actorOf } from '../staff/staff.api';
import type { ParentalConsentService } from './parental-consent';
import { runRetention, type RetentionDeps } from './retention';
import type { RightsService } from './rights.service';

/** The applicant's privacy (parental consent, their data, requests, withdrawal) and the office's side of it. */
export function privacyRoutes(
  mount: Mount,
  deps: { parental: ParentalConsentService; rights: RightsService; retention: RetentionDeps },
): Router {
  const router = Router();
  const { parental, rights } = deps;
  // Always the verified mobile: an application of another mobile answers 404.
  const mobileOf = (req: Parameters<typeof principalOf>[0]) => principalOf(req).subject;

  mount(router, getParentalConsent, async ({ params, req }) => ({
    success: true as const,
    data: await parental.status(params.applicationId, mobileOf(req)),
  }));

  mount(router, sendParentalCode, async ({ params, body, req }) => ({
    success: true as const,
    data: await parental.sendCode(params.applicationId, mobileOf(req), body.guardian, req.ip ?? 'unknown', requestLanguage(req)),
    message: 'Code sent',
  }));

  mount(router, confirmParentalConsent, async ({ params, body, req }) => ({
    success: true as const,
    data: await parental.confirm(params.applicationId, mobileOf(req), body.guardian, body.otp, req.ip ?? null, body.checkKey),
    message: 'Consent recorded',
  }));

  mount(router, downloadMyData, async ({ params, req }) => ({
    success: true as const,
    data: await rights.myData(params.applicationId, mobileOf(req)),
  }));

  mount(router, listMyRequests, async ({ params, req }) => ({
    success: true as const,
    data: await rights.myRequests(params.applicationId, mobileOf(req)),
  }));

  mount(router, createRightsRequest, async ({ params, body, req }) => ({
    success: true as const,
    data: await rights.request(params.applicationId, mobileOf(req), body),
    message: 'Request sent to the admissions office',
  }));

  mount(router, withdrawConsent, async ({ params, req }) => ({
    success: true as const,
    data: await rights.withdraw(params.applicationId, mobileOf(req)),
    message: 'Consent withdrawn. Your application has been erased.',
  }));

  mount(router, listRightsRequests, async ({ query, req }) => ({
    success: true as const,
    data: await rights.officeList(actorOf(req), query.status),
  }));

  mount(router, closeRightsRequest, async ({ params, body, req }) => ({
    success: true as const,
    data: await rights.close(actorOf(req), params.id, body.outcome, body.note),
    message: 'Request closed',
  }));

  mount(router, previewRetention, async () => ({
    success: true as const,
    data: await runRetention(deps.retention, { dryRun: true }),
  }));

  return router;
}
