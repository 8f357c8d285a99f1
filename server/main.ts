import { createServer } from 'node:http';
import { loadConfigOrExit } from './config.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { readManifest } from './manifest.ts';
import type { Lifecycle } from './middleware/health.ts';
import { preloadAllPages } from './render/renderPage.tsx';
import { openReviewStore } from './reviews/openReviewStore.ts';

/** In-flight requests get this long to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function main(distDir: string): Promise<void> {
  const config = loadConfigOrExit(process.env);
  const logger = createLogger(config);
  const manifest = readManifest(distDir);
  await preloadAllPages();

  const lifecycle: Lifecycle = { ready: true };
  const { store: reviewStore, kind: reviewStoreKind } = openReviewStore(config);
  logger.info({ reviewStore: reviewStoreKind }, 'review store open');
  const site = createApp(config, { logger, manifest, distDir, lifecycle, reviewStore });
  const server = createServer(site);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, host: config.host, siteUrl: config.siteUrl, buildId: manifest.buildId }, 'listening');
  });
  server.keepAliveTimeout = 65_000; // longer than common load-balancer idle timeouts
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.ready = false;
    logger.info({ signal }, 'shutting down: readiness is now 503, finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('shutdown: grace period over, closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Connections that finish their request during the drain become idle
    // keep-alives; close them as they do, not after the grace period.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
      // After the last request: a review in flight is written before the store closes.
      await reviewStore.close().catch((error: unknown) => logger.error({ err: error }, 'shutdown: review store did not close cleanly'));
      logger.info('shutdown complete');
      // The log is written asynchronously (logger.ts): let it drain, then exit.
      logger.flush(() => process.exit(0));
      setTimeout(() => process.exit(0), 1_000).unref();
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
