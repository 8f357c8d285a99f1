import type { RequestHandler } from 'express';
import { BUILD_PARAM, pagePathOfDataUrl } from '../../shared/urls/routeDataUrl.ts';
import { routeDataOf } from './document.tsx';
import { RendersBusy, type RenderLimit } from './renderLimit.ts';
import { pageLocationOf, type RouteHandler } from './routeHandler.ts';

/**
 * `GET {path}.data` that no file made at build answers (server/pages/): a
 * page's data for a query it reads (the pre-check's answers), a one-segment
 * path, or the 404's, from the same static handler that renders the
 * document, so a page's data is the same either way, in a turn of the one
 * render limit. No personal data: a loader reads the path and the query its
 * route reads, nothing else. The build check (409) came before, with the files.
 */
export function routeData({
  handler,
  buildId,
  limit,
  onRefused,
}: {
  handler: RouteHandler;
  buildId: string;
  limit: RenderLimit;
  /** Told of every answer refused for load (the metrics). */
  onRefused?: () => void;
}): RequestHandler {
  return async (req, res, next) => {
    const pagePath = pagePathOfDataUrl(req.path);
    if (pagePath === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const q = req.originalUrl.indexOf('?');
    const params = new URLSearchParams(q < 0 ? '' : req.originalUrl.slice(q + 1));
    const build = params.get(BUILD_PARAM);
    params.delete(BUILD_PARAM);
    const location = pageLocationOf(pagePath, params.toString());
    let context;
    try {
      ({ context } = await limit.run(() => handler.contextAt(location)));
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error;
      onRefused?.();
      res
        .status(503)
        .set({ 'Retry-After': String(error.retryAfterS), 'Cache-Control': 'no-store' })
        .json({ error: 'Busy, please try again in a moment.' });
      return;
    }
    const cacheControl = location.includes('?')
      ? 'private, no-store'
      : build === buildId
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    res.status(context.statusCode).set({ 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }).json(routeDataOf(context));
  };
}
