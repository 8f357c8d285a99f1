/**
 * Ask first (issue 28; PECR regulation 6): campaign labels are stored and
 * added to links only when the visitor agrees, refusing is as easy as
 * agreeing, the choice is remembered and can be changed on /cookie-policy.
 * Real Chromium, JavaScript on, at 320 and 390 px; each test starts with empty storage (testing/browser.ts, `openPage`).
 */
import type { Browser, Page } from 'playwright-core';
import { consentStorageKey, utmStorageKey } from '../shared/brand.ts';
import { axe, ready } from '../testing/axe.ts';
import { openPage, passFirstFrame, waitForHydration, type SiteServer, withSharedSite } from '../testing/browser.ts';

const CLAIM_APP_URL = 'https://claim.drivefair.example';
const CLAIM_START = `${CLAIM_APP_URL}/new-claimant-details`;
const LANDING = '/?utm_source=sms&utm_medium=text&utm_campaign=nov';
const LANDING_QUERY = 'utm_source=sms&utm_medium=text&utm_campaign=nov';

let server: SiteServer;
let browser: Browser;
withSharedSite((started, launched) => {
  [server, browser] = [started, launched];
});

/** Everything the site could have kept in this browser. */
const browserStore = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    cookies: document.cookie,
  }));

/** Every link that points at our site or the claim application and carries a campaign label. */
const decoratedLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!).filter((href) => /[?&]utm_/.test(href)));

const question = (page: Page) => page.getByRole('region', { name: 'May we keep this link’s campaign labels?' });
const accept = (page: Page) => question(page).getByRole('button', { name: 'Accept', exact: true });
const reject = (page: Page) => question(page).getByRole('button', { name: 'Reject', exact: true });

/**
 * Layout shifts (the web's own measure of CLS, not counting those right after
 * input) from the moment the question is put in the page: what it moves.
 * Observed from then on, so no two clocks are compared (the test's clock is
 * Playwright's, the entries' times the browser's own).
 */
const startCountingShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    const asked = new MutationObserver(() => {
      if (!document.querySelector('.consent')) return;
      asked.disconnect();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    asked.observe(document, { childList: true, subtree: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** The rewrite pass runs 100 ms after a render: wait for the claim link to carry the labels. */
async function waitForDecoratedClaimLink(page: Page): Promise<void> {
  await page.waitForFunction((start) => document.querySelector('a[data-claim-link]')?.getAttribute('href')?.startsWith(`${start}?utm_`) === true, CLAIM_START, {
    timeout: 5_000,
  });
}

/**
 * A paused clock, installed before the page loads, so a test can let every pending rewrite pass run. It comes
 * on the worker's clock tab (`openPage`, decision 030), since a clock stays in its context.
 */
const openWithClock = (url: string, options: { viewport: { width: number; height: number }; beforeGoto?: (page: Page) => unknown }) =>
  openPage(browser, url, { ...options, clockAt: new Date() });

/** Every timer due in the next second has fired: a rewrite pass (100 ms after a render) has had its chance. */
async function afterRewriteWindow(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
}

/** Under the paused clock: the question's code arrives, and React shows it once a timer of its own has fired. */
async function questionShown(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
  await question(page).waitFor();
}

describe.each([
  ['320 px', { width: 320, height: 568 }],
  ['390 px', { width: 390, height: 844 }],
])('the question at %s', (_name, viewport) => {
  it('stores nothing and decorates nothing before a choice, and asks on the first screen with two equal controls', async () => {
    const { page, problems, close } = await openWithClock(`${server.url}${LANDING}`, { viewport, beforeGoto: startCountingShifts });
    try {
      await waitForHydration(page);
      await questionShown(page);
      await afterRewriteWindow(page);
      expect(await browserStore(page)).toEqual({ local: {}, cookies: '' });
      expect(await decoratedLinks(page)).toEqual([]);
      expect(await page.locator('a[data-claim-link]').first().getAttribute('href')).toBe(CLAIM_START);

      const boxes = [await accept(page).boundingBox(), await reject(page).boundingBox()];
      for (const box of boxes) {
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(boxes[0]!.width).toBe(boxes[1]!.width);
      expect(boxes[0]!.height).toBe(boxes[1]!.height);
      const kinds = await question(page)
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => [button.tagName, button.className, button.getAttribute('aria-pressed')]));
      expect(kinds).toEqual([
        ['BUTTON', 'button button--outline consent__button', null],
        ['BUTTON', 'button button--outline consent__button', null],
      ]);
      // Neither is chosen for the visitor: focus stays where the page put it.
      expect(await page.evaluate(() => document.activeElement?.closest('.consent') ?? null)).toBeNull();
      // The page's own first answer is still there to read above the question.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const top = await question(page).boundingBox();
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(top!.y);
      // Announced: the question sits in a live region that was there before it appeared.
      expect(await question(page).evaluate((region) => region.parentElement?.getAttribute('aria-live'))).toBe('polite');
      expect(await shifts(page)).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is reachable by keyboard: Tab reaches both controls and Enter answers', async () => {
    const { page, close } = await openPage(browser, `${server.url}${LANDING}`, { viewport });
    try {
      await waitForHydration(page);
      await question(page).waitFor();
      const reached: string[] = [];
      // Bounded: the question comes early in the tab order, after the skip link.
      for (let step = 0; step < 10 && reached.length < 2; step += 1) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => (document.activeElement?.closest('.consent') ? document.activeElement.textContent : null));
        if (name === 'Accept' || name === 'Reject') reached.push(name);
      }
      expect(reached).toEqual(['Accept', 'Reject']);
      await page.keyboard.press('Enter');
      await question(page).waitFor({ state: 'detached' });
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey))!)).toMatchObject({ choice: 'refused' });
    } finally {
      await close();
    }
  });

  it('"Accept" stores the landing labels and decorates the claim links on the next page, without asking again', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}${LANDING}`, { viewport });
    try {
      await waitForHydration(page);
      await accept(page).click();
      await question(page).waitFor({ state: 'detached' });
      await waitForDecoratedClaimLink(page);
      const stored = await browserStore(page);
      expect(JSON.parse(stored.local[utmStorageKey]!)).toEqual({ utm_source: 'sms', utm_medium: 'text', utm_campaign: 'nov' });
      expect(JSON.parse(stored.local[consentStorageKey]!)).toEqual({ choice: 'accepted', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(stored.cookies).toBe('');

      await page.goto(`${server.url}/faqs`);
      await waitForHydration(page);
      await waitForDecoratedClaimLink(page);
      expect(await page.locator('a[data-claim-link]').first().getAttribute('href')).toBe(`${CLAIM_START}?${LANDING_QUERY}`);
      expect(await question(page).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"Reject" stores no labels, decorates nothing on later pages with new labels, and is remembered', async () => {
    const { page, close } = await openWithClock(`${server.url}${LANDING}`, { viewport });
    try {
      await waitForHydration(page);
      await questionShown(page);
      await reject(page).click();
      await question(page).waitFor({ state: 'detached' });
      await page.goto(`${server.url}/contact?utm_source=google&utm_campaign=winter`);
      await passFirstFrame(page);
      await waitForHydration(page);
      await afterRewriteWindow(page);
      expect(await question(page).count()).toBe(0);
      expect(await decoratedLinks(page)).toEqual([]);
      const stored = await browserStore(page);
      expect(Object.keys(stored.local)).toEqual([consentStorageKey]);
      expect(JSON.parse(stored.local[consentStorageKey]!)).toMatchObject({ choice: 'refused' });
      expect(stored.cookies).toBe('');
    } finally {
      await close();
    }
  });
});

describe('changing the choice on /cookie-policy', () => {
  it('withdrawing removes the stored labels at once and undoes the links', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}${LANDING}`, { viewport: { width: 390, height: 844 } });
    try {
      await waitForHydration(page);
      await accept(page).click();
      await waitForDecoratedClaimLink(page);
      // The footer's "Cookie settings" link leads to the control.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
      const settings = page.getByRole('region', { name: 'Cookie settings: campaign labels' });
      await settings.waitFor();
      await expect.poll(() => settings.getByRole('status').textContent()).toMatch(/^You accepted on \d{1,2} \w+ \d{4}/);

      await settings.getByRole('button', { name: 'Reject campaign labels' }).click();
      await expect.poll(() => settings.getByRole('status').textContent()).toMatch(/^You rejected them on/);
      expect(await page.evaluate((key) => localStorage.getItem(key), utmStorageKey)).toBeNull();
      await page.waitForFunction(() => ![...document.querySelectorAll('a[href]')].some((link) => /[?&]utm_/.test(link.getAttribute('href')!)), undefined, {
        timeout: 5_000,
      });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says without JavaScript that nothing is stored', async () => {
    const { page, close } = await openPage(browser, `${server.url}/cookie-policy`, { javaScriptEnabled: false });
    try {
      const settings = page.getByRole('region', { name: 'Cookie settings: campaign labels' });
      expect(await settings.textContent()).toContain('stores nothing in your browser');
      expect(await settings.getByRole('button').count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('accessibility', () => {
  it('axe finds nothing on the question (WCAG 2.2 A and AA)', async () => {
    // Reduced motion: the home banner's messages stand still, so axe never measures one half faded in (seen on a busy machine).
    const { page, close } = await openPage(browser, `${server.url}${LANDING}`, { viewport: { width: 320, height: 568 }, reducedMotion: 'reduce' });
    try {
      await ready(page);
      await question(page).waitFor();
      expect(await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).toEqual([]);
    } finally {
      await close();
    }
  });
});
