import { Router } from 'express';
import { getDashboard } from '@college/contracts/endpoints/dashboard';
import type { Mount } from '../../lib/mount';
import type { DashboardService } from './dashboard.service';

/** The office's dashboard: numbers only, no one's personal data, so reading it is not recorded. */
export function dashboardRoutes(mount: Mount, deps: { dashboard: DashboardService }): Router {
  const router = Router();
  mount(router, getDashboard, async () => ({ success: true as const, data: await deps.dashboard.figures() }));
  return router;
}
