/**
 * Issue 46, "Done when": with the embedded store, four reviews are posted
 * (5, 3 and 1 stars, and none); the operator's commands approve three and
 * reject one for a reason of the review policy, and refuse a reason it does
 * not list; `npm run reviews:publish` writes them and a build shows them:
 * the 5-, 1- and unrated reviews on /customer-review, the 1-star one among
 * home's newest, the rejected one nowhere, the score worked from the two
 * ratings. No example review or rating on any page before or after, and
 * /review-policy linked from the form and the block.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { REMOVAL_REASONS } from '../../shared/reviews/reviewPolicy.ts';
import { brotliTwin, QUICK_BROTLI_QUALITY } from '../pages/prerender.ts';
import { ROOT, startServer } from '../../testing/site.ts';
import { builtPagesEnv } from '../../testing/loopback.mjs';
import { hrefs, jsonLd, nodes, textOf } from '../../testing/html.ts';
import { validReview } from '../../testing/reviews.ts';
import { copyOfSite, type ReviewsSiteCopy } from '../../testing/reviewsSite.ts';

const run = promisify(execFile);

/** The words a page must never show again (the spec's seven examples and its fixed badge). */
const EXAMPLE_MARKS = [/Example review/i, /Example rating/i, /Rated 4\.5/, /\b4\.5\b/, /Rated on Google/, /Sarah T\./, /Quick and easy to check/];

const POSTED = [
  { firstName: 'Fiona', lastName: 'Five', email: 'fiona@example.com', rating: 5, review: 'Five stars: they explained the free route first.' },
  { firstName: 'Theo', lastName: 'Three', email: 'theo@example.com', rating: 3, review: 'Three stars, and a rude word that breaks the policy.' },
  { firstName: 'Olu', lastName: 'One', email: 'olu@example.com', rating: 1, review: 'One star: slow to reply to my emails.' },
  { firstName: 'Nadia', lastName: 'None', email: 'nadia@example.com', review: 'No stars from me, but the letter helped.' },
];

/** Every built page's HTML and route data, by its path under dist/pages. */
function builtPages(root: string): Map<string, string> {
  const dir = join(root, 'dist/pages');
  const pages = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(html|data\.json)$/.test(entry.name)) pages.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return pages;
}

function expectNoExampleAnywhere(pages: Map<string, string>): void {
  expect(pages.size).toBeGreaterThan(40);
  for (const [path, body] of pages) {
    const text = path.endsWith('.html') ? textOf(body) : body;
    for (const mark of EXAMPLE_MARKS) expect(text, `${path} shows ${mark}`).not.toMatch(mark);
    if (path.endsWith('.html')) {
      for (const item of jsonLd(body)) expect(JSON.stringify(item), path).not.toMatch(/AggregateRating|"Review"|ratingValue/);
    }
  }
}

let dataDir: string;
let copy: ReviewsSiteCopy;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'drivefair-moderation-'));
  copy = copyOfSite();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  copy.remove();
});

