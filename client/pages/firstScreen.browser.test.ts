/**
 * Issue 45 item 5: the first screen of every landing page says, beside its first call to action, the free
 * route, that we are a claims management company and our fee range, in that order: with JavaScript off,
 * on, and on with the campaign-labels question shown at the top (item 12). Real Chromium at 320 × 568 and
 * 390 × 844; "in the first screen" is measured, and nothing may paint over the words.
 */
import type { Browser, Page } from 'playwright-core';
import { claimsFirmText } from '../components/claim/FreeRouteFirst.tsx';
import { openPage, waitForHydration, type SiteServer, withSharedSite } from '../../testing/browser.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((started, launched) => {
  [server, browser] = [started, launched];
});

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

async function open(path: string, mode: Mode, viewport: { width: number; height: number }) {
  const url = `${server.url}${path}${mode === 'the consent question shown' ? '?utm_source=sms&utm_campaign=nov' : ''}`;
  const opened = await openPage(browser, url, { viewport, javaScriptEnabled: mode !== 'JavaScript off', reducedMotion: 'reduce' });
  if (mode !== 'JavaScript off') await waitForHydration(opened.page);
  if (mode === 'the consent question shown') await opened.page.getByRole('region', { name: 'May we keep this link’s campaign labels?' }).waitFor();
  return opened;
}

async function expectFirstScreen(path: string, mode: Mode, viewport: { width: number; height: number }): Promise<void> {
  const { page, problems, close } = await open(path, mode, viewport);
  try {
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
  } finally {
    await close();
  }
}

const PHONE = { width: 320, height: 568 };
const LARGER_PHONE = { width: 390, height: 844 };

describe.each(['JavaScript off', 'JavaScript on'] as const)('with %s', (mode) => {
  it.each(PAGES)('%s at 320 × 568 and 390 × 844', async (path) => {
    await expectFirstScreen(path, mode, PHONE);
    await expectFirstScreen(path, mode, LARGER_PHONE);
  });
});

describe('with the consent question shown at the top', () => {
  it.each(PAGES)('%s at 320 × 568 and 390 × 844', async (path) => {
    await expectFirstScreen(path, 'the consent question shown', PHONE);
    await expectFirstScreen(path, 'the consent question shown', LARGER_PHONE);
  });
});
