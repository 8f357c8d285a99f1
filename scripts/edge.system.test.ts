/**
 * Issue 30, items 5 and 6: the edge (deploy/nginx, `npm run edge`) in front of
 * the built service, on loopback. The hostile checks each come from a loopback
 * address of their own (127.0.0.x), as separate clients would, so one client's
 * limits never decide another test. Everything waits for events: a closed
 * connection, an answer; nothing sleeps.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVIEWS_DB_FILE } from '../server/reviews/sqliteStore.ts';
import { startEdge } from '../testing/edge.mjs';
import { builtPagesEnv, freePort, startBuiltServer } from '../testing/loopback.mjs';
import { HANG_MS } from '../testing/waitFor.ts';

const ROOT = join(import.meta.dirname, '..');
const EDGE_REFUSAL = 'Too many requests from your address';
/** Debian's brotli_static module, as Debian's own nginx.conf loads it (scripts/ensure-nginx.mjs installs it). */
const BROTLI_MODULE = process.env.NGINX_PATH ? '' : 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so; ';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request on a connection of its own, from the loopback address `from`; the body as sent (not decoded). */
function send(port: number, path: string, options: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {}) {
  return sendRaw(port, path, options).then(({ bytes, ...answer }) => ({ ...answer, body: bytes.toString() }));
}

