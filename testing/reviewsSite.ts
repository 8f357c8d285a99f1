/**
 * A build of the site with other published reviews (issue 46): the reviews
 * are bundled at build, so a test that needs the site as it looks with none,
 * one or nine of them builds a copy of this checkout with its own
 * content/reviews.json. The copy shares node_modules (a link) and starts from
 * this checkout's built client files, whose compressed twins the build then
 * keeps (build.mjs, precompress): only the server and the pages are made again.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PublishedReview } from '../shared/reviews/publishedReviews.ts';
import { ROOT } from './site.ts';

const run = promisify(execFile);

/** What a build reads: the sources, the content and the build script. */
const SOURCES = [
  'client',
  'server',
  'shared',
  'content',
  'public',
  'testing',
  'scripts',
  'build.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'env.d.ts',
];

export interface ReviewsSiteCopy {
  /** The copy's root: its dist/ is a built site (startBuiltServer({ root })). */
  readonly root: string;
  /** Where the copy's published reviews live; write it before build(). */
  readonly reviewsFile: string;
  build(): Promise<void>;
  remove(): void;
}

export function copyOfSite(): ReviewsSiteCopy {
  const root = mkdtempSync(join(tmpdir(), 'drivefair-reviews-site-'));
  for (const source of SOURCES) {
    if (existsSync(join(ROOT, source))) cpSync(join(ROOT, source), join(root, source), { recursive: true, filter: (path) => !/\.test\.tsx?$/.test(path) });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'dist'), { recursive: true });
  if (existsSync(join(ROOT, 'dist/client'))) cpSync(join(ROOT, 'dist/client'), join(root, 'dist/client'), { recursive: true });
  return {
    root,
    reviewsFile: join(root, 'content/reviews.json'),
    async build() {
      // Made for the default addresses, as `npm test`'s own build is; a quick build (decision 051): its twins are
      // served to this machine's browser only.
      const { SITE_URL: _site, CLAIM_APP_URL: _claim, ...env } = process.env;
      await run(process.execPath, ['build.mjs', '--quick'], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A copy built with these reviews in content/reviews.json. */
export async function siteWithReviews(reviews: readonly PublishedReview[]): Promise<ReviewsSiteCopy> {
  const copy = copyOfSite();
  writeFileSync(copy.reviewsFile, `${JSON.stringify({ _about: 'A test’s published reviews.', reviews }, null, 2)}\n`);
  await copy.build();
  return copy;
}
