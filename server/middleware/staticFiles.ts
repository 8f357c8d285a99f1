import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Request, RequestHandler } from 'express';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

/** The media type for a file name, by extension. */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/** br before gzip before identity, honouring q=0. */
export function preferredEncodings(acceptEncoding: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

/**
 * `preferredEncodings`, remembering the last few Accept-Encoding values
 * (browsers send a handful of distinct strings): for the paths answered from memory.
 */
export function encodingPreferences(): (acceptEncoding: string | undefined) => readonly ('br' | 'gzip')[] {
  const memo = new Map<string, readonly ('br' | 'gzip')[]>();
  return (acceptEncoding = '') => {
    let preferred = memo.get(acceptEncoding);
    if (!preferred) {
      preferred = Object.freeze(preferredEncodings(acceptEncoding));
      if (memo.size >= 64) memo.clear();
      memo.set(acceptEncoding, preferred);
    }
    return preferred;
  };
}

function safeFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return undefined;
  return file;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

export interface StaticFilesOptions {
  readonly cacheControl: string;
  /** Answer 404 for a missing file instead of passing on. */
  readonly fallthrough: boolean;
}

/**
 * Serves files from `root`, choosing a precompressed `.br` or `.gz` twin by
 * Accept-Encoding (the build writes them), with `Vary: Accept-Encoding`.
 */
export function staticFiles(root: string, options: StaticFilesOptions): RequestHandler {
  const base = normalize(root);
  return (req: Request, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = safeFile(base, req.path);
    if (!file || !isFile(file) || file.endsWith('.br') || file.endsWith('.gz')) {
      if (options.fallthrough) return next();
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const type = contentTypeOf(file);
    const encoding = preferredEncodings(req.get('accept-encoding')).find((name) => isFile(`${file}.${name === 'br' ? 'br' : 'gz'}`));
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.sendFile(
      encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file,
      {
        headers: { 'Cache-Control': options.cacheControl },
        cacheControl: false,
        dotfiles: 'deny',
      },
      (error) => {
        if (!error || res.headersSent) return;
        // A 412 or 416 from send, or a read error, is answered by the error handler with a plain
        // page: the encoding chosen for the file must not label that body.
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next(error);
      },
    );
  };
}
