/**
 * The marketing pages in a real Chromium: content without JavaScript, then
 * hydration, the first screen of home, the FAQ accordion, the fee calculator
 * and the banner rotation (fake clock).
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { faqs, featuredFaqs } from '../../../shared/faqs/allFaqs.ts';
import { expect, FIRST_FRAME_MS, heldRequests, passFirstFrame, pauseClockAt, test, VIEWPORTS, waitForHydration } from '../../../testing/e2e.ts';
import { bannerMessages, BANNER_ROTATION_MS } from '../layout/SiteBanner.tsx';
import { reviewsBlockWords } from '../reviews/ReviewsBlock.tsx';
import { publishedReviews } from '../../../shared/reviews/reviews.ts';
import { schemesWindowText } from '../../../shared/figures/figures.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { feeRangeText } from '../../../shared/fees/feeRange.ts';

const BANNER_MESSAGES = bannerMessages({ text: { schemesWindow: schemesWindowText() } });

/** The phone screens the first screen of home is checked at (issue 29 item 14). */
const FIRST_SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

async function visibleMessages(page: Page): Promise<string[]> {
  const items = page.locator('.site-banner__message');
  const visible: string[] = [];
  for (let index = 0; index < (await items.count()); index++) {
    if (await items.nth(index).isVisible()) visible.push((await items.nth(index).innerText()).trim());
  }
  return visible;
}

/** Home, as the page shows it now, says what we are and what we charge, beside the free route, on its first screen. */
async function firstScreenOfHome(page: Page, { height }: (typeof FIRST_SCREENS)[number], javaScriptEnabled: boolean): Promise<void> {
  const free = page.locator('.home-intro__free');
  const who = page.locator('.home-intro__who');
  await expect(free.innerText()).resolves.toMatch(/complain to your lender yourself, free/);
  await expect(who.innerText()).resolves.toBe(
    `${brand.name} is a claims management company. If your claim with us succeeds, the fee is ${feeRangeText()} of what is recovered.`,
  );
  for (const [name, block] of [
    ['free route', free],
    ['who and fee', who],
  ] as const) {
    const box = (await block.boundingBox())!;
    expect(box.y, `${name}, JavaScript ${javaScriptEnabled}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} within the first ${height} px, JavaScript ${javaScriptEnabled}`).toBeLessThanOrEqual(height);
  }
}

const firstScreenTitle = ({ width, height }: (typeof FIRST_SCREENS)[number], javaScriptEnabled: boolean) =>
  `at ${width} × ${height} px says what we are and what we charge, beside the free route, without scrolling (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`;

const openAnswers = (page: Page) =>
  page.locator('details.faq-item').evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
