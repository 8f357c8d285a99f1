import type { ReactElement } from 'react';
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { BootData, ClientConfig } from '../../client/clientConfig.tsx';
import { Document } from '../../client/Document.tsx';
import { DocumentSourceProvider, type DocumentSource } from '../../client/documentSource.tsx';
import { notFoundRoute, preloadAllPages, resolveRoute } from '../../client/routes.tsx';
import type { Logger } from '../logger.ts';
import { preloadsFor, type AssetManifest } from '../manifest.ts';
import { cspNonce } from '../middleware/securityHeaders.ts';
import { errorPageHtml } from './errorPage.ts';
import { renderComplete, type RenderCache } from './renderCache.ts';

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
}

export { preloadAllPages };

function pathnameOf(req: Request): string {
  return req.originalUrl.split('?')[0] || '/';
}

/**
 * One render function (style: as careful as react-router's entry.server):
 * the status is decided before the first byte; crawlers get the whole
 * document, browsers the shell first; HEAD gets no body; a client that goes
 * away aborts the render; the abort timer is always cleared.
 */
export function createRenderer({ clientConfig, manifest, logger, cache, documents }: RendererOptions): {
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
  return {
    render(req, res) {
      const resolved = resolveRoute(pathnameOf(req));
      const boot = bootFor(resolved.route.page.chunk);
      const fromCache = cache?.respond(req, res, {
        routeId: resolved.route.id,
        status: resolved.status,
        render: (location) => renderComplete(documentFor(location, boot)),
      });
      if (!fromCache) streamDocument(req, res, { document: documentFor(req.originalUrl, boot), boot, status: resolved.status, logger });
    },
    /** The 404 page for a path the route table would otherwise accept (e.g. under /content/). */
    renderNotFound(req, res) {
      const boot = { ...bootFor(notFoundRoute.page.chunk), notFoundPath: pathnameOf(req) };
      streamDocument(req, res, { document: documentFor(req.originalUrl, boot), boot, status: 404, logger });
    },
  };
}

interface StreamOptions {
  /** The document for this location: streamed per request, or rendered once for the cache. */
  readonly document: ReactElement;
  readonly boot: BootData;
  readonly status: number;
  readonly logger: Logger;
}

function streamDocument(req: Request, res: Response, { document, boot, status, logger }: StreamOptions) {
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
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    if (status === 404) res.setHeader('X-Robots-Tag', 'noindex');
    if (req.method === 'HEAD') {
      res.end();
      finish();
      abort();
      return;
    }
    pipe(res);
  };

  const { pipe, abort } = renderToPipeableStream(
    document,
    {
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
    },
  );

  res.on('finish', finish);
  res.on('close', () => {
    // The visitor went away mid-stream: stop rendering for nobody.
    if (!res.writableFinished) abort(new Error('client disconnected'));
    finish();
  });
}