function sendRaw(port: number, path: string, options: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {}) {
  const { method = 'GET', body, from = '127.0.0.1', headers = {} } = options;
  return new Promise<Omit<Answer, 'body'> & { readonly bytes: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
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
    // (server/start/shutdown.ts), which server/start/shutdown.system.test.ts tests.
    service?.child.kill('SIGINT');
    if (service) await exited(service.child);
    rmSync(data, { recursive: true, force: true });
    // `npm run edge` ends cleanly on SIGTERM, its nginx with it.
    expect(stopped).toEqual({ code: 0, signal: null });
  });

  it('serves the pages with the service’s headers, and keeps a public page from the service a few seconds', async () => {
    // A query no page reads: the service's answer (the built file), public, so the micro-cache keeps it.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(edge.port, '/faqs?utm_source=edge-test'));
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

  /** A review as the site's own pages send it through the edge, from `from`. */
  const review = (from: string, email: string) => ({
    json: JSON.stringify({ firstName: 'Ada', lastName: 'O’Neill', email, rating: 5, review: 'Clear and fair.', consent: true }),
    form: new URLSearchParams({ firstName: 'Ada', lastName: 'O’Neill', email, rating: '5', review: 'Clear and fair.', consent: 'yes' }).toString(),
    from,
  });

  it('takes a review posted by the site’s own page through the edge, as JSON and as the form, with or without Sec-Fetch-Site', async () => {
    const origin = `http://127.0.0.1:${edge.port}`;
    for (const [i, fetchSite] of [
      ['1', { 'Sec-Fetch-Site': 'same-origin' }],
      ['2', {}],
    ] as const) {
      const { json, form, from } = review(`127.0.0.2${i}`, `ada.edge${i}@example.com`);
      const headers = { Origin: origin, ...fetchSite };
      const asJson = await send(edge.port, '/api/reviews', { method: 'POST', from, body: json, headers: { ...headers, 'Content-Type': 'application/json' } });
      expect(asJson.status, `JSON ${JSON.stringify(fetchSite)}`).toBe(201);
      expect(JSON.parse(asJson.body)).toEqual({ dataid: expect.any(String) });
      const asForm = await send(edge.port, '/customer-review', {
        method: 'POST',
        from,
        body: form,
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(asForm.status, `form ${JSON.stringify(fetchSite)}`).toBe(303);
      expect(asForm.headers.location).toBe('/customer-review?submitted=1');
    }
    // Stored: the embedded store holds both of each.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(data, 'store', REVIEWS_DB_FILE), { readonly: true });
    try {
      const emails = (db.prepare('SELECT email FROM reviews').all() as { email: string }[]).map((row) => row.email);
      expect(emails.filter((email) => email.startsWith('ada.edge')).sort()).toEqual([
        'ada.edge1@example.com',
        'ada.edge1@example.com',
        'ada.edge2@example.com',
        'ada.edge2@example.com',
      ]);
    } finally {
      db.close();
    }
  });

  it('refuses another site’s post with 403, and the visitor without JavaScript keeps every value', async () => {
    const { json, form, from } = review('127.0.0.23', 'ada.elsewhere@example.com');
    const headers = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const asJson = await send(edge.port, '/api/reviews', { method: 'POST', from, body: json, headers: { ...headers, 'Content-Type': 'application/json' } });
    expect(asJson.status).toBe(403);
    const asForm = await send(edge.port, '/customer-review', {
      method: 'POST',
      from,
      body: form,
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(asForm.status).toBe(403);
    expect(asForm.headers['content-type']).toContain('text/html');
    for (const value of ['value="Ada"', 'value="O’Neill"', 'value="ada.elsewhere@example.com"', 'Clear and fair.']) expect(asForm.body).toContain(value);
    // At an address that still works when reloaded: the review page itself.
    expect((await send(edge.port, '/customer-review', { from })).status).toBe(200);
  });

  /**
   * Issue 48: the files made at build are the edge's own. Another edge, in
   * front of a port where nothing listens (the service stopped), answers every
   * sitemap page, its route data (with this build's id and without) and every
   * hashed asset 200, byte for byte the built file or its brotli or gzip twin,
   * with the headers the service sends for the same file.
   */
  it('serves every sitemap page, its route data and every asset with the service stopped, byte-identical, with the service’s headers', async () => {
    const dist = join(ROOT, 'dist');
    const { buildId } = JSON.parse(readFileSync(join(dist, 'pages/pages.json'), 'utf8')) as { buildId: string };
    const sitemap = (await send(service.port, '/sitemap.xml')).body;
    const paths = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);
    expect(paths.length).toBeGreaterThan(40);
    const stopped = await startEdge({ root: ROOT, upstream: `127.0.0.1:${await freePort()}`, output: (chunk) => (edgeLog += chunk) });
    const skip = new Set(['date', 'connection', 'keep-alive', 'server', 'accept-ranges', 'x-request-id']);
    const compared = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name)));
    let client = 0;
    /** Each URL from an address of its own: the per-client limits are another test's. */
    const from = () => `127.0.3.${(client++ % 250) + 1}`;
    const check = async (url: string, file: string, type: string, againstService: boolean) => {
      for (const [accept, twin] of [
        ['br, gzip', '.br'],
        ['gzip', '.gz'],
        ['', ''],
      ] as const) {
        const headers = accept ? { 'Accept-Encoding': accept } : ({} as Record<string, string>);
        const answer = await sendRaw(stopped.port, url, { from: from(), headers });
        expect(answer.status, `${url} ${accept}`).toBe(200);
        expect(answer.headers['content-type'], url).toBe(type);
        // The preferred twin, else the other one accepted (a source map has only gzip's), else the file.
        const sent = [twin, ...(twin === '.br' ? ['.gz'] : []), ''].find((each) => existsSync(`${file}${each}`))!;
        expect(answer.headers['content-encoding'], `${url} ${accept}`).toBe({ '.br': 'br', '.gz': 'gzip', '': undefined }[sent]);
        expect(answer.bytes.equals(readFileSync(`${file}${sent}`)), `${url} ${accept}: the built file`).toBe(true);
        if (againstService) expect(compared(answer.headers), url).toEqual(compared((await sendRaw(service.port, url, { headers })).headers));
      }
    };
    try {
      for (const [i, path] of paths.entries()) {
        const page = path === '/' ? '/index' : path;
        await check(path, join(dist, `pages${page}.html`), 'text/html; charset=utf-8', i < 3);
        const data = join(dist, `pages${path === '/' ? '/_root' : path}.data.json`);
        const dataUrl = `${path === '/' ? '/_root' : path}.data`;
        await check(`${dataUrl}?_build=${buildId}`, data, 'application/json; charset=utf-8', i < 3);
        await check(dataUrl, data, 'application/json; charset=utf-8', i < 3);
      }
      const assets = readdirSync(join(dist, 'client/assets'), { recursive: true, encoding: 'utf8' }).filter(
        (file) => !/\.(br|gz)$/.test(file) && statSync(join(dist, 'client/assets', file)).isFile(),
      );
      expect(assets.length).toBeGreaterThan(5);
      for (const [i, file] of assets.entries()) {
        const type = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json; charset=utf-8' }[
          file.slice(file.lastIndexOf('.'))
        ];
        if (type) await check(`/assets/${file}`, join(dist, 'client/assets', file), type, i < 3);
      }
      // Only what needs the app is the service's: another build's route data (its 409) and a page read from a query.
      expect((await send(stopped.port, '/about-us.data?_build=another-build', { from: from() })).status).toBe(502);
      expect((await send(stopped.port, '/lenders?q=black', { from: from() })).status).toBe(502);
      // A 304 by the file's ETag, as from the service.
      const etag = (await send(stopped.port, '/faqs', { from: from() })).headers.etag!;
      expect((await send(stopped.port, '/faqs', { from: from(), headers: { 'If-None-Match': etag } })).status).toBe(304);
      expect((await send(service.port, '/faqs', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    } finally {
      await stopped.stop();
    }
  }, 120_000);

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
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${service.port};`)
        .replaceAll('/etc/nginx/drivefair-dist', join(prefix, 'drivefair-dist'));
      expect(local).not.toMatch(/\/etc\/ssl|\/var\/|listen (80|443) |:3000;/);
      symlinkSync(join(ROOT, 'deploy/nginx'), join(prefix, 'drivefair'));
      // As production.conf says: the build folder linked beside the shipped files.
      symlinkSync(join(ROOT, 'dist'), join(prefix, 'drivefair-dist'));
      writeFileSync(join(prefix, 'production.conf'), local);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`).join(' ');
      writeFileSync(
        join(prefix, 'nginx.conf'),
        `${BROTLI_MODULE}daemon off; worker_processes 1; pid ${join(prefix, 'nginx.pid')}; error_log stderr notice;\nevents {}\nhttp { ${temp} include production.conf; }\n`,
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
      // A file made at build, sent by nginx itself (no micro-cache status, which only the service's answers carry).
      expect(page.headers['x-cache-status']).toBeUndefined();
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
