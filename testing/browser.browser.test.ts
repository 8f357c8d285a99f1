/**
 * The worker's reused tab (testing/browser.ts, `openPage`; decision 026)
 * starts every test as a fresh context would: nothing one test leaves in it
 * (storage, cookies, cache, routes, init scripts, listeners, clock, viewport)
 * reaches the next.
 */
import type { Browser } from 'playwright-core';
import { openPage, VIEWPORTS, withSharedSite, type SiteServer } from './browser.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((s, b) => ((server = s), (browser = b)));

it('hands the next test a tab with nothing of the last one left in it', async () => {
  const requests: string[] = [];
  const first = await openPage(browser, `${server.url}/faqs`, {
    viewport: VIEWPORTS.mobile,
    javaScriptEnabled: false,
    beforeGoto: async (page) => {
      await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
      await page.addInitScript(() => ((window as unknown as { leftOver: boolean }).leftOver = true));
      await page.context().addInitScript(() => ((window as unknown as { leftOverToo: boolean }).leftOverToo = true));
      await page.route('**/about-us', (route) => route.fulfill({ body: 'routed' }));
    },
  });
  first.page.on('request', (request) => requests.push(request.url()));
  await first.page.evaluate(() => {
    localStorage.setItem('left', 'over');
    sessionStorage.setItem('left', 'over');
    document.cookie = 'left=over; path=/';
  });
  expect(await first.page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
  // No script ran: the boot script never loaded the code.
  expect(await first.page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
  await first.close();
  const requestsSeenByTheFirst = requests.length;

  const second = await openPage(browser, `${server.url}/faqs`);
  try {
    // The same tab (no new renderer process), reset, and with JavaScript on again: the page hydrates.
    expect(second.page).toBe(first.page);
    await second.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const state = await second.page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      initScripts: 'leftOver' in window || 'leftOverToo' in window,
      year: new Date().getUTCFullYear(),
      width: window.innerWidth,
      // An empty cache: the first test's code for this page is fetched again, as on a first visit (a cache hit transfers 0 bytes).
      scriptTransfers: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    }));
    expect(state).toMatchObject({ local: 0, session: 0, cookie: '', initScripts: false, width: VIEWPORTS.desktop.width });
    expect(state.year).toBeGreaterThan(2001);
    expect(state.scriptTransfers.length).toBeGreaterThan(1);
    expect(state.scriptTransfers.filter((size) => size === 0)).toEqual([]);
    // The first test's route and listener are gone with it.
    await second.page.goto(`${server.url}/about-us`, { waitUntil: 'load' });
    await expect(second.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(requests).toHaveLength(requestsSeenByTheFirst);
  } finally {
    await second.close();
  }
});
