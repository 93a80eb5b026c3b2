import { translateMessage } from '../i18n/translate-message';
import type { ErrorEnvelope } from '@college/contracts/envelope';

const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** A failed API call, carrying the server's envelope so forms can show field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly errors: string[];
  readonly requestId: string | undefined;
  /** With a 409 for a stale copy: who changed the record, and when. */
  readonly conflict: { by: string; at: string } | undefined;
  /** From Retry-After on a 429: how long until trying again makes sense. */
  readonly retryAfterSeconds: number | undefined;

  // Any code string: a newer server may send one this build does not list.
  constructor(status: number, envelope: (Partial<Omit<ErrorEnvelope, 'code'>> & { code?: string }) | null, retryAfterSeconds?: number) {
    super(envelope?.message || GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.code = envelope?.code ?? (status === 0 ? 'NETWORK_ERROR' : 'UNKNOWN');
    this.fieldErrors = envelope?.fieldErrors ?? {};
    this.errors = envelope?.errors ?? [];
    this.requestId = envelope?.requestId;
    this.conflict = envelope?.conflict;
    this.retryAfterSeconds = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : undefined;
  }
}

/** The message a toast shows: the server's where present, else the caller's fallback; in the page's language. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message !== GENERIC_ERROR_MESSAGE) {
    return translateMessage(error.message);
  }
  return translateMessage(fallback);
}
