import type { Logger } from 'pino';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { FEATURES } from './features/all';
import { jobCore, sharedServices } from './features/site';
import type { Job } from './lib/jobs';

/** Every background job of the site, as its feature declares it; server.ts starts and stops them together. */
export function backgroundJobs(config: Config, database: DatabaseHandle, logger: Logger): Job[] {
  const core = jobCore(config, database, logger);
  const shared = sharedServices(core);
  return FEATURES.flatMap((f) => f.jobs?.(core, shared) ?? []);
}
