/**
 * Issue 13, per connection: no client can hold the server's connections,
 * memory or time. The real server (createHttpServer) with small numbers, on a
 * loopback port, with raw sockets doing what an attacker's would.
 */
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { createHttpServer, type ServerLimits } from './httpServer.ts';
import { LIMITS } from './limits.ts';

const SMALL: ServerLimits = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 400,
  connectionsCheckingIntervalMs: 100,
  maxConnections: 20,
  hardMaxConnections: 200,
  busyEvictableAfterMs: 300,
  maxPipelinedRequests: 64,
  socketIdleMs: 2_000,
  readSliceBytes: LIMITS.readSliceBytes,
  readSlicesPerTurn: LIMITS.readSlicesPerTurn,
};

let t: TestApp;
let server: Server & ReturnType<typeof createHttpServer>;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { limits: { ...LIMITS, responseStallMs: 300, maxStreamedPages: 100, maxJunkStreams: 100, maxJunkStreamsPerSecond: 100 } });
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

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => {}); // closed by the server: what these tests are about
    socket.once('error', reject);
    sockets.push(socket);
  });
}

function closed(socket: Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    socket.once('close', () => resolve(Date.now() - started));
    socket.resume();
  });
}

async function timedHealth(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: 'close' }, signal: AbortSignal.timeout(5_000) });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}

describe('the server’s own limits', () => {
  it('has the documented values, a phone on a poor signal meets them', () => {
    const real = createHttpServer(() => {});
    expect([real.headersTimeout, real.requestTimeout, real.keepAliveTimeout, real.maxConnections]).toEqual([20_000, 30_000, 30_000, 8_192]);
    expect(LIMITS).toMatchObject({ maxUrlLength: 2048, maxConnections: 4_096, responseStallMs: 30_000 });
    // Below a load balancer's usual 60 s idle timeout on its client side, and well above a click's pause.
    expect(real.keepAliveTimeout).toBeLessThan(60_000);
    expect(real.headersTimeout).toBeLessThan(real.requestTimeout);
  });

  it('closes a connection that sends its head too slowly', async () => {
    const socket = await open();
    socket.write('GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const keepTrickling = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    try {
      const ms = await closed(socket);
      expect(ms).toBeLessThan(SMALL.headersTimeoutMs + 1_000);
    } finally {
      clearInterval(keepTrickling);
    }
  });

  it('closes a connection that sends its body too slowly', async () => {
    const socket = await open();
    socket.write('POST /api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const keepTrickling = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const ms = await closed(socket);
      expect(ms).toBeLessThan(SMALL.requestTimeoutMs + 1_000);
    } finally {
      clearInterval(keepTrickling);
    }
    for (let i = 0; i < 20 && !t.logText().includes('review: connection closed'); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(t.logText()).toContain('review: connection closed before the answer was sent');
  });

  it('closes an idle kept-alive connection after keepAliveTimeout', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ms = await closed(socket);
    // Node waits a further second past keepAliveTimeout before it closes (its margin for clients in flight).
    expect(ms).toBeGreaterThanOrEqual(SMALL.keepAliveTimeoutMs - 50);
    expect(ms).toBeLessThan(SMALL.keepAliveTimeoutMs + 2_000);
  });

  it('makes room for the health check and real visitors when slow connections fill it', async () => {
    const slow = await Promise.all(Array.from({ length: SMALL.maxConnections * 3 }, () => open()));
    for (const socket of slow) socket.write('GET / HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections.stats().open).toBeLessThanOrEqual(SMALL.maxConnections + 1);
    for (let i = 0; i < 5; i++) {
      const health = await timedHealth();
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1_000);
    }
    expect(server.connections.stats().evicted).toBeGreaterThanOrEqual(SMALL.maxConnections * 2 - 1);
  });
});

describe('a connection as the site sees it (decision 017)', () => {
  it('is a paced connection that still tells the client’s address and port, and takes a long body whole', async () => {
    const seen: { address?: string; port?: number; local?: number; bytes: number }[] = [];
    const listener = createHttpServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        seen.push({ address: req.socket.remoteAddress, port: req.socket.remotePort, local: req.socket.localPort, bytes });
        res.end('ok');
      });
    }, SMALL);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port: serverPort } = listener.address() as AddressInfo;
      // Sixteen slices' worth of body: it arrives whole however it was handed on.
      const res = await fetch(`http://127.0.0.1:${serverPort}/`, {
        method: 'POST',
        body: 'x'.repeat(16 * SMALL.readSliceBytes),
        headers: { Connection: 'close' },
      });
      expect(await res.text()).toBe('ok');
      expect(seen).toEqual([{ address: '127.0.0.1', port: expect.any(Number), local: serverPort, bytes: 16 * SMALL.readSliceBytes }]);
      expect(seen[0]!.port).toBeGreaterThan(0);
    } finally {
      listener.closeAllConnections();
      listener.close();
    }
  });
});

