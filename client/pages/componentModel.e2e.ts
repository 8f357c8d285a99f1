/**
 * Issue 12: every control a phone needs works before its code arrives, and a
 * navigation never leaves a blank page. Each block starts with JavaScript off
 * or the code held back, then the same control hydrated.
 */
import type { Page } from '@playwright/test';
import { ARTICLE_SLUG } from '../../shared/blog/articleName.ts';
import { blogPosts } from '../../shared/blog/blogPosts.ts';
import { expect, heldRequests, pageChunk, test, waitForHydration } from '../../testing/e2e.ts';

const menuToggle = (page: Page) => page.getByRole('button', { name: /menu/i });
const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

/** Opens the menu by its toggle and checks what it shows; closes it as `close` says. */
async function menuOpensAndCloses(page: Page, close: 'button' | 'Escape') {
  await expect.poll(() => mobileMenu(page).isVisible()).toBe(false);
  await menuToggle(page).click();
  const menu = mobileMenu(page);
  await expect.poll(() => menu.isVisible()).toBe(true);
  for (const name of ['About Us', 'Contact Us']) expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
  expect(await menu.getByRole('link', { name: 'Am I covered?' }).getAttribute('href')).toBe('/pre-check');
  // Issue 45 item 14: the free letter from every page's menu too.
  expect(await menu.getByRole('link', { name: 'Complain free' }).getAttribute('href')).toBe('/complain-free');
  expect(await menu.getByRole('link', { name: /start your claim/i }).isVisible()).toBe(true);
  if (close === 'button') await menu.getByRole('button', { name: 'Close' }).click();
  else await page.keyboard.press('Escape');
  await expect.poll(() => menu.isVisible()).toBe(false);
}

test.describe('the phone menu', { tag: '@390' }, () => {
  for (const close of ['button', 'Escape'] as const) {
    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test(`opens and closes by its ${close} with JavaScript off`, async ({ page }) => {
        await page.goto('/faqs');
        await menuOpensAndCloses(page, close);
      });
    });

    test(`opens and closes by its ${close} while the code is held back`, async ({ page }) => {
      const held = heldRequests();
      await page.route('**/assets/**/*.js', held.hold);
      await page.goto('/faqs');
      try {
        await menuOpensAndCloses(page, close);
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      } finally {
        held.release();
      }
    });
  }

  test('once hydrated keeps aria-expanded in step, locks the page, closes on a chosen link and gives focus back', async ({ page, problems }) => {
    await page.goto('/faqs');
    await waitForHydration(page);
    const toggle = menuToggle(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/menu/i);

    await toggle.click();
    await mobileMenu(page).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
    await expect.poll(() => mobileMenu(page).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(problems).toEqual([]);
  });
});

