import type { Server } from 'node:http';
import type { Logger } from '../logger.ts';
import type { Lifecycle } from '../middleware/health.ts';
import type { ReviewStore } from '../reviews/dataStore.ts';
import { REVIEW_QUEUE } from '../reviews/reviewQueue.ts';
import { realSchedule, type Schedule } from './schedule.ts';

/**
 * After SIGTERM, /readyz answers 503 while requests are still served for this
 * long, so the load balancer sees it (it polls every few seconds) and stops
 * sending traffic before the listener closes.
 */
export const DRAIN_DELAY_MS = 5_000;
/** The least time in-flight requests get to finish once the listener has closed. */
export const MIN_SHUTDOWN_GRACE_MS = 10_000;
/** On top of the data store's timeout: the answer to the visitor, and the log line, after it. */
const GRACE_MARGIN_MS = 2_000;

/**
 * A review waits at most its turn in the review queue (REVIEW_QUEUE.maxWaitMs)
 * and then DATA_STORE_TIMEOUT_MS for the store, so the grace period outlasts
 * both: no review accepted before the listener closed is cut off by our own
 * shutdown.
 */
export function shutdownGraceMs(dataStoreTimeoutMs: number, queueWaitMs: number = REVIEW_QUEUE.maxWaitMs): number {
  return Math.max(MIN_SHUTDOWN_GRACE_MS, queueWaitMs + dataStoreTimeoutMs + GRACE_MARGIN_MS);
}

export interface ShutdownOptions {
  readonly server: Server;
  /** The admin listener (adminServer.ts): its /readyz says 503 through the drain delay too, then it closes with the site's. */
  readonly admin?: Server;
  readonly lifecycle: Lifecycle;
  readonly logger: Logger;
  readonly reviewStore: ReviewStore;
  readonly dataStoreTimeoutMs: number;
  /** Tests shorten it; the server uses DRAIN_DELAY_MS. */
  readonly drainDelayMs?: number;
  readonly exit: (code: number) => void;
  /** The drain delay's and the grace period's timers; tests pass their own, to end them when they choose. */
  readonly schedule?: Schedule;
}

/**
 * Graceful shutdown in three steps: readiness 503 while still serving (the
 * drain delay), then the listener closes and in-flight requests finish (up to
 * the grace period), then the review store closes and the log is flushed.
 * Returns the function to call on a signal; a second signal changes nothing.
 */
export function gracefulShutdown({
  server,
  admin,
  lifecycle,
  logger,
  reviewStore,
  dataStoreTimeoutMs,
  drainDelayMs = DRAIN_DELAY_MS,
  exit,
  schedule = realSchedule,
}: ShutdownOptions) {
  let stopping = false;
  const graceMs = shutdownGraceMs(dataStoreTimeoutMs);
  const closeListener = () => {
    logger.info({ graceMs }, 'shutdown: no longer accepting connections, finishing in-flight requests');
    const cancelForce = schedule(() => {
      logger.warn({ graceMs }, 'shutdown: grace period over, closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    // Connections that finish their request become idle keep-alives; close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(async () => {
      cancelForce();
      clearInterval(sweep);
      // After the last request: a review in flight is written before the store closes.
      await reviewStore.close().catch((error: unknown) => logger.error({ err: error }, 'shutdown: review store did not close cleanly'));
      logger.info('shutdown complete');
      // The log is written asynchronously (logger.ts): let it drain, then exit.
      let exited = false;
      const done = () => {
        if (exited) return;
        exited = true;
        exit(0);
      };
      logger.flush(done);
      schedule(done, 1_000);
    });
    server.closeIdleConnections();
    admin?.close();
    admin?.closeAllConnections();
  };
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.ready = false;
    // SIGINT is someone at a terminal (Ctrl-C), with no load balancer to tell: no drain delay.
    const delayMs = signal === 'SIGINT' ? 0 : drainDelayMs;
    logger.info({ signal, drainDelayMs: delayMs, graceMs }, 'shutting down: readiness is now 503, still serving during the drain delay');
    schedule(closeListener, delayMs);
  };
}
