import jwt from 'jsonwebtoken';
import type { Clock } from '../../lib/clock';
import { hmacKey } from '../../lib/crypto';
import type { SecondFactorMode } from './staff.service';

// The note a browser carries between a correct password and the code that completes the sign-in.
// Signed, five minutes long, and no use anywhere else: it grants no session by itself. Its id is
// also kept (hashed) with the member, and forgotten when the sign-in completes, so it works once.
export const STEP_TTL_SECONDS = 5 * 60;
const AUDIENCE = 'staff-second-step';

export function signStep(secret: string, clock: Clock, staffId: string, mode: SecondFactorMode, stepId: string): string {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return jwt.sign({ typ: 'step', mode, sid: stepId, iat, exp: iat + STEP_TTL_SECONDS }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    subject: staffId,
  });
}

export function readStep(
  secret: string,
  clock: Clock,
  token: string | undefined,
): { staffId: string; mode: SecondFactorMode; stepId: string } | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      clockTimestamp: Math.floor(clock.now().getTime() / 1000),
    });
    if (typeof payload === 'string' || payload.typ !== 'step' || typeof payload.sub !== 'string') return null;
    const mode: unknown = payload.mode;
    const stepId: unknown = payload.sid;
    if ((mode !== 'totp' && mode !== 'totp-setup') || typeof stepId !== 'string') return null;
    return { staffId: payload.sub, mode, stepId };
  } catch {
    return null;
  }
}
