import { randomUUID } from 'node:crypto';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { createMount } from './lib/mount';
import { apiPackageRoot } from './lib/package-root';
import { securityHeaders } from './lib/security-headers';
import { defaultWebDist, staticSite } from './lib/static-site';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
export const JSON_BODY_LIMIT = '100kb';

/** The whole site as an Express app, without listening: the server and the tests both use it. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

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
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(securityHeaders(config.isProduction));
  app.use(compression());
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(cookieParser());

  const mount = createMount({ validateResponses: !config.isProduction, guards: {} });
  app.use(healthRoutes(mount, { database, demoMode: config.demoMode }));

  app.use('/api', apiNotFound);
  const webDist = config.webDistDir ?? defaultWebDist(apiPackageRoot());
  if (webDist) app.use(staticSite(webDist));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);
  return app;
}
