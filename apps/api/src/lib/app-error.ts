import { ERROR_STATUS, type ErrorCode } from '@college/contracts/envelope';

type Extra = {
  fieldErrors?: Record<string, string[]>;
  errors?: string[];
  retryAfterSeconds?: number;
  /** A stale copy: who changed the record and when. */
  conflict?: { by: string; at: string };
};

/** An error meant for the client: its code and message are sent as they are; the code decides the status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this') => new AppError('FORBIDDEN', message);
export const wrongStage = (message: string) => new AppError('WRONG_STAGE', message);
/** The request is at odds with what is stored now: a duplicate, a state that does not allow it, a stale copy. */
export const conflict = (message: string, extra: Pick<Extra, 'conflict'> = {}) => new AppError('CONFLICT', message, extra);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
/** One field is wrong: the message, on the form and beside the field. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError('RATE_LIMITED', message, { retryAfterSeconds });
/** SMS or Razorpay did not answer: nothing was done, and the request may be tried again. */
export const upstreamFailed = (message: string) => new AppError('UPSTREAM_FAILED', message);

/** Seconds a client is asked to wait while the database or the file store is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/** The file store (a bucket out of reach, a full disk) failing is an outage, not a bug: try again soon. */
export function storageUnavailable(cause?: unknown): AppError {
  const error = new AppError('STORAGE_UNAVAILABLE', 'The file store is not reachable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
  if (cause !== undefined) error.cause = cause;
  return error;
}
