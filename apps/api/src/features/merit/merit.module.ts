import type { ApplicationService } from '../applications/applications.api';
import { feature } from '../../lib/feature';
import { meritRoutes } from './merit.routes';
import { meritService } from './merit.service';

/** Rank lists: their formula, their versions and their publication. */
export const meritFeature = feature({
  name: 'merit',
  routes: ({ mount, db, clock }, { applications }: { applications: ApplicationService }) =>
    meritRoutes(mount, { merit: meritService({ db, clock }), applications }),
});