test.describe('the FAQ accordion', { tag: '@390' }, () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(() => {
      test.use({ javaScriptEnabled });
      test(`shows the first answer, and opening another closes it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ page }) => {
        await page.goto('/faqs');
        if (javaScriptEnabled) await waitForHydration(page);
        const items = page.locator('#faqs-list details');
        expect(await items.count()).toBe(14);
        const openItems = () => items.evaluateAll((all) => all.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
        expect(await openItems()).toEqual([0]);
        expect(await items.nth(0).locator('.faq-item__answer').isVisible()).toBe(true);
        await items.nth(2).locator('summary').click();
        expect(await openItems()).toEqual([2]);
        expect(await items.nth(0).locator('.faq-item__answer').isVisible()).toBe(false);
        await items.nth(2).locator('summary').click();
        expect(await openItems()).toEqual([]);
      });
    });
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test('on home and contact the 5-question blocks behave the same way, with JavaScript off', async ({ page }) => {
      for (const path of ['/', '/contact']) {
        await page.goto(`${path}`);
        const items = page.locator('.faq-block details');
        expect(await items.count()).toBe(5);
        await items.nth(1).locator('summary').click();
        expect(await items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open))).toEqual([false, true, false, false, false]);
      }
    });
  });
});

test.describe('the blog filter', () => {
  const titles = (page: Page) => page.locator('.blog-list h2').allTextContents();
  const newsTitles = blogPosts.filter((post) => post.category === 'News').map((post) => post.title);
  const allTitles = blogPosts.map((post) => post.title);

  test(
    'shows every post again after /blogs?category=news → the article → its link to /blogs, and the right ones on Back and Forward',
    { tag: '@1280' },
    async ({ page, problems }) => {
      await page.goto('/blogs?category=news');
      await waitForHydration(page);
      expect(await titles(page)).toEqual(newsTitles);
      await page.locator(`a[href="/blogs/${ARTICLE_SLUG}"]`).first().click();
      await page.waitForURL(`**/blogs/${ARTICLE_SLUG}`);
      await page.getByRole('link', { name: 'All news and guides' }).click();
      await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
      await expect.poll(() => titles(page)).toEqual(allTitles);
      await page.goBack();
      await page.waitForURL(`**/blogs/${ARTICLE_SLUG}`);
      await page.goBack();
      await page.waitForURL('**/blogs?category=news');
      await expect.poll(() => titles(page)).toEqual(newsTitles);
      await page.goForward();
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
      await expect.poll(() => titles(page)).toEqual(allTitles);
      expect(problems).toEqual([]);
    },
  );

  test('a filter button updates the URL and the list, and Back undoes it', { tag: '@390' }, async ({ page }) => {
    await page.goto('/blogs');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'News', exact: true }).click();
    await page.waitForURL('**/blogs?category=news');
    await expect.poll(() => titles(page)).toEqual(newsTitles);
    expect(await page.getByRole('button', { name: 'News', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
    await expect.poll(() => titles(page)).toEqual(allTitles);
  });
});

test.describe('never a blank page', () => {
  test('a page chunk that answers 500 during a navigation: the target page arrives as a whole page', { tag: '@1280' }, async ({ page }) => {
    await page.route(`**${pageChunk('about')}`, (route) => route.fulfill({ status: 500, body: 'gone' }));
    await page.goto('/faqs');
    await waitForHydration(page);
    const documentLoads: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documentLoads.push(new URL(request.url()).pathname));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about-us');
    await expect.poll(() => documentLoads).toEqual(['/about-us']);
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/about/i);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(200);
  });
});

test.describe('navigation in the data router (issue 22)', () => {
  /** Scripts, route data and documents the page fetches from now on. */
  function fetched(page: Page) {
    const scripts: string[] = [];
    const data: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (pathname.endsWith('.data')) data.push(pathname);
      if (request.resourceType() === 'document') documents.push(pathname);
    });
    return { scripts, data, documents };
  }

  test('lender → lender → Back: the right lender every time, its data and its code asked for at once, no document load', async ({ page, problems }) => {
    let dataAsked!: () => void;
    const dataSeen = new Promise<void>((resolve) => (dataAsked = resolve));
    page.on('request', (request) => new URL(request.url()).pathname.endsWith('.data') && dataAsked());
    // The page's code is held until its data has been asked for: a waterfall (code, then data) never
    // asks, and the navigation below times out.
    await page.route(`**${pageChunk('lender')}`, async (route) => {
      await dataSeen;
      await route.continue();
    });
    await page.goto('/lenders');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const later = fetched(page);

    await page.getByRole('link', { name: 'Black Horse car finance' }).click();
    await page.waitForURL('**/lenders/mis-sold-black-horse-car-finance');
    await expect.poll(() => page.locator('#lender-route-heading').textContent()).toBe('Complain to Black Horse yourself, free');
    expect(later.scripts.some((script) => script.endsWith(pageChunk('lender')))).toBe(true);

    await page.locator('a[href="/lenders/mis-sold-santander-car-finance"]').first().click();
    await page.waitForURL('**/lenders/mis-sold-santander-car-finance');
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Santander/);
    await expect.poll(() => page.locator('#lender-route-heading').textContent()).toBe('Complain to Santander yourself, free');

    await page.goBack();
    await page.waitForURL('**/lenders/mis-sold-black-horse-car-finance');
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Black Horse/);
    await expect.poll(() => page.locator('#lender-route-heading').textContent()).toBe('Complain to Black Horse yourself, free');
    expect(later.data).toEqual(expect.arrayContaining(['/lenders/mis-sold-black-horse-car-finance.data', '/lenders/mis-sold-santander-car-finance.data']));
    // One document: every page after the first was drawn in the browser from its route data.
    expect(later.documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const [name, pattern, answer] of [
    ['its data answers 500', '**/lenders/mis-sold-black-horse-car-finance.data*', { status: 500, body: 'gone' }],
    [
      'its loader throws (data that is not JSON)',
      '**/lenders/mis-sold-black-horse-car-finance.data*',
      { status: 200, contentType: 'application/json', body: '{not json' },
    ],
    ['its code answers 500 (a rolling deploy)', `**${pageChunk('lender')}`, { status: 500, body: 'gone' }],
  ] as const)
    test(`a page whose ${name} mid-navigation arrives as a whole page, never a blank one`, async ({ page }) => {
      await page.route(pattern, (route) => route.fulfill(answer));
      await page.goto('/lenders');
      await waitForHydration(page);
      const { documents } = fetched(page);
      await page.getByRole('link', { name: 'Black Horse car finance' }).click();
      await page.waitForURL('**/lenders/mis-sold-black-horse-car-finance');
      await expect.poll(() => documents).toEqual(['/lenders/mis-sold-black-horse-car-finance']);
      await expect.poll(() => page.locator('#lender-route-heading').textContent()).toBe('Complain to Black Horse yourself, free');
    });

  test('a first hydration that fails keeps the server’s page, working as plain HTML', async ({ page, problems }) => {
    const path = '/lenders/mis-sold-close-brothers-car-finance';
    // The server's HTML as it is, but one field of the page's loader data renamed: the page's component
    // then reads a field that is not there and throws while hydrating, as a bug would.
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"content":{', '"contentRenamed":{');
      expect(html).toContain('contentRenamed');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    await page.goto(`${path}`);
    await waitForHydration(page);
    await expect.poll(() => problems.some((problem) => /page: failed to load/.test(problem))).toBe(true);
    // Still the server's page: its heading, its free route, its links; no error message in its place.
    await expect(page.locator('main h1').first().textContent()).resolves.toMatch(/Close Brothers/);
    await expect(page.locator('#lender-route-heading').textContent()).resolves.toBe('Complain to Close Brothers yourself, free');
    await expect(page.getByText('Sorry, this page did not load').count()).resolves.toBe(0);
    // and its links still go where they say, as plain links
    await page.locator('a[href="/lenders/mis-sold-santander-car-finance"]').first().click();
    await page.waitForURL('**/lenders/mis-sold-santander-car-finance');
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Santander/);
  });

  test('a page of another build: its data answers 409 and the page loads whole', async ({ page }) => {
    await page.route('**/*.data?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('_build', 'an-older-build');
      return route.continue({ url: url.href });
    });
    await page.goto('/lenders');
    await waitForHydration(page);
    const { documents } = fetched(page);
    await page.getByRole('link', { name: 'Santander car finance' }).click();
    await page.waitForURL('**/lenders/mis-sold-santander-car-finance');
    await expect.poll(() => documents).toEqual(['/lenders/mis-sold-santander-car-finance']);
    await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/Santander/);
  });
});

test.describe('the header', () => {
  test.use({ javaScriptEnabled: false });

  test('links to the free pre-check beside the start-claim button, with JavaScript off', async ({ page, siteUrl }) => {
    await page.goto('/contact');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Am I covered?' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/pre-check');
    await link.click();
    await page.waitForURL(`${siteUrl}/pre-check`);
    expect(await page.locator('main h1').isVisible()).toBe(true);
  });
});
