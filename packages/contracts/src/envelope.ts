import { z } from './zod';

/** Success envelope with data: { success: true, data, message? }. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/**
 * One page of a list: { success: true, data: [...], page, limit, total, totalPages }. Every paged
 * endpoint answers in this shape; a list with more beside its rows (counts, totals) extends it.
 */
export function paged<T extends z.ZodType>(row: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** Success envelope without data: { success: true, message? }. */
export const okMessage = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * Every error code the API answers with, and the HTTP status that goes with it: the server derives
 * the status from the code, so one code never comes back with two statuses.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  WRONG_STAGE: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_FILE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** A service the site relies on (SMS, Razorpay) failed to answer: the request may be tried again. */
  UPSTREAM_FAILED: 502,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
} as const;
const ERROR_CODES = Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]];
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Failure envelope: a message for people, a code for programs, field errors for forms. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  errors: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  /** With a 409 for a stale copy: who changed the record, and when. */
  conflict: z.object({ by: z.string(), at: z.string() }).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * A failure as a client reads it: any part may be missing (a proxy's error page is no envelope),
 * and a code this build does not know yet still brings its message along.
 */
export const receivedErrorEnvelopeSchema = errorEnvelopeSchema.partial().extend({ code: z.string().optional() });
