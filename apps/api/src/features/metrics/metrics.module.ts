import { feature } from '../../lib/feature';
import type { Metrics } from './metrics';
import { metricsRoutes } from './metrics.routes';

/** /metrics for the addresses allowed; the requests' counters are the app's own middleware. */
export const metricsFeature = feature({
  name: 'metrics',
  routes: ({ config }, { metrics }: { metrics: Metrics }) => metricsRoutes({ metrics, allow: config.metricsAllow }),
});
