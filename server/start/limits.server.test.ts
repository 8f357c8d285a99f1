/**
 * What the process bounds by itself, whatever is in front of it (issue 30):
 * Node's own server options, and the one limit on pages made per request.
 * The real server (createHttpServer) with small numbers, on a loopback port,
 * with raw sockets doing what an attacker's would. Each test waits for the
 * event it is about (a close, a log line), never for a time.
 */
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { createHttpServer, type ServerLimits } from './httpServer.ts';
import { LIMITS } from './limits.ts';
import { reviewForm, validReview } from '../../testing/reviews.ts';
import { HANG_MS, waitFor } from '../../testing/waitFor.ts';

const SMALL: ServerLimits = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 400,
  connectionsCheckingIntervalMs: 100,
  maxHeaderSize: 4_096,
  maxConnections: 20,
  socketIdleMs: 2_000,
};

let t: TestApp;
let server: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { limits: { ...LIMITS, responseStallMs: 300 } });
  server = createHttpServer(t.app, SMALL);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function open(at = port): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => {}); // closed by the server: what these tests are about
    socket.once('error', reject);
    sockets.push(socket);
  });
}

const connectionsOpen = () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/** Resolves with what the server sent once it closes the connection. */
function closed(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(text);
    socket.once('close', () => resolve(text));
  });
}

/** An idle bound past the test's own (vitest.config.ts): never what closes a connection here. */
const NEVER_IDLE_MS = 10 * HANG_MS;

