import { loadConfigOrExit } from './config.ts';
import { createApp, NOT_FOUND_WARM_PATH } from './app.ts';
import { createHttpServer } from './httpServer.ts';
import { LIMITS } from './limits.ts';
import { createLoadShedder } from './loadShedder.ts';
import { createMetrics, createMetricsServer } from './metrics.ts';
import { stillExamples } from './launchWarnings.ts';
import { createLogger } from './logger.ts';
import { readManifest } from './manifest.ts';
import type { Lifecycle } from './middleware/health.ts';
import { preloadAllPages } from './render/renderPage.tsx';
import { openReviewStore } from './reviews/openReviewStore.ts';
import { REVIEW_QUEUE } from './reviews/reviewQueue.ts';
import { DRAIN_DELAY_MS, gracefulShutdown } from './shutdown.ts';
import { warmUp } from './warmUp.ts';
import { sitemapPaths } from './sitemapPaths.ts';

export async function main(distDir: string): Promise<void> {
  const config = loadConfigOrExit(process.env);
  const logger = createLogger(config);
  // Anything that escapes is logged as one JSON line like every other, never as a bare stack on stderr.
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: exiting`);
    logger.flush(() => process.exit(1));
    setTimeout(() => process.exit(1), 1_000).unref();
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));

  // One line an operator cannot miss: what the launch checklist (README, Deployment) still has to replace.
  const examples = process.env.NODE_ENV === 'production' ? stillExamples(config) : [];
  if (examples.length) logger.warn({ stillExamples: examples }, `still an example: ${examples.join('; ')}`);

  const manifest = readManifest(distDir);
  await preloadAllPages();

  // Not ready until every sitemap page is in the render cache (warmUp.ts).
  const lifecycle: Lifecycle = { ready: true, warming: true };
  const { store: reviewStore, kind: reviewStoreKind } = openReviewStore(config);
  logger.info({ reviewStore: reviewStoreKind }, 'review store open');
  const loadShedder = createLoadShedder({
    maxUtilization: LIMITS.maxEventLoopUtilization,
    windowMs: LIMITS.loadWindowMs,
    maxDelayMs: LIMITS.maxEventLoopDelayMs,
  });
  const metrics = config.metrics.enabled ? createMetrics() : undefined;
  const site = createApp(config, { logger, manifest, distDir, lifecycle, reviewStore, loadShedder, metrics });
  // A review may wait its turn and then the data store without a byte moving: the idle bound leaves it that long.
  const server = createHttpServer(site, {
    ...LIMITS,
    socketIdleMs: Math.max(LIMITS.socketIdleMs, REVIEW_QUEUE.maxWaitMs + config.dataStoreTimeoutMs + 5_000),
  });
  metrics?.watch({ connections: () => ({ ...server.connections.stats(), waitingToRead: server.pacer.waiting() }) });
  // METRICS_PORT: /metrics on a port of its own (say, one only the scraper can reach), and only there.
  const metricsPort = config.metrics.enabled ? config.metrics.port : undefined;
  if (metrics && metricsPort !== undefined) {
    const metricsServer = createMetricsServer(metrics);
    metricsServer.listen({ port: metricsPort, host: config.host }, () => logger.info({ port: metricsPort, host: config.host }, 'metrics listening'));
    metricsServer.unref(); // never what keeps the process alive, nor what shutdown waits for
  }
  server.listen({ port: config.port, host: config.host, backlog: LIMITS.listenBacklog }, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = LIMITS;
    logger.info(
      {
        port,
        host: config.host,
        siteUrl: config.siteUrl,
        buildId: manifest.buildId,
        limits: { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections },
      },
      'listening',
    );
    // And the 404 page (one entry for every unknown path), so unknown documents are answered from memory.
    void warmUp({ warm: site.warm, paths: [...sitemapPaths(), NOT_FOUND_WARM_PATH], lifecycle, logger, onProgress: metrics?.warmUp });
  });

  const shutdown = gracefulShutdown({
    server,
    lifecycle,
    logger,
    reviewStore,
    dataStoreTimeoutMs: config.dataStoreTimeoutMs,
    // `npm run dev` (build.mjs) starts the next server as soon as it signals this one: nothing to drain for,
    // and the port must come free at once.
    drainDelayMs: process.env.NODE_ENV === 'development' ? 0 : DRAIN_DELAY_MS,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
