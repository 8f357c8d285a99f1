/**
 * The end-to-end browser tests' fixtures on @playwright/test (decision 044):
 * Playwright's own worker-scoped browser (Debian's Chromium, playwright.config.ts)
 * and a fresh context and page for every test (its default `page` fixture),
 * against the one built server of the run (testing/e2eSetup.ts). A test file
 * is `*.e2e.ts` and imports `test` and `expect` from here.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { passFirstFrame, SITE_URL_ENV } from './site.ts';

export { expect };
export { FIRST_FRAME_MS, heldRequests, pageChunk, passFirstFrame, ROOT, startServer, VIEWPORTS, waitForHydration, type RunningServer } from './site.ts';

interface Fixtures {
  /** The shared built server's address (also the context's `baseURL`, so `page.goto('/faqs')` goes there). */
  readonly siteUrl: string;
  /** Console errors, warnings about hydration, and uncaught errors of the test's page, from its first visit on. */
  readonly problems: string[];
}

export const test = base.extend<Fixtures>({
  // Playwright reads what a fixture needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  siteUrl: async ({}, provide) => {
    const url = process.env[SITE_URL_ENV];
    if (!url) throw new Error(`${SITE_URL_ENV} is not set: run the browser tests with \`npx playwright test\` (testing/e2eSetup.ts starts the site)`);
    await provide(url);
  },
  baseURL: async ({ siteUrl }, provide) => provide(siteUrl),
  problems: async ({ page }, provide) => provide(watchProblems(page)),
});

/** Console errors, warnings about hydration, and uncaught errors of `page` from now on (the `problems` fixture's, for any page). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A Playwright clock for the page, installed at `at` and paused a second later, before its first visit: the test
 * moves time itself. Call `passFirstFrame` after the visit, so the page's code loads (client/bootScript.ts waits for
 * the first frame). The clock is the test's own: its context goes with the test.
 */
export async function pauseClockAt(page: Page, at: Date): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1_000));
}

/** `page.goto` under a clock paused at `at` (`pauseClockAt`), past the first frame after the load. */
export async function visitAt(page: Page, url: string, at: Date) {
  await pauseClockAt(page, at);
  const response = await page.goto(url);
  await passFirstFrame(page);
  return response;
}
