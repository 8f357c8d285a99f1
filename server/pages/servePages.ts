import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { BUILD_PARAM, pagePathOfDataUrl } from '../../shared/routeDataUrl.ts';
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
const REVALIDATED = 'public, max-age=0, must-revalidate';
const TYPES = { html: 'text/html; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** A file made at build, as it is sent: each encoding with its own strong ETag (decision 020). */
interface PageFile {
  readonly type: string;
  readonly bodies: Readonly<Record<'br' | 'gzip' | 'identity', { readonly body: Buffer; readonly etag: string }>>;
}

function readPageFile(dir: string, file: string): PageFile {
  const read = (twin: string) => {
    const body = readFileSync(join(dir, `${file}${twin}`));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };
  return { type: file.endsWith('.json') ? TYPES.json : TYPES.html, bodies: { br: read('.br'), gzip: read('.gz'), identity: read('') } };
}

/**
 * Sends a file made at build in the encoding the request prefers (brotli, then
 * gzip), with its ETag and a 304 when the client has it; HEAD gets the head alone.
 */
function send(req: Request, res: Response, file: PageFile, headers: Readonly<Record<string, string>>) {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const { body, etag } = file.bodies[encoding];
  res.set({ 'Content-Type': file.type, Vary: 'Accept-Encoding', ETag: etag, ...headers });
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

const searchOf = (req: Request) => {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
};

/**
 * The pages made at build (prerender.ts), read from `dir` once and sent from
 * memory (a small set that changes only with a deploy: decision 020): `/about-us` is about-us.html (or its brotli or gzip
 * twin), and a query the page does not read (`?utm_source=`) is the same file.
 * What no file answers goes on to the per-request renderer.
 */
export function prebuiltPages(dir: string, buildId: string): PrebuiltPages {
  const index = JSON.parse(readFileSync(join(dir, PAGES_INDEX), 'utf8')) as PagesIndex;
  const paths = new Set(index.paths);
  const locations = new Set(index.locations);
  const made = [...index.paths, ...index.locations];
  const pageFiles = new Map(made.map((location) => [location, readPageFile(dir, pageFileOf(location))]));
  const dataFiles = new Map(made.map((location) => [location, readPageFile(dir, dataFileOf(location))]));
  const notFoundPage = readPageFile(dir, `/${NOT_FOUND_FILE}`);
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
      send(req, res, pageFiles.get(page)!, { 'Cache-Control': HTML_CACHE_CONTROL });
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
      send(req, res, dataFiles.get(page)!, { 'Cache-Control': build === null ? REVALIDATED : IMMUTABLE });
    },
    notFound(req, res) {
      res.status(404);
      send(req, res, notFoundPage, { 'Cache-Control': HTML_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' });
    },
  };
}
