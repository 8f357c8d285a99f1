/**
 * Issue 45 item 5: the first screen of every landing page says, beside its first call to action, the free
 * route, that we are a claims management company and our fee range, in that order: with JavaScript off,
 * on, and on with the campaign-labels question shown at the top (item 12). Real Chromium at 320 × 568 and
 * 390 × 844 (`test.use`: the heights are the point, not the projects' widths, so the file runs in the `1280`
 * project), a test a page, mode and phone; "in the first screen" is measured, and nothing may paint over the words.
 */
import type { Page } from '@playwright/test';
import { claimsFirmText } from '../components/claim/FreeRouteFirst.tsx';
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

type Mode = 'JavaScript off' | 'JavaScript on' | 'the consent question shown';

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

async function open(page: Page, path: string, mode: Mode): Promise<void> {
  await page.goto(`${path}${mode === 'the consent question shown' ? '?utm_source=sms&utm_campaign=nov' : ''}`);
  if (mode !== 'JavaScript off') await waitForHydration(page);
  if (mode === 'the consent question shown') await page.getByRole('region', { name: 'May we keep this link’s campaign labels?' }).waitFor();
}

async function expectFirstScreen(page: Page, problems: string[], path: string, mode: Mode): Promise<void> {
  await open(page, path, mode);
  const { free, who, claim, height } = await firstScreen(page);
  expect(free.text).toMatch(/yourself, free|for free/);
  expect(who.text).toBe(claimsFirmText());
  expect(who.text).toMatch(/claims management company.*15% to 30% plus VAT/);
  // Free route first, then what we are and charge, then the call to action beside them.
  expect(free.bottom).toBeLessThanOrEqual(who.top);
  expect(who.bottom).toBeLessThanOrEqual(claim.top);
  expect(claim.top - who.bottom, 'the call to action beside the fee').toBeLessThan(48);
  for (const [name, block] of [
    ['free route', free],
    ['claims firm and fee', who],
  ] as const) {
    expect(block.top, name).toBeGreaterThanOrEqual(0);
    expect(block.bottom, `${name} within the first ${height} px`).toBeLessThanOrEqual(height);
    expect(block.uncovered, `${name} not covered`).toBe(true);
  }
  expect(problems).toEqual([]);
}

// Reduced motion: nothing on the page moves while it is measured.
test.use({ reducedMotion: 'reduce' });

for (const [title, mode] of [
  ['with JavaScript off', 'JavaScript off'],
  ['with JavaScript on', 'JavaScript on'],
  ['with the consent question shown at the top', 'the consent question shown'],
] as const) {
  test.describe(title, () => {
    test.use({ javaScriptEnabled: mode !== 'JavaScript off' });

    for (const [size, viewport] of PHONES) {
      test.describe(`at ${size}`, () => {
        test.use({ viewport });

        for (const path of PAGES) {
          test(path, async ({ page, problems }) => {
            await expectFirstScreen(page, problems, path, mode);
          });
        }
      });
    }
  });
}
