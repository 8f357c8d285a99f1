import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { sitemapPaths } from './sitemapPaths.ts';
import { createAssetFiles } from './assetFiles.ts';
import { LIMITS, type Limits } from './limits.ts';
import type { LoadShedder } from './loadShedder.ts';
import type { Config } from './config.ts';
import { frontDoor, type Site } from './frontDoor.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';
import { cspHash, type AssetManifest } from './manifest.ts';
import { BOOT_SCRIPT } from '../client/bootScript.ts';
import { content } from './middleware/content.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { health, type Lifecycle } from './middleware/health.ts';
import { requestLog } from './middleware/requestLog.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { seoFiles } from './middleware/seoFiles.ts';
import { staticFiles } from './middleware/staticFiles.ts';
import { createDocumentStore } from './documents.ts';
import { createRenderCache } from './render/renderCache.ts';
import { createRenderer } from './render/renderPage.tsx';
import { routeData } from './render/routeData.ts';
import { isJunkPath, routeHandler } from './render/routeHandler.ts';
import type { StreamLimits } from './render/streamAdmission.ts';
import type { ReviewStore } from './reviews/dataStore.ts';
import { REVIEW_PAGE_PATH, REVIEW_SUBMITTED_PATH, reviewPageRenderer } from './reviews/reviewPage.tsx';
import { createReviewQueue, type ReviewQueue } from './reviews/reviewQueue.ts';
import { reviewsRoute } from './reviews/reviewsRoute.ts';

/** A path the route table answers 404 for: warming it fills the one 404 entry every such path shares. */
export const NOT_FOUND_WARM_PATH = '/warm-up/not-found';

export interface AppDeps {
  readonly logger: Logger;
  readonly manifest: AssetManifest;
  /** The build output folder (dist/). */
  readonly distDir: string;
  readonly lifecycle: Lifecycle;
  /** Where reviews go: the external data store, or the embedded SQLite one (server/reviews/). */
  readonly reviewStore: ReviewStore;
  /** Per-request bounds (limits.ts); tests make them small. */
  readonly limits?: Pick<Limits, 'maxUrlLength' | 'responseStallMs'> & StreamLimits;
  /** Sheds work when the server is saturated (loadShedder.ts): main.ts gives one; tests, busy by nature, only when testing it. */
  readonly loadShedder?: LoadShedder;
  /** Where review posts wait their turn at the store (reviewQueue.ts); tests make it small. */
  readonly reviewQueue?: ReviewQueue;
  /** Counters for GET /metrics (metrics.ts), unless METRICS=off; served by the admin listener, never here. */
  readonly metrics?: Metrics;
}

/**
 * Builds the site as a request listener and never listens (style: the app is
 * not the listener; main.ts hands it to `http.createServer`). The front door
 * (frontDoor.ts) answers /assets and cached pages from memory; everything else
 * goes to the Express app, middleware in order: health → security headers →
 * request log → compression → /content → /api/reviews → robots and sitemap →
 * public files → render → errors.
 */
/** The inline scripts pages may carry: allowed by hash in the CSP, and in pages the cache keeps. */
const INLINE_SCRIPTS = [BOOT_SCRIPT];

