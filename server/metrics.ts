import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RenderCacheStats } from './render/renderCache.ts';

/**
 * What an operator sees at `GET /metrics` (Prometheus text format, issue 21).
 * Every label is one of a few fixed words (the kind of route, never the path;
 * a status code; a reason): a client cannot grow the series, and nothing a
 * visitor typed or sent ever becomes a label.
 */
export type RouteKind = 'page' | 'asset' | 'document' | 'file' | 'review' | 'health' | 'metrics' | 'seo';

/** Why a request was answered 503 without being served. */
export type ShedReason = 'overload' | 'strained_junk' | 'streams' | 'stream_rate' | 'review_queue_full';

/**
 * How a review post ended. `store_error`: the data store failed or was busy, and did not keep it; `unknown`:
 * it timed out or answered unreadably, so it may have kept it; `refused`: 4xx (invalid, rate limit, cross-site).
 */
export type ReviewOutcome = 'saved' | 'duplicate' | 'refused' | 'store_error' | 'unknown' | 'queue_full';

/** Figures read only when Prometheus scrapes, so the request path pays nothing for them. */
export interface MetricSources {
  readonly renderCache: () => RenderCacheStats;
  /** Pages being streamed now (renders in flight besides the cache's fills). */
  readonly streamsOpen: () => number;
  readonly reviewQueue: () => { readonly waiting: number; readonly saving: number };
  readonly loadLevel: () => 'ok' | 'strained' | 'overloaded';
  /** The HTTP server's connections (connectionGuard.ts, readPacer.ts): open now, waiting their turn to be read, and closed by a bound, since start. */
  readonly connections: () => {
    readonly open: number;
    readonly waitingToRead: number;
    readonly evicted: number;
    readonly refused: number;
    readonly overPipelined: number;
  };
}

export interface Metrics {
  readonly registry: Registry;
  /**
   * One request: called from the request log, for every line it would write at any level. `aborted`:
   * the connection closed before the whole answer was handed over, whatever status its head carried.
   */
  readonly request: (method: string | undefined, path: string, status: number | 'aborted', ms: number) => void;
  readonly shed: (reason: ShedReason) => void;
  readonly review: (outcome: ReviewOutcome) => void;
  readonly warmUp: (progress: { readonly total: number; readonly warmed: number; readonly failed: number }) => void;
  /** Where the scrape-time figures come from; each part may be given by whoever owns it. */
  readonly watch: (sources: Partial<MetricSources>) => void;
}

const FILE = /\/[^/]+\.[a-z0-9]{1,12}$/i;

/** The route kind of a path: a handful of values whatever the path, so label cardinality stays bounded. */
export function routeKind(method: string | undefined, path: string): RouteKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path === '/api/reviews' || (method === 'POST' && path === '/customer-review')) return 'review';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/content/')) return 'document';
  if (path === '/robots.txt' || path === '/sitemap.xml') return 'seo';
  if (FILE.test(path)) return 'file';
  return 'page';
}

/** The event-loop utilisation gauge's window: fixed, whoever scrapes and however often. */
export const ELU_WINDOW_MS = 5_000;

