import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { BUILD_PARAM, pagePathOfDataUrl } from '../../shared/urls/routeDataUrl.ts';
import { files } from '../middleware/files.ts';
import { CACHE_CONTROL } from '../middleware/headerRules.ts';
import { pageLocationOf } from '../render/routeHandler.ts';
import { dataFileOf, NOT_FOUND_FILE, pageFileOf, PAGES_INDEX, type PagesIndex } from './pageFiles.ts';

export interface BuiltPages {
  /** GET or HEAD of a page made at build, with no query its route reads: the file. */
  readonly pages: RequestHandler;
  /** `{path}.data` of such a page: the file; 409 for another build's page; anything else passes on. */
  readonly data: RequestHandler;
  /** The 404 page made at build, the same bytes at every path. */
  readonly notFound: RequestHandler;
}

const searchOf = (req: Request) => {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
};

/**
 * The pages made at build (prerender.ts) as files, through the same static
 * files as every other (files.ts: express-static-gzip, the build's brotli or
 * gzip twin, the edge's ETag and headers): the fallback for running without
 * the edge, which serves the same files itself (deploy/nginx, decision 037).
 * `/about-us` is about-us.html, and a query the page does not read
 * (`?utm_source=`) is the same file. What no file answers goes on to the
 * per-request renderer.
 */
export function builtPages(dir: string, buildId: string): BuiltPages {
  const index = JSON.parse(readFileSync(join(dir, PAGES_INDEX), 'utf8')) as PagesIndex;
  const paths = new Set(index.paths);
  const locations = new Set(index.locations);
  /** The location's own file, when it was made at build: a sitemap page with no query its route reads, or one of the other locations. */
  const fileFor = (pathname: string, search: string) => {
    if (!search) return paths.has(pathname) ? pathname : undefined;
    const location = pageLocationOf(pathname, search);
    return (location === pathname ? paths : locations).has(location) ? location : undefined;
  };
  const cacheControl = (res: Response) => res.locals.builtCacheControl as string;
  const serve = files(dir, { cacheControl });
  const serveNotFound = files(dir, { cacheControl, acceptRanges: false });

  /** Sends `file` (a path under `dir`) as the answer to this request; passes on, unchanged, if it is missing. */
  const sendFile = (req: Request, res: Response, next: (error?: unknown) => void, file: string, cache: string, via = serve) => {
    const url = req.url;
    res.locals.builtCacheControl = cache;
    req.url = encodeURI(file);
    void via(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };

  return {
    pages(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const page = fileFor(req.path, searchOf(req));
      if (page === undefined) return next();
      sendFile(req, res, next, pageFileOf(page), CACHE_CONTROL.page);
    },
    data(req, res, next) {
      const pagePath = pagePathOfDataUrl(req.path);
      if (pagePath === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      const params = new URLSearchParams(searchOf(req));
      const build = params.get(BUILD_PARAM);
      if (build !== null && build !== buildId) {
        res.status(409).set('Cache-Control', 'no-store').json({ error: 'This page is from another version of the site: load it again.' });
        return;
      }
      params.delete(BUILD_PARAM);
      const page = fileFor(pagePath, params.toString());
      if (page === undefined) return next();
      // The answer to a URL of this build never changes; one without the build's id is checked every time.
      sendFile(req, res, next, dataFileOf(page), build === null ? CACHE_CONTROL.revalidated : CACHE_CONTROL.immutable);
    },
    notFound(req, res, next) {
      res.status(404).set('X-Robots-Tag', 'noindex');
      if (req.method === 'GET' || req.method === 'HEAD') return sendFile(req, res, next, `/${NOT_FOUND_FILE}`, CACHE_CONTROL.page, serveNotFound);
      // Any other method (a POST under /content) gets the same page, as it is.
      res.set('Cache-Control', CACHE_CONTROL.page).type('html').sendFile(join(dir, NOT_FOUND_FILE), { lastModified: false, etag: false }, next);
    },
  };
}
