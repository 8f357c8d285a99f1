import type { Stats } from 'node:fs';

/**
 * What a file made at build is answered with, by the service (its static
 * fallback, files.ts and server/pages/builtPages.ts) and by the edge (the nginx
 * include the build writes from these same values: server/pages/edgeConfig.ts),
 * so the two can never drift (issue 48, decision 037).
 */
export const CACHE_CONTROL = {
  /**
   * Every page, made at build or per request. Browsers revalidate every time
   * (max-age=0, a 304 by ETag); a shared cache (the edge's micro-cache, a CDN
   * in front of N replicas) may keep a page for a minute, serve it up to five
   * minutes stale while it fetches a fresh one, and up to a day stale when
   * every origin is failing. Pages made from a visitor's answers are
   * `private, no-store` (renderPage.tsx).
   */
  page: 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  /** Hashed assets, and route data asked for with this build's id: the answer to that URL never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Route data asked for without a build's id: checked every time. */
  revalidated: 'public, max-age=0, must-revalidate',
  /** public/: icons, images and the manifest, under names that do not change with their bytes. */
  publicFile: 'public, max-age=86400',
  /** The legal documents under /content. */
  document: 'public, no-cache',
} as const;

/** Each built file's Content-Type, by its extension (a twin `.br`/`.gz` is typed as its original). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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

/**
 * A file's strong ETag as nginx makes it (`"<mtime in seconds, hex>-<size, hex>"`,
 * ngx_http_set_etag), for the file sent: a brotli twin has its own. The service's
 * fallback sends the same, so a browser's 304 holds whichever of the two answered.
 */
export const fileEtag = (stat: Pick<Stats, 'mtimeMs' | 'size'>): string => `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
