/**
 * The shared shell in a real Chromium: hydration, header, mobile menu,
 * footer, scroll management and claim links, at 390 px and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { footerLinks } from '../../../shared/urls/navigation.ts';
import { openPage, VIEWPORTS, waitForHydration, type SiteServer, withSharedSite } from '../../../testing/browser.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((started, launched) => {
  [server, browser] = [started, launched];
});

/** Paths the route table answers in other ways than a page type's (each page type: client/pages/pages.browser.test.ts). */
const ROUTES = ['/vehicles/land-rover', '/some-old-page', '/no/such/page'];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('without JavaScript', () => {
  it('serves every page complete: heading, header links, footer links', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    try {
      for (const path of ['/', '/lenders/mis-sold-bmw-car-finance', '/no/such/page']) {
        await page.goto(`${server.url}${path}`);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        const header = page.getByRole('navigation', { name: 'Main' });
        await expect(header.getByRole('link', { name: 'About Us' }).getAttribute('href')).resolves.toBe('/about-us');
        await expect(header.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe('/contact');
        const footer = page.getByRole('navigation', { name: 'Footer' });
        await expect(footer.getByRole('link').count()).resolves.toBe(footerLinks.length);
      }
      await page.goto(`${server.url}/no/such/page`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    } finally {
      await close();
    }
  });

  it('links start-claim buttons to the claim application in a new tab', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { javaScriptEnabled: false });
    try {
      const claim = page.locator('a[data-claim-link]').first();
      await expect(claim.getAttribute('href')).resolves.toBe('https://claim.drivefair.example/new-claimant-details');
      await expect(claim.getAttribute('target')).resolves.toBe('_blank');
      await expect(claim.getAttribute('rel')).resolves.toBe('noopener');
    } finally {
      await close();
    }
  });
});

describe('hydration', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`hydrates a make outside the list, an old one-segment path and a deeper unknown path without console errors or warnings at ${name}`, async () => {
      const { page, problems, close } = await openPage(browser, `${server.url}/`, { viewport });
      try {
        for (const path of ROUTES) {
          await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
          await waitForHydration(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
        }
        expect(problems.filter((problem) => !/Failed to load resource: the server responded with a status of 404/.test(problem))).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("keeps the server's JSON-LD through hydration, and shows the next page's after a navigation (it is each page's loader data)", async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/faqs`);
    try {
      const types = () =>
        page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type']));
      const served = await types();
      expect(served).toEqual(['BreadcrumbList', 'Organization', 'FAQPage']);
      await waitForHydration(page);
      await expect(types()).resolves.toEqual(served);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL(`${server.url}/contact`);
      await page.waitForFunction(() => !document.title.startsWith('Frequently'));
      await expect(types()).resolves.toEqual(['BreadcrumbList', 'Organization']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('updates title and canonical on client-side navigation', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`);
    try {
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
      await page.waitForURL(`${server.url}/faqs`);
      await page.waitForFunction(() => document.title.startsWith('Frequently Asked Questions'));
      await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe(`${server.url}/faqs`);
    } finally {
      await close();
    }
  });
});

describe('header', () => {
  it('shows desktop links from 1024 px and hides the menu toggle', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { viewport: VIEWPORTS.desktop });
    try {
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(false);
    } finally {
      await close();
    }
  });

  it('hides desktop links below 1024 px and shows the menu toggle', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { viewport: { width: 1023, height: 800 } });
    try {
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('logo on the home page scrolls back to the top without navigating', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { viewport: { width: 390, height: 500 } });
    try {
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY(page)).toBeGreaterThan(0);
      await page.getByRole('link', { name: /Drivefair home/ }).click();
      await page.waitForFunction(() => window.scrollY === 0);
      expect(page.url()).toBe(`${server.url}/`);
    } finally {
      await close();
    }
  });
});

