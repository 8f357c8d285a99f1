/**
 * Issue 30, items 5 and 6: the edge (deploy/nginx, `npm run edge`) in front of
 * the built service, on loopback. The hostile checks each come from a loopback
 * address of their own (127.0.0.x), as separate clients would, so one client's
 * limits never decide another test. Everything waits for events: a closed
 * connection, an answer; nothing sleeps.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../testing/edge.mjs';
import { builtPagesEnv, freePort, startBuiltServer } from '../testing/loopback.mjs';
import { HANG_MS } from '../testing/waitFor.ts';

const ROOT = join(import.meta.dirname, '..');
const EDGE_REFUSAL = 'Too many requests from your address';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request on a connection of its own, from the loopback address `from`. */
function send(port: number, path: string, options: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {}) {
  const { method = 'GET', body, from = '127.0.0.1', headers = {} } = options;
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(HANG_MS, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('the edge in front of the service', () => {
  const data = mkdtempSync(join(tmpdir(), 'drivefair-edge-test-'));
  const sockets = new Set<Socket>();
  let service: Awaited<ReturnType<typeof startBuiltServer>>;
  let edge: Awaited<ReturnType<typeof startEdge>>;
  let edgeLog = '';

  /** A raw connection to the edge from `from`, destroyed at the end whatever happens. */
  const open = (from: string) => {
    const socket = connect({ host: '127.0.0.1', port: edge.port, localAddress: from });
    sockets.add(socket);
    socket.on('error', () => {});
    return socket;
  };

  beforeAll(async () => {
    service = await startBuiltServer({ root: ROOT, env: { ...builtPagesEnv(ROOT), TRUST_PROXY: '1', DATA_DIR: join(data, 'store') } });
    // Client timeouts of 1 s instead of the shipped 10 s, so the slow client is cut off quickly.
    edge = await startEdge({ root: ROOT, upstream: `127.0.0.1:${service.port}`, clientTimeoutSeconds: 1, output: (chunk) => (edgeLog += chunk) });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    const stopped = await edge?.stop();
    // SIGINT: the service stops at once; SIGTERM would keep it serving through the 5 s drain delay first
    // (server/shutdown.ts), which server/shutdown.system.test.ts tests.
    service?.child.kill('SIGINT');
    if (service) await exited(service.child);
    rmSync(data, { recursive: true, force: true });
    // `npm run edge` ends cleanly on SIGTERM, its nginx with it.
    expect(stopped).toEqual({ code: 0, signal: null });
  });

  it('serves the pages with the service’s headers, and keeps a public page a few seconds', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(edge.port, '/'));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['cache-control']).toContain('s-maxage=');
    }
    // Kept from the second request on (proxy_cache_min_uses 2), so the third comes from the micro-cache.
    expect(answers.map((answer) => answer.headers['x-cache-status'])).toEqual(['MISS', 'MISS', 'HIT']);
    expect((await send(edge.port, '/faqs')).status).toBe(200);
  });

  it('never keeps a page made from a visitor’s query', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await send(edge.port, '/lenders?q=black');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toContain('no-store');
      expect(answer.headers['x-cache-status']).not.toBe('HIT');
    }
  });

  it('answers /metrics, /healthz and /readyz itself with 404, however they are spelled', async () => {
    for (const path of ['/metrics', '/METRICS', '/metrics/', '/%6Detrics', '/healthz', '/readyz', '/Readyz?x=1']) {
      const answer = await send(edge.port, path);
      expect(answer.status, path).toBe(404);
      // nginx's own answer: nothing reached the service.
      expect(answer.headers['content-security-policy'], path).toBeUndefined();
    }
    expect((await send(service.port, '/healthz')).status).toBe(200);
  });

  it('cuts off a client that sends its head a line at a time and never finishes it', async () => {
    const socket = open('127.0.0.2');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /faqs HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A line now and then, never the blank line that ends the head, until nginx closes. The pace decides nothing:
    // client_header_timeout bounds the whole head, so nginx closes saying nothing; were it a bound on each read, the
    // head would grow until nginx's buffers (4 × 8 KB) refused it with a 400, or the test's own bound ran out.
    // eslint-disable-next-line no-restricted-syntax -- a pace for the drip, not a wait: the test waits on the close.
    const drip = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 200);
    try {
      await closed;
    } finally {
      clearInterval(drip);
    }
    expect(received).toBe('');
  });

  it('refuses most of a burst of 200 review posts from one address, while the service answers /healthz', async () => {
    const posts = Array.from({ length: 200 }, () =>
      send(edge.port, '/api/reviews', { method: 'POST', body: '{}', from: '127.0.0.3', headers: { 'content-type': 'application/json' } }),
    );
    const health = await send(service.port, '/healthz');
    const answers = await Promise.all(posts);
    expect(health.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 429 && answer.body.includes(EDGE_REFUSAL));
    const reachedService = answers.filter((answer) => answer.headers['content-security-policy'] !== undefined);
    expect(refused.length + reachedService.length).toBe(200);
    // Ten at once and one more (drivefair_reviews: burst 10), give or take one every 10 s.
    expect(reachedService.length).toBeGreaterThan(0);
    expect(reachedService.length).toBeLessThanOrEqual(12);
    expect(refused[0]!.headers['retry-after']).toBe('10');
    // Another address is not affected.
    expect((await send(edge.port, '/', { from: '127.0.0.4' })).status).toBe(200);
  });

  it('answers a pipelining client at most 100 times, refusing most, while the service answers /healthz', async () => {
    const socket = open('127.0.0.5');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(1_000));
    const health = await send(service.port, '/healthz');
    expect(health.status).toBe(200);
    // keepalive_requests 100: then nginx closes its side.
    await ended;
    socket.destroy();
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map(([, status]) => Number(status));
    expect(statuses).toHaveLength(100);
    // 20 a second with a burst of 40: the first 41 are served, then refusals begin (how many
    // depends on how fast the machine gets through them, so only that there are some).
    expect(statuses.slice(0, 41).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect((await send(edge.port, '/', { from: '127.0.0.6' })).status).toBe(200);
  });

  it('logs nothing worse than warnings', () => {
    expect(edgeLog).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  /**
   * production.conf as shipped, with only its placeholders and ports replaced:
   * nginx accepts it, redirects plain HTTP to the public name, serves the site
   * over TLS and refuses a handshake for any other name.
   */
  it('production.conf: plain HTTP redirects, TLS serves the site, other names are refused', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'drivefair-production-conf-'));
    chmodSync(prefix, 0o755);
    let nginx: ChildProcess | undefined;
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=www.drivefair.example',
          '-keyout',
          join(prefix, 'key.pem'),
          '-out',
          join(prefix, 'cert.pem'),
        ],
        {
          stdio: 'ignore',
        },
      );
      const [httpPort, httpsPort] = [await freePort(), await freePort()];
      const shipped = readFileSync(join(ROOT, 'deploy/nginx/production.conf'), 'utf8');
      const local = shipped
        .replace(/^\s*listen \[::\]:.*\n/gm, '')
        .replace(/listen 80 /g, `listen 127.0.0.1:${httpPort} `)
        .replace(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
        .replace('/etc/ssl/drivefair/fullchain.pem', join(prefix, 'cert.pem'))
        .replace('/etc/ssl/drivefair/privkey.pem', join(prefix, 'key.pem'))
        .replace('/var/cache/nginx/drivefair', join(prefix, 'cache'))
        .replaceAll('/var/log/nginx/drivefair.access.log', '/dev/null')
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${service.port};`);
      expect(local).not.toMatch(/\/etc\/ssl|\/var\/|listen (80|443) |:3000;/);
      symlinkSync(join(ROOT, 'deploy/nginx'), join(prefix, 'drivefair'));
      writeFileSync(join(prefix, 'production.conf'), local);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`).join(' ');
      writeFileSync(
        join(prefix, 'nginx.conf'),
        `daemon off; worker_processes 1; pid ${join(prefix, 'nginx.pid')}; error_log stderr notice;\nevents {}\nhttp { ${temp} include production.conf; }\n`,
      );
      let log = '';
      nginx = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      nginx.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      // nginx notes that it starts its worker once its sockets listen (error_log at notice): the event to wait on.
      await new Promise<void>((resolve, reject) => {
        const check = () => log.includes('start worker process') && resolve();
        nginx!.stderr!.on('data', check);
        nginx!.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${log}`)));
        check();
      });
      const redirect = await send(httpPort, '/faqs?from=test');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('https://www.drivefair.example/faqs?from=test');

      const overTls = (servername: string, host = servername) =>
        new Promise<Answer>((resolve, reject) => {
          const req = httpsRequest(
            { host: '127.0.0.1', port: httpsPort, path: '/', servername, headers: { host }, rejectUnauthorized: false, agent: false },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
            },
          );
          req.setTimeout(HANG_MS, () => req.destroy(new Error('no answer over TLS')));
          req.on('error', reject);
          req.end();
        });
      const page = await overTls('www.drivefair.example');
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      await expect(overTls('other.example')).rejects.toThrow();
      await expect(overTls('www.drivefair.example', 'other.example')).rejects.toThrow();
      expect(log).not.toMatch(/\[(emerg|alert|crit)\]/);
    } finally {
      nginx?.kill('SIGTERM');
      if (nginx) await exited(nginx);
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
