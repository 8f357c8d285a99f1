import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { ReactNode } from 'react';
import fresh from 'fresh';
import { renderToPipeableStream } from 'react-dom/server';
import type { Logger } from '../logger.ts';
import type { HeaderList } from '../middleware/securityHeaders.ts';
import { encodingPreferences } from '../middleware/staticFiles.ts';
import { pageLocation } from './pageLocation.ts';

/**
 * Every page of this site is the same for every visitor, so each URL is
 * rendered once more, complete and without a CSP nonce, compressed once with
 * brotli and gzip off the request path, and served from memory afterwards.
 * The first request for a URL still streams (renderPage.tsx); later ones get
 * bytes. See docs/decisions/002 and 006. The cache holds no nonce: a nonce cannot
 * live in byte-identical HTML, so cached pages carry no inline script that
 * executes, which `inlineExecutingScripts` checks before anything is stored.
 */

/** Headers every HTML page carries, streamed or cached. */
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
/**
 * Browsers revalidate every time (max-age=0, a 304 by ETag); a shared cache
 * (a CDN in front of N replicas) may keep a page for a minute, serve it up to
 * five minutes stale while it fetches a fresh one, and up to a day stale when
 * every origin is failing, so a spike or an outage is absorbed at the edge
 * (issue 21). Pages made from a visitor's answers are `private, no-store`
 * (renderPage.tsx).
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/**
 * `<script>` tags in a document that would execute inline: anything without
 * `src` other than the JSON blocks (boot data, JSON-LD) and the scripts
 * `allowed` (exact texts the CSP allows by hash: the boot script). A strict
 * CSP without a nonce blocks the rest, so a document that has one must never
 * be cached.
 */
export function inlineExecutingScripts(html: string, allowed: readonly string[] = []): string[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)]
    .filter(([, tag, text]) => !/\ssrc=/i.test(tag!) && !/\stype="application\/(?:ld\+)?json"/i.test(tag!) && !allowed.includes(text!))
    .map(([, tag]) => tag!);
}

export interface RenderCompleteOptions {
  /** Give up on a render that has not finished in this time. */
  readonly timeoutMs?: number;
}

/**
 * The whole document once everything is ready, with no nonce. When all is
 * ready before the first byte, and no boundary is outlined for size, React
 * writes the finished markup in place and none of its inline `$RC` scripts,
 * so the bytes suit a strict CSP.
 * Rejects on any render error: an error is never cached.
 */
export function renderComplete(node: ReactNode, { timeoutMs = 10_000 }: RenderCompleteOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        // React may reuse its view of the bytes; keep a copy.
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve(Buffer.concat(chunks));
    });
    const { pipe, abort } = renderToPipeableStream(node, {
      // React 19.2+ outlines a finished Suspense boundary larger than this (default 12,800 bytes)
      // and moves it into place with an inline script; one chunk keeps the document script-free.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => abort(new Error('render cache: render timed out')), timeoutMs);
  });
}

/** What the renderer knows about the page a request resolved to. */
export interface CacheablePage {
  /** The route table's id: 'fallback' and the 404 share one entry. */
  readonly routeId: string;
  readonly status: number;
  /** The query parameters the page reads (the route's `query`): with any of them the page is not cached; others are ignored. */
  readonly query?: readonly string[];
  /** False for a page not worth a place in the cache (a found page marked noindex). */
  readonly keep?: boolean;
  /** The complete document for a location (see `renderComplete`). */
  readonly render: (location: string) => Promise<Buffer>;
}

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  /** Flat `[name, value, ...]` lists, as `writeHead` takes them: the shared headers, then this variant's. */
  readonly headers: HeaderList;
  readonly notModifiedHeaders: HeaderList;
}

/** A document in memory, as `find` returns it for `send`. */
export interface CachedPage {
  readonly key: string;
  readonly status: number;
  readonly hash: string;
  readonly identity: Variant;
  /** Replaced once by a smaller encoding when the page proves popular (see `upgrade`). */
  br: Variant;
  brotliQuality: number;
  readonly gzip: Variant;
  bytes: number;
  hits: number;
}

