/**
 * Ask first (issue 28; PECR regulation 6): campaign labels are stored and
 * added to links only when the visitor agrees, refusing is as easy as
 * agreeing, the choice is remembered and can be changed on /cookie-policy.
 * Issue 45 item 12: the question sits at the top of the page, in its flow (GOV.UK's cookie banner pattern), so
 * it covers nothing (WCAG 2.2 SC 2.4.11), and after a choice focus moves to a confirmation, not to <body>.
 * Real Chromium, JavaScript on, at 320 × 568 and 390 × 844 (`test.use`: the phones' heights are the point, not the
 * projects' widths, so the file runs in the `1280` project), a test each phone. The checks of one phone are that
 * test's steps (a fresh context costs ~1.5 CPU-s); a step that needs a visitor who has chosen nothing starts by
 * forgetting what the site kept in the browser.
 */
import type { Page } from '@playwright/test';
import { consentStorageKey, utmStorageKey } from '../../../shared/brand/brand.ts';
import { axe, ready } from '../../../testing/axe.ts';
import { expect, passFirstFrame, test, visitAt, waitForHydration } from '../../../testing/e2e.ts';

const CLAIM_APP_URL = 'https://claim.drivefair.example';
const CLAIM_START = `${CLAIM_APP_URL}/new-claimant-details`;
const LANDING = '/?utm_source=sms&utm_medium=text&utm_campaign=nov';
const LANDING_QUERY = 'utm_source=sms&utm_medium=text&utm_campaign=nov';

