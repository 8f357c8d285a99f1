import type { RequestHandler } from 'express';
import type { WithMeta } from '../../client/Document.tsx';
import { BUILD_PARAM, pagePathOfDataUrl } from '../../shared/routeDataUrl.ts';
import { leafOf, pageLocationOf, type RouteHandler } from './routeHandler.ts';

/**
 * `GET {path}.data`: a route's loader data as JSON, for a navigation in the
 * browser (client/routeData.ts), from the same static handler that renders
 * the document, so a page's data is the same either way. No personal data: a
 * loader reads the path and the query its route reads, nothing else.
 *
 * - 200 with the page's data; 404 with the not-found page's (a lender not in
 *   the list); 409 when the page was rendered by another build, which makes
 *   the browser load the page whole (a rolling deploy).
 * - The answer to a URL of this build never changes: shared caches may keep
 *   it for good, unless it carries the visitor's own answers (the pre-check).
 */
export function routeData({ handler, buildId }: { handler: RouteHandler; buildId: string }): RequestHandler {
  return async (req, res, next) => {
    const pathname = req.path;
    const pagePath = pagePathOfDataUrl(pathname);
    if (pagePath === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const params = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');
    const build = params.get(BUILD_PARAM);
    if (build !== null && build !== buildId) {
      res.status(409).set('Cache-Control', 'no-store').json({ error: 'This page is from another version of the site: load it again.' });
      return;
    }
    params.delete(BUILD_PARAM);
    const location = pageLocationOf(pagePath, params.toString());
    const { context } = await handler.contextAt(location);
    const leaf = leafOf(context);
    const error = context.errors ? Object.values(context.errors)[0] : undefined;
    const body = error === undefined ? context.loaderData[leaf.id] : ((error as { data?: WithMeta }).data ?? null);
    const cacheControl = location.includes('?')
      ? 'private, no-store'
      : build === buildId
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    res.status(context.statusCode).set({ 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }).json(body);
  };
}
