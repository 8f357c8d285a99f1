// `npm run bench -- spike` (issue 21): a cold start, and the moment /readyz says ready, a spike on
// loopback: 400 page requests over four pages (100 each: home, a lender page, a pre-check result,
// the article) and 200 review posts from 200 distinct clients (half JSON, half the no-JavaScript
// form), all sent at once. Prints every status, p99 and RSS; exits 1 if any page is not 200 or any
// review is refused, lost or stored twice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { startBuiltServer } from '../testing/loopback.mjs';

const ROOT = join(import.meta.dirname, '..');
const PAGES = [
  '/',
  '/lenders/mis-sold-black-horse-car-finance',
  '/pre-check?start=2015-06&type=pcp&via=dealer&for=personal',
  '/blogs/data-deletion-threatens-1bn-car-finance-compensation-uk-borrowers',
];
const REQUESTS_PER_PAGE = 100;
const REVIEWS = 200;

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(run) {
  const started = performance.now();
  const status = await run().catch(() => 'error');
  return { status, ms: performance.now() - started };
}

export async function runSpike() {
  const dataDir = mkdtempSync(join(tmpdir(), 'drivefair-spike-'));
  // TRUST_PROXY=loopback: each review comes from its own client address (X-Forwarded-For), as on a real site.
  const { child, url } = await startBuiltServer({ root: ROOT, env: { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' } });
  try {
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${url}/readyz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('not ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rssBefore = rssMb(child.pid);
    const review = (i) => ({ firstName: `Spike${i}`, lastName: 'Test', email: `spike${i}@example.com`, rating: 5, review: `Spike review ${i}`, consent: true });
    const client = (i) => `10.${Math.floor(i / 250)}.${i % 250}.1`;
    const pages = PAGES.flatMap((path) =>
      Array.from({ length: REQUESTS_PER_PAGE }, () => timed(async () => (await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).status)),
    );
    const reviews = Array.from({ length: REVIEWS }, (_, i) =>
      timed(async () => {
        const headers = { Origin: url, 'X-Forwarded-For': client(i) };
        if (i % 2 === 0) {
          const res = await fetch(`${url}/api/reviews`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(review(i)),
          });
          return res.status;
        }
        // The no-JavaScript form, posted to its page's own address: a 303 to the thank-you page, which must answer 200 too.
        const res = await fetch(`${url}/customer-review`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(Object.entries(review(i)).map(([k, v]) => [k, String(v)])).toString(),
        });
        return res.redirected && res.status === 200 ? 'form 303 → 200' : res.status;
      }),
    );
    const [pageResults, reviewResults] = await Promise.all([Promise.all(pages), Promise.all(reviews)]);
    const rssAfter = rssMb(child.pid);
    const tally = (results) => Object.fromEntries([...new Set(results.map((r) => r.status))].map((s) => [s, results.filter((r) => r.status === s).length]));
    const stored = execFileSync(process.execPath, ['dist/server/export-reviews.js'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } })
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).firstName);
    const duplicates = stored.length - new Set(stored).size;
    const all = [...pageResults, ...reviewResults];
    console.log('spike from a cold start, sent the moment /readyz answered 200');
    console.log('  pages  ', JSON.stringify(tally(pageResults)));
    console.log('  reviews', JSON.stringify(tally(reviewResults)));
    console.log(`  stored ${stored.length} of ${REVIEWS} reviews, ${duplicates} twice`);
    console.log(
      `  p50 ${percentile(
        all.map((r) => r.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        all.map((r) => r.ms),
        99,
      ).toFixed(0)} ms; RSS ${rssBefore} → ${rssAfter} MB`,
    );
    const ok =
      pageResults.every((r) => r.status === 200) &&
      reviewResults.every((r) => r.status === 201 || r.status === 'form 303 → 200') &&
      stored.length === REVIEWS &&
      duplicates === 0;
    console.log(ok ? 'spike: no page or review refused, every review stored once' : 'spike: FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
