import type { ErrorCode } from '@college/contracts/envelope';

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fieldErrors?: Record<string, string[]>;
      errors?: string[];
      retryAfterSeconds?: number;
      /** A stale copy: who changed the record and when. */
      conflict?: { by: string; at: string };
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, 'FORBIDDEN', message);
export const wrongStage = (message: string) => new AppError(409, 'WRONG_STAGE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, { retryAfterSeconds });

/** Seconds a client is asked to wait while the database or the file store is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/** The file store (a bucket out of reach, a full disk) failing is an outage, not a bug: try again soon. */
export function storageUnavailable(cause?: unknown): AppError {
  const error = new AppError(503, 'STORAGE_UNAVAILABLE', 'The file store is not reachable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
  if (cause !== undefined) error.cause = cause;
  return error;
}
