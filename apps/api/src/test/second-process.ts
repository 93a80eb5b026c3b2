import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createLogger } from '../lib/logger';
import { consoleSmsSender } from '../features/messages/sms/console-sender';
import type { TestApp } from './test-app';

/**
 * A second API process on the test app's database: on a server, with a connection pool of its
 * own; PGlite lives in one process, so there it shares the first one's.
 */
export async function secondProcess(first: TestApp): Promise<{ app: ReturnType<typeof createApp>; close: () => Promise<void> }> {
  let db: DatabaseHandle | null = null;
  if (first.database.raw.driver === 'postgres') {
    const { connectionString } = first.database.raw.pool.options as { connectionString: string };
    db = await openDatabase({ driver: 'postgres', url: connectionString, poolSize: 4 });
  }
  const app = createApp({
    config: first.config,
    database: db ?? first.database,
    logger: createLogger('silent'),
    clock: first.clock,
    sms: consoleSmsSender({ clock: first.clock, print: () => {} }),
  });
  return { app, close: async () => db?.close() };
}