async function listening(app: TestApp['app'], limits: Partial<ServerLimits> = {}): Promise<{ base: string; port: number; close: () => void }> {
  const listener = createHttpServer(app, { ...SMALL, ...limits });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port: at } = listener.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${at}`,
    port: at,
    close: () => {
      listener.closeAllConnections();
      listener.close();
    },
  };
}

describe('Node’s own limits, set on the server', () => {
  it('has the documented values', () => {
    const real = createHttpServer(() => {});
    expect([real.headersTimeout, real.requestTimeout, real.keepAliveTimeout, real.maxConnections, real.timeout]).toEqual([
      20_000, 30_000, 30_000, 4_096, 30_000,
    ]);
    expect(LIMITS).toMatchObject({ maxUrlLength: 2048, maxHeaderSize: 16_384, responseStallMs: 30_000, maxRenders: 16, renderQueue: 256 });
    // Below a load balancer's usual 60 s idle timeout on its client side, and well above a click's pause.
    expect(real.keepAliveTimeout).toBeLessThan(60_000);
    expect(real.headersTimeout).toBeLessThan(real.requestTimeout);
  });

  // On a listener whose idle bound (server.timeout) cannot come first, so only the bound under test can close the
  // connection: Node answers 408 then, where an idle close says nothing. No trickle of bytes, no clock in the test.
  it('closes a connection that never finishes its head (headersTimeout) with 408', async () => {
    const { port: patient, close } = await listening(t.app, { socketIdleMs: NEVER_IDLE_MS });
    try {
      const socket = await open(patient);
      socket.write('GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
      expect(await closed(socket)).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      close();
    }
  });

  it('closes a connection that never finishes its body (requestTimeout) with 408, and logs the review as cut off', async () => {
    const { port: patient, close } = await listening(t.app, { socketIdleMs: NEVER_IDLE_MS });
    try {
      const socket = await open(patient);
      socket.write('POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{ ');
      expect(await closed(socket)).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      close();
    }
    await waitFor(() => expect(t.logText()).toContain('review: connection closed before the answer was sent'));
  });

  it('answers a head larger than maxHeaderSize with 431 and closes', async () => {
    const socket = await open();
    socket.write(`GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(SMALL.maxHeaderSize)}\r\n\r\n`);
    expect(await closed(socket)).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('closes an idle kept-alive connection (keepAliveTimeout)', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await closed(socket)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection that reads nothing, even with an answer half sent (server.timeout)', async () => {
    const socket = await open();
    socket.pause();
    // More than the kernel buffers for a client that reads nothing (about 4 MB sent, 128 KB received).
    socket.write('GET /our-figures HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n'.repeat(40));
    await waitFor(async () => expect(await connectionsOpen()).toBeGreaterThan(0));
    // The server's side: a paused client never sees the close, as it reads nothing.
    await waitFor(async () => expect(await connectionsOpen()).toBe(0));
  });
});

describe('pages made per request: one bound (renderLimit.ts)', () => {
  it('drops a streamed page whose client never reads, so it cannot hold the render in memory', async () => {
    const socket = await open();
    socket.pause();
    // Pre-check results: made from the visitor's answers, so each one is streamed. No Accept-Encoding:
    // uncompressed, far more bytes than the socket buffers take.
    socket.write(Array.from({ length: 60 }, (_, i) => `GET /pre-check?start=20${10 + (i % 10)}-06&type=pcp HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
    await waitFor(() =>
      expect(t.logs().find((line) => line.msg === 'render: client stopped reading; response abandoned')).toMatchObject({ level: 40, stallMs: 300 }),
    );
    await waitFor(async () => expect(await connectionsOpen()).toBe(0));
    await waitFor(() => expect(t.app.renders.stats()).toEqual({ active: 0, waiting: 0 }));
  });

  it('past the bound answers 503 with Retry-After, and the health check and the built pages still answer', async () => {
    const full = await buildTestApp({}, { limits: { ...LIMITS, maxRenders: 0, renderQueue: 0 } });
    const { base, close } = await listening(full.app);
    try {
      for (const path of ['/about-drivefair', '/pre-check?start=2015-06&type=pcp', '/pre-check.data?start=2015-06&type=pcp']) {
        const refused = await fetch(`${base}${path}`, { headers: { Connection: 'close' } });
        expect(refused.status, path).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(refused.headers.get('cache-control')).toBe('no-store');
      }
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/faqs`)).status).toBe(200);
      expect((await fetch(`${base}/faqs.data`)).status).toBe(200);
      expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
      expect(full.logs().some((line) => line.msg === 'render: every render slot is taken; answered 503')).toBe(true);
    } finally {
      close();
    }
  });

  it('bounds the review form shown again without JavaScript too; a valid review is never refused', async () => {
    const full = await buildTestApp({}, { limits: { ...LIMITS, maxRenders: 0, renderQueue: 0 } });
    const { base, close } = await listening(full.app);
    try {
      const post = (fields: Record<string, string>) =>
        fetch(`${base}/customer-review`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
          body: new URLSearchParams(fields).toString(),
        });
      const invalid = await post({ firstName: '', lastName: '', email: 'not-an-email', rating: '3', review: '' });
      expect(invalid.status).toBe(503);
      expect(invalid.headers.get('retry-after')).toBe('5');
      // Refused for load as every page is (the review page's action, then the same render): a warning, not a fault.
      expect(full.logs().some((line) => line.msg === 'render: every render slot is taken; answered 503' && line.level === 40)).toBe(true);
      expect(full.logs().some((line) => line.msg === 'request failed')).toBe(false);
      const valid = await post(reviewForm(validReview({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })));
      expect(valid.status).toBe(303);
    } finally {
      close();
    }
  });
});

describe('a connection answered with Connection: close', () => {
  it('has the requests pipelined behind the 414 left unprocessed (RFC 9112 9.6)', async () => {
    const local = await buildTestApp();
    const { base, close } = await listening(local.app);
    try {
      const socket = await open(Number(new URL(base).port));
      const answer = closed(socket);
      socket.write(`GET /${'a'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\nGET /vehicles/pipelined-after-close HTTP/1.1\r\nHost: x\r\n\r\n`);
      socket.write('');
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 414 /);
      expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
      expect(local.logText()).not.toContain('pipelined-after-close');
    } finally {
      close();
    }
  });
});
