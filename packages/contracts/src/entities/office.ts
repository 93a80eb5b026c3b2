// The admissions office: the queue's filters, its rows, an application's detail, and decisions.
import { z } from '../zod';
import { paged } from '../envelope';
import { DIPLOMA_MODES, PROGRAM_LEVELS } from '../programmes';
import { STAFF_ROLES } from '../roles';
import { fromDateParam, pageParam, toDateParam } from '../rules/list-query';
import { requiredText, text } from '../rules/text';
import { APPLICATION_STATUSES, STAGES, type ApplicationStatus } from '../stages';
import { applicationSchema } from './application';
import { rightsRequestSchema } from './privacy';
import { refundSchema } from './payment';
import { CATEGORY_CODES } from './reservation';
import { SPECIAL_QUOTA_CODES } from '../rules/special-quotas';

export const QUEUE_PAGE_SIZE = 50;

const flag = z.enum(['true', 'false'], { error: 'Must be true or false' }).optional();

/** The queue's filters, search, sort and page: all of it lives in the page's URL. */
export const queueQuerySchema = z.object({
  stage: z.enum(STAGES, { error: 'Unknown stage' }).optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'Unknown status' }).optional(),
  level: z.enum(PROGRAM_LEVELS, { error: 'Unknown programme level' }).optional(),
  mode: z.enum(DIPLOMA_MODES, { error: 'Unknown diploma mode' }).optional(),
  branch: text().trim().max(80, 'Branch is at most 80 characters').optional(),
  /** With a branch: only applications with it as their first preference. */
  firstChoice: flag,
  paid: flag,
  /** Submitted on or after this day (Asia/Kolkata). */
  from: fromDateParam,
  /** Submitted on or before this day (Asia/Kolkata). */
  to: toDateParam,
  /** Applicants under 18 today. */
  minor: flag,
  /** The reservation category claimed. */
  category: z.enum(CATEGORY_CODES, { error: 'Unknown category' }).optional(),
  /** Applicants who claim a disability. */
  pwd: flag,
  /** Applicants whose education makes them eligible for a special quota (THSLC, ITI/KGCE, VHSE). */
  quota: z.enum(SPECIAL_QUOTA_CODES, { error: 'Unknown quota' }).optional(),
  /** An application number, part of a name, a mobile number or a Razorpay payment id. */
  q: text().trim().max(100, 'Search is at most 100 characters').optional(),
  /** Only the applications the reader has claimed for review. */
  claimed: z.enum(['mine'], { error: 'Unknown claim filter' }).optional(),
  sort: z.enum(['submitted', 'name', 'number'], { error: 'Unknown sort' }).default('submitted'),
  order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc' }).default('desc'),
  page: pageParam,
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

/** How long a clerk's claim on an application under review lasts before others may take it. */
export const CLAIM_MINUTES = 30;

/** A live claim: who holds it (the reader themself or another member) and until when. */
export const claimSchema = z.object({ by: z.string(), mine: z.boolean(), until: z.string() }).nullable();

export const claimBatchSchema = queueQuerySchema.omit({ page: true, claimed: true }).extend({
  count: z.coerce.number().int().min(1, 'Claim at least 1').max(50, 'Claim at most 50 at a time').default(20),
});

export const assignClaimSchema = z.object({
  /** The member to give the application to, by email; empty frees it. */
  email: text().trim().toLowerCase().max(254, 'Email is at most 254 characters'),
});

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** An export takes the queue's filters and search; its rows come in application-number order. */
export const exportQuerySchema = queueQuerySchema
  .omit({ page: true, sort: true, order: true })
  .extend({ format: z.enum(EXPORT_FORMATS, { error: 'Format is csv or xlsx' }).default('csv') });
export type ExportQuery = z.output<typeof exportQuerySchema>;

const queueRowSchema = z.object({
  applicationId: z.string(),
  fullName: z.string().nullable(),
  /** Masked (98•••••210) for staff who may not see contact details. */
  mobile: z.string(),
  dob: z.string().nullable(),
  stage: z.enum(STAGES),
  status: z.enum(APPLICATION_STATUSES),
  programLevel: z.enum(PROGRAM_LEVELS).nullable(),
  diplomaMode: z.string().nullable(),
  firstBranch: z.string().nullable(),
  feePaid: z.boolean(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  claim: claimSchema,
});
export type QueueRow = z.infer<typeof queueRowSchema>;

/**
 * How a typed name was matched: as typed (part of a name), as the same words in another order, or
 * as a close spelling. Each is tried only when the one before finds no one.
 */
const NAME_MATCHES = ['part', 'words', 'close'] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];

export const queueResponseSchema = paged(queueRowSchema).extend({
  /** Applications at each stage under the other filters, for the counts across the top. */
  stageCounts: z.record(z.enum(STAGES), z.number().int()),
  /** When the search was a name: how it matched, so a clerk knows when the names are only close. */
  nameMatch: z.enum(NAME_MATCHES).nullable(),
});

const staffRefSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable();

const timelineEntrySchema = z.object({
  kind: z.enum(['created', 'stage_saved', 'paid', 'refunded', 'submitted', 'decision', 'undo', 'unlock', 'options_revised', 'corrected']),
  at: z.string(),
  stage: z.enum(STAGES).nullable(),
  statusFrom: z.enum(APPLICATION_STATUSES).nullable(),
  statusTo: z.enum(APPLICATION_STATUSES).nullable(),
  remark: z.string().nullable(),
  internalNote: z.string().nullable(),
  staff: staffRefSchema,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const paymentAttemptSchema = z.object({
  id: z.string(),
  attempt: z.number().int(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  orderId: z.string(),
  gatewayPaymentId: z.string().nullable(),
  method: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** Set when the office reset the attempts: this one no longer counts toward the limit. */
  clearedAt: z.string().nullable(),
  /** The latest refund of this payment, if one was asked for. */
  refund: refundSchema.nullable(),
});

const readerSchema = z.object({
  staff: staffRefSchema,
  roles: z.array(z.enum(STAFF_ROLES)),
  at: z.string(),
});

export const officeApplicationSchema = z.object({
  application: applicationSchema,
  version: z.number().int(),
  statusRemark: z.string().nullable(),
  /** Whether contact details (mobile, email, address, parents' phones) are masked for this reader. */
  masked: z.boolean(),
  payments: z.array(paymentAttemptSchema),
  /** Attempts that still count toward the limit. */
  countedAttempts: z.number().int(),
  timeline: z.array(timelineEntrySchema),
  readBy: z.array(readerSchema),
  /** The applicant's correction and erasure requests on this application, open ones first. */
  requests: z.array(rightsRequestSchema),
  /** The statuses this reader may move the application to now. */
  allowedDecisions: z.array(z.enum(APPLICATION_STATUSES)),
  canUndo: z.boolean(),
  claim: claimSchema,
});
export type OfficeApplication = z.infer<typeof officeApplicationSchema>;

/**
 * Where each status may go: forward only; a rejection or approval is final unless an admin undoes
 * it. A submitted application can be rejected or put on hold straight away: the clerk need not
 * verify what they are about to reject.
 */
export const DECISION_MOVES: Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['verified', 'rejected', 'on_hold'],
  verified: ['approved', 'rejected', 'on_hold'],
  on_hold: ['verified', 'rejected'],
};

/**
 * The decisions the applicant is sent a message about: those they must act on (on hold) or know
 * (rejected, approved). Verified is the office's own step: a message for it would only be followed
 * by another.
 */
export const TOLD_DECISIONS: readonly ApplicationStatus[] = ['approved', 'rejected', 'on_hold'];
export const DECISION_STATUSES = ['verified', 'approved', 'rejected', 'on_hold'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
export const REMARK_REQUIRED: readonly DecisionStatus[] = ['rejected', 'on_hold'];
const REMARK_REQUIRED_MESSAGE = 'A remark for the applicant is required when rejecting or putting on hold';

const decisionFields = {
  status: z.enum(DECISION_STATUSES, { error: 'Choose a decision' }),
  /** Shown to the applicant. */
  remark: text().trim().max(500, 'The remark is at most 500 characters').default(''),
  /** For the office only. */
  internalNote: text().trim().max(1000, 'The note is at most 1000 characters').default(''),
};
function remarkWhenRequired(d: { status: DecisionStatus; remark: string }, ctx: z.RefinementCtx) {
  if (REMARK_REQUIRED.includes(d.status) && d.remark === '') {
    ctx.addIssue({ code: 'custom', path: ['remark'], message: REMARK_REQUIRED_MESSAGE });
  }
}

export const decisionSchema = z
  .object({ ...decisionFields, version: z.number({ error: 'Reload the application and try again' }).int().min(1) })
  .superRefine(remarkWhenRequired);

const MAX_BULK_DECISIONS = 200;
export const bulkDecisionSchema = z
  .object({
    ...decisionFields,
    applicationIds: z
      .array(text().trim().max(20), { error: 'Select at least one application' })
      .min(1, 'Select at least one application')
      .max(MAX_BULK_DECISIONS, `At most ${MAX_BULK_DECISIONS} applications at once`),
  })
  .superRefine(remarkWhenRequired);

export const bulkResultSchema = z.object({
  applicationId: z.string(),
  outcome: z.enum(['applied', 'refused']),
  /** Why a row was refused. */
  reason: z.string().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});

const reason = requiredText('A reason is required', 500);
export const undoSchema = z.object({ reason, version: z.number().int().min(1) });
export const unlockReasonSchema = z.object({ reason });
