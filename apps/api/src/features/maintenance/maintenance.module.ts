import { feature } from '../../lib/feature';
import { maintenanceJob } from './maintenance';

/** The database's own housekeeping, in the background. */
export const maintenanceFeature = feature({
  name: 'maintenance',
  jobs: ({ db, clock }) => [maintenanceJob({ db, clock })],
});
