import { extname } from 'node:path';
import type { RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const TWIN = /\.(?:br|gz)$/;

/** A path that does not decode (`%ZZ`) is no file's: it passes on, to the 404 page, rather than a 400. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface FilesOptions {
  /** A constant, or one decided per response (the route data: for good, or revalidated). */
  readonly cacheControl: string | ((res: Response) => string);
  /** Headers every file answer carries (fileHeaders(), or none where helmet has set them). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Anything else to say about a file (a PDF's Content-Disposition). */
  readonly more?: (res: Response, file: string) => void;
}

/**
 * A folder's files with express-static-gzip over serve-static: the build's
 * `.br` or `.gz` twin by Accept-Encoding (with `Vary`), ETag and 304, HEAD,
 * ranges. A missing file falls through; a twin is chosen by negotiation,
 * never asked for by name.
 */
export function files(root: string, { cacheControl, headers = {}, more }: FilesOptions): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      lastModified: false,
      setHeaders(res, file) {
        const original = file.replace(TWIN, '');
        res.setHeader('Content-Type', TYPES[extname(original)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', typeof cacheControl === 'string' ? cacheControl : cacheControl(res as Response));
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        more?.(res as Response, original);
      },
    },
  }) as RequestHandler;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || TWIN.test(req.path) || !decodable(req.path)) return next();
    return serve(req, res, (error?: unknown) => {
      // A 412 or 416 from serve-static, or a read error, is answered by the error handler with a plain
      // page: the encoding chosen for the file must not label that body.
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
      }
      next(error);
    });
  };
}
