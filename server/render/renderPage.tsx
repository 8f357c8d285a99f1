import type { ReactElement } from 'react';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { BootProvider, type BootData, type ClientConfig } from '../../client/clientConfig.tsx';
import { DocumentSourceProvider, type DocumentSource } from '../../client/documentSource.tsx';
import type { WithMeta } from '../../client/Document.tsx';
import type { Logger } from '../logger.ts';
import { preloadsFor, type AssetManifest } from '../manifest.ts';
import { cspNonce } from '../middleware/securityHeaders.ts';
import { LIMITS, type Limits } from '../limits.ts';
import { canonicalPathFor } from './canonicalPath.ts';
import { errorPageHtml } from './errorPage.ts';
import { HTML_CACHE_CONTROL, renderComplete, type CacheablePage, type RenderCache } from './renderCache.ts';
import { hydrationDataOf, leafOf, pageLocationOf, type RouteContext, type RouteHandler } from './routeHandler.ts';
import { streamAdmissionFor, type StreamAdmission, type StreamKind, type StreamLimits, type StreamRefusal } from './streamAdmission.ts';

/** Give up on a render that has not finished in this time (react-router's default entry). */
export const ABORT_DELAY_MS = 10_000;

export interface RendererOptions {
  readonly clientConfig: ClientConfig;
  /** React Router's static handler over the route table (routeHandler.ts). */
  readonly handler: RouteHandler;
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

export { preloadAllPages } from './routeHandler.ts';

function pathnameOf(req: Request): string {
  return req.originalUrl.split('?')[0] || '/';
}

function searchOf(req: Request): string {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
}

/**
 * One render function (style: as careful as react-router's entry.server):
 * React Router's static handler runs the matched routes' loaders, so the
 * status is decided before the first byte; crawlers get the whole document,
 * browsers the shell first; HEAD gets no body; a client that goes away aborts
 * the render; the abort timer is always cleared.
 */
export function createRenderer({ clientConfig, handler, manifest, logger, cache, documents, limits = LIMITS, onRefused }: RendererOptions): {
  warm: (pathname: string) => Promise<boolean>;
  streamsOpen: () => number;
  render: RequestHandler;
} {
  const bootFor = (context: StaticHandlerContext): BootData => ({
    config: clientConfig,
    build: manifest.buildId,
    // A page that failed (the 404) shows none of its route's code: only the shell is preloaded, the same for every path.
    assets: { entry: manifest.entry, css: manifest.styles.href, preloads: preloadsFor(manifest, context.errors ? undefined : leafOf(context).handle.chunk) },
    hydrationData: hydrationDataOf(context),
  });
  const documentFor = (context: StaticHandlerContext) => (
    <BootProvider value={{ boot: bootFor(context), css: manifest.styles.text }}>
      <DocumentSourceProvider source={documents}>
        {/* Hydration data goes in the boot JSON block (no inline script to allow in the CSP). */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </DocumentSourceProvider>
    </BootProvider>
  );
  /** A found page its search data marks noindex: taken as one of endless variations of an address. */
  const isNoindex = (context: StaticHandlerContext) => (context.loaderData[leafOf(context).id] as Partial<WithMeta> | undefined)?.meta?.noindex === true;
  /** A page worth a share of the renders: found, and indexed (no one-segment alias). */
  const isRealPage = ({ context }: RouteContext) => context.statusCode === 200 && leafOf(context).id !== 'fallback' && !isNoindex(context);
  /** What the cache needs to keep (or refuse) the page, for a request or the warm-up alike. */
  const cacheablePage = ({ context, location }: RouteContext): CacheablePage => {
    const leaf = leafOf(context);
    return {
      // Every 404 is one page, whichever route's loader said so (a lender not in the list, /content).
      routeId: context.statusCode === 404 ? 'notFound' : leaf.id,
      status: context.statusCode,
      query: leaf.handle.query,
      // A page at a real address but not indexed is taken as one of endless
      // variations: streamed each time rather than pushing real pages out of the cache.
      keep: context.statusCode !== 200 || !isNoindex(context),
      // The cache renders a shared page (About Us, the 404) at a probe location too, to check its bytes do not depend on the path.
      render: async (at) => renderComplete(documentFor(at === location ? context : (await handler.contextAt(at)).context)),
    };
  };
  const streams = { admission: streamAdmissionFor(limits), responseStallMs: limits.responseStallMs, onRefused };
  return {
    streamsOpen: () => streams.admission.open(),
    /** Renders a canonical page straight into the cache, with no request: the start-up warm-up (server/warmUp.ts). */
    async warm(pathname) {
      return cache ? cache.warm(pathname, cacheablePage(await handler.contextAt(pathname))) : false;
    },
    async render(req, res) {
      const pathname = pathnameOf(req);
      const search = searchOf(req);
      // Rendered with what the cache would key it by: the page reads nothing else, so both give the same bytes.
      const routed = await handler.contextAt(pageLocationOf(pathname, search));
      const { context, location } = routed;
      const leaf = leafOf(context);
      const canonical = canonicalPathFor(pathname, { status: context.statusCode, routeId: leaf.id });
      if (canonical) {
        res.set('Cache-Control', 'public, max-age=3600').redirect(301, search ? `${canonical}?${search}` : canonical);
        return;
      }
      const fromCache = cache?.respond(req, res, cacheablePage(routed));
      const stream = () =>
        streamDocument(req, res, {
          document: documentFor(context),
          status: context.statusCode,
          logger,
          streams,
          kind: location.includes('?') ? 'answers' : isRealPage(routed) ? 'page' : 'junk',
          // A page made from the visitor's own answers (a pre-check result): no shared cache or proxy may keep it.
          cacheControl: location.includes('?') ? 'private, no-store' : HTML_CACHE_CONTROL,
        });
      if (fromCache instanceof Promise) {
        // Joined a render already running (single flight); streams only if that render gave nothing to keep.
        fromCache.then(
          (answered) => answered || res.destroyed || stream(),
          () => res.destroyed || stream(),
        );
      } else if (!fromCache) stream();
    },
  };
}

interface StreamOptions {
  /** The document for this location: streamed per request, or rendered once for the cache. */
  readonly document: ReactElement;
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
