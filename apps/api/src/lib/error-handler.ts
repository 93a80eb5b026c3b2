import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorEnvelope } from '@college/contracts/envelope';
import { AppError, RETRY_AFTER_SECONDS, notFound } from './app-error';
import { isDatabaseUnavailable, isMalformedValue, isUnstorableText } from './database-errors';

/** Field errors keyed by dotted path ("parents.fatherMobile"), for forms. */
function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function uniqueMessages(error: ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

// Errors raised by express.json() before a route runs.
const BODY_PARSER_ERRORS: Record<string, [number, ErrorEnvelope['code'], string]> = {
  'entity.parse.failed': [400, 'BAD_REQUEST', 'The request body is not valid JSON'],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'],
  'encoding.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported request encoding'],
  'charset.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported request charset'],
  'request.aborted': [400, 'BAD_REQUEST', 'The request was aborted'],
};

const STATUS_CODES: Record<number, ErrorEnvelope['code']> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A 4xx status an error from Express or its parsers already carries (a bad %-escape in a path, ...). */
function clientStatusOf(err: unknown): number | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(notFound('Not found'));
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A known path asked with a method it does not take: 405 with Allow naming the ones it does,
 * rather than 404 as if the path did not exist. `endpoints` is read when a request comes, so
 * everything mounted before this handler counts. Paths match as Express matches them: any letter
 * case, a trailing slash allowed.
 */
export function apiMethodNotAllowed(endpoints: readonly { method: string; path: string }[]): RequestHandler {
  let patterns: { pattern: RegExp; method: string }[] | undefined;
  return (req, res, next) => {
    patterns ??= endpoints.map((e) => ({
      method: e.method,
      pattern: new RegExp(
        `^${e.path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
          .join('/')}/?$`,
        'i',
      ),
    }));
    const path = `${req.baseUrl}${req.path}`;
    const methods = new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method));
    if (methods.size === 0) {
      next();
      return;
    }
    if (methods.has('GET')) methods.add('HEAD');
    res.setHeader('Allow', [...methods].sort().join(', '));
    next(new AppError('METHOD_NOT_ALLOWED', `${req.method} is not allowed here`));
  };
}

type Outcome = { status: number; body: Omit<ErrorEnvelope, 'requestId'>; retryAfterSeconds?: number };

const INTERNAL: Outcome = { status: 500, body: { success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR' } };

function bodyParserTypeOf(err: unknown): string | undefined {
  const type = err && typeof err === 'object' && 'type' in err ? err.type : undefined;
  return typeof type === 'string' ? type : undefined;
}

/** What an error means for the client: a status and an envelope, never a stack trace or SQL text. */
function outcomeOf(err: unknown): Outcome {
  if (err instanceof AppError) {
    const body: Outcome['body'] = { success: false, message: err.message, code: err.code };
    if (err.extra.fieldErrors) body.fieldErrors = err.extra.fieldErrors;
    if (err.extra.errors) body.errors = err.extra.errors;
    if (err.extra.conflict) body.conflict = err.extra.conflict;
    return {
      status: err.status,
      body,
      ...(err.extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: err.extra.retryAfterSeconds }),
    };
  }
  if (err instanceof ZodError) {
    const errors = uniqueMessages(err);
    return {
      status: 400,
      body: { success: false, message: errors[0] ?? 'Invalid request', code: 'VALIDATION_ERROR', fieldErrors: fieldErrorsOf(err), errors },
    };
  }
  const parserError = BODY_PARSER_ERRORS[bodyParserTypeOf(err) ?? ''];
  if (parserError) {
    const [status, code, message] = parserError;
    return { status, body: { success: false, message, code } };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      body: { success: false, message: 'The service is briefly unavailable. Please try again shortly.', code: 'DATABASE_UNAVAILABLE' },
    };
  }
  if (isUnstorableText(err)) {
    return {
      status: 400,
      body: { success: false, message: 'The request contains characters that are not allowed', code: 'VALIDATION_ERROR' },
    };
  }
  if (isMalformedValue(err)) {
    return { status: 400, body: { success: false, message: 'The request could not be understood', code: 'BAD_REQUEST' } };
  }
  const clientStatus = clientStatusOf(err);
  if (clientStatus !== undefined) {
    return {
      status: clientStatus,
      body: { success: false, message: 'The request could not be understood', code: STATUS_CODES[clientStatus] ?? 'BAD_REQUEST' },
    };
  }
  return INTERNAL;
}

/** The one place errors become responses. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body, retryAfterSeconds } = outcomeOf(err);
  if (status === 503) req.log.warn({ err }, 'database or file store unavailable');
  else if (status >= 500) req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    // Part of a file has gone out: cutting the connection makes the download fail where it can
    // be seen, instead of ending it as if the file were whole.
    res.destroy();
    return;
  }
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  // A route may have described its answer before failing (a file's type, name and validators):
  // the error is JSON, no cache may keep it, and no browser may save it as that file.
  for (const header of ['ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Type', 'Content-Disposition']) res.removeHeader(header);
  res.setHeader('Cache-Control', 'no-store');
  const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
  res.status(status).json({ ...body, requestId });
};
