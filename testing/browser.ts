/**
 * The browser project's harness on vitest, for the files not yet on
 * @playwright/test (`*.e2e.ts`, testing/e2e.ts; decision 044): Debian's
 * Chromium through playwright-core, against the built server.
 */
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Disposable, type Page, type Response } from 'playwright-core';
import { builtPagesEnv, chromiumPath, CHROMIUM_ARGS, freePort } from './loopback.mjs';
import { passFirstFrame, startServer, TEST_CHROMIUM_ARGS, VIEWPORTS, type RunningServer, type SiteServer } from './site.ts';

export { builtPagesEnv, CHROMIUM_ARGS, chromiumPath, freePort };
export {
  FIRST_FRAME_MS,
  heldRequests,
  pageChunk,
  passFirstFrame,
  ROOT,
  SHARED_SITE_ENV,
  startServer,
  VIEWPORTS,
  waitForHydration,
  type RunningServer,
  type SiteServer,
} from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one built server of the browser run (testing/browser.ts, `withSharedSite`). */
    siteUrl: string;
  }
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: TEST_CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  readonly page: Page;
  /** The answer to the visit's main request. */
  readonly response: Response | null;
  /** Console errors, warnings about hydration, and uncaught page errors. */
  readonly problems: string[];
  readonly close: () => Promise<void>;
}

export interface PageOptions {
  readonly viewport?: { width: number; height: number };
  readonly reducedMotion?: 'reduce' | 'no-preference';
  readonly javaScriptEnabled?: boolean;
  /**
   * A Playwright clock installed and paused at this time before the page loads: the test moves time itself.
   * The visit then passes the first frame (`passFirstFrame`), so the page's code loads. The test gets the
   * worker's clock tab, not its plain one (decision 030).
   */
  readonly clockAt?: Date;
  /** Browser permissions granted for this test, such as the clipboard's. */
  readonly permissions?: string[];
  /** Run on the tab before it goes to `url`: routes, init scripts, request listeners. */
  readonly beforeGoto?: (page: Page) => unknown;
}

/** One of a worker's two tabs (decisions 027, 030), and the origins it has stored anything for. */
interface Tab {
  readonly page: Page;
  readonly session: CDPSession;
  readonly origins: Set<string>;
}

const tabs = new WeakMap<Browser, Promise<Tab>>();
/**
 * The tab, in a context of its own, that tests with a clock take turns on
 * (decision 030). A clock cannot be taken out of a context once installed, so
 * it never goes in the plain tab's. Playwright replays a context's clock calls
 * in order on each new page, and each test's own come last: installed at its
 * time, then paused, so its page starts there whatever earlier tests did.
 */
const clockTabs = new WeakMap<Browser, Promise<Tab>>();

function tabOf(browser: Browser, clock: boolean): Promise<Tab> {
  const kind = clock ? clockTabs : tabs;
  let tab = kind.get(browser);
  if (!tab) {
    tab = (async () => {
      const page = await (await browser.newContext()).newPage();
      return { page, session: await page.context().newCDPSession(page), origins: new Set<string>() };
    })();
    kind.set(browser, tab);
  }
  return tab;
}

/**
 * The worker's tab, reset for this test as a new context would start (decision
 * 027): no other tab, no cookies, no storage for any origin it has been to,
 * an empty cache, the width and motion asked for; recording console errors
 * and hydration warnings. What the test adds to the tab (listeners, routes,
 * init scripts) goes at `close`, since the tab outlives the test. Every test
 * of a worker runs in turn, and each worker has its own Chromium
 * (`browserOfWorker`), so one tab a Chromium is enough, and one more for the
 * tests with a clock (`clockAt`, decision 030): a clock, once installed, stays
 * in its context.
 */
export async function openPage(
  browser: Browser,
  url: string,
  { viewport = VIEWPORTS.desktop, reducedMotion, javaScriptEnabled = true, clockAt, permissions, beforeGoto }: PageOptions = {},
): Promise<OpenedPage> {
  const tab = await tabOf(browser, clockAt !== undefined);
  const { page } = tab;
  await resetTab(tab, viewport, reducedMotion);
  const context = page.context();
  if (permissions) await context.grantPermissions(permissions);
  if (clockAt) {
    await page.clock.install({ time: clockAt });
    await page.clock.pauseAt(new Date(clockAt.getTime() + 1_000));
  }
  const scripts = javaScriptEnabled ? undefined : await scriptsOff(page);
  const initScripts = removableInitScripts(page, context);
  await beforeGoto?.(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const response = await page.goto(url, { waitUntil: 'load' });
  if (clockAt) await passFirstFrame(page);
  const close = async () => {
    // Every origin a frame of this test reached may hold its storage: the next reset clears them.
    for (const tabPage of context.pages()) for (const frame of tabPage.frames()) addOrigin(tab.origins, frame.url());
    page.removeAllListeners();
    context.removeAllListeners();
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      initScripts.remove(),
      scripts?.restore(),
    ]);
  };
  return { page, response, problems, close };
}

