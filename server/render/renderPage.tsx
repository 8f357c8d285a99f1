import type { ReactElement } from 'react';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { BootData, ClientConfig } from '../../client/clientConfig.tsx';
import { Document } from '../../client/Document.tsx';
import { DocumentSourceProvider, type DocumentSource } from '../../client/documentSource.tsx';
import { firstPageData, metaFor, notFoundRoute, preloadAllPages, resolveRoute, type ResolvedRoute } from '../../client/routes.tsx';
import type { Logger } from '../logger.ts';
import { preloadsFor, type AssetManifest } from '../manifest.ts';
import { cspNonce } from '../middleware/securityHeaders.ts';
import { LIMITS, type Limits } from '../limits.ts';
import { canonicalPathFor } from './canonicalPath.ts';
import { errorPageHtml } from './errorPage.ts';
import { pageLocation } from '../../shared/pageLocation.ts';
import { HTML_CACHE_CONTROL, renderComplete, type CacheablePage, type RenderCache } from './renderCache.ts';
import { streamAdmissionFor, type StreamAdmission, type StreamKind, type StreamLimits, type StreamRefusal } from './streamAdmission.ts';

/** Give up on a render that has not finished in this time (react-router's default entry). */
export const ABORT_DELAY_MS = 10_000;

export interface RendererOptions {
  readonly clientConfig: ClientConfig;
  readonly manifest: AssetManifest;
  readonly logger: Logger;
  /** Serves repeat requests from memory (renderCache.ts); without it every request renders. */
  readonly cache?: RenderCache;
  /** The built documents the legal pages show (server/documents.ts). */
  readonly documents: DocumentSource;
  /** Bounds on streamed pages (default LIMITS): tests make them small. */
  readonly limits?: StreamLimits & Pick<Limits, 'responseStallMs'>;
  /** Told of every page refused for load (the metrics). */
  readonly onRefused?: (reason: StreamRefusal) => void;
}

export { preloadAllPages };

function pathnameOf(req: Request): string {
  return req.originalUrl.split('?')[0] || '/';
}

function searchOf(req: Request): string {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
}

/**
 * One render function (style: as careful as react-router's entry.server):
 * the status is decided before the first byte; crawlers get the whole
 * document, browsers the shell first; HEAD gets no body; a client that goes
 * away aborts the render; the abort timer is always cleared.
 */
export function createRenderer({ clientConfig, manifest, logger, cache, documents, limits = LIMITS, onRefused }: RendererOptions): {
  warm: (pathname: string) => Promise<boolean>;
  streamsOpen: () => number;
  render: RequestHandler;
  renderNotFound: RequestHandler;
} {
  // One boot object per page chunk, made on first use rather than per request.
  const boots = new Map<string, BootData>();
  const bootFor = (chunk: string): BootData => {
    let boot = boots.get(chunk);
    if (!boot) {
      boot = { config: clientConfig, assets: { entry: manifest.entry, css: manifest.styles.href, preloads: preloadsFor(manifest, chunk) } };
      boots.set(chunk, boot);
    }
    return boot;
  };
  const documentFor = (location: string, boot: BootData) => (
    <StaticRouter location={location}>
      <DocumentSourceProvider source={documents}>
        <Document boot={boot} css={manifest.styles.text} />
      </DocumentSourceProvider>
    </StaticRouter>
  );
  // Worked out only when the page is rendered, not for a cached copy.
  const bootAt = (resolved: ResolvedRoute, location: string): BootData => {
    const pageData = firstPageData(resolved, location);
    return pageData ? { ...bootFor(resolved.route.page.chunk), pageData } : bootFor(resolved.route.page.chunk);
  };
  /** What the cache needs to keep (or refuse) the page at `location`, for a request or the warm-up alike. */
  const cacheablePage = (resolved: ResolvedRoute, location: string): CacheablePage => ({
    routeId: resolved.route.id,
    status: resolved.status,
    query: resolved.route.query,
    // A page at a real address but not indexed (an unknown vehicle make) is one of endless
    // variations: streamed each time rather than pushing real pages out of the cache.
    keep: resolved.status !== 200 || !metaFor(resolved).noindex,
    render: (at) => renderComplete(documentFor(at, bootAt(resolved, location))),
  });
  const streams = { admission: streamAdmissionFor(limits), responseStallMs: limits.responseStallMs, onRefused };
  return {
    streamsOpen: () => streams.admission.open(),
    /** Renders a canonical page straight into the cache, with no request: the start-up warm-up (server/warmUp.ts). */
    warm(pathname) {
      return cache ? cache.warm(pathname, cacheablePage(resolveRoute(pathname), pathname)) : Promise.resolve(false);
    },
    render(req, res) {
      const pathname = pathnameOf(req);
      const search = searchOf(req);
      const resolved = resolveRoute(pathname);
      const canonical = canonicalPathFor(pathname, resolved);
      if (canonical) {
        res.set('Cache-Control', 'public, max-age=3600').redirect(301, search ? `${canonical}?${search}` : canonical);
        return;
      }
      // Streamed with what the cache would key it by: the page reads nothing else, so both give the same bytes.
      const location = pageLocation(pathname, search, resolved.route.query);
      const fromCache = cache?.respond(req, res, cacheablePage(resolved, location));
      const stream = () => {
        const boot = bootAt(resolved, location);
        streamDocument(req, res, {
          document: documentFor(location, boot),
          boot,
          status: resolved.status,
          logger,
          streams,
          kind: location.includes('?') ? 'answers' : resolved.status === 200 && !metaFor(resolved).noindex ? 'page' : 'junk',
          // A page made from the visitor's own answers (a pre-check result): no shared cache or proxy may keep it.
          cacheControl: location.includes('?') ? 'private, no-store' : HTML_CACHE_CONTROL,
        });
      };
      if (fromCache instanceof Promise) {
        // Joined a render already running (single flight); streams only if that render gave nothing to keep.
        fromCache.then(
          (answered) => answered || res.destroyed || stream(),
          () => res.destroyed || stream(),
        );
      } else if (!fromCache) stream();
    },
    /** The 404 page for a path the route table would otherwise accept (e.g. under /content/). */
    renderNotFound(req, res) {
      const boot = { ...bootFor(notFoundRoute.page.chunk), notFoundPath: pathnameOf(req) };
      streamDocument(req, res, { document: documentFor(pathnameOf(req), boot), boot, status: 404, logger, streams, kind: 'junk' });
    },
  };
}

