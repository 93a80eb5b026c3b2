import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import express, { type RequestHandler, type Router } from 'express';
import type { Language } from '@college/contracts/languages';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';

const ONE_YEAR_SECONDS = 31_536_000;

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** Every prerendered page of the build, by URL path ("/about" -> dist/about/index.html). */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) {
        walk(path.join(dir, entry.name), `${urlPath}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        pages.set(urlPath === '/' ? '/' : urlPath.slice(0, -1), path.join(dir, entry.name));
      }
    }
  };
  walk(root, '/');
  return pages;
}

/**
 * The SHA-256 hashes (base64) of the scripts the build put inside its pages, which the pages'
 * Content-Security-Policy allows: dist/inline-scripts.json, written by the prerender. Under
 * "sha256" those of every page (the boot script), under "admission" those of the admission page
 * alone. A build without it has none. Anything but base64 hashes is refused, so the file cannot
 * widen the policy.
 */
export function inlineScriptHashes(root: string, pages: 'sha256' | 'admission' = 'sha256'): string[] {
  const file = path.join(root, 'inline-scripts.json');
  if (!isFile(file)) return [];
  let sha256: unknown;
  try {
    sha256 = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[pages] ?? (pages === 'sha256' ? undefined : []);
  } catch {
    sha256 = undefined;
  }
  if (!Array.isArray(sha256) || !sha256.every((h) => typeof h === 'string' && /^[A-Za-z0-9+/]{43}=$/.test(h)))
    throw new Error(`${file} must list base64 SHA-256 hashes under "sha256"`);
  return sha256 as string[];
}

/** Malayalam pages live under /ml. */
const isMalayalam = (urlPath: string) => urlPath === '/ml' || urlPath.startsWith('/ml/');

function pagePath(urlPath: string): string {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed %-escape matches no page.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export type StaticSiteOptions = {
  /** Markup put at the start of every page's body, outside the app (the demo-mode notice), in the page's language. */
  bodyStart?: Record<Language, string>;
  /**
   * Markup that changes while the site runs, put into an element of a page in place of what the
   * build put there (by its id): the notices of "What's New", the college's news. The app keeps
   * what the page was sent there. Null, or markup that cannot be had, leaves the page as built.
   */
  slots?: Record<string, (language: Language) => Promise<string | null>>;
};

// The element's content is what comes before its first closing </div>: a slot holds no element of its own kind.
const slotPattern = (id: string) => new RegExp(`(<div id="${id}"[^>]*>)[\\s\\S]*?(</div>)`);

/** A page of the build, and its Brotli copy once it has been asked for. */
type Page = { body: string; etag: string; brotli?: Promise<Buffer> };

const compressBrotli = promisify(brotliCompress);
const brotli = (body: string): Promise<Buffer> =>
  compressBrotli(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  });

/**
 * Serves the built web app: hashed assets cached for a year and HTML never cached. A path with a
 * prerendered page gets it; a route the app renders in the browser (listed by the build in
 * client-routes.json) gets the app shell; an unknown page under a prefix whose pages are all
 * prerendered (missing-routes.json) gets the shell with status 404; anything else gets the 404 page
 * with status 404.
 */
export function staticSite(root: string, options: StaticSiteOptions = {}): Router {
  const router = express.Router();
  const resolvedRoot = path.resolve(root);
  const shell = isFile(path.join(resolvedRoot, '200.html')) ? path.join(resolvedRoot, '200.html') : path.join(resolvedRoot, 'index.html');
  const notFoundPage = path.join(resolvedRoot, '404.html');
  const hasNotFoundPage = isFile(notFoundPage);
  const malayalamNotFound = path.join(resolvedRoot, 'ml', '404.html');
  const notFoundFor = (urlPath: string) => (isMalayalam(urlPath) && isFile(malayalamNotFound) ? malayalamNotFound : notFoundPage);
  // Read once: the build does not change under a running server.
  const pages = prerenderedPages(resolvedRoot);
  const routesFile = path.join(resolvedRoot, 'client-routes.json');
  const clientRoutes: string[] | null = isFile(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]) : null;
  // Prefixes whose every page is prerendered: anything else under them is missing (404), and gets
  // the shell so the app says which kind of page was not found.
  const missingFile = path.join(resolvedRoot, 'missing-routes.json');
  const missingRoutes: string[] = isFile(missingFile) ? (JSON.parse(readFileSync(missingFile, 'utf8')) as string[]) : [];

  // The build's Brotli copies of its scripts and styles (apps/web/scripts/precompress.mjs), made
  // once at the highest quality: a browser that takes Brotli gets the copy, the rest get the file
  // compressed as any answer is. Listed once: the build does not change under a running server.
  const assetsDir = path.join(resolvedRoot, 'assets');
  const brotliCopies = new Set(
    existsSync(assetsDir)
      ? readdirSync(assetsDir)
          .filter((f) => f.endsWith('.br'))
          .map((f) => `/assets/${f.slice(0, -'.br'.length)}`)
      : [],
  );
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !brotliCopies.has(req.path)) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') {
      next();
      return;
    }
    // The type is the file's own, not the copy's; an answer already encoded is not compressed again.
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', 'br');
    req.url = `${req.path}.br`;
    next();
  });
  /** A file whose name changes with its content: kept for a year, without a document's headers. */
  const keepForAYear = (res: express.Response) => {
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    // A script, stylesheet, font or picture is not a document: the headers that govern a
    // document (its policy, framing, opener, features) mean nothing on it, and were 0.8 kB of
    // every such answer, 60 kB of an application on a phone. Not sniffing its type and
    // keeping it to this site stay.
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  };
  // The build's hashed files: a change gets a new name, so a browser never asks again whether one
  // changed (`immutable`). Their validators (ETag, Last-Modified), byte ranges and the request's id
  // would only add 150 bytes to each of the 25 or so an application fetches on a phone.
  router.use(
    '/assets',
    express.static(assetsDir, {
      index: false,
      redirect: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res) {
        keepForAYear(res);
        res.removeHeader('X-Request-Id');
      },
    }),
  );
  router.use(
    express.static(resolvedRoot, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        const rel = path.relative(resolvedRoot, filePath);
        if (rel.startsWith(`media${path.sep}`)) keepForAYear(res);
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // Pages are read on first use and kept: a few kilobytes each, and the build does not change.
  // Each with its ETag, so a browser revalidating a page it has gets a 304.
  const html = new Map<string, Page>();
  const slots = Object.entries(options.slots ?? {});
  const tagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  /** The page with its slots filled, or as it is when it has none (or they cannot be filled now). */
  const filled = async (page: Page, language: Language): Promise<Page> => {
    let body = page.body;
    for (const [id, fill] of slots) {
      const pattern = slotPattern(id);
      if (!pattern.test(body)) continue;
      try {
        const markup = await fill(language);
        if (markup !== null) body = body.replace(pattern, (_m, open: string, close: string) => `${open}${markup}${close}`);
      } catch {
        // The page without its notices rather than no page.
      }
    }
    return body === page.body ? page : { body, etag: tagOf(body) };
  };
  const sendPage = (res: express.Response, file: string) => {
    // Malayalam pages live under /ml; the app shell serves both languages.
    const language: Language = isMalayalam(res.req.path) ? 'ml' : 'en';
    const key = `${language}:${file}`;
    let page = html.get(key);
    if (page === undefined) {
      let body = readFileSync(file, 'utf8');
      const start = options.bodyStart?.[language];
      if (start) body = body.replace(/<body[^>]*>/, (tag) => `${tag}${start}`);
      page = { body, etag: tagOf(body) };
      html.set(key, page);
    }
    const kept = page;
    void (slots.length === 0 ? Promise.resolve(page) : filled(page, language)).then(async (sent) => {
      res.setHeader('ETag', sent.etag);
      res.vary('Accept-Encoding');
      res.type('html');
      // A page as the build made it is compressed once, at Brotli's highest quality, and kept: a
      // tenth of its bytes fewer than compressing it per request (as a page with its notices
      // filled in still is). A reload of the read-only view of an application is mostly this page.
      if (sent === kept && res.req.acceptsEncodings('br', 'identity') === 'br') {
        kept.brotli ??= brotli(kept.body);
        const compressed = await kept.brotli.catch(() => null);
        if (compressed) {
          res.setHeader('Content-Encoding', 'br');
          res.send(compressed);
          return;
        }
      }
      res.send(sent.body);
    });
  };

  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const page = pages.get(pagePath(req.path));
    if (page) {
      sendPage(res, page);
      return;
    }
    if (missingRoutes.some((r) => req.path.startsWith(r))) {
      sendPage(res.status(404), shell);
      return;
    }
    const known = clientRoutes === null || clientRoutes.some((r) => (r.endsWith('/') ? req.path.startsWith(r) : req.path === r));
    if (known || !hasNotFoundPage) {
      sendPage(res, shell);
      return;
    }
    sendPage(res.status(404), notFoundFor(req.path));
  };
  router.use(fallback);
  return router;
}

/** The web build next to this API package, if it has been built. */
export function defaultWebDist(apiRoot: string): string | undefined {
  const dist = path.resolve(apiRoot, '..', 'web', 'dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}