export interface RenderCacheOptions {
  /** The build's id: part of every key, so a deploy never serves the last build's pages. */
  readonly buildId: string;
  readonly logger: Logger;
  /** Inline scripts the CSP allows by hash (exact texts), which a cached page may carry. */
  readonly allowedInlineScripts?: readonly string[];
  /**
   * Headers every cached response carries before its own: the security headers,
   * constant because a cached page needs no nonce (`securityHeaders().cachedPage`).
   */
  readonly headers?: HeaderList;
  /** At most this many documents are kept (least recently used go first)... */
  readonly maxEntries?: number;
  /** ...and at most this many bytes of them, all variants counted. */
  readonly maxBytes?: number;
  /** Paths remembered as served by a cached document of their own... */
  readonly maxPaths?: number;
  /**
   * ...and, apart, paths that share one (unknown one-segment paths, 404s), so
   * no number of junk paths can push a real page's path out (issue 21).
   */
  readonly maxSharedPaths?: number;
  /**
   * Locations with a query the page reads that are still one page for
   * everyone, so cached like a page without one: the thank-you page
   * (`/customer-review?submitted=1`), whatever else its query holds.
   */
  readonly cacheableLocations?: readonly string[];
  /** Renders and compressions running at once; past this a miss simply streams and is not cached this time. */
  readonly maxConcurrentFills?: number;
  /** Brotli quality of a new entry: quick, so a flood of new URLs costs little (about 2 ms a page)... */
  readonly fillBrotliQuality?: number;
  /** ...and of a page requested again from the cache, recompressed one at a time (about 100 ms a page, 10-15% smaller). */
  readonly brotliQuality?: number;
}

export interface RenderCacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly paths: number;
  readonly hits: number;
  readonly fills: number;
  readonly skippedFills: number;
  /** Requests that waited for a fill already running instead of rendering again. */
  readonly joins: number;
  /** Page requests not answered from memory at once: rendered, streamed or joined to a running fill. */
  readonly misses: number;
  /** Fills running now. */
  readonly filling: number;
}

type Request = IncomingMessage & { originalUrl?: string };

/** How `find` gets from a path to its entry: a key shared by many paths, or the path plus the query its route reads. */
type PathEntry = { readonly shared: string; readonly query?: undefined } | { readonly shared?: undefined; readonly query: readonly string[] };

export interface RenderCache {
  /**
   * The document for a GET or HEAD of a path the renderer has already
   * answered, if it is in memory. Reads `req.url` only, so it works before
   * any framework has seen the request (server/frontDoor.ts).
   */
  readonly find: (req: IncomingMessage) => CachedPage | undefined;
  /**
   * Sends a found document in one `writeHead` and one `end`: the encoding
   * Accept-Encoding prefers, 304 on a matching If-None-Match, no body for
   * HEAD. `requestId`, when given, goes out as X-Request-Id. Returns the status sent.
   */
  readonly send: (req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId?: string) => number;
  /**
   * The renderer's side: answers from the cache and returns true, or returns
   * false (the caller streams) after scheduling a fill for next time. While a
   * fill for the page is already running, returns a promise instead (single
   * flight): it answers from that fill's result and resolves true, or resolves
   * false (the fill failed or was refused) and the caller streams.
   */
  readonly respond: (req: Request, res: ServerResponse, page: CacheablePage) => boolean | Promise<boolean>;
  /**
   * Renders a page into the cache without a request (the start-up warm-up, server/warmUp.ts):
   * resolves true once it is stored, or already was; false when it is not a page the cache keeps.
   */
  readonly warm: (pathname: string, page: CacheablePage) => Promise<boolean>;
  /** The 404 page, the same at every path, when it is in memory: for 404s decided outside the route table (/content/...). */
  readonly notFound: () => CachedPage | undefined;
  /** Resolves when no fill is running (tests, benchmarks). */
  readonly settled: () => Promise<void>;
  readonly stats: () => RenderCacheStats;
}

/**
 * One-segment paths render About Us and (when its bytes do not carry the path)
 * every 404 path the same page, so they share one entry each: arbitrary paths
 * cannot grow the cache. The probe location checks that claim on the first fill.
 */