const question = (page: Page, text: string) => page.locator('summary', { hasText: text });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows home, its first screen, the FAQs, the fee form and contact, all in plain HTML', { tag: '@1280' }, async ({ page }) => {
    await test.step('shows every block of the home page, the banner and the fee table', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('You could be owed money');
      await expect(visibleMessages(page)).resolves.toEqual([...BANNER_MESSAGES]);
      for (const name of [
        'You can claim for',
        'How it works',
        'Was your car finance mis-sold?',
        'Common signs of mis-sold car finance',
        'Key information',
        'Our fees',
        reviewsBlockWords(publishedReviews.length).heading,
        'Ready to start your claim?',
      ]) {
        await expect(page.getByRole('heading', { name, exact: true }).isVisible(), name).resolves.toBe(true);
      }
      await expect(page.locator('.fee-table tbody tr').count()).resolves.toBe(5);
      await expect(page.getByRole('link', { name: 'View more claim FAQs' }).getAttribute('href')).resolves.toBe('/faqs');
    });

    // Without JavaScript the layout is the stylesheet's alone: the same page, resized.
    for (const viewport of FIRST_SCREENS) {
      await test.step(`the first screen of home (issue 29 item 14) ${firstScreenTitle(viewport, false)}`, async () => {
        await page.setViewportSize(viewport);
        await firstScreenOfHome(page, viewport, false);
      });
    }

    // The rest as on a phone: home is at 390 × 844 px now.
    expect(page.viewportSize()).toEqual(VIEWPORTS.mobile);
    await test.step('works out a fee through the GET form, answered by the server: from home to the calculator on key facts', async () => {
      await page.getByLabel('Expected redress (£)').fill('2,500');
      await Promise.all([
        page.waitForURL(/\/mlm-information-and-key-facts\?redress=2%2C500#fee-calculator$/),
        page.getByRole('button', { name: 'Work out the fee' }).click(),
      ]);
      const result = page.locator('.fee-calculator__result');
      await expect(result.innerText()).resolves.toMatch(/Band 2[\s\S]*33\.6% including VAT[\s\S]*£840/);
    });

    await test.step('lets every one of the 14 FAQ answers be read', async () => {
      await page.goto('/faqs');
      // Each answer shows when its question is opened; the first comes open.
      const items = page.locator('main details');
      await expect(items.count()).resolves.toBe(14);
      for (let index = 0; index < 14; index++) {
        if (index > 0) await items.nth(index).locator('summary').click();
        await expect(items.nth(index).locator('.faq-item__answer').isVisible(), faqs[index]!.question).resolves.toBe(true);
      }
    });

    await test.step('shows the contact blocks and office hours', async () => {
      await page.goto('/contact');
      for (const name of ['Email', 'Postal address', 'Office hours']) {
        await expect(page.getByRole('heading', { name, exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(page.locator('.office-hours').innerText()).resolves.toMatch(/Monday to Friday\s+9:00 to 17:30\s+Weekends\s+Closed/);
      await expect(page.locator('.faq-item__answer').count()).resolves.toBe(5);
    });
  });
});

test('with JavaScript: home, its banner and first screen, the FAQ accordions and the fee calculator', { tag: '@390' }, async ({ page, problems }) => {
  await test.step('hydrates without a mismatch', async () => {
    await page.goto('/');
    await waitForHydration(page);
    expect(problems).toEqual([]);
  });

  await test.step(`the first screen of home (issue 29 item 14) ${firstScreenTitle(FIRST_SCREENS[1], true)}`, () =>
    firstScreenOfHome(page, FIRST_SCREENS[1], true));

  await test.step('shows the first 5 on the home page with the first open', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(() => openAnswers(page)).toEqual([0]);
    await expect(page.locator('.faq-item__button').allInnerTexts()).resolves.toEqual(featuredFaqs.map((faq) => faq.question));
    await question(page, featuredFaqs[2]!.question).click();
    await expect.poll(() => openAnswers(page)).toEqual([2]);
  });

  await test.step(`the first screen of home (issue 29 item 14) ${firstScreenTitle(FIRST_SCREENS[0], true)}`, async () => {
    // A visit at this size: the page hydrates as a phone this small gets it.
    await page.setViewportSize(FIRST_SCREENS[0]);
    await page.goto('/');
    await waitForHydration(page);
    await firstScreenOfHome(page, FIRST_SCREENS[0], true);
  });

  await test.step('opens the first of 14 by default, one at a time, and closes the open one on click', async () => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/faqs');
    await waitForHydration(page);
    await expect.poll(() => openAnswers(page)).toEqual([0]);
    await question(page, faqs[1]!.question).click();
    await expect.poll(() => openAnswers(page)).toEqual([1]);
    await expect(page.locator('details.faq-item').nth(1).locator('.faq-item__answer').isVisible()).resolves.toBe(true);
    await question(page, faqs[1]!.question).click();
    await expect.poll(() => openAnswers(page)).toEqual([]);
    await question(page, faqs[13]!.question).click();
    await expect.poll(() => openAnswers(page)).toEqual([13]);
    expect(problems).toEqual([]);
  });

  // Issue 29 item 20: opening the second question closed the long first answer above it, and the
  // tapped question jumped about 445 px above the screen at 320 px wide.
  for (const [name, reducedMotion] of [
    ['', 'no-preference'],
    [', with reduced motion', 'reduce'],
  ] as const) {
    await test.step(`keeps a tapped question in view when the answer above it closes, at 320 px${name}`, async () => {
      const viewport = { width: 320, height: 568 };
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion });
      await page.goto('/faqs');
      await waitForHydration(page);
      await expect.poll(() => openAnswers(page)).toEqual([0]);
      const second = question(page, faqs[1]!.question);
      // Read down the first answer until the next question is near the bottom of the screen.
      await second.evaluate((summary) => window.scrollBy(0, summary.getBoundingClientRect().bottom - window.innerHeight + 40));
      const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
      const firstAnswerTop = await page
        .locator('details.faq-item')
        .first()
        .evaluate((item) => item.getBoundingClientRect().top);
      expect(firstAnswerTop).toBeLessThan(0);
      const tappedAt = (await second.boundingBox())!;

      await second.click();
      await expect.poll(() => openAnswers(page)).toEqual([1]);
      // The browser fires `toggle` after it opens the answer: wait for that turn to have run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const box = (await second.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBottom);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(Math.abs(box.y - tappedAt.y)).toBeLessThan(2);
      expect(problems).toEqual([]);
    });
  }

  // The fee calculator's page as a phone gets it, with motion as the context has it.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.emulateMedia({ reducedMotion: null });

  // The calculator's code comes with the key facts page's chunk, held back here: a routed page takes nothing from the cache.
  await test.step('shows the result of what was typed while its code was on its way', async () => {
    const { hold, release } = heldRequests();
    await page.route(/\/KeyFactsPage-\w+\.js$/, hold);
    await page.goto('/mlm-information-and-key-facts');
    try {
      await page.getByLabel('Expected redress (£)').fill('1000');
      release();
      await waitForHydration(page);
      await expect.poll(() => page.locator('.fee-calculator__result').innerText()).toMatch(/Band 1[\s\S]*£360(?![\d,])/);
      await expect(page.getByLabel('Expected redress (£)').inputValue()).resolves.toBe('1000');
      expect(problems).toEqual([]);
    } finally {
      release();
    }
    await page.unroute(/\/KeyFactsPage-\w+\.js$/, hold);
  });

  await test.step('shows band, percentage and fee as the visitor types, capped at the band maximum', async () => {
    await page.goto('/mlm-information-and-key-facts');
    await waitForHydration(page);
    const input = page.getByLabel('Expected redress (£)');
    const result = page.locator('.fee-calculator__result');
    await expect(result.getAttribute('aria-live')).resolves.toBe('polite');

    await input.fill('1000');
    await expect.poll(() => result.innerText()).toMatch(/Band 1[\s\S]*36% including VAT[\s\S]*£360(?![\d,])/);
    await expect(result.innerText()).resolves.not.toMatch(/capped/);
    await expect(page.locator('.fee-table__row--active th').innerText()).resolves.toMatch(/^1/);

    await input.fill('£9,999');
    await expect.poll(() => result.innerText()).toMatch(/Band 2[\s\S]*33\.6% including VAT[\s\S]*£3,000 capped at the band maximum of £3,000/);

    await input.fill('50000');
    await expect.poll(() => result.innerText()).toMatch(/Band 5[\s\S]*18% including VAT[\s\S]*£9,000(?![\d,])/);
    await expect(page.locator('.fee-table__row--active th').innerText()).resolves.toMatch(/^5/);

    await input.fill('lots');
    await expect.poll(() => result.innerText()).toMatch(/Enter an amount of at least £1/);
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');

    // With JavaScript the form does not reload the page.
    await input.fill('2500');
    await page.getByRole('button', { name: 'Calculate fee' }).click();
    await expect.poll(() => result.innerText()).toMatch(/£840/);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  // Last, the banner: from here on timers run only when the test says so (contract: no timed tests). The clock stays paused across the visits.
  await pauseClockAt(page, new Date('2026-01-05T09:00:00Z'));
  const openHome = async () => {
    await page.goto('/');
    await passFirstFrame(page);
    await waitForHydration(page);
  };

  await test.step('cycles the three messages every 2000 ms at 390 px', async () => {
    await openHome();
    await expect(visibleMessages(page)).resolves.toEqual([BANNER_MESSAGES[0]]);
    // The rotation starts when the banner mounts, before or after the clock moved past the first frame.
    await page.clock.runFor(BANNER_ROTATION_MS - FIRST_FRAME_MS - 1);
    await expect(visibleMessages(page)).resolves.toEqual([BANNER_MESSAGES[0]]);
    await page.clock.runFor(FIRST_FRAME_MS + 1);
    await expect.poll(() => visibleMessages(page)).toEqual([BANNER_MESSAGES[1]]);
    await page.clock.runFor(BANNER_ROTATION_MS);
    await expect.poll(() => visibleMessages(page)).toEqual([BANNER_MESSAGES[2]]);
    await page.clock.runFor(BANNER_ROTATION_MS);
    await expect.poll(() => visibleMessages(page)).toEqual([BANNER_MESSAGES[0]]);
  });

  await test.step('stops rotating while paused, and resumes on play (WCAG 2.2.2)', async () => {
    await openHome();
    const toggle = page.getByRole('button', { name: 'Pause banner messages' });
    await expect(toggle.isVisible()).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(BANNER_ROTATION_MS * 3);
    await expect(visibleMessages(page)).resolves.toEqual([BANNER_MESSAGES[0]]);
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.clock.runFor(BANNER_ROTATION_MS);
    await expect.poll(() => visibleMessages(page)).toEqual([BANNER_MESSAGES[1]]);
  });

  await test.step('shows all three messages together at 1280 px, with nothing to pause', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openHome();
    await expect(visibleMessages(page)).resolves.toEqual([...BANNER_MESSAGES]);
    await page.clock.runFor(BANNER_ROTATION_MS * 2);
    await expect(visibleMessages(page)).resolves.toEqual([...BANNER_MESSAGES]);
    await expect(page.getByRole('button', { name: 'Pause banner messages' }).count()).resolves.toBe(0);
  });

  await test.step('does not rotate for visitors who prefer reduced motion', async () => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome();
    await page.clock.runFor(BANNER_ROTATION_MS * 3);
    await expect(visibleMessages(page)).resolves.toEqual([BANNER_MESSAGES[0]]);
    await expect(page.getByRole('button', { name: 'Pause banner messages' }).count()).resolves.toBe(0);
  });
});

// The review carousel's steps: client/components/reviews/reviewsBlock.e2e.ts, on a build with published reviews (issue 46).
