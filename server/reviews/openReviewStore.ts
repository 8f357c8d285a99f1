import type { Config } from '../config/config.ts';
import type { ReviewStore } from './dataStore.ts';
import { httpReviewStore } from './httpStore.ts';
import { sqliteReviewStore } from './sqliteStore.ts';

/**
 * contract, Configuration: the external data store when DATA_STORE_URL is
 * set, else the embedded one under DATA_DIR, so a fresh machine needs no
 * other service. Opening the embedded store at start means a DATA_DIR that
 * cannot be written stops the process now, not at the first review.
 */
/** The embedded store could not be opened in DATA_DIR (main.ts: exit 78 naming DATA_DIR). */
export class ReviewStoreUnusable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewStoreUnusable';
  }
}

export function openReviewStore(config: Pick<Config, 'dataStoreUrl' | 'dataStoreTimeoutMs' | 'dataDir'>): {
  store: ReviewStore;
  kind: 'http' | 'sqlite';
} {
  if (config.dataStoreUrl) {
    return { store: httpReviewStore({ baseUrl: config.dataStoreUrl, timeoutMs: config.dataStoreTimeoutMs }), kind: 'http' };
  }
  try {
    return { store: sqliteReviewStore(config.dataDir), kind: 'sqlite' };
  } catch (error) {
    // The store's own messages (sqliteStore.ts) say what is wrong with the folder or file; anything else, its code.
    const code = (error as { code?: unknown } | null)?.code;
    const message =
      error instanceof Error && !code ? error.message : `the embedded data store cannot be opened in ${config.dataDir} (${String(code ?? 'error')})`;
    throw new ReviewStoreUnusable(message);
  }
}
