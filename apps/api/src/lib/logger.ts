import pino, { type Logger } from 'pino';
import { databaseErrorCode } from './database-errors';

// Anything that could carry a secret or an applicant's personal data is never written out.
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  '*.otp',
  '*.code',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.digitalSignature',
  '*.razorpaySignature',
  '*.razorpay_signature',
  '*.mobile',
  '*.email',
  '*.dob',
];

// A failed query's error carries the SQL and its parameters (names, dates of birth, emails) in its
// message, stack and fields. Such an error is logged by its driver code alone.
function isQueryError(err: object): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ('params' in e || 'query' in e || 'severity' in e || (e as Error).name === 'DrizzleQueryError') return true;
  }
  return false;
}

export function serializeError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  if (isQueryError(err)) return { type: 'DatabaseError', driverCode: databaseErrorCode(err) };
  return pino.stdSerializers.err(err as Error);
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
