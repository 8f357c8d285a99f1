/**
 * Accessibility in real Chromium (issue 7) beyond what every page is checked
 * for (axe, `lang`, headings, the skip link without JavaScript, and Tab
 * reaching every control with a visible focus indicator:
 * client/pages/pages.e2e.ts): the skip link once hydrated at 1280 and 390 px,
 * keyboard operation of the FAQs and the mobile menu, and reduced motion.
 * The checks of one visit are one test's steps, and the visits one visitor's, in one page: a fresh browser context
 * costs ~1.5 CPU-s, another visit in the same page ~0.3. The width is the window resized, and the page loaded again where a
 * check needs a page nothing has focused yet.
 */
import type { Page } from '@playwright/test';
import { ready } from '../../testing/axe.ts';
import { expect, test, waitForHydration } from '../../testing/e2e.ts';

/** The first Tab stop of a page nothing has focused yet: the skip link, in view; Enter moves focus to the main region. */
async function expectSkipLinkFirst(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const box = active.getBoundingClientRect();
    return { href: active.getAttribute('href'), text: active.textContent, inView: box.top >= 0 && box.left >= 0 && box.width > 20 && box.height > 10 };
  });
  expect(skip).toEqual({ href: '#main', text: 'Skip to main content', inView: true });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

test('a keyboard user at 1280 and 390 px, then a visitor who asks for reduced motion', async ({ page }) => {
  await page.goto('/faqs');
  await waitForHydration(page);
  await test.step('the skip link is the first stop, shows itself, and moves focus to the main content (1280 px)', () => expectSkipLinkFirst(page));

  await test.step('toggles an FAQ answer with Enter and Space', async () => {
    const second = page.locator('main details').nth(1);
    const isOpen = () => second.evaluate((item) => (item as HTMLDetailsElement).open);
    await second.locator('summary').focus();
    const before = await isOpen();
    await page.keyboard.press('Enter');
    const afterEnter = await isOpen();
    await page.keyboard.press('Space');
    expect([before, afterEnter, await isOpen()]).toEqual([false, true, false]);
  });

  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded again at the phone's width (not reloaded: that would keep #main in the address, where Tab would start).
  await page.goto('/faqs');
  await waitForHydration(page);
  await test.step('the skip link is the first stop, shows itself, and moves focus to the main content (390 px)', () => expectSkipLinkFirst(page));

  await test.step('opens and closes the mobile menu from the keyboard, returning focus to its toggle', async () => {
    await page.goto('/about-us');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // aria-expanded follows the popover's toggle event, which the browser fires after the key
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
  });

  await test.step('runs no animation or transition, and the banner stays still', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await ready(page);
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .map((element) => ({ element, style: getComputedStyle(element) }))
        .filter(({ style }) => {
          const longest = (list: string) => Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)));
          return (style.animationName !== 'none' && longest(style.animationDuration) > 0.01) || longest(style.transitionDuration) > 0.01;
        })
        .map(({ element }) => element.className || element.tagName),
    );
    expect(moving).toEqual([]);
    expect(await page.locator('.site-banner').getAttribute('data-rotating')).toBeNull();
  });
});
