// Node socket errors and PostgreSQL SQLSTATEs that mean "the database is not there right now",
// as opposed to a query that is wrong. Those answer 503 with Retry-After; the rest are bugs.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  // node-postgres, asked to roll back (or go on) on a connection the server has just ended.
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // SQLSTATE 55000 is a broad class; this is its one message that means "not now" (a database
  // closed to new connections for maintenance: ALTER DATABASE … ALLOW_CONNECTIONS false).
  'is not currently accepting connections',
];
// Text a client sent that PostgreSQL cannot store (a NUL byte, invalid Unicode).
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);

function* causes(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The driver's error code (SQLSTATE or socket code) behind a database error, if any. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (const e of causes(err)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** A value the database could not take (SQLSTATE class 22: bad syntax, out of range): the request's fault. */
export function isMalformedValue(err: unknown): boolean {
  const code = databaseErrorCode(err);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code);
}

export function isUnstorableText(err: unknown): boolean {
  for (const e of causes(err)) if (typeof e.code === 'string' && BAD_TEXT_SQLSTATES.has(e.code)) return true;
  return false;
}
