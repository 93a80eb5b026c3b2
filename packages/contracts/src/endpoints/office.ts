import { z } from '../zod';
import { correctionSchema } from '../entities/correction';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import {
  assignClaimSchema,
  bulkDecisionSchema,
  CLAIM_MINUTES,
  claimBatchSchema,
  claimSchema,
  bulkResultSchema,
  decisionSchema,
  exportQuerySchema,
  officeApplicationSchema,
  queueQuerySchema,
  queueResponseSchema,
  undoSchema,
  unlockReasonSchema,
} from '../entities/office';
import { ADMIN_ROLES, DECISION_ROLES, QUEUE_ROLES } from '../roles';

import { APPLICATION_STATUSES } from '../stages';
import { mobileSchema } from '../rules/input-schemas';

const params = z.object({ id: z.string().trim().max(20, 'Application not found') });
const decided = ok(z.object({ status: z.enum(APPLICATION_STATUSES), version: z.number().int() }));

export const listQueue = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: 'The application queue: 50 a page, filtered, searched and sorted on the server',
  query: queueQuerySchema,
  response: queueResponseSchema,
});

export const exportQueue = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/export',
  access: 'staff',
  roles: QUEUE_ROLES,
  kind: 'file',
  produces: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  summary:
    "The queue's filter as a spreadsheet, streamed: CSV (UTF-8 with a byte-order mark) or XLSX, contact details masked as on screen; recorded in the audit with its filter and row count",
  query: exportQuerySchema,
  response: z.unknown(),
});

export const getOfficeApplication = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: 'One application with its payments, timeline and readers; the read is recorded',
  params,
  response: ok(officeApplicationSchema),
});

export const decide = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/decision',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Move the status forward; 409 when the copy decided on is stale',
  params,
  body: decisionSchema,
  response: decided,
});

export const claimApplications = endpoint({
  method: 'POST',
  path: '/api/v1/staff/claims',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: `Claim the next applications of a queue view that await a decision and nobody holds, for ${CLAIM_MINUTES} minutes; two clerks never get the same one`,
  body: claimBatchSchema,
  response: ok(z.object({ claimed: z.array(z.string()), until: z.string() })),
});

export const releaseClaims = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/claims',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Let go of every application the reader has claimed',
  response: ok(z.object({ released: z.number().int() })),
});

export const assignClaim = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/applications/:id/claim',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Give an application under review to another member (by email), or free it; recorded in the audit',
  params,
  body: assignClaimSchema,
  response: ok(z.object({ claim: claimSchema })),
});

export const correctApplication = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/corrections',
  access: 'staff',
  roles: DECISION_ROLES,
  summary:
    "Correct one field with a reason: checked by the applicant's own schema, the old and new values kept and audited, the applicant told; 409 when the copy is stale",
  params,
  body: correctionSchema,
  response: ok(z.object({ version: z.number().int() })),
});

export const undoDecision = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/undo',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Undo the latest decision, with a reason (admins only)',
  params,
  body: undoSchema,
  response: decided,
});

export const decideMany = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/decisions',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'One decision for several applications, with a result for each',
  body: bulkDecisionSchema,
  response: ok(z.array(bulkResultSchema)),
});

export const resetPaymentAttempts = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/reset-payment-attempts',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Let an applicant who used up their payment attempts try again',
  params,
  body: unlockReasonSchema,
  response: ok(z.object({ cleared: z.number().int() })),
});

export const clearOtpLock = endpoint({
  method: 'POST',
  path: '/api/v1/staff/otp-locks/clear',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "Clear a mobile's one-time-code lock (wrong codes and send limits)",
  body: unlockReasonSchema.extend({ mobile: mobileSchema }),
  response: ok(z.object({ cleared: z.number().int() })),
});
