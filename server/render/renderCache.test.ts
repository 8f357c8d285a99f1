import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { createElement, Suspense, use } from 'react';
import { pino } from 'pino';
import { sitemapPaths } from '../sitemapPaths.ts';
import { pageLocation } from './pageLocation.ts';
import { BOOT_SCRIPT } from '../../client/bootScript.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { cspHash } from '../manifest.ts';
import {
  createRenderCache,
  HTML_CACHE_CONTROL,
  inlineExecutingScripts,
  renderComplete,
  type CacheablePage,
  type RenderCache,
  type RenderCacheOptions,
} from './renderCache.ts';

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Raw bytes, no automatic decompression: the test checks what goes on the wire. */
function rawRequest(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
  return body.toString('utf8');
}

function listen(site: RequestListener): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(site).listen(0, '127.0.0.1', () => resolve(server));
  });
}

const silent = pino({ level: 'silent' });
const bootScriptSource = `'sha256-${cspHash(BOOT_SCRIPT)}'`;

describe('pageLocation', () => {
  it.each([
    ['', []],
    ['x=1', []],
    ['utm_source=google&gclid=x', []],
    ['x=1&y=2', ['category']],
    ['category=', []],
  ] as const)('leaves out parameters the page does not read: %j', (search, reads) => {
    expect(pageLocation('/blogs', search, reads)).toBe('/blogs');
  });
  it('keeps the ones it reads, in the route’s order, values as sent', () => {
    expect(pageLocation('/blogs', 'x=1&category=news&utm_source=a', ['category'])).toBe('/blogs?category=news');
    expect(pageLocation('/p', 'b=2&a=1&b=3', ['a', 'b'])).toBe('/p?a=1&b=2&b=3');
    expect(pageLocation('/p', 'a=%3Cb%3E', ['a'])).toBe('/p?a=%3Cb%3E');
  });
});

describe('inlineExecutingScripts', () => {
  it('lets external modules and JSON blocks through, and finds anything inline', () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="application/json" id="x">{}</script>' +
      '<script type="module" src="/assets/entry.js" async=""></script><script nonce="n">$RC()</script><script>x()</script>';
    expect(inlineExecutingScripts(html)).toEqual(['<script nonce="n">', '<script>']);
  });

  it('lets through only the exact scripts allowed by hash', () => {
    const html = `<script>${BOOT_SCRIPT}</script><script>${BOOT_SCRIPT};x()</script>`;
    expect(inlineExecutingScripts(html, [BOOT_SCRIPT])).toEqual(['<script>']);
    expect(inlineExecutingScripts(html)).toEqual(['<script>', '<script>']);
  });
});

describe('renderComplete', () => {
  it('writes a large boundary that suspended in place, with no inline script', async () => {
    let ready = false;
    const data = new Promise<string>((resolve) => setTimeout(() => ((ready = true), resolve('x'.repeat(40_000))), 5));
    function Slow() {
      return createElement('p', null, use(data));
    }
    const html = (
      await renderComplete(createElement('html', null, createElement('body', null, createElement(Suspense, { fallback: 'loading' }, createElement(Slow)))))
    ).toString();
    expect(ready).toBe(true);
    expect(html.includes(`<p>${'x'.repeat(40_000)}</p>`)).toBe(true);
    expect(inlineExecutingScripts(html)).toEqual([]);
    expect(html).not.toContain('nonce');
  });

  it('rejects when a component throws, so errors are never cached', async () => {
    function Broken(): never {
      throw new Error('broken');
    }
    const node = createElement('html', null, createElement('body', null, createElement(Suspense, { fallback: 'x' }, createElement(Broken))));
    await expect(renderComplete(node)).rejects.toThrow('broken');
  });
});