/** `npm run [--silent] <script> -- <args>` in this checkout, on the test's DATA_DIR: its exit code and output. */
async function npm(script: string, args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATA_STORE_URL: _external, ...env } = process.env;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...env, DATA_DIR: dataDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('reviews from the form to the built pages (issue 46)', () => {
  it('shows no example review or rating on any page before anything is published', () => {
    expectNoExampleAnywhere(builtPages(ROOT));
  });

  it('moderates four posted reviews by the policy, publishes every approved one, and builds pages that show them as they came', async () => {
    const server = await startServer({ ...builtPagesEnv(ROOT), DATA_DIR: dataDir });
    const ids: string[] = [];
    try {
      for (const review of POSTED) {
        const { rating: _none, ...base } = validReview();
        const res = await fetch(`${server.url}/api/reviews`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...base, ...review }),
        });
        expect(res.status, review.review).toBe(201);
        ids.push(((await res.json()) as { dataid: string }).dataid);
      }

      // The commands run while the site serves, on the same DATA_DIR.
      const pending = await npm('reviews', ['list', '--status', 'pending']);
      expect(pending.code).toBe(0);
      const rows = pending.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(rows.map((row) => [row.id, row.status, row.rating])).toEqual([
        [ids[0], 'pending', 5],
        [ids[1], 'pending', 3],
        [ids[2], 'pending', 1],
        [ids[3], 'pending', 0],
      ]);
      expect(Object.keys(rows[0]!).sort()).toEqual(['firstName', 'id', 'lastName', 'rating', 'review', 'status', 'submittedAt']);
      expect(pending.stdout).not.toContain('@example.com');

      const reasons = await npm('reviews', ['reasons']);
      expect(reasons.stdout.trim().split('\n')).toEqual(REMOVAL_REASONS.map((reason) => reason.key));

      const refused = await npm('reviews', ['reject', ids[1]!, '--reason', 'too-negative']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('"too-negative" is not a reason the review policy lists');
      expect((await npm('reviews', ['list', '--status', 'rejected'])).stdout).toBe('');

      expect((await npm('reviews', ['approve', ids[0]!, ids[2]!, ids[3]!])).code).toBe(0);
      expect((await npm('reviews', ['reject', ids[1]!, '--reason', 'offensive'])).code).toBe(0);
      expect((await npm('reviews', ['list', '--status', 'approved'])).stdout.trim().split('\n')).toHaveLength(3);
      expect(JSON.parse((await npm('reviews', ['list', '--status', 'rejected'])).stdout)).toMatchObject({ id: ids[1], status: 'rejected' });

      const published = await npm('reviews:publish', ['--out', copy.reviewsFile]);
      expect(published.code, published.stderr).toBe(0);
      expect(published.stderr).toContain('3 approved reviews written');
    } finally {
      await server.stop();
    }
    const file = readFileSync(copy.reviewsFile, 'utf8');
    expect(file).not.toContain('@example.com');
    expect(file).not.toContain(POSTED[1]!.review);

    await copy.build();
    // A quick build (decision 051): the pages' brotli twins at the quality a server making its own uses.
    const homeFile = join(copy.root, 'dist/pages/index.html');
    expect(readFileSync(`${homeFile}.br`).equals(brotliTwin(readFileSync(homeFile), QUICK_BROTLI_QUALITY))).toBe(true);
    const pages = builtPages(copy.root);
    expectNoExampleAnywhere(pages);

    const reviewPage = pages.get('customer-review.html')!;
    const reviewText = textOf(reviewPage);
    for (const shown of [POSTED[0]!, POSTED[2]!, POSTED[3]!]) expect(reviewText).toContain(shown.review);
    expect(reviewText).toContain('3 out of 5 from 2 reviews on this site');
    expect(reviewText).toContain('Fiona F.');
    expect(reviewText).not.toContain('Five,'); // never the full last name
    expect(nodes(reviewPage, 'main .published-reviews__list > li').map((item) => textOf(item))).toEqual([
      expect.stringContaining(POSTED[3]!.review),
      expect.stringContaining(POSTED[2]!.review),
      expect.stringContaining(POSTED[0]!.review),
    ]);
    expect(textOf(nodes(reviewPage, 'main .published-reviews__list > li')[0]!)).toContain('No star rating given');
    const rowsShown = nodes(reviewPage, '.published-reviews__distribution tbody tr');
    expect(
      rowsShown.map((row) =>
        nodes(row, 'th, td')
          .map((cell) => textOf(cell).trim())
          .join(' '),
      ),
    ).toEqual(['5 stars 1', '4 stars 0', '3 stars 0', '2 stars 0', '1 star 1', 'No stars given 1']);
    // /review-policy linked from the form, and the block's links on every page that ends with it.
    expect(hrefs(reviewPage)).toContain('/review-policy');
    expect(nodes(reviewPage, 'main form a[href="/review-policy"]')).toHaveLength(1);

    const home = pages.get('index.html')!;
    const newest = nodes(home, 'main .review-carousel .review-card').map((card) => textOf(card));
    expect(newest).toHaveLength(3);
    expect(newest.some((card) => card.includes(POSTED[2]!.review))).toBe(true);
    expect(textOf(home)).toContain('3 out of 5 from 2 reviews on this site');
    expect(nodes(home, 'main .reviews a[href="/review-policy"]')).toHaveLength(1);

    for (const [path, body] of pages) {
      expect(body, path).not.toContain(POSTED[1]!.review);
      expect(body, path).not.toContain('@example.com');
    }

    const policy = textOf(pages.get('review-policy.html')!);
    for (const reason of REMOVAL_REASONS) expect(policy).toContain(reason.rule);
    expect(policy).toContain('We cannot confirm that the person who wrote a review has used our service');
  }, 600_000);
});
