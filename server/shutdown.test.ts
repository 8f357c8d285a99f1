/**
 * Graceful shutdown of the real built server: after SIGTERM, /readyz answers
 * 503 while requests are still served (the drain delay), then the listener
 * closes, in-flight requests finish (a review within DATA_STORE_TIMEOUT_MS,
 * however long), and the process exits 0.
 */
import { connect, type Socket } from 'node:net';
import { startServer, type RunningServer } from '../testing/browser.ts';
import { startFakeDataStore } from '../testing/fakeDataStore.ts';
import { DRAIN_DELAY_MS } from './shutdown.ts';
import { shutdownGraceMs } from './shutdown.ts';

let server: RunningServer;

afterEach(async () => {
  await server?.stop();
});

function readResponse(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

function waitForExit(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve(server.process.exitCode);
    server.process.once('exit', (code) => resolve(code));
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('graceful shutdown', () => {
  it('answers /readyz 503 while still serving for the drain delay, then finishes the in-flight request, refuses new connections and exits 0', async () => {
    server = await startServer();
    const body = JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', rating: 5, review: 'Clear and quick.', consent: true });
    const socket = connect(server.port, '127.0.0.1');
    const response = readResponse(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Headers and half the body: the request is now in flight, waiting for the rest.
    socket.write(`POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    // Let the server parse the headers before it is told to stop.
    await fetch(`${server.url}/healthz`);

    const exited = waitForExit(server);
    const signalled = Date.now();
    server.process.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'), 'the shutdown log line');

    // issue 13: the load balancer must be able to see the 503, so new connections are still served.
    const readyz = await fetch(`${server.url}/readyz`);
    expect(readyz.status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/faqs`)).status).toBe(200);

    await until(() => server.output().includes('no longer accepting connections'), 'the listener closing');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_DELAY_MS - 100);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.process.exitCode).toBeNull(); // still finishing the request

    socket.write(body.slice(10));
    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"dataid"');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  }, 20_000);

  it('lets a review waiting on a data store slower than 10 s finish when DATA_STORE_TIMEOUT_MS allows it, and logs it', async () => {
    const fake = await startFakeDataStore({ kind: 'ok', dataid: 'slow-1', delayMs: 11_000 });
    try {
      server = await startServer({ DATA_STORE_URL: fake.url, DATA_STORE_TIMEOUT_MS: '12000' });
      const exited = waitForExit(server);
      const review = fetch(`${server.url}/api/reviews`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', rating: 5, review: 'Slow store.', consent: true }),
      });
      await fake.whenRequests(1);
      server.process.kill('SIGTERM');
      const res = await review;
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ dataid: 'slow-1' });
      expect(await exited).toBe(0);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((line) => line.msg === 'review: saved')).toMatchObject({ dataid: 'slow-1' });
      expect(lines.find((line) => line.msg?.toString().startsWith('shutting down'))).toMatchObject({ graceMs: shutdownGraceMs(12_000) });
      expect(lines.some((line) => line.msg === 'shutdown: grace period over, closing remaining connections')).toBe(false);
    } finally {
      await fake.close();
    }
  }, 30_000);

  it('exits 0 on SIGINT when idle', async () => {
    server = await startServer();
    const exited = waitForExit(server);
    server.process.kill('SIGINT');
    expect(await exited).toBe(0);
    // A process start and its drain delay on a busy two-core machine: generous, and never an assertion about speed.
  }, 60_000);

  it('stops at start with a message naming a bad variable, TRUST_PROXY=true among them, and no stack', async () => {
    await expect(startServer({ TRUST_PROXY: 'true' })).rejects.toThrow(/Configuration error: TRUST_PROXY: "true"/);
    await expect(startServer({ TRUST_PROXY: 'true' })).rejects.not.toThrow(/\n\s+at /);
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a whole number/);
    await expect(startServer({ SITE_URL: 'not a url' })).rejects.toThrow(/SITE_URL: must be an absolute http\(s\) URL/);
    // Four process starts on a busy two-core machine (issue 21 item 11): a generous bound, not a speed check.
  }, 120_000);
});
