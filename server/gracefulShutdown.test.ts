/**
 * The shutdown sequence in-process, on a real listener, with a short drain
 * delay: readiness first, the listener after, the store last.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../testing/app.ts';
import { REVIEW_QUEUE } from './reviews/reviewQueue.ts';
import { gracefulShutdown, MIN_SHUTDOWN_GRACE_MS, shutdownGraceMs } from './shutdown.ts';

describe('shutdownGraceMs', () => {
  it('always outlasts a review’s wait in the queue plus DATA_STORE_TIMEOUT_MS, and is never under 10 s', () => {
    expect(shutdownGraceMs(5_000)).toBeGreaterThan(REVIEW_QUEUE.maxWaitMs + 5_000);
    expect(shutdownGraceMs(120_000)).toBeGreaterThan(REVIEW_QUEUE.maxWaitMs + 120_000);
    expect(shutdownGraceMs(1_000, 0)).toBe(MIN_SHUTDOWN_GRACE_MS);
    expect(shutdownGraceMs(10_000, 0)).toBeGreaterThan(10_000);
  });
});

describe('gracefulShutdown', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('answers /readyz 503 on new connections during the drain delay, then closes the listener, closes the store and exits 0', async () => {
    const t = await buildTestApp();
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let storeClosed = false;
    const store = t.deps.reviewStore;
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      const shutdown = gracefulShutdown({
        server,
        lifecycle: t.deps.lifecycle,
        logger: t.deps.logger,
        reviewStore: { save: store.save, close: async () => void (storeClosed = true) },
        dataStoreTimeoutMs: 5_000,
        drainDelayMs: 300,
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      });
      shutdown('SIGTERM');
      shutdown('SIGTERM'); // a second signal changes nothing
    });
    const ready = await fetch(`${url}/readyz`, { headers: { Connection: 'close' } });
    expect(ready.status).toBe(503);
    expect((await fetch(`${url}/faqs`, { headers: { Connection: 'close' } })).status).toBe(200);
    expect(storeClosed).toBe(false);
    await exited;
    expect(exits).toEqual([0]);
    expect(storeClosed).toBe(true);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const messages = t.logs().map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['shutdown: no longer accepting connections, finishing in-flight requests', 'shutdown complete']));
    await store.close();
  });
});