describe('mobile menu', () => {
  async function openMenu() {
    const opened = await openPage(browser, `${server.url}/about-us`, { viewport: VIEWPORTS.mobile });
    await waitForHydration(opened.page);
    const toggle = opened.page.getByRole('button', { name: /menu/i });
    // The popover reports its toggle in a task of its own.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = opened.page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    return { ...opened, toggle, dialog };
  }

  const bodyLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  const focusInsideMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'));
  const focusOnToggle = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'));

  it('opens with focus inside, locks body scroll, offers both links and a start-claim button', async () => {
    const { page, dialog, close } = await openMenu();
    try {
      expect(await bodyLocked(page)).toBe(true);
      expect(await focusInsideMenu(page)).toBe(true);
      await expect(dialog.getByRole('link', { name: 'About Us' }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('link', { name: 'Contact Us' }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('link', { name: /Start your claim/ }).getAttribute('href')).resolves.toBe(
        'https://claim.drivefair.example/new-claimant-details',
      );
    } finally {
      await close();
    }
  });

  it('closes when the visitor taps where its toggle is (the menu covers it)', async () => {
    const { page, toggle, dialog, close } = await openMenu();
    try {
      const box = (await toggle.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // The popover reports its toggle in a task of its own.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect(dialog.isVisible()).resolves.toBe(false);
      expect(await bodyLocked(page)).toBe(false);
    } finally {
      await close();
    }
  });

  it('closes with its Close button and returns focus to the toggle', async () => {
    const { page, toggle, dialog, close } = await openMenu();
    try {
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The popover reports its toggle in a task of its own.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focusOnToggle(page)).toBe(true);
      expect(await bodyLocked(page)).toBe(false);
    } finally {
      await close();
    }
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { page, toggle, close } = await openMenu();
    try {
      await page.keyboard.press('Escape');
      // The popover reports its toggle in a task of its own.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focusOnToggle(page)).toBe(true);
    } finally {
      await close();
    }
  });

  it('closes on a backdrop click', async () => {
    const { page, toggle, close } = await openMenu();
    try {
      await page.mouse.click(195, VIEWPORTS.mobile.height - 20);
      // The popover reports its toggle in a task of its own.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await bodyLocked(page)).toBe(false);
    } finally {
      await close();
    }
  });

  it('closes when a link is chosen, and navigates', async () => {
    const { page, toggle, dialog, close } = await openMenu();
    try {
      await dialog.getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL(`${server.url}/contact`);
      // The popover reports its toggle in a task of its own.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect(page.locator('#mobile-menu').isHidden()).resolves.toBe(true);
      expect(await bodyLocked(page)).toBe(false);
    } finally {
      await close();
    }
  });

  it('keeps Tab inside the open menu', async () => {
    const { page, close } = await openMenu();
    try {
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInsideMenu(page)).toBe(true);
      }
    } finally {
      await close();
    }
  });
});

describe('scrolling', () => {
  it('starts every navigation at the top, instantly, and Back restores the position', async () => {
    // Desktop: the sticky header's link is clickable wherever the page is scrolled to.
    const { page, close } = await openPage(browser, `${server.url}/lenders/mis-sold-bmw-car-finance`, {
      viewport: { width: 1280, height: 600 },
    });
    try {
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY === 700);
      // A DOM click: Playwright's own click would first scroll the link into view.
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.site-nav a[href="/contact"]')!.click());
      await page.waitForURL(`${server.url}/contact`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Contact'));
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${server.url}/lenders/mis-sold-bmw-car-finance`);
      await page.waitForFunction(() => window.scrollY === 700, undefined, { timeout: 5000 });
      await page.goForward();
      await page.waitForURL(`${server.url}/contact`);
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    } finally {
      await close();
    }
  });

  it('Back restores the position on the home page, whose interactive parts mount in their final form', async () => {
    const { page, close } = await openPage(browser, `${server.url}/`, { viewport: { width: 390, height: 600 } });
    try {
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 4000));
      await page.waitForFunction(() => window.scrollY === 4000);
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/cookie-policy"]')!.click());
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Cookie Policy');
      await page.goBack();
      await page.waitForFunction(() => window.scrollY === 4000, undefined, { timeout: 5000 });
    } finally {
      await close();
    }
  });

  it('a link to a fragment of the same page scrolls to it, and Back returns', async () => {
    const { page, close } = await openPage(browser, `${server.url}/faqs`, { viewport: { width: 390, height: 844 } });
    try {
      await waitForHydration(page);
      await page.locator('a[href="#faqs-list"]').click();
      await page.waitForURL(/\/faqs#faqs-list$/);
      await page.waitForFunction(() => Math.abs(document.getElementById('faqs-list')!.getBoundingClientRect().top) < 120, undefined, { timeout: 5000 });
      expect(await scrollY(page)).toBeGreaterThan(0);
      await page.goBack();
      await page.waitForURL(/\/faqs$/);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    } finally {
      await close();
    }
  });

  it('footer links scroll to the top even for the page already shown', async () => {
    const { page, close } = await openPage(browser, `${server.url}/faqs`, { viewport: { width: 390, height: 500 } });
    try {
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY(page)).toBeGreaterThan(0);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQs' }).click();
      await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    } finally {
      await close();
    }
  });
});
