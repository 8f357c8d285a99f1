/**
 * `npm run reviews -- <command>`: moderating the embedded store's reviews
 * (issue 46; contract, "Customer reviews: moderation and publishing"). It
 * reads the site's DATA_DIR and is safe to run while the site serves.
 *
 *   list [--status pending|approved|rejected]  one JSON object a line (never the email address)
 *   approve ID [ID…]                            every id must exist, or none is approved
 *   reject ID --reason KEY                      KEY: one of the review policy's reasons
 *   reasons                                     the policy's reasons, one key a line
 *
 * Exit 0 when done, 1 when refused (an unknown id or reason), 2 for a
 * command it does not know. Messages go to stderr: stdout is the data.
 */
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { REMOVAL_REASONS } from '../../shared/reviews/reviewPolicy.ts';
import { loadConfigOrExit } from '../config/config.ts';
import { isReviewStatus, ModerationRefused, openModeration, REVIEW_STATUSES } from './moderation.ts';

const USAGE = `usage: npm run reviews -- list [--status ${REVIEW_STATUSES.join('|')}]
       npm run reviews -- approve ID [ID…]
       npm run reviews -- reject ID --reason KEY
       npm run reviews -- reasons`;

async function print(line: string): Promise<void> {
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
}

async function reviewsCommand(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { status: { type: 'string' }, reason: { type: 'string' } } });
  } catch (error) {
    console.error(`reviews: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...ids] = parsed.positionals;
  const { status, reason } = parsed.values;
  if (command === 'reasons') {
    for (const each of REMOVAL_REASONS) await print(each.key);
    return 0;
  }
  if (command !== 'list' && command !== 'approve' && command !== 'reject') {
    console.error(`reviews: ${command ? `unknown command "${command}"` : 'no command given'}\n${USAGE}`);
    return 2;
  }
  if (status !== undefined && (command !== 'list' || !isReviewStatus(status))) {
    console.error(`reviews: --status is for list, and one of ${REVIEW_STATUSES.join(', ')}\n${USAGE}`);
    return 2;
  }
  if (command === 'reject' && (ids.length !== 1 || reason === undefined)) {
    console.error(`reviews: reject takes one id and --reason KEY (npm run --silent reviews -- reasons lists the keys)\n${USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit(process.env);
  if (config.dataStoreUrl) {
    console.error(
      'reviews: DATA_STORE_URL is set, so reviews are kept in the external data store: moderate them there, then publish its export with npm run reviews:publish -- --from FILE',
    );
    return 2;
  }
  const store = openModeration(config.dataDir);
  if (!store) {
    if (command === 'list') {
      console.error(`reviews: no reviews kept yet under ${config.dataDir}`);
      return 0;
    }
    console.error(`reviews: no reviews kept yet under ${config.dataDir}, so no review with id ${ids.join(', ')}`);
    return 1;
  }
  try {
    if (command === 'list') {
      const rows = store.list(status as Parameters<typeof store.list>[0]);
      for (const row of rows) await print(JSON.stringify(row));
      console.error(`reviews: ${rows.length} ${status ?? ''}${status ? ' ' : ''}review${rows.length === 1 ? '' : 's'}`);
    } else if (command === 'approve') {
      store.approve(ids);
      console.error(`reviews: approved ${ids.length}; publish with npm run reviews:publish`);
    } else {
      store.reject(ids[0]!, reason!);
      console.error(`reviews: rejected ${ids[0]} (${reason})`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ModerationRefused) {
      console.error(`reviews: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    store.close();
  }
}

process.exitCode = await reviewsCommand(process.argv.slice(2));
