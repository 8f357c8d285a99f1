/**
 * Every page's Cache-Control, made at build or per request. Browsers
 * revalidate every time (max-age=0, a 304 by ETag); a shared cache (the
 * edge's micro-cache, a CDN in front of N replicas) may keep a page for a
 * minute, serve it up to five minutes stale while it fetches a fresh one, and
 * up to a day stale when every origin is failing. Pages made from a visitor's
 * answers are `private, no-store` (renderPage.tsx).
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