/** From a cached page (well under a millisecond) to a render given up on (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A counter whose value is a running total kept elsewhere (the render cache's stats), read at scrape time. */
function totalCounter(registry: Registry, name: string, help: string, read: () => number | undefined): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      if (value === undefined) return;
      this.reset();
      this.inc(value);
    },
  });
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process memory, CPU, handles, GC, and event-loop delay (monitorEventLoopDelay) as nodejs_eventloop_lag_*.
  collectDefaultMetrics({ register: registry });
  let sources: Partial<MetricSources> = {};

  const requests = new Counter({
    name: 'drivefair_http_requests_total',
    help: 'Requests answered, by route kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'drivefair_http_request_duration_seconds',
    help: 'Time from the request to its answer handed to the socket, by route kind',
    labelNames: ['kind'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'drivefair_shed_requests_total',
    help: 'Requests answered 503 without being served, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const reviews = new Counter({
    name: 'drivefair_reviews_total',
    help: 'Review posts by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const warmUp = new Gauge({
    name: 'drivefair_warmup_pages',
    help: 'Start-up warm-up: sitemap pages to render, rendered into the cache, and failed',
    labelNames: ['state'],
    registers: [registry],
  });

  const stats = () => sources.renderCache?.();
  totalCounter(registry, 'drivefair_render_cache_hits_total', 'Pages answered from the render cache', () => stats()?.hits);
  totalCounter(registry, 'drivefair_render_cache_misses_total', 'Page requests the render cache could not answer', () => stats()?.misses);
  totalCounter(registry, 'drivefair_render_cache_fills_total', 'Pages rendered into the render cache', () => stats()?.fills);
  totalCounter(registry, 'drivefair_render_cache_single_flight_joins_total', 'Requests that waited for a render already running', () => stats()?.joins);
  new Gauge({
    name: 'drivefair_render_cache_entries',
    help: 'Documents in the render cache',
    registers: [registry],
    collect() {
      const value = stats()?.entries;
      if (value !== undefined) this.set(value);
    },
  });
  new Gauge({
    name: 'drivefair_render_cache_bytes',
    help: 'Bytes held by the render cache, all encodings',
    registers: [registry],
    collect() {
      const value = stats()?.bytes;
      if (value !== undefined) this.set(value);
    },
  });
  new Gauge({
    name: 'drivefair_renders_in_flight',
    help: 'Renders running now: pages streamed to a visitor, and fills of the render cache',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      if (sources.streamsOpen) this.set({ kind: 'stream' }, sources.streamsOpen());
      const filling = stats()?.filling;
      if (filling !== undefined) this.set({ kind: 'fill' }, filling);
    },
  });
  new Gauge({
    name: 'drivefair_review_queue_length',
    help: 'Review posts waiting for their turn at the data store, and being saved',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const queue = sources.reviewQueue?.();
      if (!queue) return;
      this.set({ state: 'waiting' }, queue.waiting);
      this.set({ state: 'saving' }, queue.saving);
    },
  });
  new Gauge({
    name: 'drivefair_load_level',
    help: 'What the load shedder finds: 0 keeping up, 1 strained (refusing uncached junk), 2 overloaded (refusing all uncached work)',
    registers: [registry],
    collect() {
      if (sources.loadLevel) this.set({ ok: 0, strained: 1, overloaded: 2 }[sources.loadLevel()]);
    },
  });
  new Gauge({
    name: 'drivefair_connections',
    help: 'Client connections open, and those waiting their turn to have their bytes read (decision 017)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const connections = sources.connections?.();
      if (!connections) return;
      this.set({ state: 'open' }, connections.open);
      this.set({ state: 'waiting_to_read' }, connections.waitingToRead);
    },
  });
  new Counter({
    name: 'drivefair_connections_closed_total',
    help: 'Connections the server closed to keep its bounds: to make room (evicted, or the newcomer refused), or for pipelining too far ahead',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      const connections = sources.connections?.();
      if (!connections) return;
      this.reset();
      this.inc({ reason: 'evicted' }, connections.evicted);
      this.inc({ reason: 'refused' }, connections.refused);
      this.inc({ reason: 'pipelining' }, connections.overPipelined);
    },
  });
  // Utilisation over the last fixed window, sampled on a timer: what a scrape reads, never reset by it, so
  // two scrapers (or a person with curl) see the same figure rather than each other's leftovers.
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  let lastWindow = 0;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    lastWindow = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
  }, ELU_WINDOW_MS).unref();
  new Gauge({
    name: 'drivefair_event_loop_utilization',
    help: `Share of the last complete ${ELU_WINDOW_MS / 1000} s window the event loop was busy (0 to 1)`,
    registers: [registry],
    collect() {
      this.set(lastWindow);
    },
  });

  return {
    registry,
    request(method, path, status, ms) {
      const kind = routeKind(method, path);
      requests.inc({ kind, status });
      latency.observe({ kind }, ms / 1000);
    },
    shed: (reason) => shed.inc({ reason }),
    review(outcome) {
      reviews.inc({ outcome });
      if (outcome === 'queue_full') shed.inc({ reason: 'review_queue_full' });
    },
    warmUp({ total, warmed, failed }) {
      warmUp.set({ state: 'total' }, total);
      warmUp.set({ state: 'warmed' }, warmed);
      warmUp.set({ state: 'failed' }, failed);
    },
    watch(more) {
      sources = { ...sources, ...more };
    },
  };
}

/** `GET /metrics` as a plain request listener, for the admin listener (adminServer.ts). */
export function metricsEndpoint(metrics: Metrics): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Use GET');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          'Content-Type': metrics.registry.contentType,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Length': Buffer.byteLength(text),
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('metrics unavailable');
      },
    );
  };
}