export function createApp(config: Config, deps: AppDeps): Site {
  const { logger, manifest, distDir, lifecycle, limits = LIMITS } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  app.set('etag', 'strong');

  const security = securityHeaders({
    https: config.siteUrl.startsWith('https:'),
    styleHashes: [manifest.styles.sha256],
    scriptHashes: INLINE_SCRIPTS.map(cspHash),
  });
  const { metrics } = deps;
  const logRequests = requestLog(logger, metrics?.request);
  // Pages are the same for every visitor: rendered once, then served from memory (renderCache.ts),
  // with one constant list of security headers, since a cached page needs no nonce.
  const pageCache = createRenderCache({
    buildId: manifest.buildId,
    logger,
    headers: security.cachedPage,
    allowedInlineScripts: INLINE_SCRIPTS,
    // The thank-you page a review without JavaScript lands on is one page for everyone (issue 21).
    cacheableLocations: [REVIEW_SUBMITTED_PATH],
  });
  const clientConfig = { siteUrl: config.siteUrl, claimAppUrl: config.claimAppUrl };
  const contentDir = join(distDir, 'content');
  const routing = routeHandler(config.siteUrl);
  const renderer = createRenderer({
    clientConfig,
    handler: routing,
    manifest,
    logger,
    cache: pageCache,
    documents: createDocumentStore(contentDir),
    limits,
    onRefused: deps.metrics?.shed,
  });

  app.use(health(lifecycle, () => deps.reviewStore.fault?.()));
  app.use(security.middleware);
  app.use(logRequests.middleware);
  // A 256 KiB brotli window covers any page; the default 4 MiB one costs that much memory per streamed response.
  app.use(compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));
  // An unknown document is the 404 page from memory (the same bytes at every path), not a render each
  // time: the first one fills that entry, and any arriving meanwhile wait for it (single flight).
  // The route table answers 404 for every path under /content/ that is no document (client/routes.tsx).
  const notFound: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return renderer.render(req, res, next);
    const sendCached = () => {
      const cached = pageCache.notFound();
      if (!cached) return false;
      if (!res.destroyed) pageCache.send(req, res, cached, req.id);
      return true;
    };
    if (sendCached()) return;
    renderer.warm(NOT_FOUND_WARM_PATH).then(
      () => sendCached() || res.destroyed || renderer.render(req, res, next),
      () => res.destroyed || renderer.render(req, res, next),
    );
  };
  app.use('/content', content(contentDir, notFound));
  const reviewQueue = deps.reviewQueue ?? createReviewQueue();
  metrics?.watch({ reviewQueue: reviewQueue.stats });
  const reviews = reviewsRoute({
    store: deps.reviewStore,
    siteUrl: config.siteUrl,
    queue: reviewQueue,
    renderReviewPage: reviewPageRenderer({ clientConfig, manifest, handler: routing }),
    onOutcome: metrics?.review,
  });
  app.use('/api/reviews', reviews);
  // The form without JavaScript posts to the page's own address (issue 20): its answer, the form again
  // with the errors, is then at an address that still works when reloaded. A GET there is the page.
  app.use(REVIEW_PAGE_PATH, (req, res, next) => (req.method === 'POST' ? reviews(req, res, next) : next()));
  app.use(routeData({ handler: routing, buildId: manifest.buildId }));
  app.use(seoFiles({ siteUrl: config.siteUrl, sitemapPaths: sitemapPaths() }));
  app.use(staticFiles(join(distDir, 'client/public'), { cacheControl: 'public, max-age=86400', fallthrough: true }));
  app.get('/{*path}', renderer.render);
  app.use((_req, res) => res.status(404).json({ error: 'Not found' }));
  app.use(errorHandler());

  const assets = createAssetFiles({
    root: join(distDir, 'client/assets'),
    files: manifest.files,
    headers: security.subresource,
    requestLog: logRequests,
    logger,
  });
  metrics?.watch({ renderCache: pageCache.stats, streamsOpen: renderer.streamsOpen });
  if (deps.loadShedder) metrics?.watch({ loadLevel: deps.loadShedder.level });
  // /metrics is never here: the admin listener serves it (adminServer.ts); on this port it is a plain 404.
  const site = frontDoor({
    assets,
    pages: pageCache,
    warm: renderer.warm,
    requestLog: logRequests,
    logger,
    app,
    maxUrlLength: limits.maxUrlLength,
    shedder: deps.loadShedder,
    onShed: metrics?.shed,
    isJunk: isJunkPath,
  });
  // Only a path is a request target here (origin-form). The absolute form (`GET http://evil.example/`) is
  // what proxies are sent, not a site: 400 before anything parses it as a path (it failed as a 500, with a stack).
  const originFormOnly = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/')) return site(req, res);
    const started = Date.now();
    res.writeHead(400, ['Content-Type', 'text/plain; charset=utf-8', 'X-Content-Type-Options', 'nosniff', 'Cache-Control', 'no-store', 'Connection', 'close']);
    res.end('Bad request: the request target must be a path');
    logRequests.written(req, 400, started);
  };
  return Object.assign(originFormOnly, { renderCache: site.renderCache, warm: site.warm });
}
