import { Router } from 'express';

export interface Lifecycle {
  /** False once shutdown has begun: the load balancer stops sending traffic. */
  ready: boolean;
}

/**
 * Liveness and readiness for the load balancer; mounted first so nothing slows them.
 * `storeFault` says why the review store cannot write, if it cannot: not ready then,
 * so visitors are sent where their reviews can be kept.
 */
export function health(lifecycle: Lifecycle, storeFault: () => string | undefined = () => undefined): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!lifecycle.ready) res.status(503).json({ status: 'shutting down' });
    else if (storeFault()) res.status(503).json({ status: 'review store cannot write' });
    else res.json({ status: 'ready' });
  });
  return router;
}
