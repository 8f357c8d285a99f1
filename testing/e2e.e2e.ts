/**
 * The fixtures of testing/e2e.ts (decision 044): every test starts in a
 * context of its own, so nothing one test leaves (storage, cookies, other
 * tabs, routes, init scripts, JavaScript off, its clock) reaches the next;
 * and a clock starts where its test puts it. The tests run in order in one
 * worker, so the second meets the same browser the first used.
 * Two tests, as what is checked is what one test leaves the next: a fresh context costs ~1.5 CPU-s.
 */
import { expect, FIRST_FRAME_MS, test, visitAt, waitForHydration } from './e2e.ts';

test.describe.configure({ mode: 'serial' });

let firstBrowser: unknown;

test.describe('a test that leaves everything behind', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

  test('stores, routes, adds init scripts, opens another tab and moves its clock', async ({ page, browser }) => {
    firstBrowser = browser;
    await page.addInitScript(() => ((window as unknown as { leftOver: boolean }).leftOver = true));
    await page.context().addInitScript(() => ((window as unknown as { leftOverToo: boolean }).leftOverToo = true));
    await page.route('**/about-us', (route) => route.fulfill({ body: 'routed' }));

    await test.step('a clock starts at its test’s time', async () => {
      await visitAt(page, '/faqs', new Date('2001-02-03T04:05:06Z'));
      expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
      // What a test does with its clock: a minute moved on.
      await page.clock.runFor(60_000);
    });

    await page.evaluate(() => {
      localStorage.setItem('left', 'over');
      sessionStorage.setItem('left', 'over');
      document.cookie = 'left=over; path=/';
    });
    const other = await page.context().newPage();
    await other.goto('/contact');
    await other.evaluate(() => localStorage.setItem('other', 'tab'));
    // No script ran: the boot script never loaded the code.
    expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
  });
});

test('the next test starts in a fresh context of the same browser, with JavaScript on, an empty cache and no clock', async ({ page, browser }) => {
  expect(browser).toBe(firstBrowser);
  await page.goto('/faqs');
  await waitForHydration(page);

  await test.step('a test without a clock has the real time', async () => {
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2001);
  });

  await test.step('the next test starts in a fresh context of the same browser, with JavaScript on and an empty cache', async () => {
    const state = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      initScripts: 'leftOver' in window || 'leftOverToo' in window,
      width: window.innerWidth,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      // An empty cache: the page's code is fetched, as on a first visit (a cache hit transfers 0 bytes).
      scriptTransfers: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    }));
    expect(state).toMatchObject({ local: 0, session: 0, cookie: '', initScripts: false, width: 1280, reducedMotion: false });
    expect(page.context().pages()).toEqual([page]);
    expect(state.scriptTransfers.length).toBeGreaterThan(1);
    expect(state.scriptTransfers.filter((size) => size === 0)).toEqual([]);
    // The first test's route is gone with its context.
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
  });

  await test.step('the next clock starts at its own test’s time, with nothing of the last test’s minute', async () => {
    const at = new Date('2005-06-07T08:09:10Z');
    await visitAt(page, '/faqs', at);
    // Paused where `visitAt` puts a clock (a second on, then one frame).
    expect(await page.evaluate(() => Date.now())).toBe(at.getTime() + 1_000 + FIRST_FRAME_MS);
  });
});
