import { movedPagesRedirect } from './middleware/movedPages.ts';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Config } from './config/config.ts';
import { LIMITS, type Limits } from './start/limits.ts';
import type { Logger } from './logger.ts';
import type { AssetManifest } from './manifest.ts';
import type { Metrics } from './metrics/metrics.ts';
import { errorHandler } from './middleware/errorHandler.ts';
import { files } from './middleware/files.ts';
import { health, type Lifecycle } from './middleware/health.ts';
import { requestLog } from './middleware/requestLog.ts';
import { CACHE_CONTROL } from './middleware/headerRules.ts';
import { fileHeaders, pageHeaderOptions, securityHeaders } from './middleware/securityHeaders.ts';
import { seoFiles } from './middleware/seoFiles.ts';
import { builtPages } from './pages/builtPages.ts';
import { siteDocument } from './render/document.tsx';
import { createRenderLimit, type RenderLimit } from './render/renderLimit.ts';
import { createRenderer } from './render/renderPage.tsx';
import { routeData } from './render/routeData.ts';
import type { ReviewStore } from './reviews/dataStore.ts';
import { REVIEW_PAGE_PATH } from '../client/pages/customer-review/action.server.ts';
import { createReviewQueue, type ReviewQueue } from './reviews/reviewQueue.ts';
import { reviewsRoute } from './reviews/reviewsRoute.ts';
import { sitemapPaths } from '../client/sitemapPaths.ts';

export interface AppDeps {
  readonly logger: Logger;
  readonly manifest: AssetManifest;
  /** The build output folder (dist/). */
  readonly distDir: string;
  /** The pages made for this configuration (server/pages/prerender.ts `pagesFor`): dist/pages, or made at start. */
  readonly pagesDir: string;
  readonly lifecycle: Lifecycle;
  /** Where reviews go: the external data store, or the embedded SQLite one (server/reviews/). */
  readonly reviewStore: ReviewStore;
  /** Per-request bounds (limits.ts); tests make them small. */
  readonly limits?: Pick<Limits, 'maxUrlLength' | 'responseStallMs' | 'maxRenders' | 'renderQueue'>;
  /** Where review posts wait their turn at the store (reviewQueue.ts); tests make it small. */
  readonly reviewQueue?: ReviewQueue;
  /** Counters for GET /metrics (metrics.ts), unless METRICS=off; served by the admin listener, never here. */
  readonly metrics?: Metrics;
}

/**
 * The site as one Express app, and never the listener (style: main.ts hands
 * it to `http.createServer`). One pipeline, one place for every global rule:
 * health checks first (they never wait behind visitors), then the build's
 * hashed assets (before any page policy), then helmet and the request log,
 * the pages made at build and their route data, root files, compression,
 * documents, reviews, route data, robots and sitemap, and last the pages
 * made per request, in turns of one render limit.
 */
