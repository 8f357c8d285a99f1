import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AssetFiles } from './assetFiles.ts';
import type { Logger } from './logger.ts';
import type { RequestLog } from './middleware/requestLog.ts';
import type { RenderCache } from './render/renderCache.ts';
import { LIMITS } from './limits.ts';
import type { LoadShedder } from './loadShedder.ts';

/**
 * The site as Node sees it: a request listener for `http.createServer`, and
 * the render cache it answers from (tests and diagnostics).
 */
export type Site = RequestListener & {
  readonly renderCache: RenderCache;
  /** Renders a canonical page into the cache with no request (the start-up warm-up). */
  readonly warm: (pathname: string) => Promise<boolean>;
};

export interface FrontDoorParts {
  /** /assets, answered whatever the path (assetFiles.ts). */
  readonly assets: AssetFiles;
  /** Pages already in memory (renderCache.ts). */
  readonly pages: RenderCache;
  /** The renderer's warm-up entry (renderPage.tsx), passed through to whoever starts the server. */
  readonly warm: Site['warm'];
  readonly requestLog: RequestLog;
  readonly logger: Logger;
  /** Everything else: the Express app. */
  readonly app: RequestListener;
  /** Longer request targets answer 414 before anything reads them (default LIMITS.maxUrlLength). */
  readonly maxUrlLength?: number;
  /** When the server is behind, work beyond bytes in memory is answered 503 (loadShedder.ts). */
  readonly shedder?: LoadShedder;
  /** `GET /metrics` when it is served on this port (metrics.ts); when not, that path is a plain 404. */
  readonly metrics?: RequestListener;
  /** Told of each request shed here (the metrics). */
  readonly onShed?: (reason: 'overload' | 'strained_junk') => void;
  /** Whether a path is no real page (a 404, an unknown one-segment path, an unknown make): refused first under load. */
  readonly isJunk?: (path: string) => boolean;
}

const BUSY = Buffer.from('Busy, please try again in a moment');
/**
 * Connections answered with `Connection: close` here. Requests pipelined
 * behind that answer are already parsed, but RFC 9112 (9.6) says a server
 * that sent `close` must not process any more of them: each would cost a
 * render or a trip through Express for nothing.
 */
const closing = new WeakSet<object>();
/**
 * Never shed: health checks and metrics (the load balancer and the operator must keep seeing the
 * process, most of all when it is busy), and a visitor's review, the one thing they cannot simply
 * reload (issue 21, decision 013).
 */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics', '/api/reviews']);
const METRICS_PATH = '/metrics';
/** The review form without JavaScript posts to its page's own address (issue 20): a review too. */
const isReviewPost = (method: string | undefined, path: string) => method === 'POST' && path === '/customer-review';
const NOT_FOUND = Buffer.from('Not found');

/**
 * Never shed either: a file (the favicon, the manifest, an image, a document),
 * served from disk without a render. Shedding them saved nothing and gave a
 * page that was already served a failed subresource on a busy machine.
 */
const STATIC_FILE = /\/[^/]+\.[a-z0-9]{1,12}$/i;

const URL_TOO_LONG = Buffer.from('URI too long');

/**
 * In front of Express, like a reverse proxy's micro-cache: the two answers
 * that need nothing but bytes already in memory, /assets files and cached
 * pages, go out here in one `writeHead` and one `end`, without Express's
 * routing, request decoration and middleware chain (issue 7: about 15% of a
 * cached page's cost). Everything else, misses included, goes to the app,
 * which fills the cache. Nothing here reads `originalUrl` or `res.locals`, or
 * touches the request's prototype: Express has not seen these requests.
 */
export function frontDoor({
  assets,
  pages,
  warm,
  requestLog,
  logger,
  app,
  maxUrlLength = LIMITS.maxUrlLength,
  shedder,
  metrics,
  onShed,
  isJunk = () => true,
}: FrontDoorParts): Site {
  const site = (req: IncomingMessage, res: ServerResponse) => {
    try {
      // Closed already (by us, or for pipelining too far ahead: connectionGuard.ts): nobody to answer.
      if (closing.has(req.socket) || req.socket.destroyed) return;
      const url = req.url ?? '/';
      // contract: 414 past the limit. Before any routing, so no render, cache key or log line grows with it.
      if (url.length > maxUrlLength) return refuse(req, res, requestLog, 414, URL_TOO_LONG);
      if (assets.owns(url)) return assets.serve(req, res);
      const page = pages.find(req);
      if (!page) {
        const path = url.split('?')[0]!;
        if (path === METRICS_PATH) return metrics ? metrics(req, res) : refuse(req, res, requestLog, 404, NOT_FOUND);
        const level = shedder?.level() ?? 'ok';
        if (level !== 'ok' && !NEVER_SHED.has(path) && !STATIC_FILE.test(path) && !isReviewPost(req.method, path)) {
          // Strained: only junk, the cheapest to refuse and costliest to serve. Overloaded: all uncached work.
          if (level === 'overloaded' || isJunk(path)) {
            onShed?.(level === 'overloaded' ? 'overload' : 'strained_junk');
            return refuse(req, res, requestLog, 503, BUSY);
          }
        }
        return app(req, res);
      }
      const started = Date.now();
      const id = requestLog.idFor(req);
      const status = pages.send(req, res, page, id);
      // Logged now, not on 'close' as in Express: the whole response went to the socket in that
      // one `end` call, so its status is final and nothing can fail later that we could report;
      // waiting for 'close' would only keep a listener and a closure per request.
      requestLog.written(req, status, started, id);
    } catch (error) {
      // Express catches its own errors; these must not reach the server's 'uncaughtException'.
      logger.error({ err: error }, 'front door: request failed');
      if (!res.headersSent) {
        res.writeHead(500, ['Content-Type', 'text/plain; charset=utf-8', 'X-Content-Type-Options', 'nosniff', 'Cache-Control', 'no-store']);
        res.end('Internal server error');
      } else res.destroy();
    }
  };
  return Object.assign(site, { renderCache: pages, warm });
}

/** 404, 414 or 503, plain and closed: the cheapest answer there is, and nothing to keep the connection for. */
function refuse(req: IncomingMessage, res: ServerResponse, requestLog: RequestLog, status: 404 | 414 | 503, body: Buffer) {
  const started = Date.now();
  const id = requestLog.idFor(req);
  res.writeHead(status, [
    ...(status === 503 ? ['Retry-After', '2'] : []),
    'Content-Type',
    'text/plain; charset=utf-8',
    'Content-Length',
    String(body.length),
    'X-Content-Type-Options',
    'nosniff',
    'Cache-Control',
    'no-store',
    'Connection',
    'close',
    'X-Request-Id',
    id,
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
  closing.add(req.socket);
  requestLog.written(req, status, started, id);
}
