/**
 * The reviews block as a person sees it on a phone (issue 46), on builds of
 * the site with no published review, with one, and with nine: the invitation
 * and no stars; one card and its score; the newest seven in the carousel and
 * its buttons stepping one card width plus 16 px (spec section 9).
 * A test a site, its checks at each phone's width a step, each on a load of its own (a fresh context costs ~1.5 CPU-s).
 */
import type { Page } from '@playwright/test';
import { CAROUSEL_REVIEW_COUNT, type PublishedReview, type StarRating } from '../../../shared/reviews/publishedReviews.ts';
import { axe } from '../../../testing/axe.ts';
import { expect, startServer, test, waitForHydration, type RunningServer } from '../../../testing/e2e.ts';
import { siteWithReviews, type ReviewsSiteCopy } from '../../../testing/reviewsSite.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

const review = (index: number, rating: StarRating | null): PublishedReview => ({
  id: `r${index}`,
  date: `2026-11-${String(10 + index).padStart(2, '0')}`,
  rating,
  author: `Writer${index} Q.`,
  text: `Review number ${index}, word for word as it was sent, with enough words to wrap onto a few lines on a phone.`,
});

/** Nine reviews, r1 the oldest: the carousel shows r9 to r3, ones and twos among them. */
const NINE = [review(1, 5), review(2, 5), review(3, 1), review(4, 2), review(5, null), review(6, 4), review(7, 1), review(8, 3), review(9, 5)];

interface Site {
  copy: ReviewsSiteCopy;
  server: RunningServer;
}
const sites: Record<'none' | 'one' | 'nine', Site | undefined> = { none: undefined, one: undefined, nine: undefined };

// The file's tests in turn in one worker, so its three sites are built once; each step sets its own width (two
// phones), so the file runs in one project.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // Three builds of the site: a bound that catches a hang of any of them.
  test.setTimeout(600_000);
  // One at a time: each build uses the machine's cores.
  for (const [name, reviews] of [
    ['none', []],
    ['one', [review(1, 4)]],
    ['nine', NINE],
  ] as const) {
    const copy = await siteWithReviews(reviews);
    sites[name] = { copy, server: await startServer({ CLAIM_APP_URL: 'https://claim.drivefair.example', LOG_LEVEL: 'warn' }, copy.root) };
  }
});

test.afterAll(async () => {
  for (const site of Object.values(sites)) {
    await site?.server.stop();
    site?.copy.remove();
  }
});

async function openHome(page: Page, name: keyof typeof sites, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${sites[name]!.server.url}/`);
  await waitForHydration(page);
  await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
}

/** Nothing in the block is wider than the screen (WCAG 1.4.10 reflow at 320 px). */
async function blockOverflow(page: Page): Promise<number> {
  return page.locator('section.reviews').evaluate((section) => {
    const right = Math.max(
      ...[...section.querySelectorAll('*')].filter((el) => !el.closest('.review-carousel__track')).map((el) => el.getBoundingClientRect().right),
    );
    return right - document.documentElement.clientWidth;
  });
}

/** The test's checks at each phone's width, a step each (titled by the width and the test). */
async function atEachPhone(check: (viewport: (typeof PHONES)[number]) => Promise<void>): Promise<void> {
  for (const viewport of PHONES) await test.step(`at ${viewport.width} px: ${test.info().title}`, () => check(viewport));
}

test.describe('the reviews block on a phone', () => {
  test('with no review published: says so, invites one and shows no stars or score', async ({ page, problems }) => {
    await atEachPhone(async (viewport) => {
      await openHome(page, 'none', viewport);
      const block = page.locator('section.reviews');
      await expect(block.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('Reviews');
      await expect(block.innerText()).resolves.toContain('No reviews have been published here yet');
      await expect(block.getByRole('link', { name: 'Leave a review' }).getAttribute('href')).resolves.toBe('/customer-review');
      await expect(block.getByRole('link', { name: 'How we check and publish reviews' }).getAttribute('href')).resolves.toBe('/review-policy');
      await expect(page.locator('main .stars, main .rating-badge, main .review-card').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Next reviews' }).count()).resolves.toBe(0);
      await expect(blockOverflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(await axe(page, WCAG)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  test('with one review: shows it whole, its score from one review, and no carousel buttons', async ({ page, problems }) => {
    await atEachPhone(async (viewport) => {
      await openHome(page, 'one', viewport);
      const cards = page.locator('section.reviews .review-card');
      await expect(cards.count()).resolves.toBe(1);
      await expect(cards.first().innerText()).resolves.toContain('Review number 1, word for word');
      await expect(cards.first().innerText()).resolves.toContain('Writer1 Q.');
      await expect(page.locator('section.reviews').innerText()).resolves.toContain('4 out of 5 from 1 review on this site');
      // The whole card is on the screen: nothing to scroll to.
      const box = await cards.first().boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole('button', { name: 'Next reviews' }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Read all 1 review' }).getAttribute('href')).resolves.toBe('/customer-review#published-reviews');
      await expect(blockOverflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(await axe(page, WCAG)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  test('with nine reviews: the newest seven, ones and twos included, and buttons that step one card width plus 16 px', async ({ page, problems }) => {
    await atEachPhone(async (viewport) => {
      await openHome(page, 'nine', viewport);
      const cards = page.locator('section.reviews .review-card');
      await expect(cards.count()).resolves.toBe(CAROUSEL_REVIEW_COUNT);
      const texts = await cards.allInnerTexts();
      expect(texts.map((text) => /Review number (\d)/.exec(text)![1])).toEqual(['9', '8', '7', '6', '5', '4', '3']);
      expect(texts.find((text) => text.includes('Review number 5'))).toContain('No star rating given');
      await expect(page.locator('section.reviews').innerText()).resolves.toContain('3 out of 5 from 8 reviews on this site');

      const track = page.locator('.review-carousel__track');
      const cardWidth = await cards.first().evaluate((card) => card.getBoundingClientRect().width);
      const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
      await expect(scrollLeft()).resolves.toBe(0);
      const next = page.getByRole('button', { name: 'Next reviews' });
      const previous = page.getByRole('button', { name: 'Previous reviews' });
      await next.click();
      await expect.poll(scrollLeft).toBeCloseTo(cardWidth + 16, 0);
      await next.click();
      await expect.poll(scrollLeft).toBeCloseTo(2 * (cardWidth + 16), 0);
      await previous.click();
      await expect.poll(scrollLeft).toBeCloseTo(cardWidth + 16, 0);
      await previous.click();
      await expect.poll(scrollLeft).toBe(0);
      // Scroll snapping lands on card edges anyway; without it the step itself must be card width + 16 px.
      await track.evaluate((element) => (element.style.scrollSnapType = 'none'));
      await next.click();
      await expect.poll(scrollLeft).toBeCloseTo(cardWidth + 16, 0);

      await expect(page.getByRole('link', { name: 'Read all 9 reviews' }).count()).resolves.toBe(1);
      await expect(blockOverflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(await axe(page, WCAG)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
