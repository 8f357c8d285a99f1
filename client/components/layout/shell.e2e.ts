/**
 * The shared shell in a real Chromium: hydration, header, mobile menu,
 * footer, scroll management and claim links, at 390 px and 1280 px.
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { footerLinks } from '../../../shared/urls/navigation.ts';
import { expect, test, VIEWPORTS, waitForHydration } from '../../../testing/e2e.ts';

/** Paths the route table answers in other ways than a page type's (each page type: client/pages/pages.e2e.ts). */
const ROUTES = ['/vehicles/land-rover', '/some-old-page', '/no/such/page'];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('serves every page complete and links start-claim buttons to the claim application', { tag: '@1280' }, async ({ page, siteUrl }) => {
    await page.goto('/');

    await test.step('links start-claim buttons to the claim application in a new tab', async () => {
      const claim = page.locator('a[data-claim-link]').first();
      await expect(claim.getAttribute('href')).resolves.toBe('https://claim.drivefair.example/new-claimant-details');
      await expect(claim.getAttribute('target')).resolves.toBe('_blank');
      await expect(claim.getAttribute('rel')).resolves.toBe('noopener');
    });

    await test.step('serves every page complete: heading, header links, footer links', async () => {
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
  });
});

test('with JavaScript: hydration, JSON-LD, title and canonical, the header by width, and scrolling', async ({ page, problems, siteUrl }) => {
  await test.step("keeps the server's JSON-LD through hydration, and shows the next page's after a navigation (it is each page's loader data)", async () => {
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

  // From /contact, where the step above left the hydrated page.
  await test.step('updates title and canonical on client-side navigation', async () => {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(`${siteUrl}/faqs`);
    await page.waitForFunction(() => document.title.startsWith('Frequently Asked Questions'));
    await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe(`${siteUrl}/faqs`);
  });

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await test.step(`hydrates a make outside the list, an old one-segment path and a deeper unknown path without console errors or warnings (${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      for (const path of ROUTES) {
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
      }
      expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 404/.test(problem))).toEqual([]);
    });
  }

  // The header and scrolling, from a visit of home at 1280 × 800 px (where the steps above left the viewport).
  await test.step('shows desktop links from 1024 px and hides the menu toggle', async () => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(false);
  });

  await test.step('hides desktop links below 1024 px and shows the menu toggle', async () => {
    // The header's layout is its stylesheet's media queries: a resize is enough.
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(true);
  });

  await test.step('logo on the home page scrolls back to the top without navigating', async () => {
    // The same home page, at a phone's width and a short screen.
    await page.setViewportSize({ width: 390, height: 500 });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Drivefair home/ }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(page.url()).toBe(`${siteUrl}/`);
  });

  await test.step('starts every navigation at the top, instantly, and Back restores the position', async () => {
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

  await test.step('Back restores the position on the home page, whose interactive parts mount in their final form', async () => {
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

  await test.step('a link to a fragment of the same page scrolls to it, and Back returns', async () => {
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

  await test.step('footer links scroll to the top even for the page already shown', async () => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/faqs');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

test('mobile menu: opens, keeps Tab inside, and closes every way', { tag: '@390' }, async ({ page, siteUrl }) => {
  const bodyLocked = () => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  const focusInsideMenu = () => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'));
  const focusOnToggle = () => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'));
  const toggle = page.getByRole('button', { name: /menu/i });
  const dialog = page.getByRole('dialog', { name: 'Site menu' });

  /** Opens the closed menu; focus goes inside it, so a later "focus back on the toggle" means the menu gave it back. */
  async function openMenu() {
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await focusInsideMenu()).toBe(true);
  }

  await page.goto('/about-us');
  await waitForHydration(page);

  await test.step('opens with focus inside, locks body scroll, offers both links and a start-claim button', async () => {
    await openMenu();
    expect(await bodyLocked()).toBe(true);
    expect(await focusInsideMenu()).toBe(true);
    await expect(dialog.getByRole('link', { name: 'About Us' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: 'Contact Us' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: /Start your claim/ }).getAttribute('href')).resolves.toBe(
      'https://claim.drivefair.example/new-claimant-details',
    );
  });

  await test.step('keeps Tab inside the open menu', async () => {
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsideMenu()).toBe(true);
    }
  });

  await test.step('closes when the visitor taps where its toggle is (the menu covers it)', async () => {
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(await bodyLocked()).toBe(false);
  });

  await test.step('closes with its Close button and returns focus to the toggle', async () => {
    await openMenu();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnToggle()).toBe(true);
    expect(await bodyLocked()).toBe(false);
  });

  await test.step('closes on Escape and returns focus to the toggle', async () => {
    await openMenu();
    await page.keyboard.press('Escape');
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnToggle()).toBe(true);
  });

  await test.step('closes on a backdrop click', async () => {
    await openMenu();
    await page.mouse.click(195, VIEWPORTS.mobile.height - 20);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await bodyLocked()).toBe(false);
  });

  // Last: it leaves the page.
  await test.step('closes when a link is chosen, and navigates', async () => {
    await openMenu();
    await dialog.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${siteUrl}/contact`);
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(page.locator('#mobile-menu').isHidden()).resolves.toBe(true);
    expect(await bodyLocked()).toBe(false);
  });
});
