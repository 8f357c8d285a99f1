// Issue 19 item 7: on a phone, the free route is in the first screen of home, a lender page and a
// vehicle page, before anything about our service: what a driver reads before deciding anything.
// The checks of one setting are one test's steps, page after page in one tab: a fresh context costs ~1.5 CPU-s.
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS, waitForHydration } from '../../testing/e2e.ts';

const PAGES = [
  '/',
  '/lenders/mis-sold-black-horse-car-finance',
  '/lenders/mis-sold-close-brothers-car-finance',
  '/vehicles/audi-car-finance',
  '/vehicles/ford',
];

/** Where the free-route sentence ends, and where the first start-claim link begins, in CSS pixels from the top. */
async function firstScreen(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  return page.evaluate(() => {
    const free = document.querySelector('.home-intro__free, .landing-hero__free')!;
    const link = free.querySelector('a')!;
    return {
      freeBottom: free.getBoundingClientRect().bottom,
      linkBottom: link.getBoundingClientRect().bottom,
      text: free.textContent ?? '',
      viewport: window.innerHeight,
    };
  });
}

test.describe('with JavaScript off', { tag: '@390' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the free route and its link are within the first screen at 390 px', async ({ page }) => {
    for (const path of PAGES) {
      await test.step(`${path}: the free route and its link are within the first screen at 390 px`, async () => {
        const screen = await firstScreen(page, path, false);
        expect(screen.text).toMatch(/yourself, free.*Financial Ombudsman Service, also free/);
        expect(screen.freeBottom).toBeLessThanOrEqual(screen.viewport);
        expect(screen.linkBottom).toBeLessThanOrEqual(screen.viewport);
      });
    }
  });
});

test.describe('with JavaScript on', { tag: '@390' }, () => {
  test('the lender page’s own free route, and the free route still first after hydration', async ({ page, problems }) => {
    // First: its problems are this visit's own.
    await test.step('the lender page’s link takes the visitor to that lender’s own free route', async () => {
      await page.goto('/lenders/mis-sold-close-brothers-car-finance');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'How to do it' }).click();
      const heading = page.locator('#lender-route-heading');
      await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(VIEWPORTS.mobile.height);
      expect(problems).toEqual([]);
    });

    for (const path of PAGES) {
      await test.step(`${path}: still within the first screen after hydration`, async () => {
        const screen = await firstScreen(page, path, true);
        expect(screen.freeBottom).toBeLessThanOrEqual(screen.viewport);
      });
    }
  });
});
