import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createLogger } from '../lib/logger';
import { createDatabase, dropDatabase, testDatabaseName, urlForDatabase } from './test-database';

/** A fresh database copied from the run's migrated template, and how to dispose of it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (template.driver === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ driver: 'pglite', loadDataDir: blob });
  }
  const name = testDatabaseName('db');
  await createDatabase(template.serverUrl, name, template.template);
  const handle = await openDatabase({
    driver: 'postgres',
    url: urlForDatabase(template.serverUrl, name),
    poolSize: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(template.serverUrl, name);
    },
  };
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DEMO_MODE: 'true',
  PORT: '0',
  PUBLIC_ORIGIN: 'http://localhost:3000',
  SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
  OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789abcd',
} as const;

export type TestApp = {
  app: Express;
  config: Config;
  database: DatabaseHandle;
  /** Every log line written while the app ran, for checks that nothing secret is logged. */
  logs: string[];
  close(): Promise<void>;
};

/** createApp() on a fresh migrated database, with logs captured in memory. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const database = await openTestDatabase();
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const app = createApp({ config, database, logger });
  return { app, config, database, logs, close: () => database.close() };
}
