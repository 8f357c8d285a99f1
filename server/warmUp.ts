import type { Logger } from './logger.ts';
import type { Lifecycle } from './middleware/health.ts';

export interface WarmUpOptions {
  /** This server's own address (http://127.0.0.1:port): pages are fetched through the whole stack, as a visitor's are. */
  readonly baseUrl: string;
  /** The pages to render into the cache, most important first (the sitemap's order). */
  readonly paths: readonly string[];
  /** Resolves when the render cache has stored what the last request began (renderCache.settled). */
  readonly settled: () => Promise<void>;
  readonly lifecycle: Lifecycle;
  readonly logger: Logger;
  /** Give up on one page after this long: warm-up is bounded, and a slow page never keeps the server unready. */
  readonly timeoutMs?: number;
}

/**
 * Renders every sitemap page into the cache before /readyz answers 200, so a
 * rolling deploy never sends visitors to a cold page (issue 21, decision 013).
 * One page at a time: the cache fills one page at a time, and the process may
 * already be answering health checks. A page that fails is logged and skipped;
 * the server becomes ready either way once every page was tried.
 */
export async function warmUp({ baseUrl, paths, settled, lifecycle, logger, timeoutMs = 10_000 }: WarmUpOptions): Promise<{ warmed: number; failed: string[] }> {
  const started = performance.now();
  const failed: string[] = [];
  for (const path of paths) {
    if (!lifecycle.ready) break; // shutting down: nothing to warm for
    try {
      const res = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(timeoutMs), headers: { 'Accept-Encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (res.status !== 200) failed.push(path);
      await settled();
    } catch {
      failed.push(path);
    }
  }
  lifecycle.warming = false;
  const warmed = paths.length - failed.length;
  logger.info({ warmed, failed: failed.length, ms: Math.round(performance.now() - started) }, 'warm-up done: ready');
  if (failed.length) logger.warn({ paths: failed.slice(0, 10) }, 'warm-up: some pages did not answer 200');
  return { warmed, failed };
}

/** The loopback address to reach a server listening on `address` (an unspecified address means every interface). */
export function loopbackUrl(address: string, family: string, port: number): string {
  if (family === 'IPv6' || family === '6') return `http://[${address === '::' ? '::1' : address}]:${port}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}`;
}
