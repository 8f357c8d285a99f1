/**
 * Issue 12: every control a phone needs works before its code arrives, and a
 * navigation never leaves a blank page. Each control is checked with
 * JavaScript off (the menu also with its code held back), then hydrated.
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import type { Page, Route } from '@playwright/test';
import { ARTICLE_SLUG } from '../../shared/blog/articleName.ts';
import { blogPosts } from '../../shared/blog/blogPosts.ts';
import { expect, heldRequests, pageChunk, test, VIEWPORTS, waitForHydration } from '../../testing/e2e.ts';

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

/** On /faqs: the first answer shows; opening another closes it; opening it again closes it too. With JavaScript on or off. */
const faqOpenAndClose = async (page: Page) => {
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
};

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test('with JavaScript off: the phone menu, the FAQ accordions and the header link to the pre-check', { tag: '@390' }, async ({ page, siteUrl }) => {
    await page.goto('/faqs');
    for (const close of ['button', 'Escape'] as const) {
      await test.step(`the phone menu opens and closes by its ${close} with JavaScript off`, () => menuOpensAndCloses(page, close));
    }

    // The same /faqs page: the menu steps only opened and closed the menu.
    await test.step('the FAQ accordion shows the first answer, and opening another closes it (JavaScript off)', async () => {
      await faqOpenAndClose(page);
    });

    await test.step('the FAQ accordion on home and contact the 5-question blocks behave the same way, with JavaScript off', async () => {
      for (const path of ['/', '/contact']) {
        await page.goto(`${path}`);
        const items = page.locator('.faq-block details');
        expect(await items.count()).toBe(5);
        await items.nth(1).locator('summary').click();
        expect(await items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open))).toEqual([false, true, false, false, false]);
      }
    });

    await test.step('the header links to the free pre-check beside the start-claim button, with JavaScript off', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/contact');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Am I covered?' });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe('/pre-check');
      await link.click();
      await page.waitForURL(`${siteUrl}/pre-check`);
      expect(await page.locator('main h1').isVisible()).toBe(true);
    });
  });
});

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

test(
  'with JavaScript: the phone menu, the FAQ accordion, the blog filter and the data router, never a blank page',
  { tag: '@390' },
  async ({ page, problems }) => {
    const titles = () => page.locator('.blog-list h2').allTextContents();
    const newsTitles = blogPosts.filter((post) => post.category === 'News').map((post) => post.title);
    const allTitles = blogPosts.map((post) => post.title);

    await test.step('the phone menu once hydrated keeps aria-expanded in step, locks the page, closes on a chosen link and gives focus back', async () => {
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

    await test.step('the FAQ accordion shows the first answer, and opening another closes it (JavaScript on)', async () => {
      await page.goto('/faqs');
      await waitForHydration(page);
      await faqOpenAndClose(page);
    });

    await test.step('the blog filter: a filter button updates the URL and the list, and Back undoes it', async () => {
      await page.goto('/blogs');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'News', exact: true }).click();
      await page.waitForURL('**/blogs?category=news');
      await expect.poll(() => titles()).toEqual(newsTitles);
      expect(await page.getByRole('button', { name: 'News', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
      await expect.poll(() => titles()).toEqual(allTitles);
    });

    await test.step('the blog filter shows every post again after /blogs?category=news → the article → its link to /blogs, and the right ones on Back and Forward', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/blogs?category=news');
      await waitForHydration(page);
      expect(await titles()).toEqual(newsTitles);
      await page.locator(`a[href="/blogs/${ARTICLE_SLUG}"]`).first().click();
      await page.waitForURL(`**/blogs/${ARTICLE_SLUG}`);
      await page.getByRole('link', { name: 'All news and guides' }).click();
      await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
      await expect.poll(() => titles()).toEqual(allTitles);
      await page.goBack();
      await page.waitForURL(`**/blogs/${ARTICLE_SLUG}`);
      await page.goBack();
      await page.waitForURL('**/blogs?category=news');
      await expect.poll(() => titles()).toEqual(newsTitles);
      await page.goForward();
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/blogs' && url.search === '');
      await expect.poll(() => titles()).toEqual(allTitles);
      expect(problems).toEqual([]);
    });

    // Navigation in the data router (issue 22), at 1280 px where the step above left the viewport: first with nothing
    // failing (no lender page was visited yet), then a part of it failing at a time.
    await test.step('lender → lender → Back: the right lender every time, its data and its code asked for at once, no document load', async () => {
      let dataAsked!: () => void;
      const dataSeen = new Promise<void>((resolve) => (dataAsked = resolve));
      page.on('request', (request) => new URL(request.url()).pathname.endsWith('.data') && dataAsked());
      // The page's code is held until its data has been asked for: a waterfall (code, then data) never
      // asks, and the navigation below times out.
      const waitForData = async (route: Route) => {
        await dataSeen;
        await route.continue();
      };
      await page.route(`**${pageChunk('lender')}`, waitForData);
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
      await page.unroute(`**${pageChunk('lender')}`, waitForData);
    });

    await test.step('never a blank page: a page chunk that answers 500 during a navigation: the target page arrives as a whole page', async () => {
      const pattern = `**${pageChunk('about')}`;
      await page.route(pattern, (route) => route.fulfill({ status: 500, body: 'gone' }));
      await page.goto('/faqs');
      await waitForHydration(page);
      const documentLoads: string[] = [];
      page.on('request', (request) => request.resourceType() === 'document' && documentLoads.push(new URL(request.url()).pathname));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL('**/about-us');
      await expect.poll(() => documentLoads).toEqual(['/about-us']);
      await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(/about/i);
      expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(200);
      await page.unroute(pattern);
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
      await test.step(`a page whose ${name} mid-navigation arrives as a whole page, never a blank one`, async () => {
        await page.route(pattern, (route) => route.fulfill(answer));
        await page.goto('/lenders');
        await waitForHydration(page);
        const { documents } = fetched(page);
        await page.getByRole('link', { name: 'Black Horse car finance' }).click();
        await page.waitForURL('**/lenders/mis-sold-black-horse-car-finance');
        await expect.poll(() => documents).toEqual(['/lenders/mis-sold-black-horse-car-finance']);
        await expect.poll(() => page.locator('#lender-route-heading').textContent()).toBe('Complain to Black Horse yourself, free');
        await page.unroute(pattern);
      });

    await test.step('a first hydration that fails keeps the server’s page, working as plain HTML', async () => {
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
      await page.unroute(`**${path}`);
    });

    await test.step('a page of another build: its data answers 409 and the page loads whole', async () => {
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
      await page.unroute('**/*.data?*');
    });

    // Last: the held code is released as the test ends. A routed page takes nothing from the cache, so the code is asked for again.
    await page.setViewportSize(VIEWPORTS.mobile);
    const held = heldRequests();
    await page.route('**/assets/**/*.js', held.hold);
    await page.goto('/faqs');
    try {
      for (const close of ['button', 'Escape'] as const) {
        await test.step(`the phone menu opens and closes by its ${close} while the code is held back`, async () => {
          await menuOpensAndCloses(page, close);
          expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
        });
      }
    } finally {
      held.release();
    }
  },
);