const SHARED = {
  fallback: { key: 'fallback', probe: '/render-cache-probe' },
  notFound: { key: 'not-found', probe: '/render-cache-probe/not/found' },
} as const;

const DEFAULTS = {
  maxEntries: 256,
  // The 45 sitemap pages take 5.5 MB in all three encodings (2026-11-25), and are pinned; the rest is
  // room for about 85 more pages (vehicle makes, other one-offs) before the least recently used go.
  maxBytes: 16 * 1024 * 1024,
  maxPaths: 4096,
  maxSharedPaths: 1024,
  maxConcurrentFills: 1,
  fillBrotliQuality: 5,
  brotliQuality: 11,
  /** A page served from the cache this many times gets the slow, small brotli encoding. */
  upgradeAfterHits: 2,
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function splitUrl(url: string): [pathname: string, search: string] {
  const q = url.indexOf('?');
  return q < 0 ? [url || '/', ''] : [url.slice(0, q) || '/', url.slice(q + 1)];
}

/**
 * A page shared by many paths whose bytes turned out to differ by path is not
 * cached for this long, then tried again with the next path: one odd path
 * must not leave every later one rendered afresh for good.
 */
const SHARED_REFUSAL_MS = 60_000;

function variant(shared: HeaderList, status: number, body: Buffer, etag: string, encoding?: 'br' | 'gzip'): Variant {
  const common = [
    ...shared,
    'Cache-Control',
    HTML_CACHE_CONTROL,
    'Vary',
    'Accept-Encoding',
    'ETag',
    etag,
    ...(status === 404 ? ['X-Robots-Tag', 'noindex'] : []),
  ];
  return {
    body,
    etag,
    headers: [...common, 'Content-Type', HTML_CONTENT_TYPE, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', String(body.length)],
    notModifiedHeaders: common,
  };
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const { buildId, logger, headers: shared = [] } = options;
  const maxEntries = options.maxEntries ?? DEFAULTS.maxEntries;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxPaths = options.maxPaths ?? DEFAULTS.maxPaths;
  const maxSharedPaths = options.maxSharedPaths ?? DEFAULTS.maxSharedPaths;
  const cacheableLocations = new Set(options.cacheableLocations ?? []);
  const maxConcurrentFills = options.maxConcurrentFills ?? DEFAULTS.maxConcurrentFills;
  const brotliQuality = options.brotliQuality ?? DEFAULTS.brotliQuality;
  const fillBrotliQuality = Math.min(options.fillBrotliQuality ?? DEFAULTS.fillBrotliQuality, brotliQuality);

  /** Cache key → document, in least-recently-used order (a Map keeps insertion order). */
  const pages = new Map<string, CachedPage>();
  let totalBytes = 0;
  /**
   * Path → how to find its entry, only for paths the renderer itself answered
   * (so /favicon.ico never maps to About Us): a shared key, or the query
   * parameters its route reads, which with the path make the key.
   */
  const paths = new Map<string, PathEntry>();
  const filling = new Map<string, Promise<void>>();
  /** Keys found unfit to cache (inline scripts: for good; path-dependent shared pages: for a while) → until when; bounded like paths. */
  const refused = new Map<string, number>();
  const isRefused = (key: string) => {
    const until = refused.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    refused.delete(key);
    return false;
  };
  const preferences = encodingPreferences();
  let hits = 0;
  let fills = 0;
  let skippedFills = 0;
  let joins = 0;
  let misses = 0;

  const pathKey = (location: string) => `${buildId}:path:${location}`;
  const keyOf = (location: string, page: CacheablePage): { key: string; shared: boolean; probe?: string } | undefined => {
    if (page.status >= 500) return undefined;
    if (page.routeId === 'fallback') return { key: `${buildId}:${SHARED.fallback.key}`, shared: true, probe: SHARED.fallback.probe };
    if (page.status === 404) return { key: `${buildId}:${SHARED.notFound.key}`, shared: true, probe: SHARED.notFound.probe };
    if (page.status !== 200) return undefined;
    return { key: pathKey(location), shared: false };
  };

  const remember = <T>(map: Map<string, T>, key: string, value: T, bound = maxPaths) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > bound) map.delete(map.keys().next().value!);
  };
  /** Paths sharing an entry, remembered apart from those with their own (see maxSharedPaths). */
  const sharedPaths = new Map<string, PathEntry>();
  const rememberPath = (pathname: string, identity: { key: string; shared: boolean }, query: readonly string[] | undefined) => {
    if (identity.shared) remember(sharedPaths, pathname, { shared: identity.key }, maxSharedPaths);
    else remember(paths, pathname, { query: query ?? [] });
  };
  /** Keys of the pages warmed at start (the sitemap): never evicted, so a crawl of endless variants cannot push them out. */
  const pinned = new Set<string>();

  const lookup = (key: string): CachedPage | undefined => {
    const page = pages.get(key);
    // Refresh its place in the LRU order now and then: a page requested that often stays near the end.
    if (page && page.hits % 16 === 0) {
      pages.delete(key);
      pages.set(key, page);
    }
    return page;
  };

  const store = (key: string, page: CachedPage) => {
    if (page.bytes > maxBytes) return;
    const previous = pages.get(key);
    if (previous) {
      pages.delete(key);
      totalBytes -= previous.bytes;
    }
    pages.set(key, page);
    totalBytes += page.bytes;
    for (const [oldestKey, oldest] of pages) {
      if (pages.size <= maxEntries && totalBytes <= maxBytes) break;
      if (pinned.has(oldestKey)) continue;
      pages.delete(oldestKey);
      totalBytes -= oldest.bytes;
    }
  };

  const send = (req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId?: string): number => {
    hits++;
    if (++page.hits === DEFAULTS.upgradeAfterHits && page.brotliQuality < brotliQuality) queueUpgrade(page);
    const encoding = preferences(req.headers['accept-encoding'])[0];
    const chosen = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    // Preconditions apply to a 2xx answer only (RFC 9110 §13.2.1): a 404 is never "not modified", not even for `*`.
    const notModified = page.status === 200 && fresh(req.headers, { etag: chosen.etag });
    const status = notModified ? 304 : page.status;
    const headers = notModified ? chosen.notModifiedHeaders : chosen.headers;
    // One flat list and no setHeader before it: Node's quickest way to write the head.
    res.writeHead(status, requestId === undefined ? (headers as string[]) : headers.concat('X-Request-Id', requestId));
    if (notModified || req.method === 'HEAD') res.end();
    else res.end(chosen.body);
    return status;
  };

  const brotli = (html: Buffer, quality: number) =>
    brotliAsync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
        // A 256 KiB window covers any page at a fraction of the default's memory.
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });

  const build = async (key: string, status: number, html: Buffer): Promise<CachedPage> => {
    const [br, gz] = await Promise.all([brotli(html, fillBrotliQuality), gzipAsync(html, { level: 9 })]);
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
    return {
      key,
      status,
      hash,
      identity: variant(shared, status, html, `"${hash}"`),
      br: variant(shared, status, br, `"${hash}-br${fillBrotliQuality}"`, 'br'),
      brotliQuality: fillBrotliQuality,
      gzip: variant(shared, status, gz, `"${hash}-gz"`, 'gzip'),
      bytes: html.length + br.length + gz.length,
      hits: 0,
    };
  };

  /** Pages waiting for their final brotli encoding, done one at a time off the request path. */
  const upgrades: CachedPage[] = [];
  let upgrading = false;
  const queueUpgrade = (page: CachedPage) => {
    if (upgrades.length < maxEntries) upgrades.push(page);
    if (!upgrading) void runUpgrades();
  };
  const runUpgrades = async () => {
    upgrading = true;
    try {
      for (let page = upgrades.shift(); page; page = upgrades.shift()) {
        if (pages.get(page.key) !== page) continue; // evicted meanwhile
        const br = await brotli(page.identity.body, brotliQuality).catch(() => undefined);
        if (!br || pages.get(page.key) !== page || br.length >= page.br.body.length) continue;
        totalBytes += br.length - page.br.body.length;
        page.bytes += br.length - page.br.body.length;
        page.br = variant(shared, page.status, br, `"${page.hash}-br${brotliQuality}"`, 'br');
        page.brotliQuality = brotliQuality;
      }
    } finally {
      upgrading = false;
    }
  };

  const fill = async (key: string, location: string, probe: string | undefined, page: CacheablePage) => {
    // Let the streaming response for this request go out first.
    await new Promise((resolve) => setImmediate(resolve));
    const html = await page.render(location);
    if (probe && !html.equals(await page.render(probe))) {
      remember(refused, key, Date.now() + SHARED_REFUSAL_MS);
      logger.warn({ key }, 'render cache: this shared page carries its path, so its paths cannot share one entry; not cached for now');
      return;
    }
    const inline = inlineExecutingScripts(html.toString('utf8'), options.allowedInlineScripts);
    if (inline.length) {
      remember(refused, key, Number.POSITIVE_INFINITY);
      logger.warn({ key, inline: inline.slice(0, 3) }, 'render cache: document has inline scripts a strict CSP blocks; not cached');
      return;
    }
    store(key, await build(key, page.status, html));
    fills++;
  };

  const scheduleFill = (key: string, location: string, probe: string | undefined, page: CacheablePage) => {
    if (filling.has(key) || isRefused(key)) return;
    if (filling.size >= maxConcurrentFills) {
      skippedFills++;
      return;
    }
    const job = fill(key, location, probe, page)
      .catch((error: unknown) => logger.warn({ err: error, key }, 'render cache: render failed; not cached'))
      .finally(() => filling.delete(key));
    filling.set(key, job);
  };

  const keyForPath = (entry: PathEntry, pathname: string, search: string) => entry.shared ?? pathKey(pageLocation(pathname, search, entry.query));

  return {
    find(req) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
      const [pathname, search] = splitUrl(req.url ?? '/');
      const entry = paths.get(pathname) ?? sharedPaths.get(pathname);
      return entry === undefined ? undefined : lookup(keyForPath(entry, pathname, search));
    },
    send,
    respond(req, res, page) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      misses++; // undone below when the page turns out to be in memory after all
      const [pathname, search] = splitUrl(req.originalUrl ?? req.url ?? '/');
      const location = pageLocation(pathname, search, page.query);
      // A query the page reads can take any value (`?redress=<anything>`): such pages are streamed and
      // never kept, so no query string can push the site's real pages out of the cache.
      if ((location !== pathname && !cacheableLocations.has(location)) || page.keep === false) return false;
      const identity = keyOf(location, page);
      if (!identity || isRefused(identity.key)) return false;
      rememberPath(pathname, identity, page.query);
      const cached = lookup(identity.key);
      if (cached) {
        misses--;
        send(req, res, cached);
        return true;
      }
      // A burst for one uncached page costs one render: later requests wait for the fill the first started.
      const running = filling.get(identity.key);
      if (running) {
        joins++;
        const key = identity.key;
        return running.then(() => {
          const filled = lookup(key);
          if (!filled) return false;
          if (!res.destroyed) send(req, res, filled);
          return true;
        });
      }
      scheduleFill(identity.key, identity.shared ? pathname : location, identity.probe, page);
      return false;
    },
    warm(pathname, page) {
      const identity = page.keep === false ? undefined : keyOf(pathname, page);
      if (!identity || isRefused(identity.key)) return Promise.resolve(false);
      rememberPath(pathname, identity, page.query);
      if (!identity.shared) pinned.add(identity.key);
      if (!lookup(identity.key)) scheduleFill(identity.key, pathname, identity.probe, page);
      return (filling.get(identity.key) ?? Promise.resolve()).then(() => lookup(identity.key) !== undefined);
    },
    async settled() {
      while (filling.size || upgrading) {
        await Promise.all([...filling.values()]);
        if (upgrading) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    notFound: () => pages.get(`${buildId}:${SHARED.notFound.key}`),
    stats: () => ({
      entries: pages.size,
      bytes: totalBytes,
      paths: paths.size + sharedPaths.size,
      hits,
      fills,
      skippedFills,
      joins,
      misses,
      filling: filling.size,
    }),
  };
}
