import { Router } from 'express';
import { health, healthLive, healthReady } from '@college/contracts/endpoints/health';
import { AppError, RETRY_AFTER_SECONDS, storageUnavailable } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import type { DatabaseHandle } from '../../db/client';
import { isMigrated } from '../../db/migrate';
import type { FileStorage } from '../storage/storage.api';

type HealthDeps = { database: DatabaseHandle; storage: FileStorage; demoMode: boolean };

/**
 * Three answers for three askers: `live` for the supervisor (is the process answering?), `ready`
 * for the load balancer (can it serve: database, migrations, file store), and the older `health`
 * (database only) for monitors that already poll it. All are uncached and cheap.
 */
export function healthRoutes(mount: Mount, deps: HealthDeps): Router {
  const router = Router();
  const startedAt = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);
  let migrated = false;
  const unavailable = (message: string) => new AppError('DATABASE_UNAVAILABLE', message, { retryAfterSeconds: RETRY_AFTER_SECONDS });

  async function databaseStatus() {
    if (!(await deps.database.ping())) throw unavailable('The database is not reachable');
    // Migrations run only at start, so once they are seen applied they stay applied.
    migrated ||= await isMigrated(deps.database);
    if (!migrated) throw unavailable('The database is not migrated');
    return {
      status: 'ok' as const,
      database: 'up' as const,
      driver: deps.database.driver,
      mode: deps.demoMode ? ('demo' as const) : ('production' as const),
      uptimeSeconds: uptimeSeconds(),
    };
  }

  mount(router, healthLive, ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return { success: true as const, data: { status: 'ok' as const, uptimeSeconds: uptimeSeconds() } };
  });
  mount(router, healthReady, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    const database = await databaseStatus();
    if (!(await deps.storage.check())) throw storageUnavailable();
    return { success: true as const, data: { ...database, storage: 'up' as const } };
  });
  mount(router, health, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return { success: true as const, data: await databaseStatus() };
  });
  return router;
}
