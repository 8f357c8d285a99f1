/**
 * The blog filters, and the lender and make link cards, in a real Chromium.
 * First without JavaScript (the HTML a visitor gets anyway), then with it.
 * axe on these page types is the page sweep's (client/pages/pages.e2e.ts).
 * The checks of one setting are one test's steps, page after page in one tab: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { blogPosts } from '../../shared/blog/blogPosts.ts';
import { expect, test, VIEWPORTS, waitForHydration } from '../../testing/e2e.ts';

const guides = blogPosts.filter((post) => post.category === 'Guide').map((post) => post.title);
const news = blogPosts.filter((post) => post.category === 'News').map((post) => post.title);

/** The posts shown under the filter. */
function postTitles(page: Page): Promise<string[]> {
  return page.locator('.blog-list > li:not([hidden]) .blog-card__title').allTextContents();
}

function pressed(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: 'Show' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`));
}

/** The 320 project's screen. */
const SMALL = { width: 320, height: 800 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Elements of the page's own sections wider than the viewport (the shared call to action is not ours). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => !element.closest('.call-to-action'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName}.${element.className}`),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog filters as a form, and a lender page’s cards as links', { tag: '@390' }, async ({ page }) => {
    await test.step('shows all 4 posts on /blogs, and the filters still work as a form', async () => {
      await page.goto('/blogs');
      await expect(postTitles(page)).resolves.toEqual(blogPosts.map((post) => post.title));
      await expect(pressed(page)).resolves.toEqual(['View all:true', 'Guide:false', 'News:false']);
      await expect(page.getByRole('link', { name: blogPosts[0]!.title }).getAttribute('href')).resolves.toBe(blogPosts[0]!.href);
      await expect(page.locator('.blog-list a').count()).resolves.toBe(1);

      await Promise.all([page.waitForURL(/\/blogs\?category=guide$/), page.getByRole('button', { name: 'Guide' }).click()]);
      await expect(postTitles(page)).resolves.toEqual(guides);
      await expect(pressed(page)).resolves.toEqual(['View all:false', 'Guide:true', 'News:false']);

      // View all sends no filter: the list's own address.
      await Promise.all([page.waitForURL(/\/blogs\??$/), page.getByRole('button', { name: 'View all' }).click()]);
      await expect(postTitles(page)).resolves.toHaveLength(4);
    });

    await test.step('serves a lender page with its 8 lender cards as plain links', async () => {
      // at 1280 px, where this check ran on its own
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/lenders/mis-sold-moneybarn-car-finance');
      await expect(page.locator('h1').textContent()).resolves.toContain('Moneybarn');
      const cards = page.getByRole('navigation', { name: 'Other lenders' }).getByRole('link');
      await expect(cards.count()).resolves.toBe(8);
    });
  });
});

