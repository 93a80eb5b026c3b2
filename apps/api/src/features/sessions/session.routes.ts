import { Router } from 'express';
import { logout, refreshSession } from '@college/contracts/endpoints/auth';
import type { Mount } from '../../lib/mount';
import type { SessionCookies } from './cookies';
import type { SessionService } from './session.service';

export function sessionRoutes(mount: Mount, deps: { sessions: SessionService; cookies: SessionCookies }): Router {
  const router = Router();
  const { sessions, cookies } = deps;

  mount(router, refreshSession, async ({ req, res }) => {
    const token = cookies.refresh(req);
    const rotated = token ? await sessions.rotate(token) : null;
    if (!rotated) {
      cookies.clear(res);
      res.status(401);
      const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
      return { success: false, sessionOut: true, message: 'Your session has expired.', code: 'UNAUTHORIZED' as const, requestId };
    }
    cookies.set(res, rotated);
    return { success: true, sessionOut: false };
  });

  mount(router, logout, async ({ req, res }) => {
    // Whichever cookie arrives ends the session: the refresh token, else the access token.
    const refresh = cookies.refresh(req);
    const access = cookies.access(req);
    if (refresh) await sessions.revoke(refresh);
    const family = access ? sessions.familyOfAccessToken(access) : null;
    if (family) await sessions.revokeFamily(family);
    cookies.clear(res);
    return { success: true as const, message: 'Logged out successfully' };
  });

  return router;
}
