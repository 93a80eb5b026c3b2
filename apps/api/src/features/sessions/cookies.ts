import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@college/contracts/constants';
import type { TokenPair } from './session.service';

/** Cookie names and options: __Host- prefixed and Secure in production, HttpOnly and SameSite=Lax always. */
export function sessionCookies(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  const names = { access: `${prefix}college_access`, refresh: `${prefix}college_refresh`, step: `${prefix}college_staff_step` };
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  };
  return {
    names,
    set(res: Response, tokens: TokenPair): void {
      const maxAge = SESSION_COOKIE_MAX_AGE_SECONDS * 1000;
      res.cookie(names.access, tokens.accessToken, { ...options, maxAge });
      res.cookie(names.refresh, tokens.refreshToken, { ...options, maxAge });
    },
    clear(res: Response): void {
      res.clearCookie(names.access, options);
      res.clearCookie(names.refresh, options);
    },
    /** Between a staff password and its second factor: a short-lived, signed note of who passed the first. */
    setStep(res: Response, token: string, maxAgeSeconds: number): void {
      res.cookie(names.step, token, { ...options, sameSite: 'strict', maxAge: maxAgeSeconds * 1000 });
    },
    clearStep(res: Response): void {
      res.clearCookie(names.step, { ...options, sameSite: 'strict' });
    },
    step: (req: Request): string | undefined => readCookie(req, names.step),
    access: (req: Request): string | undefined => readCookie(req, names.access),
    refresh: (req: Request): string | undefined => readCookie(req, names.refresh),
  };
}
export type SessionCookies = ReturnType<typeof sessionCookies>;

function readCookie(req: Request, name: string): string | undefined {
  // cookie-parser always sets req.cookies; a request without cookies has an empty object.
  const value: unknown = (req.cookies as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : undefined;
}
