import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { maintenanceRepository } from './maintenance.repository';

const KEEP_MS = 2 * 24 * 3600 * 1000;
const EVERY_MS = 3600 * 1000;

/** Hourly clean-up of spent OTPs, rate-limit events and ended sessions; one process at a time. */
export function maintenanceJob(deps: { db: Database; clock: Clock }): Job {
  return {
    name: 'maintenance',
    everyMs: EVERY_MS,
    exclusive: true,
    run: () => maintenanceRepository(deps.db).prune(new Date(deps.clock.now().getTime() - KEEP_MS)),
  };
}
