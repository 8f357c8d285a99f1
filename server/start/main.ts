import { ConfigError, loadConfigOrExit } from '../config/config.ts';
import { createAdminApp } from '../metrics/adminServer.ts';
import { createApp } from '../app.ts';
import { createHttpServer } from './httpServer.ts';
import { listen } from './listen.ts';
import { LIMITS } from './limits.ts';
import { createMetrics } from '../metrics/metrics.ts';
import { stillExamples } from '../config/launchWarnings.ts';
import { createLogger } from '../logger.ts';
import { BuildDamaged, readManifest } from '../manifest.ts';
import type { Lifecycle } from '../middleware/health.ts';
import { pagesFor, readBuiltIndex } from '../pages/prerender.ts';
import { preloadAllPages } from '../render/routeHandler.ts';
import { openReviewStore, ReviewStoreUnusable } from '../reviews/openReviewStore.ts';
import { REVIEW_QUEUE } from '../reviews/reviewQueue.ts';
import { DRAIN_DELAY_MS, gracefulShutdown } from './shutdown.ts';

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
  // What the configuration names but cannot work (a port in use, a host that does not resolve, a DATA_DIR
  // that cannot hold the store): exit 78 naming the variable, as loadConfig's own refusals, never a stack.
  const refuse = (error: ConfigError): Promise<never> => {
    logger.fatal({ variable: error.variable }, `Configuration error: ${error.message}`);
    logger.flush(() => process.exit(78));
    setTimeout(() => process.exit(78), 1_000); // kept referenced: the process lives until it exits
    // Nothing else runs meanwhile: the start waits on a promise that never settles.
    return new Promise<never>(() => {});
  };

  // A damaged or missing build: exit 78 with one line, as for configuration (issue 48), before anything else is said.
  const damaged = (error: BuildDamaged): Promise<never> => {
    logger.fatal(`Build error: ${error.message}`);
    logger.flush(() => process.exit(78));
    setTimeout(() => process.exit(78), 1_000);
    return new Promise<never>(() => {});
  };
  let manifest: ReturnType<typeof readManifest>;
  try {
    manifest = readManifest(distDir);
    readBuiltIndex(distDir);
  } catch (error) {
    if (error instanceof BuildDamaged) return await damaged(error);
    throw error;
  }

  // One line an operator cannot miss: what the launch checklist (docs/operating.md, Launch) still has to replace.
  const examples = process.env.NODE_ENV === 'production' ? stillExamples(config) : [];
  if (examples.length) logger.warn({ stillExamples: examples }, `still an example: ${examples.join('; ')}`);

  // First: a DATA_DIR that cannot hold the store is refused before seconds go on loading pages.
  let opened: ReturnType<typeof openReviewStore>;
  try {
    opened = openReviewStore(config);
  } catch (error) {
    if (error instanceof ReviewStoreUnusable) return await refuse(new ConfigError('DATA_DIR', error.message));
    throw error;
  }
  const { store: reviewStore, kind: reviewStoreKind } = opened;
  logger.info({ reviewStore: reviewStoreKind }, 'review store open');
  await preloadAllPages();
  // The pages made at build, or, for a SITE_URL or CLAIM_APP_URL the build was not made with, the same made now.
  const pagesDir = await pagesFor(config, { distDir, manifest, logger });

  const lifecycle: Lifecycle = { ready: true };
  const metrics = config.metricsEnabled ? createMetrics() : undefined;
  const site = createApp(config, { logger, manifest, distDir, pagesDir, lifecycle, reviewStore, metrics });
  // A review may wait its turn and then the data store without a byte moving: the idle bound leaves it that long.
  const server = createHttpServer(site, {
    ...LIMITS,
    socketIdleMs: Math.max(LIMITS.socketIdleMs, REVIEW_QUEUE.maxWaitMs + config.dataStoreTimeoutMs + 5_000),
  });
  metrics?.watch({ connections: () => new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0))) });
  // The admin listener: /metrics, /healthz and /readyz where only the operator's network reaches (METRICS_HOST).
  const admin = createHttpServer(createAdminApp({ lifecycle, storeFault: () => reviewStore.fault?.(), metrics }), LIMITS);
  const bound = await Promise.all([
    listen(server, { port: config.port, host: config.host, backlog: LIMITS.listenBacklog }, { port: 'PORT', host: 'HOST' }),
    listen(admin, config.admin, { port: 'METRICS_PORT', host: 'METRICS_HOST' }),
  ]).catch((error: unknown) => (error instanceof ConfigError ? refuse(error) : Promise.reject(error)));
  const [port, adminPort] = bound;
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = LIMITS;
  logger.info({ port: adminPort, host: config.admin.host, metrics: metrics !== undefined }, 'admin listening (/metrics, /healthz, /readyz)');
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

  const shutdown = gracefulShutdown({
    server,
    admin,
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
