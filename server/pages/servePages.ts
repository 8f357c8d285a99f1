import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { BUILD_PARAM, pagePathOfDataUrl } from '../../shared/routeDataUrl.ts';
import { files } from '../middleware/files.ts';
import { HTML_CACHE_CONTROL } from '../render/htmlHeaders.ts';
import { pageLocationOf } from '../render/routeHandler.ts';
import { dataFileOf, NOT_FOUND_FILE, pageFileOf, PAGES_INDEX, type PagesIndex } from './pageFiles.ts';

export interface PrebuiltPages {
  /** GET or HEAD of a page made at build, with no query its route reads: the file. */
  readonly pages: RequestHandler;
  /** `{path}.data` of such a page: the file; 409 for another build's page; anything else passes on. */
  readonly data: RequestHandler;
  /** The 404 page made at build, the same bytes at every path. */
  readonly notFound: RequestHandler;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `handler`'s answer for `file` in place of the request's own path, then puts the path back. */
const asFile =
  (handler: RequestHandler, file: string): RequestHandler =>
  (req, res, next) => {
    const url = req.url;
    req.url = file;
    return handler(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };

const searchOf = (req: Request) => {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
};

/**
 * The pages made at build (prerender.ts), served as files from `dir`:
 * `/about-us` is about-us.html (or its brotli or gzip twin), and a query
 * the page does not read (`?utm_source=`) is the same file. What no file
 * answers goes on to the per-request renderer.
 */
export function prebuiltPages(dir: string, buildId: string): PrebuiltPages {
  const index = JSON.parse(readFileSync(join(dir, PAGES_INDEX), 'utf8')) as PagesIndex;
  const paths = new Set(index.paths);
  const locations = new Set(index.locations);
  // One server for the folder: a page's Cache-Control, or its route data's, which the request decided.
  const serve = files(dir, { cacheControl: (res) => (res.locals.dataCacheControl as string | undefined) ?? HTML_CACHE_CONTROL });
  const notFoundPage = {
    identity: readFileSync(join(dir, NOT_FOUND_FILE)),
    br: readFileSync(join(dir, `${NOT_FOUND_FILE}.br`)),
    gzip: readFileSync(join(dir, `${NOT_FOUND_FILE}.gz`)),
  };
  /** The location's own file, when it was made at build: a sitemap page with no query its route reads, or one of the other locations. */
  const fileFor = (pathname: string, search: string) => {
    if (!search) return paths.has(pathname) ? pathname : undefined;
    const location = pageLocationOf(pathname, search);
    return (location === pathname ? paths : locations).has(location) ? location : undefined;
  };

  return {
    pages(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const page = fileFor(req.path, searchOf(req));
      if (page === undefined) return next();
      return asFile(serve, pageFileOf(page))(req, res, next);
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
      res.locals.dataCacheControl = build === null ? 'public, max-age=0, must-revalidate' : IMMUTABLE;
      return asFile(serve, dataFileOf(page))(req, res, next);
    },
    notFound(req, res) {
      const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
      const body = encoding === 'br' ? notFoundPage.br : encoding === 'gzip' ? notFoundPage.gzip : notFoundPage.identity;
      res.status(404).set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': HTML_CACHE_CONTROL,
        'X-Robots-Tag': 'noindex',
        Vary: 'Accept-Encoding',
        ...(body !== notFoundPage.identity && { 'Content-Encoding': encoding as string }),
      });
      res.send(body);
    },
  };
}
