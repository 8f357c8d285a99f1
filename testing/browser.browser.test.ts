/**
 * The file's reused tab (testing/browser.ts, `openPage`; decision 027)
 * starts every test as a fresh context would: nothing one test leaves in it
 * (storage, cookies, cache, other tabs, routes, init scripts, listeners,
 * viewport, motion, JavaScript off) reaches the next; a test with a clock
 * never touches it, and gets a clock tab where its clock starts afresh.
 */
import type { Browser } from 'playwright-core';
import { FIRST_FRAME_MS, openPage, VIEWPORTS, withSharedSite, type SiteServer } from './browser.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((s, b) => ((server = s), (browser = b)));

it('hands the next test a tab with nothing of the last one left in it', async () => {
  const requests: string[] = [];
  const first = await openPage(browser, `${server.url}/faqs`, {
    viewport: VIEWPORTS.mobile,
    reducedMotion: 'reduce',
    javaScriptEnabled: false,
    beforeGoto: async (page) => {
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
  // Another tab of the context, left open, with storage of its own.
  const other = await first.page.context().newPage();
  await other.goto(`${server.url}/contact`);
  await other.evaluate(() => localStorage.setItem('other', 'tab'));
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
      width: window.innerWidth,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      // An empty cache: the first test's code for this page is fetched again, as on a first visit (a cache hit transfers 0 bytes).
      scriptTransfers: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    }));
    expect(state).toMatchObject({ local: 0, session: 0, cookie: '', initScripts: false, width: VIEWPORTS.desktop.width, reducedMotion: false });
    expect(second.page.context().pages()).toEqual([second.page]);
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

it("gives the tests with a clock a tab of their own, where each clock starts at its test's time, never the plain tab", async () => {
  const first = await openPage(browser, `${server.url}/faqs`, { javaScriptEnabled: false, clockAt: new Date('2001-02-03T04:05:06Z') });
  const clockPage = first.page;
  expect(await clockPage.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
  // What a test does with its clock: a minute moved on.
  await clockPage.clock.runFor(60_000);
  await first.close();

  const plain = await openPage(browser, `${server.url}/faqs`, { javaScriptEnabled: false });
  try {
    expect(plain.page).not.toBe(clockPage);
    expect(await plain.page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2001);
  } finally {
    await plain.close();
  }

  const clockAt = new Date('2005-06-07T08:09:10Z');
  const second = await openPage(browser, `${server.url}/faqs`, { javaScriptEnabled: false, clockAt });
  try {
    expect(second.page).toBe(clockPage);
    // Paused where `openPage` puts a clock (a second on, then one frame), with nothing of the first test's minute.
    expect(await second.page.evaluate(() => Date.now())).toBe(clockAt.getTime() + 1_000 + FIRST_FRAME_MS);
  } finally {
    await second.close();
  }
});
