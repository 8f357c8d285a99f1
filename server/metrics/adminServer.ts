import type { RequestListener } from 'node:http';
import express from 'express';
import { metricsEndpoint, type Metrics } from './metrics.ts';
import { health, type Lifecycle } from '../middleware/health.ts';

export interface AdminParts {
  readonly lifecycle: Lifecycle;
  /** Why the review store cannot write, if it cannot (readiness, as on the site's port). */
  readonly storeFault?: () => string | undefined;
  /** Absent with METRICS=off: then /metrics is a 404 here too. */
  readonly metrics?: Metrics;
}

/**
 * The admin listener (contract, Configuration: METRICS_PORT on METRICS_HOST,
 * loopback by default): `/metrics`, `/healthz` and `/readyz`, and nothing
 * else. What the process says about itself (Node's version, start time, file
 * descriptors, review volume) is for the operator's scraper, not the public;
 * the health checks are here too so a load balancer can be pointed at a port
 * no visitor's traffic shares. main.ts serves it with the site's own
 * timeouts and connection cap (httpServer.ts).
 */
export function createAdminApp({ lifecycle, storeFault, metrics }: AdminParts): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
    next();
  });
  app.use(health(lifecycle, storeFault));
  if (metrics) app.all('/metrics', metricsEndpoint(metrics));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // A plain word, never a stack: nothing here should fail, and nothing about the process leaks if it does.
  app.use(((_error, _req, res, _next) => {
    if (res.headersSent) return res.destroy();
    res.status(500).type('text/plain').send('Internal server error');
  }) as express.ErrorRequestHandler);
  return app;
}
