import { Router } from 'express';

export interface Lifecycle {
  /** False once shutdown has begun: the load balancer stops sending traffic. */
  ready: boolean;
}

/** Liveness and readiness for the load balancer; mounted first so nothing slows them. */
export function health(lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'shutting down' });
  });
  return router;
}
