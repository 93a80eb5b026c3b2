import pino, { type Logger } from 'pino';

// Anything that could carry a secret or an applicant's personal data is never written out.
export const REDACT_PATHS = [
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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
