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

const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'WRONG_STAGE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_FILE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
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
