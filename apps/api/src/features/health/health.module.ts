import type { FileStorage } from '../storage/storage.api';
import { feature } from '../../lib/feature';
import { healthRoutes } from './health.routes';

/** live, ready and the migrations: mounted first, so a supervisor's check reaches it before anything else. */
export const healthFeature = feature({
  name: 'health',
  routes: ({ mount, database, config }, { papersStore }: { papersStore: FileStorage }) =>
    healthRoutes(mount, { database, storage: papersStore, demoMode: config.demoMode }),
});
