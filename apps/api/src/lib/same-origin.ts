import type { RequestHandler } from 'express';
import { forbidden } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site: the Origin must be this
 * host or the configured public origin, and Sec-Fetch-Site must not say cross-site. Requests
 * without either header (server to server, curl) pass; they carry no victim's cookies. Exempt
 * paths (the signed payment webhook) check their own signature instead.
 */
export function sameOriginOnly(publicOrigin: string, exemptPaths: string[]): RequestHandler {
  const allowed = new URL(publicOrigin).origin;
  return (req, _res, next) => {
    // Exempt paths are full paths; req.path is relative to wherever this guard is mounted.
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.baseUrl + req.path)) {
      next();
      return;
    }
    const origin = req.get('origin');
    if (origin !== undefined) {
      let ok = origin === allowed;
      if (!ok && origin !== 'null') {
        try {
          ok = new URL(origin).host === req.get('host');
        } catch {
          ok = false;
        }
      }
      if (!ok) {
        next(forbidden('Cross-site request refused'));
        return;
      }
    } else if (req.get('sec-fetch-site') === 'cross-site') {
      next(forbidden('Cross-site request refused'));
      return;
    }
    next();
  };
}
