import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startJob, type JobRecorder } from '../../lib/jobs';
import { maintenanceRepository } from './maintenance.repository';

const KEEP_MS = 2 * 24 * 3600 * 1000;
const EVERY_MS = 3600 * 1000;

/** Hourly clean-up of spent OTPs, rate-limit events and ended sessions. Stops with the process. */
export function startMaintenance(deps: { db: Database; clock: Clock; logger: Logger }, record?: JobRecorder): () => void {
  const run = () => maintenanceRepository(deps.db).prune(new Date(deps.clock.now().getTime() - KEEP_MS));
  return startJob({ name: 'maintenance', everyMs: EVERY_MS, run, logger: deps.logger, record });
}