/** A stand-in renderer behind a front door like the site's: counts the requests it had to answer itself. */
function harness(page: (pathname: string) => Omit<CacheablePage, 'render'> & { render?: CacheablePage['render'] }, options: Partial<RenderCacheOptions> = {}) {
  const cache = createRenderCache({ buildId: 'test-build', logger: silent, brotliQuality: 5, ...options });
  const rendered: string[] = [];
  const app = express();
  app.use(compression({ threshold: 0 })); // proves compression leaves already-encoded bodies alone (`respond`)
  app.all('/{*path}', (req, res) => {
    const pathname = req.path;
    const { render = async (location: string) => Buffer.from(`<!DOCTYPE html><html><body>${location}</body></html>`), ...rest } = page(pathname);
    const stream = () => {
      rendered.push(req.originalUrl);
      res.status(rest.status).type('html').send(`streamed ${pathname}`);
    };
    const answered = cache.respond(req, res, { ...rest, render });
    if (answered instanceof Promise) void answered.then((ok) => ok || stream());
    else if (!answered) stream();
  });
  const site: RequestListener = (req, res) => {
    const hit = cache.find(req);
    if (hit) cache.send(req, res, hit);
    else app(req, res);
  };
  return { cache, site, rendered };
}

describe('createRenderCache', () => {
  let servers: Server[] = [];
  afterEach(() => {
    for (const server of servers) server.close();
    servers = [];
  });
  async function start(h: { site: RequestListener }) {
    const server = await listen(h.site);
    servers.push(server);
    return server;
  }

  it('streams the first request, then serves bytes negotiated by Accept-Encoding', async () => {
    const h = harness(() => ({ routeId: 'page', status: 200 }));
    const server = await start(h);
    const first = await rawRequest(server, '/lenders/x', { 'Accept-Encoding': 'br, gzip' });
    expect(decoded(first)).toBe('streamed /lenders/x');
    await h.cache.settled();

    const br = await rawRequest(server, '/lenders/x', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await rawRequest(server, '/lenders/x', { 'Accept-Encoding': 'gzip' });
    const plain = await rawRequest(server, '/lenders/x', { 'Accept-Encoding': 'identity' });
    const noBr = await rawRequest(server, '/lenders/x', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(h.rendered).toEqual(['/lenders/x']);
    expect([br, gz, plain, noBr].map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, 'gzip']);
    for (const res of [br, gz, plain]) {
      expect(res.status).toBe(200);
      expect(decoded(res)).toBe('<!DOCTYPE html><html><body>/lenders/x</body></html>');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    // A strong validator per representation.
    expect(new Set([br, gz, plain].map((res) => res.headers.etag)).size).toBe(3);
    expect(br.headers.etag).toMatch(/^"[\w-]+-br5"$/);
  });

  it('single flight: requests arriving while a page is being filled wait for that one render and get its bytes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    const h = harness(() => ({
      routeId: 'page',
      status: 200,
      render: async (location) => {
        renders++;
        started();
        await gate;
        return Buffer.from(`<!DOCTYPE html><html><body>${location}</body></html>`);
      },
    }));
    const server = await start(h);
    const first = await rawRequest(server, '/lenders/x');
    await renderStarted;
    const burst = Array.from({ length: 5 }, () => rawRequest(server, '/lenders/x'));
    // Wait (bounded) until all five have joined the running fill, then let it finish.
    for (let i = 0; i < 500 && h.cache.stats().joins < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.cache.stats().joins).toBe(5);
    release();
    const answers = await Promise.all(burst);
    expect(decoded(first)).toBe('streamed /lenders/x');
    expect(answers.map((res) => [res.status, decoded(res)])).toEqual(Array(5).fill([200, '<!DOCTYPE html><html><body>/lenders/x</body></html>']));
    expect(h.rendered).toEqual(['/lenders/x']);
    expect(renders).toBe(1);
  });

  it('single flight: when the shared fill fails, the waiting requests are streamed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    const h = harness(() => ({
      routeId: 'page',
      status: 200,
      render: async () => {
        started();
        await gate;
        throw new Error('render failed');
      },
    }));
    const server = await start(h);
    await rawRequest(server, '/lenders/y');
    await renderStarted;
    const burst = Array.from({ length: 3 }, () => rawRequest(server, '/lenders/y'));
    for (let i = 0; i < 500 && h.cache.stats().joins < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all(burst);
    expect(answers.map((res) => [res.status, decoded(res)])).toEqual(Array(3).fill([200, 'streamed /lenders/y']));
    expect(h.rendered).toHaveLength(4);
  });

  it('recompresses a page requested again with the slow, small brotli, off the request path', async () => {
    const html = Buffer.from(
      `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="row">Row ${i} of the page</p>`).join('')}</body></html>`,
    );
    const h = harness(() => ({ routeId: 'page', status: 200, render: async () => html }), { brotliQuality: 11, fillBrotliQuality: 1 });
    const server = await start(h);
    await rawRequest(server, '/popular');
    await h.cache.settled();
    const quick = await rawRequest(server, '/popular', { 'Accept-Encoding': 'br' });
    expect(quick.headers.etag).toMatch(/-br1"$/);
    await rawRequest(server, '/popular', { 'Accept-Encoding': 'br' });
    await h.cache.settled();
    const small = await rawRequest(server, '/popular', { 'Accept-Encoding': 'br' });
    expect(small.headers.etag).toMatch(/-br11"$/);
    expect(small.body.length).toBeLessThan(quick.body.length);
    expect(decoded(small)).toBe(html.toString());
    expect(h.cache.stats().bytes).toBe(html.length + small.body.length + (await rawRequest(server, '/popular', { 'Accept-Encoding': 'gzip' })).body.length);
  });

  it('answers If-None-Match with 304, and HEAD with headers only', async () => {
    const h = harness(() => ({ routeId: 'page', status: 200 }));
    const server = await start(h);
    await rawRequest(server, '/faqs');
    await h.cache.settled();
    const full = await rawRequest(server, '/faqs', { 'Accept-Encoding': 'br' });
    const etag = full.headers.etag!;
    const notModified = await rawRequest(server, '/faqs', { 'Accept-Encoding': 'br', 'If-None-Match': `"other", W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    // Another representation's tag does not match; `*` does (the page exists); a reload asking no-cache gets the page.
    expect((await rawRequest(server, '/faqs', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    expect((await rawRequest(server, '/faqs', { 'Accept-Encoding': 'br', 'If-None-Match': '*' })).status).toBe(304);
    expect((await rawRequest(server, '/faqs', { 'Accept-Encoding': 'br', 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(200);
    const head = await rawRequest(server, '/faqs', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(h.rendered).toEqual(['/faqs']);
  });

  it('shares a page across query strings it does not read, and streams, never keeps, one with a query it reads', async () => {
    const h = harness((pathname) => ({ routeId: 'page', status: 200, query: pathname === '/customer-review' ? ['submitted'] : [] }));
    const server = await start(h);
    await rawRequest(server, '/customer-review');
    await h.cache.settled();
    for (const query of ['utm_source=news&gclid=1', 'x=1', `x=${'a'.repeat(500)}`]) {
      const res = await rawRequest(server, `/customer-review?${query}`);
      expect(res.headers.etag, query).toBeDefined();
      expect(decoded(res)).toBe('<!DOCTYPE html><html><body>/customer-review</body></html>');
    }
    // A parameter the page reads can take any value: streamed each time, so no query can evict a real page.
    for (let i = 0; i < 2; i++) {
      const submitted = await rawRequest(server, '/customer-review?x=2&submitted=1');
      expect(submitted.body.toString()).toBe('streamed /customer-review');
      await h.cache.settled();
    }
    // Other paths read nothing: every query string is the one page.
    await rawRequest(server, '/faqs?x=1');
    await h.cache.settled();
    expect((await rawRequest(server, '/faqs?y=2')).headers.etag).toBeDefined();
    const post = await rawRequest(server, '/customer-review', {}, 'POST');
    expect(post.body.toString()).toBe('streamed /customer-review');
    expect(h.rendered).toEqual(['/customer-review', '/customer-review?x=2&submitted=1', '/customer-review?x=2&submitted=1', '/faqs?x=1', '/customer-review']);
    expect(h.cache.stats().entries).toBe(2);
  });

  it('never keeps a page the renderer says is not worth keeping', async () => {
    const h = harness(() => ({ routeId: 'vehicle', status: 200, keep: false }));
    const server = await start(h);
    for (let i = 0; i < 3; i++) {
      await rawRequest(server, '/vehicles/made-up');
      await h.cache.settled();
    }
    expect(h.rendered).toHaveLength(3);
    expect(h.cache.stats().entries).toBe(0);
  });

  it('gives every one-segment fallback path one shared entry', async () => {
    const h = harness((pathname) => ({
      routeId: pathname === '/about-us' ? 'about' : 'fallback',
      status: 200,
      render: async () => Buffer.from('<html><body>About Us</body></html>'),
    }));
    const server = await start(h);
    await rawRequest(server, '/first-unknown');
    await h.cache.settled();
    for (let i = 0; i < 50; i++) {
      const res = await rawRequest(server, `/unknown-${i}`);
      expect(decoded(res)).toBe('<html><body>About Us</body></html>');
    }
    expect(h.rendered).toEqual(['/first-unknown']);
    expect(h.cache.stats().entries).toBe(1);
  });

  it('shares one 404 entry only when the 404 bytes do not carry the path', async () => {
    const same = harness(() => ({ routeId: 'notFound', status: 404, render: async () => Buffer.from('<h1>Page not found</h1>') }));
    const sameServer = await start(same);
    await rawRequest(sameServer, '/a/b/c');
    await same.cache.settled();
    const cached = await rawRequest(sameServer, '/x/y/z');
    expect(cached.status).toBe(404);
    expect(cached.headers['x-robots-tag']).toBe('noindex');
    expect(same.rendered).toEqual(['/a/b/c']);

    const differs = harness(() => ({ routeId: 'notFound', status: 404 }));
    const differsServer = await start(differs);
    await rawRequest(differsServer, '/a/b/c');
    await differs.cache.settled();
    await rawRequest(differsServer, '/x/y/z');
    await differs.cache.settled();
    expect(differs.rendered).toEqual(['/a/b/c', '/x/y/z']);
    expect(differs.cache.stats().entries).toBe(0);
  });

  it('tries a shared page again later when one path made it differ, instead of refusing it for good', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The first 404 after a start is an odd one (its bytes differ from the probe's); later ones are not.
      const h = harness(() => ({
        routeId: 'notFound',
        status: 404,
        render: async (location) => Buffer.from(location === '/contact/x' ? '<h1>Page not found</h1><a aria-current="page">' : '<h1>Page not found</h1>'),
      }));
      const server = await start(h);
      await rawRequest(server, '/contact/x');
      await h.cache.settled();
      await rawRequest(server, '/a/b');
      await h.cache.settled();
      expect(h.cache.stats().entries).toBe(0);
      vi.setSystemTime(Date.now() + 61_000);
      await rawRequest(server, '/c/d');
      await h.cache.settled();
      expect(h.cache.stats().entries).toBe(1);
      for (let i = 0; i < 20; i++) expect((await rawRequest(server, `/missing/${i}`)).status).toBe(404);
      expect(h.rendered).toEqual(['/contact/x', '/a/b', '/c/d']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never answers 304 for a cached 404, not even to If-None-Match: *', async () => {
    const h = harness(() => ({ routeId: 'notFound', status: 404, render: async () => Buffer.from('<h1>Page not found</h1>') }));
    const server = await start(h);
    await rawRequest(server, '/a/b/c');
    await h.cache.settled();
    const first = await rawRequest(server, '/x/y', { 'Accept-Encoding': 'br' });
    expect(first.headers.etag).toBeDefined();
    for (const ifNoneMatch of ['*', first.headers.etag!]) {
      const res = await rawRequest(server, '/x/y', { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch });
      expect(res.status, ifNoneMatch).toBe(404);
      expect(decoded(res)).toBe('<h1>Page not found</h1>');
    }
  });

  it('never caches render errors or 5xx pages', async () => {
    const h = harness((pathname) =>
      pathname === '/broken' ? { routeId: 'page', status: 200, render: () => Promise.reject(new Error('render failed')) } : { routeId: 'page', status: 500 },
    );
    const server = await start(h);
    for (const path of ['/broken', '/error', '/broken', '/error']) {
      await rawRequest(server, path);
      await h.cache.settled();
    }
    expect(h.rendered).toEqual(['/broken', '/error', '/broken', '/error']);
    expect(h.cache.stats().entries).toBe(0);
  });

  it('never stores a document with an inline script', async () => {
    const h = harness(() => ({ routeId: 'page', status: 200, render: async () => Buffer.from('<html><script>$RC("a")</script></html>') }));
    const server = await start(h);
    await rawRequest(server, '/p');
    await h.cache.settled();
    await rawRequest(server, '/p');
    expect(h.rendered).toEqual(['/p', '/p']);
  });

  it('is bounded by entry count, least recently used first', async () => {
    const h = harness(() => ({ routeId: 'page', status: 200 }), { maxEntries: 2 });
    const server = await start(h);
    for (const path of ['/a', '/b']) {
      await rawRequest(server, path);
      await h.cache.settled();
    }
    await rawRequest(server, '/a'); // hit: /a is now the most recently used
    await rawRequest(server, '/c');
    await h.cache.settled();
    expect(h.cache.stats().entries).toBe(2);
    await rawRequest(server, '/a');
    await rawRequest(server, '/b');
    expect(h.rendered).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('is bounded by bytes', async () => {
    const big = Buffer.from(`<html>${'<p>filler text</p>'.repeat(2000)}</html>`);
    const h = harness(() => ({ routeId: 'page', status: 200, render: async () => big }), { maxBytes: big.length * 2.5 });
    const server = await start(h);
    for (let i = 0; i < 6; i++) {
      await rawRequest(server, `/page-${i}`);
      await h.cache.settled();
    }
    expect(h.cache.stats().entries).toBe(2);
    expect(h.cache.stats().bytes).toBeLessThanOrEqual(big.length * 2.5);
  });

  it('keeps the pages warmed at start however many others come through (pinned)', async () => {
    const big = Buffer.from(`<html>${'<p>filler text</p>'.repeat(2000)}</html>`);
    const h = harness(() => ({ routeId: 'page', status: 200, render: async () => big }), { maxBytes: big.length * 2.5 });
    expect(await h.cache.warm('/sitemap-page', { routeId: 'page', status: 200, render: async () => big })).toBe(true);
    const server = await start(h);
    for (let i = 0; i < 6; i++) {
      await rawRequest(server, `/crawled-${i}`);
      await h.cache.settled();
    }
    await rawRequest(server, '/sitemap-page');
    expect(h.rendered).not.toContain('/sitemap-page');
  });

  it('remembers paths that share one entry apart, so junk paths never push out a real page’s path', async () => {
    const h = harness((pathname) => (pathname.startsWith('/junk-') ? { routeId: 'fallback', status: 200 } : { routeId: 'page', status: 200 }), {
      maxPaths: 2,
      maxSharedPaths: 2,
    });
    const server = await start(h);
    await rawRequest(server, '/real');
    await h.cache.settled();
    for (let i = 0; i < 5; i++) {
      await rawRequest(server, `/junk-${i}`);
      await h.cache.settled();
    }
    const before = h.rendered.length;
    await rawRequest(server, '/real');
    expect(h.rendered.length).toBe(before);
  });

  it('caches a location with a query when it is one page for everyone (the thank-you page), whatever else the query holds', async () => {
    const h = harness(() => ({ routeId: 'review', status: 200, query: ['submitted'] }), { cacheableLocations: ['/customer-review?submitted=1'] });
    const server = await start(h);
    await rawRequest(server, '/customer-review?submitted=1');
    await h.cache.settled();
    await rawRequest(server, '/customer-review?submitted=1&utm_source=x');
    await rawRequest(server, '/customer-review?x=2&submitted=1');
    await rawRequest(server, '/customer-review?submitted=2');
    expect(h.rendered).toEqual(['/customer-review?submitted=1', '/customer-review?submitted=2']);
  });

  it('drops fills past its concurrency bound instead of queueing them', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness(() => ({ routeId: 'page', status: 200, render: async (l) => (await gate, Buffer.from(`<html>${l}</html>`)) }), {
      maxConcurrentFills: 1,
    });
    const server = await start(h);
    await rawRequest(server, '/one');
    await rawRequest(server, '/two');
    release();
    await h.cache.settled();
    expect(h.cache.stats()).toMatchObject({ entries: 1, skippedFills: 1 });
  });

  it('keys entries by build, so a new build never serves an old page', async () => {
    const pages: string[] = [];
    const render = async (location: string) => Buffer.from(`<html>${location} ${pages.length}</html>`);
    const first = createRenderCache({ buildId: 'build-1', logger: silent, brotliQuality: 5 });
    const second = createRenderCache({ buildId: 'build-2', logger: silent, brotliQuality: 5 });
    const req = { method: 'GET', url: '/', headers: {} } as never;
    const res = { writeHead: () => pages.push('hit'), end: () => undefined } as never;
    expect(first.respond(req, res, { routeId: 'home', status: 200, render })).toBe(false);
    await first.settled();
    expect(first.respond(req, res, { routeId: 'home', status: 200, render })).toBe(true);
    expect(second.respond(req, res, { routeId: 'home', status: 200, render })).toBe(false);
  });
});

describe('the site through the render cache', () => {
  let t: TestApp;
  let server: Server;
  let cache: RenderCache;
  const paths = [...new Set([...sitemapPaths(), '/vehicles/ford', '/an-unknown-page'])];

  beforeAll(async () => {
    t = await buildTestApp();
    cache = t.app.renderCache;
    server = await listen(t.app);
    for (const path of paths) {
      await rawRequest(server, path, { 'Accept-Encoding': 'br, gzip' });
      await cache.settled();
    }
  }, 60_000);
  afterAll(() => server.close());

  /** The page from a second site with nothing cached yet: its first answer is streamed. */
  async function streamed(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    const fresh = await listen((await buildTestApp()).app);
    try {
      const res = await rawRequest(fresh, path, headers);
      expect(res.headers.etag, `${path} was streamed`).toBeUndefined();
      return res;
    } finally {
      fresh.close();
    }
  }

  it.each(paths)('%s is served from memory with no inline script and no nonce', async (path) => {
    const res = await rawRequest(server, path, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBeDefined();
    const html = decoded(res);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(html).toMatch(/<\/html>$/);
    expect(html).toMatch(/<h1[\s>]/);
    // The boot script alone, allowed by its hash in the CSP.
    expect(inlineExecutingScripts(html)).toEqual(['<script>']);
    expect(inlineExecutingScripts(html, [BOOT_SCRIPT])).toEqual([]);
    expect(html).not.toMatch(/\snonce=/);
    expect(html).not.toMatch(/\$R[CSX]\b/);
  });

  it('sends the same page a streamed request gets', async () => {
    // The stream may outline the page after the footer (React moves it into place), so compare
    // the text and tags as a sorted list, without the loading fallback and scripts.
    const parts = (html: string) =>
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<div hidden(?:="")? id="S:\d+">|<template id="B:\d+"><\/template>|<!--[^>]*-->/g, '')
        .replace(/<div class="container page-loading" role="status"><span class="visually-hidden">Loading page<\/span><\/div>/g, '')
        .split(/(?=<)/)
        .filter((part) => part !== '</div>')
        .sort();
    for (const path of ['/faqs', '/', '/lenders/mis-sold-bmw-car-finance']) {
      const first = await streamed(path, { 'Accept-Encoding': 'identity' });
      const cached = decoded(await rawRequest(server, path, { 'Accept-Encoding': 'gzip' }));
      const nonce = / nonce="[^"]+"/g;
      expect(parts(cached)).toEqual(parts(first.body.toString().replace(nonce, '')));
    }
  });

  it("keeps every security header and the request log on a cache hit, with script-src 'self' and no nonce", async () => {
    const miss = await streamed('/faqs');
    const hits = [await rawRequest(server, '/faqs', { 'X-Request-Id': 'cache-hit-1' }), await rawRequest(server, '/faqs')];
    expect(hits.map((hit) => hit.headers.etag)).toEqual([expect.any(String), expect.any(String)]);
    const perResponse = new Set(['date', 'connection', 'transfer-encoding', 'content-length', 'etag', 'content-encoding', 'vary']);
    const names = (res: RawResponse) =>
      Object.keys(res.headers)
        .filter((name) => !perResponse.has(name))
        .sort();
    expect(names(hits[0]!)).toEqual(names(miss));
    for (const name of names(miss).filter((n) => n !== 'content-security-policy' && n !== 'x-request-id')) {
      expect(hits[0]!.headers[name], name).toBe(miss.headers[name]);
    }
    // The policy differs in the nonce alone: the streamed page's, less its nonce, is the cached page's.
    const csp = (res: RawResponse) => String(res.headers['content-security-policy']);
    const scriptSrc = (res: RawResponse) => /script-src ([^;]+)/.exec(csp(res))![1];
    expect(scriptSrc(miss)!.split(' ').slice(0, 2)).toEqual(["'self'", bootScriptSource]);
    expect(scriptSrc(miss)!.split(' ')[2]).toMatch(/^'nonce-[\w+/=]{20,}'$/);
    for (const hit of hits) expect(scriptSrc(hit)).toBe(`'self' ${bootScriptSource}`);
    expect(csp(hits[0]!)).toBe(csp(miss).replace(/ 'nonce-[^']+'/, ''));
    expect(hits[0]!.headers['x-request-id']).toBe('cache-hit-1');
    expect(hits[1]!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.logs().find((entry) => (entry.req as { id?: string } | undefined)?.id === 'cache-hit-1');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', reqId: 'cache-hit-1', req: { method: 'GET', path: '/faqs' }, res: { statusCode: 200 } });
    expect(typeof line!.responseTime).toBe('number');
  });

  it('answers unknown documents from the one 404 entry once it is in memory: no render each time', async () => {
    await rawRequest(server, '/some/unknown/path');
    await cache.settled();
    const fills = cache.stats().fills;
    for (let i = 0; i < 5; i++) {
      const res = await rawRequest(server, `/content/unknown-${i}.md`);
      expect(res.status).toBe(404);
      expect(res.headers.etag).toBeDefined();
      expect(decoded(res)).toContain('<h1>Page not found</h1>');
    }
    await cache.settled();
    expect(cache.stats().fills).toBe(fills);
  });

  it('serves arbitrary one-segment paths from the one About Us entry without growing', async () => {
    const before = cache.stats().entries;
    for (let i = 0; i < 20; i++) {
      const res = await rawRequest(server, `/made-up-${i}`, { 'Accept-Encoding': 'br' });
      expect(res.headers.etag).toBeDefined();
      expect(decoded(res)).toContain('About Us');
    }
    await cache.settled();
    expect(cache.stats().entries).toBe(before);
  });

  it('caches the thank-you page once whatever its query (issue 21), an unknown vehicle make as the one 404 page, and no files that share a one-segment path', async () => {
    await rawRequest(server, '/customer-review?submitted=1');
    await cache.settled();
    const thanks = await rawRequest(server, '/customer-review?submitted=1&utm_source=newsletter');
    expect(thanks.headers.etag).toBeDefined();
    expect(decoded(thanks)).toContain('Thank you');
    await rawRequest(server, '/vehicles/not-a-real-make-at-all');
    await cache.settled();
    const entries = cache.stats().entries;
    const unknownMake = await rawRequest(server, '/vehicles/another-made-up-make');
    expect(unknownMake.status).toBe(404);
    expect(cache.stats().entries).toBe(entries);
    // ...while other query strings share the page's entry.
    expect((await rawRequest(server, '/customer-review?x=1')).headers.etag).toBeDefined();
    const favicon = await rawRequest(server, '/favicon.ico');
    expect(favicon.headers['content-type']).toBe('image/x-icon');
  });
});
