/**
 * Issue 48, item 8: a history traversal that arrives while the router is
 * still hydrating ends on the page its address names. The lender page's own
 * chunk is held, so the second Back comes before hydration whatever the
 * machine's speed; the test waits for events, never for time.
 */
import type { Page } from '@playwright/test';
import { expect, heldRequests, pageChunk, test, waitForHydration } from '../../../testing/e2e.ts';

const LENDER_PATH = '/lenders/mis-sold-close-brothers-car-finance';
const heading = (page: Page) => page.locator('main h1').first().textContent();

// At 1280 px, as the issue found it.
test('Back, then Back again while the lender page hydrates: ends on /lenders, showing /lenders', { tag: '@1280' }, async ({ page, problems }) => {
  await page.goto('/lenders');
  await waitForHydration(page);
  const lendersHeading = await heading(page);
  expect(lendersHeading).not.toMatch(/Close Brothers/);
  // A client navigation: the lender page's history entry belongs to this document.
  await page.locator(`a[href="${LENDER_PATH}"]`).first().click();
  await page.waitForURL(`**${LENDER_PATH}`);
  await expect.poll(() => heading(page)).toMatch(/Close Brothers/);
  // /lenders as a new document.
  await page.goto('/lenders', { waitUntil: 'load' });
  await waitForHydration(page);

  // Back: a new document for the lender page, whose code is held so it is still hydrating...
  const held = heldRequests();
  await page.route(`**${pageChunk('lender')}`, held.hold);
  const chunkAsked = page.waitForRequest((request) => request.url().endsWith(pageChunk('lender')));
  await page.goBack({ waitUntil: 'commit' });
  await chunkAsked;
  await expect.poll(() => heading(page)).toMatch(/Close Brothers/);
  // ...and Back again at once: a traversal within that document, before its router listens.
  await page.goBack({ waitUntil: 'commit' });
  expect(new URL(page.url()).pathname).toBe('/lenders');
  held.release();

  await expect.poll(() => heading(page)).toBe(lendersHeading);
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/lenders');
  expect(problems.filter((problem) => /HydrateFallback/.test(problem))).toEqual([]);
  // The page works on: a lender chosen now is the page shown.
  await page.locator('a[href="/lenders/mis-sold-moneybarn-car-finance"]').first().click();
  await page.waitForURL('**/lenders/mis-sold-moneybarn-car-finance');
  await expect.poll(() => heading(page)).toMatch(/Moneybarn/);
});
