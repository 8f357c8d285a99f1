// `npm run bench -- spike` (issues 21 and 30): a fresh start (a new process, a new DATA_DIR, the
// SITE_URL the build's pages were made for), and the moment /readyz says ready (this build: as soon
// as it listens; there is nothing to warm), a spike on loopback: 400 page requests over four pages
// (100 each: home, a lender page, a pre-check result, the article) and 200 review posts from 200
// distinct clients (half JSON, half the no-JavaScript form), all sent at once. Prints every status,
// p50/p99, RSS and the time from spawn to ready; exits 1 if, for this build, any page is not 200 or
// any review is refused, lost or stored twice. With BENCH_BEFORE (bench/builds.mjs), the build
// before too, taking turns (SPIKE_RUNS rounds, 1 by default).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { startBuiltServer } from '../testing/loopback.mjs';
import { builds, loadAverage, rssMb as rssOf, siteEnv } from './builds.mjs';

const PAGES = [
  '/',
  '/lenders/mis-sold-black-horse-car-finance',
  '/pre-check?start=2015-06&type=pcp&via=dealer&for=personal',
  '/blogs/data-deletion-and-car-finance-compensation-uk-borrowers',
];
const REQUESTS_PER_PAGE = 100;
const REVIEWS = 200;

const rssMb = (pid) => Math.round(rssOf(pid) * 10) / 10;
const RUNS = Number(process.env.SPIKE_RUNS ?? 1);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(run) {
  const started = performance.now();
  const status = await run().catch(() => 'error');
  return { status, ms: performance.now() - started };
}

/** One spike against a fresh start of `build`: its figures, and whether it passed. */
async function spike(build) {
  const dataDir = mkdtempSync(join(tmpdir(), 'drivefair-spike-'));
  const load = loadAverage();
  const spawned = performance.now();
  // TRUST_PROXY=loopback: each review comes from its own client address (X-Forwarded-For), as on a real site.
  const { child, url } = await startBuiltServer({ root: build.root, env: { ...siteEnv(), DATA_DIR: dataDir, TRUST_PROXY: 'loopback' } });
  try {
    const listeningMs = performance.now() - spawned;
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${url}/readyz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('not ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - spawned;
    const rssBefore = rssMb(child.pid);
    // Each with its own submission id, as the site's form sends; the form without JavaScript ticks consent as `yes`.
    const review = (i) => ({
      firstName: `Spike${i}`,
      lastName: 'Test',
      email: `spike${i}@example.com`,
      rating: 5,
      review: `Spike review ${i}`,
      consent: true,
      submissionId: randomUUID(),
    });
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
          body: new URLSearchParams(Object.entries({ ...review(i), consent: 'yes' }).map(([k, v]) => [k, String(v)])).toString(),
        });
        return res.redirected && res.status === 200 ? 'form 303 → 200' : res.status;
      }),
    );
    const [pageResults, reviewResults] = await Promise.all([Promise.all(pages), Promise.all(reviews)]);
    const rssAfter = rssMb(child.pid);
    const tally = (results) => Object.fromEntries([...new Set(results.map((r) => r.status))].map((s) => [s, results.filter((r) => r.status === s).length]));
    const stored = execFileSync(process.execPath, ['dist/server/export-reviews.js'], { cwd: build.root, env: { ...process.env, DATA_DIR: dataDir } })
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).firstName);
    const duplicates = stored.length - new Set(stored).size;
    const all = [...pageResults, ...reviewResults];
    console.log(
      `${build.label}: spike from a fresh start, sent the moment /readyz answered 200, ${readyMs.toFixed(0)} ms after spawn (${(readyMs - listeningMs).toFixed(0)} ms after /healthz first answered); load average ${load.join(' ')}`,
    );
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
    console.log(ok ? `${build.label}: no page or review refused, every review stored once` : `${build.label}: FAILED`);
    const ms = all.map((r) => r.ms);
    return {
      ok,
      readyMs: Math.round(readyMs),
      readyAfterListeningMs: Math.round(readyMs - listeningMs),
      pages: tally(pageResults),
      reviews: tally(reviewResults),
      stored: stored.length,
      storedTwice: duplicates,
      p50Ms: Math.round(percentile(ms, 50)),
      p99Ms: Math.round(percentile(ms, 99)),
      rssMb: { before: rssBefore, after: rssAfter },
      loadAverage: load,
    };
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSpike() {
  const list = builds();
  const runs = Object.fromEntries(list.map(({ label }) => [label, []]));
  for (let round = 0; round < RUNS; round++) for (const build of list) runs[build.label].push(await spike(build));
  if (list.length > 1) {
    console.log('\n| build | pages | reviews | stored (twice) | p50 / p99 ms | spawn → ready ms |\n| --- | --- | --- | --- | --- | --- |');
    for (const [label, list] of Object.entries(runs)) {
      for (const r of list) {
        console.log(
          `| ${label} | ${JSON.stringify(r.pages)} | ${JSON.stringify(r.reviews)} | ${r.stored} (${r.storedTwice}) | ${r.p50Ms} / ${r.p99Ms} | ${r.readyMs} |`,
        );
      }
    }
  }
  process.exitCode = runs.after.every((r) => r.ok) ? 0 : 1;
}