function addOrigin(origins: Set<string>, url: string): void {
  const { origin } = new URL(url);
  if (origin !== 'null') origins.add(origin);
}

/**
 * What a new context would not have, cleared with DevTools calls (decision
 * 027) instead of Playwright's reset, which loads each origin to clear its
 * storage from inside: the tab leaves the last page first, so no script of it
 * runs on.
 */
async function resetTab(
  { page, session, origins }: Tab,
  viewport: { width: number; height: number },
  reducedMotion: PageOptions['reducedMotion'],
): Promise<void> {
  const context = page.context();
  await leave(page);
  await Promise.all([
    ...context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
    ...[...origins].map((origin) => session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
    session.send('Network.clearBrowserCache'),
    context.clearCookies(),
    context.clearPermissions(),
    page.setViewportSize(viewport),
    page.emulateMedia({ reducedMotion: reducedMotion ?? null }),
  ]);
  origins.clear();
}

/**
 * Leaves the last page for `about:blank`, so none of its scripts runs on while
 * its storage is cleared. The page goes there itself: a navigation the page
 * starts keeps its renderer process, where `page.goto` starts a new one, and
 * another for the next test's page, about 400 ms a test (decision 028).
 * Session storage is the tab's own, kept across its documents, and DevTools
 * clears it only from a document of its origin: the last page's, before it
 * goes. The site itself keeps nothing there.
 */
async function leave(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  const left = page.waitForURL('about:blank', { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  const started = await page
    .evaluate(() => {
      sessionStorage.clear();
      location.href = 'about:blank';
    })
    .then(() => true)
    .catch(() => false);
  // A page that cannot run the call (crashed, an error page, a PDF) is left the browser's way.
  if (!started || !(await left)) await page.goto('about:blank');
}

/**
 * JavaScript off in the tab for one test, as the context option
 * `javaScriptEnabled: false` does it in Chromium (the same DevTools call), so
 * that turning it off keeps the tab. The setting lasts while its session is
 * open; `restore` turns it back on and closes the session, before the tab
 * meets the next test.
 */
async function scriptsOff(page: Page): Promise<{ restore: () => Promise<void> }> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Emulation.setScriptExecutionDisabled', { value: true });
  return {
    restore: async () => {
      await session.send('Emulation.setScriptExecutionDisabled', { value: false }).catch(() => {});
      await session.detach().catch(() => {});
    },
  };
}

/** Init scripts added to the reused tab or its context from now on, removable at once. */
function removableInitScripts(page: Page, context: BrowserContext): { remove: () => Promise<void> } {
  const added: Promise<Disposable>[] = [];
  const restore = [page, context].map((target) => {
    const own = target.addInitScript;
    target.addInitScript = ((...args: Parameters<typeof own>) => {
      const script = own.apply(target, args);
      added.push(script);
      return script;
    }) as typeof own;
    return () => (target.addInitScript = own);
  });
  return {
    remove: async () => {
      restore.forEach((undo) => undo());
      await Promise.all(added.map(async (script) => (await script).dispose()));
    },
  };
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's one Chromium, launched by its first browser file and kept for
 * the files after it (decision 029): the browser project keeps its worker
 * between files (`isolate: false`), so this module, its Chromium and the tab
 * `openPage` resets live as long as the worker. A Chromium that went away is
 * launched again. It ends with the worker: Playwright closes it as the process
 * exits, and Chromium closes itself when its pipe to Playwright does.
 */
export function browserOfWorker(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

/**
 * The run's one built server (testing/browserSetup.ts) and the worker's
 * Chromium, for a file whose tests need nothing of their own from the server.
 * Hands both to `use` before the file's tests.
 */
export function withSharedSite(use: (server: SiteServer, browser: Browser) => void): void {
  beforeAll(async () => use({ url: inject('siteUrl') }, await browserOfWorker()));
}

/**
 * A browser test file's own server, for tests that read the server's log or
 * need settings of their own, and the worker's Chromium: started before its
 * tests, the server stopped after them. Hands both to `use` once they are up.
 */
export function withServerAndBrowser(env: Record<string, string>, use: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const [started, browser] = await Promise.all([startServer(env), browserOfWorker()]);
    server = started;
    use(server, browser);
  });
  afterAll(async () => {
    await server?.stop();
  });
}