test.describe('with JavaScript', () => {
  // One tab, resized for each check to the width it ran at on its own. The steps that check for console problems come
  // first, so a problem fails the step whose visit had it.
  test('the blog filters, the link cards, and the layout without sideways scrolling', { tag: '@390' }, async ({ page, problems }) => {
    await test.step('blog filters: Guide shows only guides, News only news, View all everything, with aria-pressed and no jump', async () => {
      await page.goto('/blogs');
      await waitForHydration(page);
      await page.getByRole('group', { name: 'Show' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

      // Each choice is a router navigation, rendered in a transition: the list follows a moment later.
      await page.getByRole('button', { name: 'Guide' }).click();
      await expect.poll(() => postTitles(page)).toEqual(guides);
      await expect(pressed(page)).resolves.toEqual(['View all:false', 'Guide:true', 'News:false']);
      await expect(page.getByRole('status').first().textContent()).resolves.toBe(`Showing ${guides.length} posts in Guide`);
      expect(new URL(page.url()).search).toBe('?category=guide');

      await page.getByRole('button', { name: 'News' }).click();
      await expect.poll(() => postTitles(page)).toEqual(news);
      await expect(pressed(page)).resolves.toEqual(['View all:false', 'Guide:false', 'News:true']);

      await page.getByRole('button', { name: 'View all' }).click();
      await expect.poll(() => postTitles(page)).toEqual(blogPosts.map((post) => post.title));
      await expect(pressed(page)).resolves.toEqual(['View all:true', 'Guide:false', 'News:false']);
      expect(new URL(page.url()).search).toBe('');

      // filtered in place: no reload, and the reader stays where they were
      await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true);
      await expect(scrollY(page)).resolves.toBe(before);
      expect(problems).toEqual([]);
    });

    await test.step('lender and make link cards: a lender card opens that lender’s page at the top, without a reload', async () => {
      await page.goto('/lenders/mis-sold-black-horse-car-finance');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const card = page.getByRole('navigation', { name: 'Other lenders' }).getByRole('link', { name: /Santander/ });
      await card.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(1000);

      await Promise.all([page.waitForURL(/\/lenders\/mis-sold-santander-car-finance$/), card.click()]);
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, 'Mis-sold Santander car finance claims');
      await expect(page.locator('h1').textContent()).resolves.toBe('Mis-sold Santander car finance claims');
      await expect(scrollY(page)).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true);
      await expect(page.title()).resolves.toContain('Santander');
      await expect(
        page
          .getByRole('navigation', { name: 'Other lenders' })
          .getByRole('link', { name: /Santander/ })
          .getAttribute('aria-current'),
      ).resolves.toBe('page');
      expect(problems).toEqual([]);
    });

    await test.step('blog filters: opens a filtered address with that filter pressed and hydrates without mismatch', async () => {
      // at 1280 px, where these checks ran on their own
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/blogs?category=news');
      await waitForHydration(page);
      await expect(postTitles(page)).resolves.toEqual(news);
      await expect(pressed(page)).resolves.toEqual(['View all:false', 'Guide:false', 'News:true']);
      // Each choice is a router navigation, rendered in a transition: the list follows a moment later.
      await page.getByRole('button', { name: 'Guide' }).click();
      await expect.poll(() => postTitles(page)).toEqual(guides);
      expect(problems).toEqual([]);
    });

    await test.step('lender and make link cards: make cards move between vehicle pages at the top, Audi with its own content', async () => {
      await page.goto('/vehicles/ford');
      await waitForHydration(page);
      await expect(page.locator('h1').textContent()).resolves.toBe('Ford car finance claims');
      const makes = page.getByRole('navigation', { name: 'Other vehicle makes' }).getByRole('link');
      await expect(makes.allTextContents()).resolves.toEqual(
        ['Audi', 'BMW', 'Mercedes-Benz', 'Toyota', 'Volkswagen', 'Ford', 'Vauxhall', 'Honda'].map((name) => `${name} finance claims`),
      );

      const bmw = makes.filter({ hasText: 'BMW' });
      await bmw.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(500);
      await Promise.all([page.waitForURL(/\/vehicles\/bmw-car-finance$/), bmw.click()]);
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, 'BMW car finance claims');
      await expect(page.locator('h1').textContent()).resolves.toBe('BMW car finance claims');
      await expect(scrollY(page)).resolves.toBe(0);

      const audi = makes.filter({ hasText: 'Audi' });
      await audi.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL(/\/vehicles\/audi-car-finance$/), audi.click()]);
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, 'Audi car finance claims');
      await expect(page.getByRole('heading', { level: 2, name: 'Audi Finance and Dealer Commission' }).isVisible()).resolves.toBe(true);
      await expect(scrollY(page)).resolves.toBe(0);
      expect(problems).toEqual([]);
    });

    // layout: each width a visit of its own, at its project's height
    for (const [path, viewport] of [
      ['/blogs', SMALL],
      [`/blogs?category=guide`, VIEWPORTS.mobile],
      [blogPosts[0]!.href!, SMALL],
      ['/lenders/mis-sold-clydesdale-bank-car-finance', SMALL],
      ['/vehicles/audi-car-finance', VIEWPORTS.mobile],
      ['/vehicles/harley-davidson', SMALL],
    ] as const) {
      await test.step(`layout: ${path} fits ${viewport.width}px without sideways scrolling`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        await expect(overflowing(page)).resolves.toEqual([]);
      });
    }

    await test.step('blog filters: loads every post illustration at its reserved size', async () => {
      // at 1280 px, where this check ran on its own
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/blogs');
      await waitForHydration(page);
      const images = page.locator('.blog-list img');
      for (let index = 0; index < 4; index++) await images.nth(index).scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.blog-list img')].every((image) => image.complete && image.naturalWidth > 0),
      );
      const ratios = await images.evaluateAll((elements) => elements.map((element) => Math.round((element.clientWidth / element.clientHeight) * 100) / 100));
      // 16:9, as the width and height attributes promise (the featured one may be letterboxed by design)
      expect(ratios.slice(1)).toEqual([1.78, 1.78, 1.78]);
    });
  });
});
