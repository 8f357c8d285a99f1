/**
 * The shared shell in a real Chromium: hydration, header, mobile menu,
 * footer, scroll management and claim links, at 390 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { footerLinks } from '../../../shared/urls/navigation.ts';
import { expect, test, VIEWPORTS, waitForHydration } from '../../../testing/e2e.ts';

/** Paths the route table answers in other ways than a page type's (each page type: client/pages/pages.e2e.ts). */
const ROUTES = ['/vehicles/land-rover', '/some-old-page', '/no/such/page'];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('serves every page complete: heading, header links, footer links', { tag: '@1280' }, async ({ page, siteUrl }) => {
    await page.goto('/');
    for (const path of ['/', '/lenders/mis-sold-bmw-car-finance', '/no/such/page']) {
      await page.goto(`${siteUrl}${path}`);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      const header = page.getByRole('navigation', { name: 'Main' });
      await expect(header.getByRole('link', { name: 'About Us' }).getAttribute('href')).resolves.toBe('/about-us');
      await expect(header.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe('/contact');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link').count()).resolves.toBe(footerLinks.length);
    }
    await page.goto(`${siteUrl}/no/such/page`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
  });

  test('links start-claim buttons to the claim application in a new tab', async ({ page }) => {
    await page.goto('/');
    const claim = page.locator('a[data-claim-link]').first();
    await expect(claim.getAttribute('href')).resolves.toBe('https://claim.drivefair.example/new-claimant-details');
    await expect(claim.getAttribute('target')).resolves.toBe('_blank');
    await expect(claim.getAttribute('rel')).resolves.toBe('noopener');
  });
});

test.describe('hydration', () => {
  test(
    `hydrates a make outside the list, an old one-segment path and a deeper unknown path without console errors or warnings`,
    { tag: ['@390', '@1280'] },
    async ({ page, problems, siteUrl }) => {
      await page.goto('/');
      for (const path of ROUTES) {
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
      }
      expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 404/.test(problem))).toEqual([]);
    },
  );

  test("keeps the server's JSON-LD through hydration, and shows the next page's after a navigation (it is each page's loader data)", async ({
    page,
    problems,
    siteUrl,
  }) => {
    await page.goto('/faqs');
    const types = () =>
      page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type']));
    const served = await types();
    expect(served).toEqual(['BreadcrumbList', 'Organization', 'FAQPage']);
    await waitForHydration(page);
    await expect(types()).resolves.toEqual(served);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${siteUrl}/contact`);
    await page.waitForFunction(() => !document.title.startsWith('Frequently'));
    await expect(types()).resolves.toEqual(['BreadcrumbList', 'Organization']);
    expect(problems).toEqual([]);
  });

  test('updates title and canonical on client-side navigation', async ({ page, siteUrl }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(`${siteUrl}/faqs`);
    await page.waitForFunction(() => document.title.startsWith('Frequently Asked Questions'));
    await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe(`${siteUrl}/faqs`);
  });
});

test.describe('header', () => {
  test('shows desktop links from 1024 px and hides the menu toggle', { tag: '@1280' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(false);
  });

  test('hides desktop links below 1024 px and shows the menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(true);
  });

  test('logo on the home page scrolls back to the top without navigating', async ({ page, siteUrl }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Drivefair home/ }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(page.url()).toBe(`${siteUrl}/`);
  });
});

test.describe('mobile menu', { tag: '@390' }, () => {
  async function openMenu(page: Page) {
    await page.goto('/about-us');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    return { toggle, dialog };
  }

  const bodyLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  const focusInsideMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'));
  const focusOnToggle = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'));

  test('opens with focus inside, locks body scroll, offers both links and a start-claim button', async ({ page }) => {
    const { dialog } = await openMenu(page);
    expect(await bodyLocked(page)).toBe(true);
    expect(await focusInsideMenu(page)).toBe(true);
    await expect(dialog.getByRole('link', { name: 'About Us' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: 'Contact Us' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: /Start your claim/ }).getAttribute('href')).resolves.toBe(
      'https://claim.drivefair.example/new-claimant-details',
    );
  });

  test('closes when the visitor taps where its toggle is (the menu covers it)', async ({ page }) => {
    const { toggle, dialog } = await openMenu(page);
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(await bodyLocked(page)).toBe(false);
  });

  test('closes with its Close button and returns focus to the toggle', async ({ page }) => {
    const { toggle, dialog } = await openMenu(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnToggle(page)).toBe(true);
    expect(await bodyLocked(page)).toBe(false);
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    const { toggle } = await openMenu(page);
    await page.keyboard.press('Escape');
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnToggle(page)).toBe(true);
  });

  test('closes on a backdrop click', async ({ page }) => {
    const { toggle } = await openMenu(page);
    await page.mouse.click(195, VIEWPORTS.mobile.height - 20);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await bodyLocked(page)).toBe(false);
  });

  test('closes when a link is chosen, and navigates', async ({ page, siteUrl }) => {
    const { toggle, dialog } = await openMenu(page);
    await dialog.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${siteUrl}/contact`);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(page.locator('#mobile-menu').isHidden()).resolves.toBe(true);
    expect(await bodyLocked(page)).toBe(false);
  });

  test('keeps Tab inside the open menu', async ({ page }) => {
    await openMenu(page);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideMenu(page)).toBe(true);
    }
  });
});

test.describe('scrolling', () => {
  test('starts every navigation at the top, instantly, and Back restores the position', async ({ page, siteUrl }) => {
    // Desktop: the sticky header's link is clickable wherever the page is scrolled to.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/lenders/mis-sold-bmw-car-finance');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    // A DOM click: Playwright's own click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.site-nav a[href="/contact"]')!.click());
    await page.waitForURL(`${siteUrl}/contact`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Contact'));
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${siteUrl}/lenders/mis-sold-bmw-car-finance`);
    await page.waitForFunction(() => window.scrollY === 700);
    await page.goForward();
    await page.waitForURL(`${siteUrl}/contact`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('Back restores the position on the home page, whose interactive parts mount in their final form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 4000));
    await page.waitForFunction(() => window.scrollY === 4000);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/cookie-policy"]')!.click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Cookie Policy');
    await page.goBack();
    await page.waitForFunction(() => window.scrollY === 4000);
  });

  test('a link to a fragment of the same page scrolls to it, and Back returns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faqs');
    await waitForHydration(page);
    await page.locator('a[href="#faqs-list"]').click();
    await page.waitForURL(/\/faqs#faqs-list$/);
    await page.waitForFunction(() => Math.abs(document.getElementById('faqs-list')!.getBoundingClientRect().top) < 120);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  });

  test('footer links scroll to the top even for the page already shown', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/faqs');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