export function createApp(config: Config, deps: AppDeps): Express & { readonly renders: RenderLimit } {
  const { logger, manifest, distDir, lifecycle, limits = LIMITS, metrics } = deps;
  const https = config.siteUrl.startsWith('https:');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  app.set('etag', 'strong');

  const renders = createRenderLimit({ concurrency: limits.maxRenders, queue: limits.renderQueue });
  const onRefused = metrics ? () => metrics.shed('renders_busy') : undefined;
  metrics?.watch({ renders: renders.stats });
  const clientConfig = { siteUrl: config.siteUrl, claimAppUrl: config.claimAppUrl };
  const contentDir = join(distDir, 'content');
  const { handler, documentFor } = siteDocument(clientConfig, { manifest, distDir });
  const pages = builtPages(deps.pagesDir, manifest.buildId);

  app.use(health(lifecycle, () => deps.reviewStore.fault?.()));
  // The admin listener serves /metrics (adminServer.ts); here it is a plain 404, never a page.
  app.all('/metrics', (_req, res) => void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found'));
  const subresource = fileHeaders(https);
  app.use('/assets', files(join(distDir, 'client/assets'), { cacheControl: CACHE_CONTROL.immutable, headers: subresource }), (req, res) => {
    // Nothing under /assets is ever a page.
    res.status(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405).set({ ...subresource, 'Cache-Control': 'no-store' });
    if (res.statusCode === 405) res.set('Allow', 'GET, HEAD');
    res.type('text/plain').send(res.statusCode === 404 ? 'Not found' : 'Method not allowed');
  });

  app.use(securityHeaders(pageHeaderOptions(config.siteUrl, manifest)));
  app.use(requestLog(logger, metrics?.request).middleware);
  // Only a path is a request target here (origin-form), and a bounded one (contract: 414). The absolute
  // form (`GET http://evil.example/`) is what proxies are sent, not a site.
  app.use((req, res, next) => {
    if (!req.originalUrl.startsWith('/'))
      return void res
        .status(400)
        .set({ 'Cache-Control': 'no-store', Connection: 'close' })
        .type('text/plain')
        .send('Bad request: the request target must be a path');
    if (req.originalUrl.length > limits.maxUrlLength)
      return void res.status(414).set({ 'Cache-Control': 'no-store', Connection: 'close' }).type('text/plain').send('URI too long');
    next();
  });
  // A page's former address (issue 45 item 7): answered before any page, since none is made there.
  app.use(movedPagesRedirect());
  // The pages made at build come first of what the log sees: a lookup, then their file (already compressed), as the edge sends it.
  app.use(pages.pages);
  app.use(pages.data);
  app.use(files(join(distDir, 'client/public'), { cacheControl: CACHE_CONTROL.publicFile, headers: subresource }));
  // For what is made per request. A 256 KiB brotli window covers any page; the default 4 MiB one costs that
  // much memory per streamed response.
  app.use(compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));
  // spec section 7: `/content/{document}.md` and the two PDFs; anything else there is the 404 page.
  const pdf = (res: express.Response, file: string) => {
    if (file.endsWith('.pdf')) res.setHeader('Content-Disposition', `inline; filename="${file.slice(file.lastIndexOf('/') + 1)}"`);
  };
  const documentFiles = files(contentDir, { cacheControl: CACHE_CONTROL.document, more: pdf });
  // Exactly `/{lower-case-name}.md` or `.pdf`, as sent: no dot segment, doubled slash or encoding reaches a file.
  const documentName = /^\/[a-z-]+\.(?:md|pdf)$/;
  app.use('/content', (req, res, next) => (documentName.test(req.path) ? documentFiles(req, res, next) : next()), pages.notFound);

  const render = createRenderer({
    handler,
    documentFor,
    notFound: pages.notFound,
    limit: renders,
    logger,
    responseStallMs: limits.responseStallMs,
    onRefused,
  });
  const reviewQueue = deps.reviewQueue ?? createReviewQueue();
  metrics?.watch({ reviewQueue: reviewQueue.stats });
  const reviews = reviewsRoute({
    store: deps.reviewStore,
    siteUrl: config.siteUrl,
    queue: reviewQueue,
    // The form without JavaScript is the review page's action, answered as every page is: its redirect at once
    // (a valid review never waits for a render), or the page again in a turn of the render limit.
    formPage: (req, res, next, submission) => render.submit(req, res, next, { ...submission, location: REVIEW_PAGE_PATH }),
    onOutcome: metrics?.review,
  });
  app.use('/api/reviews', reviews);
  // The form without JavaScript posts to the page's own address (issue 20): its answer, the form again
  // with the errors, is then at an address that still works when reloaded. A GET there is the page.
  app.use(REVIEW_PAGE_PATH, (req, res, next) => (req.method === 'POST' ? reviews(req, res, next) : next()));
  app.use(routeData({ handler, buildId: manifest.buildId, limit: renders, onRefused }));
  app.use(seoFiles({ siteUrl: config.siteUrl, sitemapPaths: sitemapPaths() }));
  app.get('/{*path}', render);
  app.use((_req, res) => res.status(404).json({ error: 'Not found' }));
  app.use(errorHandler());
  return Object.assign(app, { renders });
}