describe('a client that never reads', () => {
  it('does not keep a streamed page in memory: the response is dropped once it stalls', async () => {
    const socket = await open();
    socket.pause();
    // Pipelined requests for pages never rendered before (each one streamed), far more bytes than the
    // socket buffers take, so the server's writes stall on a client that reads nothing. All in one
    // slice (decision 017): a request cut between slices waits, once the server stops reading for the
    // unread answers, until the request timeout (1 s here) closes the connection first on a busy machine.
    // No Accept-Encoding: the answers are sent uncompressed.
    // Pre-check results: made from the visitor's answers, streamed every time and never kept (an
    // unknown make did this until issue 29 made it the 404 page, which is kept).
    const requests = Array.from({ length: 60 }, (_, i) => `GET /pre-check?start=20${10 + (i % 10)}-06&type=pcp HTTP/1.1\r\nHost: x\r\n\r\n`).join('');
    expect(requests.length).toBeLessThanOrEqual(SMALL.readSliceBytes);
    socket.write(requests);
    for (let i = 0; i < 240 && !t.logText().includes('render: client stopped reading'); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(t.logs().find((line) => line.msg === 'render: client stopped reading; response abandoned')).toMatchObject({ level: 40, stallMs: 300 });
    for (let i = 0; i < 40 && !socket.destroyed && server.connections.stats().open > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(server.connections.stats().open).toBe(0);
  }, 15_000);

  it('bounds the pages streaming at once: past it, 503 with Retry-After, and the health check still answers', async () => {
    const full = await buildTestApp({}, { limits: { ...LIMITS, maxStreamedPages: 0 } });
    const listener = createHttpServer(full.app, SMALL);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      const refused = await fetch(`${base}/vehicles/a-page-to-stream`, { headers: { Connection: 'close' } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${base}/healthz`, { headers: { Connection: 'close' } })).status).toBe(200);
      expect(full.logs().some((line) => line.msg === 'render: too many pages streaming; answered 503')).toBe(true);
    } finally {
      listener.closeAllConnections();
      listener.close();
    }
  });
});

describe('pages streamed per second', () => {
  // Unknown makes were pages of their own, streamed each time, until issue 29 made them the 404:
  // now a flood of them is the one 404 page from memory, and the junk share is left for the rest.
  it('cost one render for a flood of unknown makes: the 404 page, from memory', async () => {
    const local = await buildTestApp({}, { limits: { ...LIMITS, maxJunkStreamsPerSecond: 3 } });
    await request(local.app).get('/vehicles/budget-first');
    await local.app.renderCache.settled();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(local.app).get(`/vehicles/budget-${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
    expect(local.app.renderCache.stats()).toMatchObject({ entries: 1, fills: 1, hits: 6 });
  });
});

describe('a connection that pipelines requests', () => {
  it('is closed once more answers wait than it may have, so unread answers cannot fill the heap', async () => {
    await request(t.app).get('/faqs');
    await t.app.renderCache.settled();
    const before = server.connections.stats().overPipelined;
    const socket = await open();
    socket.pause();
    // 1,000 requests for a cached page in one write, never read (the attack, one connection of it).
    socket.write('GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(1_000));
    await closed(socket);
    expect(server.connections.stats().overPipelined).toBe(before + 1);
  });

  it('has one slice of its requests parsed at most, not every request it sent (decision 017)', async () => {
    await request(t.app).get('/faqs');
    await t.app.renderCache.settled();
    let parsed = 0;
    const count = () => (parsed += 1);
    server.on('request', count);
    try {
      const socket = await open();
      socket.pause();
      const one = 'GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
      socket.write(one.repeat(1_000));
      await closed(socket);
      // Node parses every request in what it is handed: the slice in which the bound is passed, about
      // a hundred requests (more only if the bytes arrived in pieces, on a busy machine), never all.
      expect(parsed).toBeGreaterThan(SMALL.maxPipelinedRequests);
      expect(parsed).toBeLessThanOrEqual(SMALL.maxPipelinedRequests + Math.ceil(SMALL.readSliceBytes / one.length));
    } finally {
      server.off('request', count);
    }
  });

  it('gets every answer while it stays within the bound and reads them', async () => {
    const socket = await open();
    let text = '';
    // Waits for the four answers to arrive, however long a busy machine takes (the test's own timeout bounds it).
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if ((text.match(/HTTP\/1\.1 200/g) ?? []).length >= 4) resolve();
      }),
    );
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(4));
    await answered;
    expect((text.match(/HTTP\/1\.1 200/g) ?? []).length).toBe(4);
    expect(socket.destroyed).toBe(false);
  });

  it('gets every answer when its requests span several slices and the server holds back between them', async () => {
    await request(t.app).get('/our-figures');
    await t.app.renderCache.settled();
    const socket = await open();
    let text = '';
    const count = () => (text.match(/HTTP\/1\.1 200/g) ?? []).length;
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (count() >= 12) resolve();
      }),
    );
    // Twelve requests of about 1 KB each: three slices. Answers of 168 KB each pile up behind the
    // first, so the server stops reading between slices and must start again (socketOnDrain).
    const padding = `X-Padding: ${'p'.repeat(1_000)}\r\n`;
    socket.write(`GET /our-figures HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n${padding}\r\n`.repeat(12));
    await answered;
    expect(count()).toBe(12);
  });

  it('is closed when it reads nothing for a while, even with an answer half sent', async () => {
    const socket = await open();
    socket.pause();
    socket.write('GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n'.repeat(6));
    expect(await closed(socket)).toBeLessThan(10_000);
  }, 15_000);
});

describe('a connection answered with Connection: close', () => {
  it('has the requests pipelined behind the 414 left unprocessed (RFC 9112 9.6)', async () => {
    const local = await buildTestApp();
    const listener = createHttpServer(local.app, SMALL);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const socket = connect((listener.address() as AddressInfo).port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET /${'a'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\nGET /vehicles/pipelined-after-close HTTP/1.1\r\nHost: x\r\n\r\n`);
      await new Promise((resolve) => socket.once('close', resolve));
      expect(text).toMatch(/^HTTP\/1\.1 414 /);
      expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
      expect(local.logText()).not.toContain('pipelined-after-close');
    } finally {
      listener.close();
    }
  });
});
