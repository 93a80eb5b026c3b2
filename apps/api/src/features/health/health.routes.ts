import { Router } from 'express';
import { health } from '@college/contracts/endpoints/health';
import { AppError } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import type { DatabaseHandle } from '../../db/client';

export function healthRoutes(mount: Mount, deps: { database: DatabaseHandle; demoMode: boolean }): Router {
  const router = Router();
  const startedAt = Date.now();
  mount(router, health, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!(await deps.database.ping())) {
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
    }
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
