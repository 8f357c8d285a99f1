/**
 * Issue 45 item 5: the first screen of every landing page says, beside its first call to action, the free
 * route, that we are a claims management company and our fee range, in that order: with JavaScript off,
 * on, and on with the campaign-labels question shown at the top (item 12). Real Chromium at 320 × 568 and
 * 390 × 844 (the viewport set here: the heights are the point, not the projects' widths, so the file runs in the
 * `1280` project); "in the first screen" is measured, and nothing may paint over the words.
 * A visitor loads the pages in turn in one tab (a fresh context costs about twice a visit in a tab that has loaded
 * the site; decision 052), a step a page: at 320 × 568, then the window resized to 390 × 844 (the layout follows
 * CSS, the page's scripts settled after), with JavaScript, then again with campaign labels in the address; another
 * visitor does the same without JavaScript.
 */
import type { Page } from '@playwright/test';
import { claimsFirmText } from '../components/claim/FreeRouteFirst.tsx';
import { ready } from '../../testing/axe.ts';
import { expect, test, waitForHydration } from '../../testing/e2e.ts';

const PAGES = [
  '/faqs',
  // The longest lender name: its heading and free route take the most room.
  '/lenders/mis-sold-clydesdale-bank-car-finance',
  '/lenders/mis-sold-black-horse-car-finance',
  '/vehicles/ford-car-finance',
  // A make page made per request.
  '/vehicles/skoda-car-finance',
  // The hubs (compliance reading A, M8).
  '/lenders',
  '/vehicles',
];

const PHONES = [
  ['320 × 568', { width: 320, height: 568 }],
  ['390 × 844', { width: 390, height: 844 }],
] as const;

interface Block {
  readonly text: string;
  readonly top: number;
  readonly bottom: number;
  /** The element painted at the block's first and last line is the block itself (nothing covers it). */
  readonly uncovered: boolean;
}

/** The free route, the "who and fee" sentence and the first start-claim link in the page's main region. */
function firstScreen(page: Page): Promise<{ free: Block; who: Block; claim: Block; height: number }> {
  return page.evaluate(() => {
    const main = document.getElementById('main')!;
    const block = (element: Element): Block => {
      const box = element.getBoundingClientRect();
      const paints = (y: number) => {
        const at = document.elementFromPoint(box.left + Math.min(8, box.width / 2), y);
        return at !== null && (element === at || element.contains(at));
      };
      return { text: (element as HTMLElement).innerText, top: box.top, bottom: box.bottom, uncovered: paints(box.top + 4) && paints(box.bottom - 4) };
    };
    return {
      free: block(main.querySelector('[class$="__free"]')!),
      who: block(main.querySelector('[class$="__who"]')!),
      claim: block(main.querySelector('a[data-claim-link]')!),
      height: window.innerHeight,
    };
  });
}

/** The first screen as measured now: the free route, then what we are and charge, then the call to action, all in view. */
async function expectFirstScreen(page: Page, problems: () => string[]): Promise<void> {
  const { free, who, claim, height } = await firstScreen(page);
  expect.soft(free.text).toMatch(/yourself, free|for free/);
  expect.soft(who.text).toBe(claimsFirmText());
  expect.soft(who.text).toMatch(/claims management company.*15% to 30% plus VAT/);
  // Free route first, then what we are and charge, then the call to action beside them.
  expect.soft(free.bottom).toBeLessThanOrEqual(who.top);
  expect.soft(who.bottom).toBeLessThanOrEqual(claim.top);
  expect.soft(claim.top - who.bottom, 'the call to action beside the fee').toBeLessThan(48);
  for (const [name, block] of [
    ['free route', free],
    ['claims firm and fee', who],
  ] as const) {
    expect.soft(block.top, name).toBeGreaterThanOrEqual(0);
    expect.soft(block.bottom, `${name} within the first ${height} px`).toBeLessThanOrEqual(height);
    expect.soft(block.uncovered, `${name} not covered`).toBe(true);
  }
  expect.soft(problems()).toEqual([]);
}

/** At each phone's size in turn (the window resized), once the page has settled: the first screen, as a step. */
async function expectAtEachPhone(page: Page, problems: () => string[], title: string, settle: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of PHONES) {
    await test.step(`${title} at ${size}`, async () => {
      await page.setViewportSize(viewport);
      await settle();
      await expectFirstScreen(page, problems);
    });
  }
}

const [FIRST_PHONE] = PHONES;

// The first phone's size for the test's own context; reduced motion: nothing on the page moves while it is measured.
test.use({ viewport: FIRST_PHONE[1], reducedMotion: 'reduce' });

test('every landing page’s first screen with JavaScript on, and with the consent question shown at the top', async ({ page, problems }) => {
  // One visitor loads the pages in turn (decision 052), each a step, its checks soft so every page reports.
  for (const path of PAGES) {
    await test.step(path, async () => {
      // A new visitor for each page: nothing kept from the page before (the site keeps nothing but this storage).
      if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      const problemsBefore = problems.length;
      const ownProblems = () => problems.slice(problemsBefore);
      // Loaded at the first phone's size, then resized.
      await page.setViewportSize(FIRST_PHONE[1]);
      await page.goto(path);
      await waitForHydration(page);
      await expectAtEachPhone(page, ownProblems, `${path} with JavaScript on`, () => ready(page));

      // The same visitor's first visit was without campaign labels and answered nothing, so the question shows.
      await page.setViewportSize(FIRST_PHONE[1]);
      await page.goto(`${path}?utm_source=sms&utm_campaign=nov`);
      await waitForHydration(page);
      await page.getByRole('region', { name: 'May we keep this link’s campaign labels?' }).waitFor();
      await expectAtEachPhone(page, ownProblems, `${path} with the consent question shown at the top`, () => ready(page));
    });
  }
});

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test('every landing page’s first screen with JavaScript off', async ({ page, problems }) => {
    for (const path of PAGES) {
      await test.step(path, async () => {
        const problemsBefore = problems.length;
        await page.setViewportSize(FIRST_PHONE[1]);
        await page.goto(path);
        // Nothing runs: the layout follows the width by CSS alone.
        await expectAtEachPhone(
          page,
          () => problems.slice(problemsBefore),
          `${path} with JavaScript off`,
          async () => {},
        );
      });
    }
  });
});
