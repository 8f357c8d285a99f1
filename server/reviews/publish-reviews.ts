/**
 * `npm run reviews:publish [-- --from FILE]`: writes content/reviews.json
 * from every approved review (issue 46; contract, "Customer reviews:
 * moderation and publishing"): the embedded store's (DATA_DIR), or those of
 * FILE, JSON lines of `npm run reviews -- list`'s shape (an external store's
 * export, or a list taken from the Docker image). Never a selection: the
 * file holds every approved review and nothing else, checked by the content
 * schema before it is written. The site shows it from the next build.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config/config.ts';
import { REVIEWS_FILE, reviewsFileSchema } from '../../shared/reviews/reviews.ts';
import { openModeration, type ModeratedReview } from './moderation.ts';
import { parseModeratedLines, publishedFrom } from './publishSelection.ts';

/** The note the file carries for whoever opens it (content/reviews.json holds the same). */
export const REVIEWS_FILE_ABOUT =
  'Every approved customer review, newest first, as `npm run reviews:publish` wrote it (docs/operating.md, Moderating and publishing reviews). Do not edit by hand and never leave one out: the DMCC Act 2024 forbids showing reviews selectively. To change what is shown, moderate (`npm run reviews -- approve|reject`) and publish again.';

/** The checkout's root: this file runs as dist/server/publish-reviews.js, and in tests as server/reviews/publish-reviews.ts. */
const ROOT = join(import.meta.dirname, '..', '..');

function publish(argv: readonly string[]): number {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: { from: { type: 'string' }, out: { type: 'string' } } }));
  } catch (error) {
    console.error(`reviews:publish: ${(error as Error).message}\nusage: npm run reviews:publish [-- --from FILE]`);
    return 2;
  }
  let rows: ModeratedReview[];
  if (values.from) {
    try {
      rows = parseModeratedLines(readFileSync(values.from, 'utf8'), values.from);
    } catch (error) {
      console.error(`reviews:publish: ${(error as Error).message}; nothing was written`);
      return 1;
    }
  } else {
    const config = loadConfigOrExit(process.env);
    if (config.dataStoreUrl) {
      console.error('reviews:publish: DATA_STORE_URL is set: publish the external store’s export with --from FILE; nothing was written');
      return 2;
    }
    const store = openModeration(config.dataDir);
    rows = store?.list('approved') ?? [];
    store?.close();
  }
  const file = reviewsFileSchema.safeParse({ _about: REVIEWS_FILE_ABOUT, reviews: publishedFrom(rows) });
  if (!file.success) {
    console.error(`reviews:publish: ${file.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}; nothing was written`);
    return 1;
  }
  const out = values.out ?? join(ROOT, REVIEWS_FILE);
  // Written whole, then moved into place: a build never reads half a file.
  writeFileSync(`${out}.tmp`, `${JSON.stringify(file.data, null, 2)}\n`);
  renameSync(`${out}.tmp`, out);
  const count = file.data.reviews.length;
  console.error(
    `reviews:publish: ${count} approved review${count === 1 ? '' : 's'} written to ${relative(process.cwd(), out) || out}; the site shows them from the next build (npm run build, or npm start)`,
  );
  return 0;
}

process.exitCode = publish(process.argv.slice(2));
