/**
 * Browser-test harness: Debian's Chromium through playwright-core, against the
 * built server started as a real process on a free loopback port.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Route } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, freePort, startBuiltServer } from './loopback.mjs';

export { CHROMIUM_ARGS, chromiumPath, freePort };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one built server of the browser run (testing/browser.ts, `withSharedSite`). */
    siteUrl: string;
    /** The one Chromium of the browser run, for `chromium.connect`. */
    chromiumEndpoint: string;
  }
}

export const ROOT = join(import.meta.dirname, '..');

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
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

/** Starts dist/server/index.js; resolves once /healthz answers (bounded: 15 s). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'drivefair-data-'));
  let output = '';
  const { child, port, url } = await startBuiltServer({
    root: ROOT,
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
      // SIGINT: shut down at once. SIGTERM would first keep serving for the drain delay (server/shutdown.ts),
      // five seconds per test file; server/shutdown.system.test.ts sends SIGTERM itself.
      child.kill('SIGINT');
    });
  return { url, port, process: child, output: () => output, stop };
}

export interface OpenedPage {
  readonly page: Page;
  /** Console errors, warnings about hydration, and uncaught page errors. */
  readonly problems: string[];
  readonly close: () => Promise<void>;
}

/** A fresh context (own storage) and page, recording console errors and hydration warnings. */
export async function openPage(
  browser: Browser,
  url: string,
  { beforeGoto, ...options }: BrowserContextOptions & { viewport?: { width: number; height: number }; beforeGoto?: (page: Page) => unknown } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  await beforeGoto?.(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems, close: () => context.close() };
}

/** Resolves once React has hydrated the document (the client marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 10_000 });
}

/**
 * Under a paused Playwright clock nothing waits on a frame runs, the boot
 * script included (it loads the code after the first paint:
 * client/bootScript.ts): move the clock past one frame after `goto`.
 */
export async function passFirstFrame(page: Page): Promise<void> {
  await page.clock.runFor(50);
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

/** The shared server's settings (testing/browserSetup.ts): a claim application address for links to carry labels to. */
export const SHARED_SITE_ENV = { CLAIM_APP_URL: 'https://claim.drivefair.example', LOG_LEVEL: 'warn' } as const;

/**
 * The run's one built server and Chromium (testing/browserSetup.ts), for a
 * file whose tests need nothing of their own from the server: connected
 * before its tests, disconnected after them. Hands both to `use`.
 */
export function withSharedSite(use: (server: SiteServer, browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
    use({ url: inject('siteUrl') }, browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A browser test file's own server and Chromium, for tests that read the
 * server's log or need settings of their own: started together before its
 * tests, closed after them. Hands both to `use` once they are up.
 */
export function withServerAndBrowser(env: Record<string, string>, use: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
    use(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
