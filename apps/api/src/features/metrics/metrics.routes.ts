import { Router } from 'express';
import { addressAllowed, type Metrics } from './metrics';

/**
 * Prometheus scrapes GET /metrics. Only the addresses in METRICS_ALLOW get an answer; anyone
 * else gets the site's plain 404, so the page does not show it exists. Through nginx the address
 * is the client's (TRUST_PROXY), so a visitor cannot reach it by going through the proxy either.
 */
export function metricsRoutes(deps: { metrics: Metrics; allow: readonly string[] }): Router {
  const router = Router();
  const allowed = addressAllowed(deps.allow);
  router.get('/metrics', async (req, res, next) => {
    if (!allowed(req.ip)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(deps.metrics.contentType).send(await deps.metrics.text());
  });
  return router;
}
