import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { applicationIdSchema, applicationSchema } from '../entities/application';
import { paymentAttemptSchema } from '../entities/office';
import {
  closeRightsRequestSchema,
  consentRecordSchema,
  guardianInputSchema,
  parentalConsentSchema,
  rightsRequestInputSchema,
  rightsRequestSchema,
  withdrawalReceiptSchema,
} from '../entities/privacy';
import { ADMIN_ROLES, DECISION_ROLES } from '../roles';
import { otpCheckKeySchema, otpSchema } from '../rules/input-schemas';

// The applicant's privacy duties (DPDP Act 2023): a parent's consent for an applicant under 18,
// the applicant's own data, their requests, withdrawal; and the office's side of the requests.

const base = '/api/v1/admission/:applicationId';
const applicationParams = z.object({ applicationId: applicationIdSchema });

export const getParentalConsent = endpoint({
  method: 'GET',
  path: `${base}/parental-consent`,
  access: 'applicant',
  summary: 'Whether submission needs a parent’s consent, who may give it, and who did',
  params: applicationParams,
  response: ok(parentalConsentSchema),
});

export const sendParentalCode = endpoint({
  method: 'POST',
  path: `${base}/parental-consent/code`,
  access: 'applicant',
  summary: 'Send a one-time code to the chosen parent’s or guardian’s mobile (the sign-in code limits apply)',
  params: applicationParams,
  body: guardianInputSchema,
  response: ok(z.object({ resendAfterSeconds: z.number().int() })),
});

export const confirmParentalConsent = endpoint({
  method: 'POST',
  path: `${base}/parental-consent`,
  access: 'applicant',
  summary: 'The parent’s code: records their consent in the ledger',
  params: applicationParams,
  body: guardianInputSchema.extend({ otp: otpSchema, checkKey: otpCheckKeySchema.optional() }),
  response: ok(parentalConsentSchema),
});

export const myDataSchema = z.object({
  generatedAt: z.string(),
  application: applicationSchema,
  consents: z.array(consentRecordSchema),
  payments: z.array(paymentAttemptSchema),
  /** Every time a member of staff opened the application, from the office's audit. */
  staffReads: z.array(z.object({ staff: z.string(), action: z.string(), at: z.string() })),
  requests: z.array(rightsRequestSchema),
});

export const downloadMyData = endpoint({
  method: 'GET',
  path: `${base}/my-data`,
  access: 'applicant',
  summary: 'Everything the college holds about this application, with who in the office read it',
  params: applicationParams,
  response: ok(myDataSchema),
});

export const listMyRequests = endpoint({
  method: 'GET',
  path: `${base}/rights-requests`,
  access: 'applicant',
  summary: 'The applicant’s correction and erasure requests on this application',
  params: applicationParams,
  response: ok(z.array(rightsRequestSchema)),
});

export const createRightsRequest = endpoint({
  method: 'POST',
  path: `${base}/rights-requests`,
  access: 'applicant',
  status: 201,
  summary: 'Ask the office for a correction or for erasure; answered within 90 days',
  params: applicationParams,
  body: rightsRequestInputSchema,
  response: ok(rightsRequestSchema),
});

export const withdrawConsent = endpoint({
  method: 'POST',
  path: `${base}/withdraw-consent`,
  access: 'applicant',
  summary: 'Withdraw consent: processing stops and the application is erased, except payment records',
  params: applicationParams,
  body: z.object({ confirm: z.literal(true, { error: 'Confirm that you want to withdraw' }) }),
  response: ok(withdrawalReceiptSchema),
});

export const officeRightsRequestSchema = rightsRequestSchema.extend({
  applicantName: z.string().nullable(),
  closedBy: z.string().nullable(),
});

export const listRightsRequests = endpoint({
  method: 'GET',
  path: '/api/v1/staff/rights-requests',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Applicants’ correction and erasure requests, open ones first by deadline',
  query: z.object({ status: z.enum(['open', 'closed']).default('open') }),
  response: ok(z.array(officeRightsRequestSchema)),
});

export const closeRightsRequest = endpoint({
  method: 'POST',
  path: '/api/v1/staff/rights-requests/:id/close',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Close a request with its outcome; a granted erasure erases the application',
  params: z.object({ id: z.uuid({ error: 'Request not found' }) }),
  body: closeRightsRequestSchema,
  response: ok(officeRightsRequestSchema),
});

export const previewRetention = endpoint({
  method: 'GET',
  path: '/api/v1/staff/retention/preview',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'What the daily retention job would erase today (a dry run: nothing is changed)',
  response: ok(
    z.object({
      dryRun: z.boolean(),
      ranAt: z.string(),
      unsubmittedBefore: z.string(),
      admissionYearBefore: z.number().int(),
      applications: z.array(z.object({ applicationId: z.string(), reason: z.enum(['never_submitted', 'past_admission_year']) })),
      ran: z.boolean(),
    }),
  ),
});
