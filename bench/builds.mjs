// What every bench compares (issue 30: before and after in one run, taking turns, since the
// machine is shared and noisy): this checkout's build ("after") and, when BENCH_BEFORE names
// another checkout built with `npm ci && node build.mjs` (a `git worktree` of an earlier commit),
// that one's ("before"). Both are started with the SITE_URL and CLAIM_APP_URL this build's pages
// were made for (dist/pages/pages.json), so neither makes pages at start unless a bench asks it to.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** The builds to measure, the one before first (A B A B). */
export function builds() {
  const before = process.env.BENCH_BEFORE;
  if (!before) return [{ label: 'after', root: ROOT }];
  const root = resolve(before);
  if (!existsSync(join(root, 'dist/server/index.js')))
    throw new Error(`bench: BENCH_BEFORE=${before} has no dist/server/index.js: run npm ci && node build.mjs there`);
  return [
    { label: 'before', root },
    { label: 'after', root: ROOT },
  ];
}

/** SITE_URL and CLAIM_APP_URL as this build made its pages. */
export function siteEnv() {
  const { siteUrl, claimAppUrl } = JSON.parse(readFileSync(join(ROOT, 'dist/pages/pages.json'), 'utf8'));
  return { SITE_URL: siteUrl, CLAIM_APP_URL: claimAppUrl };
}

/** The machine's load average (1, 5 and 15 minutes) now: how busy the shared machine was. */
export function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

/** Removes the pages a server made at start for `siteUrl` (server/pages/prerender.ts `pagesFor`: kept for restarts). */
export function removePagesMadeFor(siteUrl) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('drivefair-pages-')) continue;
    const dir = join(tmpdir(), name);
    try {
      if (JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')).siteUrl === siteUrl) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another process's, still being made, or not pages at all
    }
  }
}

export function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}
