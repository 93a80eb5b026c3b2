import type { AdmissionSettingsService } from '../settings/settings.api';
import { feature } from '../../lib/feature';
import { dashboardRoutes } from './dashboard.routes';
import { dashboardService } from './dashboard.service';

type Needs = { settings: AdmissionSettingsService; pages: readonly string[] };

/** The office's figures, each the total of the list it links to. */
export const dashboardFeature = feature({
  name: 'dashboard',
  routes: ({ mount, db, clock }, { settings, pages }: Needs) =>
    dashboardRoutes(mount, { dashboard: dashboardService({ db, clock, settings, pages }) }),
});
