import type { Config } from '../config.ts';
import type { ReviewStore } from './dataStore.ts';
import { httpReviewStore } from './httpStore.ts';
import { sqliteReviewStore } from './sqliteStore.ts';

/**
 * contract, Configuration: the external data store when DATA_STORE_URL is
 * set, else the embedded one under DATA_DIR, so a fresh machine needs no
 * other service. Opening the embedded store at start means a DATA_DIR that
 * cannot be written stops the process now, not at the first review.
 */
export function openReviewStore(config: Pick<Config, 'dataStoreUrl' | 'dataStoreTimeoutMs' | 'dataDir'>): {
  store: ReviewStore;
  kind: 'http' | 'sqlite';
} {
  if (config.dataStoreUrl) {
    return { store: httpReviewStore({ baseUrl: config.dataStoreUrl, timeoutMs: config.dataStoreTimeoutMs }), kind: 'http' };
  }
  return { store: sqliteReviewStore(config.dataDir), kind: 'sqlite' };
}
