import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

const ONE_YEAR_SECONDS = 31_536_000;

function htmlFor(root: string, urlPath: string): string | null {
  // A prerendered page for this path if the build made one, else the SPA shell.
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|$))+/, '');
  const candidate = path.join(root, clean, 'index.html');
  if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, and any other
 * GET that wants HTML answered with the app shell so client routes work on reload.
 */
export function staticSite(root: string): Router {
  const router = express.Router();
  const resolvedRoot = path.resolve(root);
  const shell = path.join(resolvedRoot, 'index.html');

  router.use(
    express.static(resolvedRoot, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        const rel = path.relative(resolvedRoot, filePath);
        if (rel.startsWith(`assets${path.sep}`)) {
          res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );

  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    let file: string | null = shell;
    try {
      file = htmlFor(resolvedRoot, req.path) ?? shell;
    } catch {
      file = shell; // a malformed %-escape: the app shell shows its not-found page
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };
  router.use(fallback);
  return router;
}

/** The web build next to this API package, if it has been built. */
export function defaultWebDist(apiRoot: string): string | undefined {
  const dist = path.resolve(apiRoot, '..', 'web', 'dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}