interface StreamOptions {
  /** The document for this location: streamed per request, or rendered once for the cache. */
  readonly document: ReactElement;
  readonly boot: BootData;
  readonly status: number;
  readonly logger: Logger;
  /** Cache-Control of the answer; the HTML default unless the page carries the visitor's answers. */
  readonly cacheControl?: string;
  /** Which streams may start (streamAdmission.ts), shared by the renderer's requests. */
  readonly streams: { readonly admission: StreamAdmission; readonly responseStallMs: number; readonly onRefused?: (reason: StreamRefusal) => void };
  /** Whose share the render comes from. */
  readonly kind: StreamKind;
}

/** Streams the document once the page's share has room: at once, after a short wait, or 503 (streamAdmission.ts). */
function streamDocument(req: Request, res: Response, options: StreamOptions) {
  const { streams, logger } = options;
  const admit = (admission: Awaited<ReturnType<StreamAdmission['enter']>>) => {
    if (admission.ok && res.destroyed) return admission.release();
    if (admission.ok) {
      res.once('close', admission.release);
      return streamAdmitted(req, res, options);
    }
    streams.onRefused?.(admission.reason);
    // Each stream holds its render in memory until the client has read it: past the bound, come back shortly.
    logger.warn({ reqId: req.id, open: streams.admission.open(), kind: options.kind }, 'render: too many pages streaming; answered 503');
    if (!res.destroyed) res.status(503).set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).type('html').send(errorPageHtml(503));
  };
  const admission = streams.admission.enter(options.kind);
  if (admission instanceof Promise) void admission.then(admit);
  else admit(admission);
}

function streamAdmitted(req: Request, res: Response, { document, status, logger, streams, cacheControl = HTML_CACHE_CONTROL }: StreamOptions) {
  // A client that stops reading would keep this render and its unsent bytes for as long as it likes.
  res.setTimeout(streams.responseStallMs, () => {
    logger.warn({ reqId: req.id, stallMs: streams.responseStallMs }, 'render: client stopped reading; response abandoned');
    res.destroy();
  });
  const waitForAll = isbot(req.get('user-agent') ?? '');
  let failed = false;
  let settled = false;
  const timer = setTimeout(() => abort(new Error('render timed out')), ABORT_DELAY_MS);
  const finish = () => {
    settled = true;
    clearTimeout(timer);
  };

  const send = () => {
    res.status(failed ? 500 : status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl);
    if (status === 404) res.setHeader('X-Robots-Tag', 'noindex');
    if (req.method === 'HEAD') {
      res.end();
      finish();
      abort();
      return;
    }
    pipe(res);
  };

  const { pipe, abort } = renderToPipeableStream(document, {
    // No bootstrapModules: the document's boot script loads the entry after the first paint (client/bootScript.ts).
    nonce: cspNonce(res),
    // Finished boundaries stay in place: React 19 otherwise outlines them past 12,800 bytes and
    // reveals them by inline script, so a visitor without JavaScript sees only the fallback (decision 003).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onShellReady() {
      if (!waitForAll) send();
    },
    onAllReady() {
      if (waitForAll) send();
    },
    onShellError(error) {
      finish();
      logger.error({ err: error, reqId: req.id }, 'render: shell failed');
      if (!res.headersSent) res.status(500).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(500));
    },
    onError(error) {
      failed = true;
      if (!settled) logger.error({ err: error, reqId: req.id }, 'render: error');
    },
  });

  res.on('finish', finish);
  res.on('close', () => {
    // The visitor went away mid-stream: stop rendering for nobody.
    if (!res.writableFinished) abort(new Error('client disconnected'));
    finish();
  });
}
