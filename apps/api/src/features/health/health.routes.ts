import { Router } from 'express';
import { health } from '@college/contracts/endpoints/health';
import { AppError } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import type { DatabaseHandle } from '../../db/client';
import { isMigrated } from '../../db/migrate';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/error-handler';

export function healthRoutes(mount: Mount, deps: { database: DatabaseHandle; demoMode: boolean }): Router {
  const router = Router();
  const startedAt = Date.now();
  let migrated = false;
  mount(router, health, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    const unavailable = (message: string) =>
      new AppError(503, 'DATABASE_UNAVAILABLE', message, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    if (!(await deps.database.ping())) throw unavailable('The database is not reachable');
    // Migrations run only at start, so once they are seen applied they stay applied.
    migrated ||= await isMigrated(deps.database);
    if (!migrated) throw unavailable('The database is not migrated');
    return {
      success: true as const,
      data: {
        status: 'ok' as const,
        database: 'up' as const,
        driver: deps.database.driver,
        mode: deps.demoMode ? ('demo' as const) : ('production' as const),
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
    };
  });
  return router;
}
