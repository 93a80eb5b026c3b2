import { feature } from '../../lib/feature';
import { docsRoutes } from './docs.routes';

/** The OpenAPI document and its page. */
export const docsFeature = feature({
  name: 'docs',
  routes: ({ mount, config }) => docsRoutes(mount, { demoMode: config.demoMode }),
});
