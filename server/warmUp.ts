import type { Logger } from './logger.ts';
import type { Lifecycle } from './middleware/health.ts';

export interface WarmUpOptions {
  /** Renders one canonical page into the cache (the renderer's `warm`): true once it is stored. */
  readonly warm: (pathname: string) => Promise<boolean>;
  /** The pages to render into the cache, most important first (the sitemap's order). */
  readonly paths: readonly string[];
  readonly lifecycle: Lifecycle;
  readonly logger: Logger;
  /** Told after each page (the metrics' warm-up progress). */
  readonly onProgress?: (progress: { readonly total: number; readonly warmed: number; readonly failed: number }) => void;
}

/**
 * Renders every sitemap page into the cache before /readyz answers 200, so a
 * rolling deploy never sends visitors to a cold page (issue 21, decision 013).
 * Straight into the cache, not through HTTP: one render a page, no request log
 * lines, no load shedder. One page at a time, so the health checks and any
 * early visitor still get their turns. A page that fails is logged and skipped;
 * the server becomes ready either way once every page was tried.
 */
export async function warmUp({ warm, paths, lifecycle, logger, onProgress }: WarmUpOptions): Promise<{ warmed: number; failed: string[] }> {
  const started = performance.now();
  const failed: string[] = [];
  let tried = 0;
  onProgress?.({ total: paths.length, warmed: 0, failed: 0 });
  for (const path of paths) {
    if (!lifecycle.ready) break; // shutting down: nothing to warm for
    const stored = await warm(path).catch(() => false);
    tried += 1;
    if (!stored) failed.push(path);
    onProgress?.({ total: paths.length, warmed: tried - failed.length, failed: failed.length });
  }
  lifecycle.warming = false;
  const warmed = paths.length - failed.length;
  logger.info({ warmed, failed: failed.length, ms: Math.round(performance.now() - started) }, 'warm-up done: ready');
  if (failed.length) logger.warn({ paths: failed.slice(0, 10) }, 'warm-up: some pages were not stored');
  return { warmed, failed };
}
