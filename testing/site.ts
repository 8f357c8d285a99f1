/**
 * The built site and what a browser test does with it, whichever runner drives
 * the browser: the built server started as a real process on a free loopback
 * port, the build's page chunks, Debian's Chromium's arguments, and waits on
 * what the page does (hydration, its first frame under a clock).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { CHROMIUM_ARGS, startBuiltServer } from './loopback.mjs';

export const ROOT = join(import.meta.dirname, '..');

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The GPU process's work (with `--disable-gpu`, the compositor drawing in software) as a thread of the browser
 * process: one process fewer to feed over IPC. Two browser files took 33.7 s and 33.6 s against 44.6 s and 40.1 s
 * without it, taking turns on two cores (26 November 2026; docs/developing.md, Tests). Tests only: Lighthouse measures the
 * site with Chromium's usual processes.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--in-process-gpu'];

/** The shared server's settings: a claim application address for links to carry labels to. */
export const SHARED_SITE_ENV = { CLAIM_APP_URL: 'https://claim.drivefair.example', LOG_LEVEL: 'warn' } as const;

/** The environment variable that hands the shared server's address to Playwright's workers (testing/e2eSetup.ts). */
export const SITE_URL_ENV = 'DRIVEFAIR_E2E_SITE_URL';

/**
 * The URL of a page's own chunk (its folder's `page.tsx`) in this build: the
 * first of its preloads in dist/client/manifest.json. Chunks are named by
 * hash, so a test that holds or fails a page's code asks for it here.
 */
export function pageChunk(folder: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const url = manifest.pages[folder]?.[0];
  if (!url) throw new Error(`pageChunk: no page ${folder} in the build's manifest`);
  return url;
}

/** A site the browser visits: its address. */
export interface SiteServer {
  readonly url: string;
}

export interface RunningServer extends SiteServer {
  readonly port: number;
  readonly process: ChildProcess;
  /** Everything the server wrote to stdout and stderr, for log assertions. */
  readonly output: () => string;
  readonly stop: () => Promise<number | null>;
}

/** Starts dist/server/index.js (this checkout's, or a copy's under `root`); resolves once /healthz answers (bounded: 5 minutes, testing/loopback.mjs). */
export async function startServer(env: Record<string, string> = {}, root: string = ROOT): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'drivefair-data-'));
  let output = '';
  const { child, port, url } = await startBuiltServer({
    root,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    output: (chunk) => (output += chunk),
  }).catch((error: Error) => {
    throw new Error(`${error.message}:\n${output}`);
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve(code);
      });
      // SIGINT: shut down at once. SIGTERM would first keep serving for the drain delay (server/start/shutdown.ts),
      // five seconds per test file; server/start/shutdown.system.test.ts sends SIGTERM itself.
      child.kill('SIGINT');
    });
  return { url, port, process: child, output: () => output, stop };
}

/** Resolves once React has hydrated the document (the client marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * How far `passFirstFrame` moves a paused clock: one frame. A component that
 * starts a timer when it mounts may mount before or after the move, as its
 * code happens to arrive, so a test that times such a timer allows this much.
 */
export const FIRST_FRAME_MS = 17;

/**
 * Under a paused Playwright clock nothing waits on a frame runs, the boot
 * script included (it loads the code after the first paint:
 * client/bootScript.ts): move the clock past one frame after `goto`.
 */
export async function passFirstFrame(page: Page): Promise<void> {
  await page.clock.runFor(FIRST_FRAME_MS);
}

/**
 * A `page.route` handler that holds every request it gets until `release`,
 * then lets them through: code on its way while the visitor already types.
 */
export function heldRequests(): { readonly hold: (route: Route) => Promise<void>; readonly release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    hold: async (route) => {
      await released;
      await route.continue();
    },
    release,
  };
}
