// Issue 19 item 7: on a phone, the free route is in the first screen of home, a lender page and a
// vehicle page, before anything about our service: what a driver reads before deciding anything.
import type { Browser } from 'playwright-core';
import { openPage, VIEWPORTS, waitForHydration, withSharedSite, type SiteServer } from '../../testing/browser.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((s, b) => {
  server = s;
  browser = b;
});

const PAGES = [
  '/',
  '/lenders/mis-sold-black-horse-car-finance',
  '/lenders/mis-sold-close-brothers-car-finance',
  '/vehicles/audi-car-finance',
  '/vehicles/ford',
];

/** Where the free-route sentence ends, and where the first start-claim link begins, in CSS pixels from the top. */
async function firstScreen(path: string, javaScriptEnabled: boolean) {
  const opened = await openPage(browser, `${server.url}${path}`, { viewport: VIEWPORTS.mobile, javaScriptEnabled });
  try {
    if (javaScriptEnabled) await waitForHydration(opened.page);
    return await opened.page.evaluate(() => {
      const free = document.querySelector('.home-intro__free, .landing-hero__free')!;
      const link = free.querySelector('a')!;
      return {
        freeBottom: free.getBoundingClientRect().bottom,
        linkBottom: link.getBoundingClientRect().bottom,
        text: free.textContent ?? '',
        viewport: window.innerHeight,
      };
    });
  } finally {
    await opened.close();
  }
}

describe('with JavaScript off', () => {
  it.each(PAGES)('%s: the free route and its link are within the first screen at 390 px', async (path) => {
    const screen = await firstScreen(path, false);
    expect(screen.text).toMatch(/yourself, free.*Financial Ombudsman Service, also free/);
    expect(screen.freeBottom).toBeLessThanOrEqual(screen.viewport);
    expect(screen.linkBottom).toBeLessThanOrEqual(screen.viewport);
  });
});

describe('with JavaScript on', () => {
  it.each(PAGES)('%s: still within the first screen after hydration', async (path) => {
    const screen = await firstScreen(path, true);
    expect(screen.freeBottom).toBeLessThanOrEqual(screen.viewport);
  });

  it('the lender page’s link takes the visitor to that lender’s own free route', async () => {
    const opened = await openPage(browser, `${server.url}/lenders/mis-sold-close-brothers-car-finance`, { viewport: VIEWPORTS.mobile });
    try {
      await waitForHydration(opened.page);
      await opened.page.getByRole('link', { name: 'How to do it' }).click();
      const heading = opened.page.locator('#lender-route-heading');
      await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(VIEWPORTS.mobile.height);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
