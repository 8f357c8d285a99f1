import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RouterContextProvider } from 'react-router';
import type { Logger } from '../logger.ts';
import { canonicalPathFor } from './canonicalPath.ts';
import type { DocumentFor } from './document.tsx';
import { errorPageHtml } from './errorPage.ts';
import { HTML_CACHE_CONTROL } from './htmlHeaders.ts';
import type { RenderLimit } from './renderLimit.ts';
import { RENDERS_BUSY_RETRY_AFTER_S } from './renderLimit.ts';
import { leafOf, pageLocationOf, type RouteHandler } from './routeHandler.ts';

/** Give up on a render that has not finished in this time (react-router's default entry). */
export const ABORT_DELAY_MS = 10_000;

export interface RendererOptions {
  /** React Router's static handler over the route table (routeHandler.ts). */
  readonly handler: RouteHandler;
  /** The document for a routing context (document.tsx), the same the build writes. */
  readonly documentFor: DocumentFor;
  /** The 404 page, made at build: every path the route table does not know gets these bytes. */
  readonly notFound: RequestHandler;
  readonly limit: RenderLimit;
  readonly logger: Logger;
  /** A streamed page whose client reads nothing for this long is abandoned. */
  readonly responseStallMs: number;
  /** Told of every page refused for load (the metrics). */
  readonly onRefused?: () => void;
}

export { preloadAllPages } from './routeHandler.ts';

/** A form posted without JavaScript to a page, for its route's action: its fields, and what the action is given. */
export interface FormSubmission {
  readonly form: URLSearchParams;
  readonly context: RouterContextProvider;
}

export interface Renderer extends RequestHandler {
  /**
   * A form posted to a page (`location`): React Router's static handler runs
   * its route's action and then the loaders, and the answer is the action's
   * redirect (sent at once, no render) or the same document as a GET's, at the
   * action's status and with its headers, in a turn of the render limit.
   */
  readonly submit: (req: Request, res: Response, next: NextFunction, submission: FormSubmission & { readonly location: string }) => Promise<void>;
}

/**
 * A page no file answers: one made from a visitor's query (a pre-check
 * result, the finder's `?q=`, a letter, `?redress=`, the blog filter) or a
 * one-segment path, streamed with `renderToPipeableStream` in its turn
 * (renderLimit.ts). React Router's static handler runs the matched routes'
 * loaders first, so the status is known before the first byte; a 404 is the
 * built 404 page; HEAD gets no body; a client that goes away aborts the
 * render; the abort timer is always cleared.
 */
export function createRenderer({ handler, documentFor, notFound, limit, logger, responseStallMs, onRefused }: RendererOptions): Renderer {
  /** Streams the document in its turn, or answers 503 at once when the line is full. */
  const send = (req: Request, res: Response, document: ReactElement, status: number, cacheControl: string) => {
    const started = limit.stream(req, res, () => streamDocument(req, res, { document, status, cacheControl, logger, responseStallMs }));
    if (started) return;
    onRefused?.();
    logger.warn({ reqId: req.id, ...limit.stats() }, 'render: every render slot is taken; answered 503');
    res
      .status(503)
      .set({ 'Retry-After': String(RENDERS_BUSY_RETRY_AFTER_S), 'Cache-Control': 'no-store' })
      .type('html')
      .send(errorPageHtml(503));
  };

  const page: RequestHandler = async (req, res, next) => {
    const q = req.originalUrl.indexOf('?');
    const pathname = q < 0 ? req.originalUrl : req.originalUrl.slice(0, q);
    const search = q < 0 ? '' : req.originalUrl.slice(q + 1);
    const { context, location } = await handler.contextAt(pageLocationOf(pathname, search));
    const canonical = canonicalPathFor(pathname, { status: context.statusCode, routeId: leafOf(context).id });
    if (canonical) {
      res.set('Cache-Control', 'public, max-age=3600').redirect(301, search ? `${canonical}?${search}` : canonical);
      return;
    }
    if (context.statusCode === 404) return notFound(req, res, next);
    // A page made from the visitor's own answers: no shared cache or proxy may keep it.
    send(req, res, documentFor(context), context.statusCode, location.includes('?') ? 'private, no-store' : HTML_CACHE_CONTROL);
  };

  const submit: Renderer['submit'] = async (req, res, _next, { location, form, context: requestContext }) => {
    const routed = await handler.submit(location, form, requestContext);
    if (routed instanceof Response) {
      res.set('Cache-Control', 'no-store').redirect(routed.status, routed.headers.get('Location') ?? location);
      return;
    }
    const { context } = routed;
    for (const headers of Object.values(context.actionHeaders)) headers.forEach((value, name) => res.set(name, value));
    // Hydrated only at the page's own address: the browser's route table does not know another (an older page posted to /api/reviews).
    const hydrate = req.originalUrl.split('?')[0] === location;
    send(req, res, documentFor(context, { hydrate }), context.statusCode, 'no-store');
  };

  return Object.assign(page, { submit });
}

interface StreamOptions {
  readonly document: ReactElement;
  readonly status: number;
  readonly cacheControl: string;
  readonly logger: Logger;
  readonly responseStallMs: number;
}

function streamDocument(req: Request, res: Response, { document, status, cacheControl, logger, responseStallMs }: StreamOptions) {
  // A client that stops reading would keep this render and its unsent bytes for as long as it likes.
  res.setTimeout(responseStallMs, () => {
    logger.warn({ reqId: req.id, stallMs: responseStallMs }, 'render: client stopped reading; response abandoned');
    res.destroy();
  });
  let failed = false;
  let settled = false;
  const timer = setTimeout(() => abort(new Error('render timed out')), ABORT_DELAY_MS);
  const finish = () => {
    settled = true;
    clearTimeout(timer);
  };
  const { pipe, abort } = renderToPipeableStream(document, {
    // No bootstrapModules: the document's boot script loads the entry after the first paint (client/bootScript.ts).
    // Finished boundaries stay in place: React 19 otherwise outlines them past 12,800 bytes and reveals them by
    // inline script, which the constant CSP does not allow and a visitor without JavaScript would never see.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onShellReady() {
      res.status(failed ? 500 : status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', failed ? 'no-store' : cacheControl);
      if (req.method === 'HEAD') {
        res.end();
        finish();
        abort();
        return;
      }
      pipe(res);
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
