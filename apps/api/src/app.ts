import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { razorpayWebhook } from '@college/contracts/endpoints/payments';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { FEATURES } from './features/all';
import { sitemapService } from './features/content/sitemap';
import { sitemapRoute } from './features/content/sitemap.routes';
import { sharedServices, type SiteOptions } from './features/site';
import { requireSession } from './features/sessions/guards';
import { requireRoles } from './features/staff/staff-guard';
import { systemClock, type Clock } from './lib/clock';
import { apiMethodNotAllowed, apiNotFound, errorHandler } from './lib/error-handler';
import { serializeError } from './lib/logger';
import { createMount } from './lib/mount';
import { sameOriginOnly } from './lib/same-origin';
import { dataAnswerHeaders, securityHeaders } from './lib/security-headers';
import { inlineScriptHashes, staticSite } from './lib/static-site';

const DEMO_NOTICE_HTML = {
  en: '<p class="demo-banner" role="note">Demo site: one-time codes and fee payments are simulated. Do not enter real personal details.</p>',
  ml: '<p class="demo-banner" role="note">ഡെമോ സൈറ്റ്: ഒറ്റത്തവണ കോഡുകളും ഫീസ് അടവും സാങ്കൽപ്പികമാണ്. യഥാർത്ഥ വ്യക്തിഗത വിവരങ്ങൾ നൽകരുത്.</p>',
};

export type AppDeps = SiteOptions & {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to the system clock; tests move time themselves. */
  clock?: Clock;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The whole site as an Express app, without listening: the server and the tests both use it. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const core = { config, database, db: database.db, logger, clock: deps.clock ?? systemClock };
  const shared = sharedServices(core, deps);
  const { sessions, cookies, staff, metrics, webDist } = shared;
  const applicantSession = requireSession('applicant', sessions, cookies);
  const staffSession = requireSession('staff', sessions, cookies);
  const staffRoles = requireRoles(staff);
  const mount = createMount({
    validateResponses: !config.isProduction,
    guards: {
      applicant: () => [applicantSession],
      staff: (endpoint) => {
        if (!endpoint.roles) throw new Error(`Staff endpoint without roles (${endpoint.path})`);
        return [staffSession, staffRoles(endpoint.roles)];
      },
    },
    uploadDir: path.resolve(config.dataDir, 'tmp'),
  });

  const app = express();
  // What was mounted, for the check that the OpenAPI document and the routes agree.
  app.locals.mountedEndpoints = mount.mounted;
  app.disable('x-powered-by');
  // No ETag made by hashing every JSON answer: the answers that may be cached (the archive's) make
  // theirs from the archive's version. A function here, not false, so files sent keep theirs
  // (Express gives sendFile its stat-based ETags only while the setting is on).
  app.set('etag', () => undefined);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(metrics.requests);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Paths only: query strings may carry what people typed.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // Ours keeps query parameters out; unwrapped, so it sees the error itself.
        err: serializeError,
      },
      wrapSerializers: false,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(
    securityHeaders(
      config.isProduction,
      webDist ? inlineScriptHashes(webDist) : [],
      webDist ? inlineScriptHashes(webDist, 'admission') : [],
    ),
  );
  app.use(compression());
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', dataAnswerHeaders());
  app.use('/api', sameOriginOnly(config.publicOrigin, [razorpayWebhook.path]));
  // Bodies are read per route, as each endpoint's kind says (lib/mount).
  app.use(cookieParser());

  for (const f of FEATURES) {
    const routers = f.routes?.({ ...core, mount }, shared) ?? [];
    for (const router of Array.isArray(routers) ? routers : [routers]) app.use(router);
  }

  app.use('/api', apiMethodNotAllowed(mount.mounted), apiNotFound);
  // In the page itself, so the notice shows with the first paint, before any script runs.
  if (webDist) {
    app.use(sitemapRoute({ sitemap: sitemapService({ db: core.db, clock: core.clock, publicOrigin: config.publicOrigin, webDist }) }));
    app.use(
      staticSite(webDist, {
        ...(config.demoMode ? { bodyStart: DEMO_NOTICE_HTML } : {}),
        slots: shared.slots,
      }),
    );
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);
  return app;
}