const PHONES = [
  ['320 px', { width: 320, height: 568 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

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
/** What the page shows in the question's place after a choice (issue 45 item 12). */
const confirmation = (page: Page) => page.locator('.consent--answered');
/** The id of the focused element, or its tag name: `BODY` when focus was dropped. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
const accept = (page: Page) => question(page).getByRole('button', { name: 'Accept', exact: true });
const reject = (page: Page) => question(page).getByRole('button', { name: 'Reject', exact: true });

/** The rewrite pass runs 100 ms after a render: wait for the claim link to carry the labels. */
async function waitForDecoratedClaimLink(page: Page): Promise<void> {
  await page.waitForFunction((start) => document.querySelector('a[data-claim-link]')?.getAttribute('href')?.startsWith(`${start}?utm_`) === true, CLAIM_START);
}

/**
 * A visitor who has chosen nothing, as in a context of their own: the site keeps nothing but local storage (no
 * cookie: `browserStore`), and the next visit loads its page anew. Cheaper than a new context.
 */
async function forgetEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The page, loaded and hydrated. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The page under a paused clock (`visitAt`), so a test can let every pending rewrite pass run; hydrated. */
async function openWithClock(page: Page, url: string): Promise<void> {
  await visitAt(page, url, new Date());
  await waitForHydration(page);
}

/** Every timer due in the next second has fired: a rewrite pass (100 ms after a render) has had its chance. */
async function afterRewriteWindow(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
}

/** Under the paused clock: the question's code arrives, and React shows it once a timer of its own has fired. */
async function questionShown(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
  await question(page).waitFor();
}

for (const [name, viewport] of PHONES) {
  test.describe(`the question at ${name}`, () => {
    test.use({ viewport });

    test('asks first, is answered by keyboard or click, moves focus to the confirmation and remembers the choice', async ({ page, problems }) => {
      if (name === '320 px') {
        await test.step('axe finds nothing on the question (WCAG 2.2 A and AA)', async () => {
          // Reduced motion: the home banner's messages stand still, so axe never measures one half faded in (seen on a busy machine).
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(LANDING);
          await ready(page);
          await question(page).waitFor();
          expect(await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).toEqual([]);
          // The other steps as a visitor without the setting.
          await page.emulateMedia({ reducedMotion: null });
        });
      }

      // Only read: the question stays unanswered for the next step.
      await test.step('tabbing through /pre-check with the question shown, every focused control is on screen and nothing covers it (WCAG 2.2 SC 2.4.11)', async () => {
        const since = problems.length;
        await open(page, `/pre-check?${LANDING_QUERY}`);
        await question(page).waitFor();
        const stops: { name: string; inView: boolean; uncovered: boolean }[] = [];
        // Bounded: the page has about 60 focus stops; stop once focus leaves the page's last link.
        for (let step = 0; step < 150; step += 1) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body) return null;
            const box = element.getBoundingClientRect();
            // A control's whole box in the viewport (1 px for sub-pixel layout), and the browser paints the
            // control itself at its centre and inside corners (not the sticky header or anything else laid over
            // it); for a box taller or wider than the viewport (a scrolling table), part of it in view and
            // painted at that part's centre.
            const fits = box.height <= innerHeight && box.width <= innerWidth;
            const inView = fits
              ? box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1
              : box.bottom > 0 && box.top < innerHeight;
            const seen = {
              top: Math.max(box.top, 0),
              left: Math.max(box.left, 0),
              bottom: Math.min(box.bottom, innerHeight),
              right: Math.min(box.right, innerWidth),
            };
            const centre: [number, number] = [(seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2];
            // A box larger than the screen is partly under the sticky header by design: its centre is enough (not entirely hidden).
            const points: [number, number][] = fits ? [centre, [seen.left + 2, seen.top + 2], [seen.right - 2, seen.bottom - 2]] : [centre];
            const uncovered = points.every(([x, y]) => {
              const at = document.elementFromPoint(x, y);
              return at !== null && (at === element || element.contains(at) || at.contains(element));
            });
            const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
            return { name, inView, uncovered, last: element.closest('footer') !== null && element === [...document.querySelectorAll('footer a')].at(-1) };
          });
          if (stop === null) break;
          stops.push({ name: stop.name, inView: stop.inView, uncovered: stop.uncovered });
          if (stop.last) break;
        }
        expect(stops.length).toBeGreaterThan(30);
        expect(stops.filter((stop) => !stop.inView || !stop.uncovered)).toEqual([]);
        expect(problems.slice(since)).toEqual([]);
      });

      await test.step('is reachable by keyboard: Tab reaches both controls and Enter answers', async () => {
        await open(page, LANDING);
        await question(page).waitFor();
        const reached: string[] = [];
        // Bounded: the question comes first in the tab order, before the skip link.
        for (let step = 0; step < 10 && reached.length < 2; step += 1) {
          await page.keyboard.press('Tab');
          const name = await page.evaluate(() => (document.activeElement?.closest('.consent') ? document.activeElement.textContent : null));
          if (name === 'Accept' || name === 'Reject') reached.push(name);
        }
        expect(reached).toEqual(['Accept', 'Reject']);
        await page.keyboard.press('Enter');
        await question(page).waitFor({ state: 'detached' });
        expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey))!)).toMatchObject({ choice: 'refused' });
        // Issue 45 item 12: focus moves to the confirmation in the question's place, not to <body>.
        await expect.poll(() => focused(page)).toBe('consent-answer');
        expect(await confirmation(page).innerText()).toMatch(
          /^You rejected: we keep no campaign labels\. You can change your choice in the cookie settings at any time\./,
        );
        // Tab goes on from there: the confirmation's own link first.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('change your choice in the cookie settings');
      });

      const sinceAccept = problems.length;
      await test.step('a click on "Accept" moves focus to the confirmation, and "Hide this message" to the main region (issue 45 item 12)', async () => {
        await forgetEverything(page);
        await open(page, LANDING);
        await accept(page).click();
        await confirmation(page).waitFor();
        await expect.poll(() => focused(page)).toBe('consent-answer');
        expect(await confirmation(page).innerText()).toMatch(/^You accepted: we keep this link’s campaign labels in this browser for up to 6 months\./);
        const box = (await confirmation(page).boundingBox())!;
        expect(box.y).toBe(0);
        await confirmation(page).getByRole('button', { name: 'Hide this message' }).click();
        await confirmation(page).waitFor({ state: 'detached' });
        expect(await focused(page)).toBe('main');
        expect(problems.slice(sinceAccept)).toEqual([]);
      });

      // The same visit: the click on "Accept" above, the message it left hidden.
      await test.step('"Accept" stores the landing labels and decorates the claim links on the next page, without asking again', async () => {
        await question(page).waitFor({ state: 'detached' });
        await waitForDecoratedClaimLink(page);
        const stored = await browserStore(page);
        expect(JSON.parse(stored.local[utmStorageKey]!)).toEqual({ utm_source: 'sms', utm_medium: 'text', utm_campaign: 'nov' });
        expect(JSON.parse(stored.local[consentStorageKey]!)).toEqual({ choice: 'accepted', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
        expect(stored.cookies).toBe('');

        await page.goto('/faqs');
        await waitForHydration(page);
        await waitForDecoratedClaimLink(page);
        expect(await page.locator('a[data-claim-link]').first().getAttribute('href')).toBe(`${CLAIM_START}?${LANDING_QUERY}`);
        expect(await question(page).count()).toBe(0);
        expect(problems.slice(sinceAccept)).toEqual([]);
      });

      if (name === '390 px') {
        await test.step('changing the choice on /cookie-policy: withdrawing removes the stored labels at once and undoes the links', async () => {
          const since = problems.length;
          await forgetEverything(page);
          await open(page, LANDING);
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
          await page.waitForFunction(() => ![...document.querySelectorAll('a[href]')].some((link) => /[?&]utm_/.test(link.getAttribute('href')!)));
          expect(problems.slice(since)).toEqual([]);
        });
      }

      // Last: the paused clock stays with the page's context.
      await test.step('stores nothing and decorates nothing before a choice, and asks on the first screen with two equal controls', async () => {
        const since = problems.length;
        await forgetEverything(page);
        await openWithClock(page, LANDING);
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
        // In the page's flow at its very top, before the skip link and the header: not fixed, over nothing.
        expect(await question(page).evaluate((region) => getComputedStyle(region).position)).toBe('static');
        expect(
          await page.evaluate(() => {
            const slot = document.querySelector('.consent-slot')!;
            return ['.skip-link', '.site-header', '#main'].map((selector) =>
              Boolean(slot.compareDocumentPosition(document.querySelector(selector)!) & Node.DOCUMENT_POSITION_FOLLOWING),
            );
          }),
        ).toEqual([true, true, true]);
        const top = (await question(page).boundingBox())!;
        expect(top.y).toBe(0);
        const header = (await page.getByRole('banner').boundingBox())!;
        expect(header.y).toBeGreaterThanOrEqual(top.y + top.height);
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
        // Announced: the question sits in a live region that was there before it appeared.
        expect(await question(page).evaluate((region) => region.parentElement?.getAttribute('aria-live'))).toBe('polite');
        expect(problems.slice(since)).toEqual([]);
      });

      // The same visit, the question still unanswered.
      await test.step('"Reject" stores no labels, decorates nothing on later pages with new labels, and is remembered', async () => {
        await reject(page).click();
        await question(page).waitFor({ state: 'detached' });
        await page.goto('/contact?utm_source=google&utm_campaign=winter');
        await passFirstFrame(page);
        await waitForHydration(page);
        await afterRewriteWindow(page);
        expect(await question(page).count()).toBe(0);
        expect(await decoratedLinks(page)).toEqual([]);
        const stored = await browserStore(page);
        expect(Object.keys(stored.local)).toEqual([consentStorageKey]);
        expect(JSON.parse(stored.local[consentStorageKey]!)).toMatchObject({ choice: 'refused' });
        expect(stored.cookies).toBe('');
      });
    });
  });
}

test.describe('changing the choice on /cookie-policy', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says without JavaScript that nothing is stored', async ({ page }) => {
      await page.goto('/cookie-policy');
      const settings = page.getByRole('region', { name: 'Cookie settings: campaign labels' });
      expect(await settings.textContent()).toContain('stores nothing in your browser');
      expect(await settings.getByRole('button').count()).toBe(0);
    });
  });
});
