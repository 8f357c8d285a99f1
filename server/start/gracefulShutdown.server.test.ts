/**
 * The shutdown sequence in-process, on a real listener, with timers the test
 * ends by hand (testing/manualTimers.ts): readiness first, the listener after
 * the drain delay, in-flight requests within the grace period, the store
 * last. The real signal on the built server: server/start/shutdown.system.test.ts.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { manualTimers, type ManualTimers } from '../../testing/manualTimers.ts';
import { validReview } from '../../testing/reviews.ts';
import type { ReviewStore } from '../reviews/dataStore.ts';
import { REVIEW_QUEUE } from '../reviews/reviewQueue.ts';
import { DRAIN_DELAY_MS, gracefulShutdown, MIN_SHUTDOWN_GRACE_MS, shutdownGraceMs } from './shutdown.ts';

describe('shutdownGraceMs', () => {
  it('always outlasts a review’s wait in the queue plus DATA_STORE_TIMEOUT_MS, and is never under 10 s', () => {
    expect(shutdownGraceMs(5_000)).toBeGreaterThan(REVIEW_QUEUE.maxWaitMs + 5_000);
    expect(shutdownGraceMs(120_000)).toBeGreaterThan(REVIEW_QUEUE.maxWaitMs + 120_000);
    expect(shutdownGraceMs(1_000, 0)).toBe(MIN_SHUTDOWN_GRACE_MS);
    expect(shutdownGraceMs(10_000, 0)).toBeGreaterThan(10_000);
  });
});

/** A promise and the function that settles it: a save the test finishes when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A review store whose saves wait for `saveGate`, and that records its close. */
function heldStore(saveGate: Promise<void>) {
  const calls = { saves: 0, closed: false };
  const started = gate();
  const store: ReviewStore = {
    async save() {
      calls.saves += 1;
      started.open();
      await saveGate;
      return { dataid: `held-${calls.saves}` };
    },
    async close() {
      calls.closed = true;
    },
  };
  return { store, calls, saveStarted: started.opened };
}

/** Resolves with what the server sent once it closes the connection. */
function readResponse(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('gracefulShutdown', () => {
  let server: Server;
  let url: string;
  let t: TestApp;
  let timers: ManualTimers;
  let exits: number[];
  let exited: Promise<void>;
  let signal: (name: string) => void;

  /** A listener for `t`'s app and its shutdown, with the test's timers and the default drain delay. */
  async function start(reviewStore: ReviewStore, dataStoreTimeoutMs = 5_000): Promise<void> {
    t = await buildTestApp({}, { reviewStore });
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    timers = manualTimers();
    exits = [];
    let onExit!: () => void;
    exited = new Promise<void>((resolve) => (onExit = resolve));
    signal = gracefulShutdown({
      server,
      lifecycle: t.deps.lifecycle,
      logger: t.deps.logger,
      reviewStore,
      dataStoreTimeoutMs,
      schedule: timers.schedule,
      exit: (code) => {
        exits.push(code);
        onExit();
      },
    });
  }

  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  const messages = () => t.logs().map((line) => line.msg);

  it('answers /readyz 503 and still serves through the drain delay, then closes the listener, finishes the request in flight, closes the store and exits 0', async () => {
    const { store, calls } = heldStore(Promise.resolve());
    await start(store);
    // A review whose head and half its body have arrived: in flight when the signal comes.
    const body = JSON.stringify(validReview());
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const response = readResponse(socket);
    const received = new Promise((resolve) => server.once('request', resolve));
    socket.write(`POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await received;

    signal('SIGTERM');
    signal('SIGTERM'); // a second signal changes nothing
    expect(timers.pending()).toEqual([DRAIN_DELAY_MS]);
    // issue 13: the load balancer must be able to see the 503, so new connections are still served.
    expect((await fetch(`${url}/readyz`, { headers: { Connection: 'close' } })).status).toBe(503);
    expect((await fetch(`${url}/healthz`, { headers: { Connection: 'close' } })).status).toBe(200);
    expect((await fetch(`${url}/faqs`, { headers: { Connection: 'close' } })).status).toBe(200);
    expect(messages()).not.toContain('shutdown: no longer accepting connections, finishing in-flight requests');

    timers.fire(DRAIN_DELAY_MS);
    expect(messages()).toContain('shutdown: no longer accepting connections, finishing in-flight requests');
    expect(timers.pending()).toEqual([shutdownGraceMs(5_000)]);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(exits).toEqual([]); // still finishing the request
    expect(calls.closed).toBe(false);

    socket.write(body.slice(10));
    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"dataid":"held-1"');
    await exited;
    expect(exits).toEqual([0]);
    expect(calls.closed).toBe(true);
    expect(timers.pending()).not.toContain(shutdownGraceMs(5_000)); // the grace timer is cancelled
    expect(messages()).toContain('shutdown complete');
    expect(messages()).not.toContain('shutdown: grace period over, closing remaining connections');
  });

  it('lets a review waiting on a slow data store finish within the grace period set from DATA_STORE_TIMEOUT_MS, and logs it', async () => {
    const saveGate = gate();
    const { store, saveStarted } = heldStore(saveGate.opened);
    await start(store, 12_000);
    const review = fetch(`${url}/api/reviews`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validReview()) });
    await saveStarted;
    signal('SIGTERM');
    expect(t.logs().find((line) => String(line.msg).startsWith('shutting down'))).toMatchObject({
      signal: 'SIGTERM',
      drainDelayMs: DRAIN_DELAY_MS,
      graceMs: shutdownGraceMs(12_000),
    });
    timers.fire(DRAIN_DELAY_MS);
    expect(timers.pending()).toEqual([shutdownGraceMs(12_000)]);
    saveGate.open();
    const res = await review;
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ dataid: 'held-1' });
    await exited;
    expect(exits).toEqual([0]);
    expect(t.logs().find((line) => line.msg === 'review: saved')).toMatchObject({ dataid: 'held-1' });
    expect(messages()).not.toContain('shutdown: grace period over, closing remaining connections');
  });

  it('closes what is still open when the grace period is over, and still closes the store and exits 0', async () => {
    const { store, calls, saveStarted } = heldStore(new Promise(() => {}));
    await start(store);
    const review = fetch(`${url}/api/reviews`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validReview()) });
    await saveStarted;
    signal('SIGTERM');
    timers.fire(DRAIN_DELAY_MS);
    expect(exits).toEqual([]);
    timers.fire(shutdownGraceMs(5_000));
    await expect(review).rejects.toThrow();
    await exited;
    expect(exits).toEqual([0]);
    expect(calls.closed).toBe(true);
    expect(t.logs().find((line) => line.msg === 'shutdown: grace period over, closing remaining connections')).toMatchObject({ level: 40 });
  });

  it('has no drain delay on SIGINT (someone at a terminal)', async () => {
    const { store } = heldStore(Promise.resolve());
    await start(store);
    signal('SIGINT');
    expect(timers.pending()).toEqual([0]);
    expect((await fetch(`${url}/readyz`, { headers: { Connection: 'close' } })).status).toBe(503);
    timers.fire(0);
    await exited;
    expect(exits).toEqual([0]);
  });
});
