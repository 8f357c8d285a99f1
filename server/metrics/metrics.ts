import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator sees at `GET /metrics` (Prometheus text format, issue 21).
 * Every label is one of a few fixed words (the kind of route, never the path;
 * a status code; a reason): a client cannot grow the series, and nothing a
 * visitor typed or sent ever becomes a label.
 */
export type RouteKind = 'page' | 'asset' | 'document' | 'file' | 'review' | 'health' | 'metrics' | 'seo';

/** Why a request was answered 503 without being served. */
export type ShedReason = 'renders_busy' | 'review_queue_full';

/**
 * How a review post ended. `store_error`: the data store failed or was busy, and did not keep it; `unknown`:
 * it timed out or answered unreadably, so it may have kept it; `refused`: 4xx (invalid, rate limit, cross-site).
 */
export type ReviewOutcome = 'saved' | 'duplicate' | 'refused' | 'store_error' | 'unknown' | 'queue_full';

/** Figures read only when Prometheus scrapes, so the request path pays nothing for them. */
export interface MetricSources {
  readonly reviewQueue: () => { readonly waiting: number; readonly saving: number };
  /** Pages rendered per request (renderLimit.ts): rendering now, and waiting for a turn. */
  readonly renders: () => { readonly active: number; readonly waiting: number };
  /** The site's open connections (Node's `server.getConnections`, read at scrape time). */
  readonly connections: () => Promise<number>;
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

/** From a file (well under a millisecond) to a render given up on (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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
  new Gauge({
    name: 'drivefair_renders',
    help: 'Pages rendered per request: rendering now, and waiting for a turn (past the line: 503)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const renders = sources.renders?.();
      if (!renders) return;
      this.set({ state: 'active' }, renders.active);
      this.set({ state: 'waiting' }, renders.waiting);
    },
  });
  new Gauge({
    name: 'drivefair_connections',
    help: 'Client connections open on the site port',
    registers: [registry],
    async collect() {
      if (sources.connections) this.set(await sources.connections());
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
