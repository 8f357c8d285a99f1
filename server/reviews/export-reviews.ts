/**
 * `npm run reviews:export`: prints every review the embedded data store kept,
 * one JSON object a line, oldest first, for operators (issue 5). It reads the
 * same DATA_DIR the site does and opens the store read-only, so it is safe to
 * run while the site is serving.
 */
import { once } from 'node:events';
import { loadConfigOrExit } from '../config/config.ts';
import { readReviews } from './sqliteStore.ts';

async function exportReviews(): Promise<number> {
  const config = loadConfigOrExit(process.env);
  if (config.dataStoreUrl) {
    console.error('reviews:export: DATA_STORE_URL is set, so reviews go to the external data store; showing the embedded store anyway.');
  }
  const store = readReviews(config.dataDir);
  if (!store) {
    console.error(`reviews:export: no reviews kept yet under ${config.dataDir}`);
    return 0;
  }
  let count = 0;
  try {
    for (const review of store.reviews) {
      // Respect backpressure so a large export through a pipe does not buffer in memory.
      if (!process.stdout.write(`${JSON.stringify(review)}\n`)) await once(process.stdout, 'drain');
      count += 1;
    }
  } finally {
    store.close();
  }
  console.error(`reviews:export: ${count} review${count === 1 ? '' : 's'}`);
  return 0;
}

process.exitCode = await exportReviews();
