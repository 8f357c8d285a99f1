import { extname } from 'node:path';
import type { RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { CONTENT_TYPES, fileEtag } from './headerRules.ts';

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
  /** Byte ranges (serve-static's default); off for a file answered with another status (the 404 page). */
  readonly acceptRanges?: boolean;
}

/**
 * A folder's files with express-static-gzip over serve-static: the build's
 * `.br` or `.gz` twin by Accept-Encoding (with `Vary`), ETag and 304, HEAD,
 * ranges. A missing file falls through; a twin is chosen by negotiation,
 * never asked for by name. Its headers are the edge's for the same file
 * (headerRules.ts): the type, Last-Modified and nginx's ETag.
 */
export function files(root: string, { cacheControl, headers = {}, more, acceptRanges = true }: FilesOptions): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      acceptRanges,
      setHeaders(res, file, stat) {
        const original = file.replace(TWIN, '');
        res.setHeader('Content-Type', CONTENT_TYPES[extname(original)] ?? 'application/octet-stream');
        // Set before send's own (a weak one of its making), which it then leaves alone.
        res.setHeader('ETag', fileEtag(stat));
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
