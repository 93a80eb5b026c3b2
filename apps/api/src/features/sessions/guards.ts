import type { RequestHandler } from 'express';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { SessionCookies } from './cookies';
import type { Audience, Principal, SessionService } from './session.service';

declare global {
  namespace Express {
    interface Request {
      principal?: Principal;
    }
  }
}

/** Admits a request carrying a valid access token of the audience; else 401. */
export function requireSession(audience: Audience, sessions: SessionService, cookies: SessionCookies): RequestHandler {
  return async (req, _res, next) => {
    const token = cookies.access(req);
    const principal = token ? await sessions.authenticate(token, audience) : null;
    if (!principal) {
      // Signed in, but as the other kind of user: forbidden rather than unauthenticated.
      const other = token ? await sessions.authenticate(token, audience === 'staff' ? 'applicant' : 'staff') : null;
      if (other) {
        next(forbidden(audience === 'staff' ? 'Staff only' : 'Applicants only'));
        return;
      }
      next(unauthorized(audience === 'applicant' ? 'Please verify your mobile number to continue' : 'Please sign in'));
      return;
    }
    req.principal = principal;
    next();
  };
}

/** The signed-in principal; only for handlers behind a guard. */
export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
