import { Router } from 'express';
import { addressAllowed, type Metrics } from './metrics';

/**
 * Prometheus scrapes GET /metrics. Only the addresses in METRICS_ALLOW get an answer; anyone
 * else gets the site's plain 404, so the page does not show it exists. Through nginx the client's
 * address (TRUST_PROXY) must be allowed too, so a visitor cannot reach it by going through the proxy.
 */
export function metricsRoutes(deps: { metrics: Metrics; allow: readonly string[] }): Router {
  const router = Router();
  const allowed = addressAllowed(deps.allow);
  router.get('/metrics', async (req, res, next) => {
    // Both the connection's own address and the client's: the header nginx adds can be forged by
    // anyone who reaches the process directly, the connection's address cannot.
    if (!allowed(req.socket.remoteAddress) || !allowed(req.ip)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(deps.metrics.contentType).send(await deps.metrics.text());
  });
  return router;
}
