/**
 * Accessibility in real Chromium (issue 7) beyond what every page is checked
 * for (axe, `lang`, headings and the skip link: client/pages/pages.e2e.ts):
 * keyboard reach and a visible focus indicator on every control, keyboard
 * operation of the menu and the FAQs, and reduced motion.
 */
import type { Page } from '@playwright/test';
import { ready } from '../../testing/axe.ts';
import { expect, test, waitForHydration } from '../../testing/e2e.ts';

/** Pages whose controls are walked with the keyboard: the shell, and every kind of control. */
const KEYBOARD_PAGES = ['/', '/faqs', '/customer-review', '/terms-and-conditions', '/mlm-information-and-key-facts', '/blogs'];

interface FocusStep {
  /** -1: focus is on something that is not a control (or is hidden from assistive technology). */
  readonly index: number;
  readonly description: string;
  readonly indicator: boolean;
}

/**
 * Marks every control a keyboard user should reach (visible, enabled, not in
 * a closed disclosure) and remembers how it and its neighbours (label, next
 * sibling, parent: custom controls draw focus there) look unfocused.
 */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const eligible = (element: HTMLElement) => {
      if ((element as HTMLButtonElement).disabled) return false;
      if (element.closest('[inert], [aria-hidden="true"], [hidden]')) return false;
      const details = element.closest('details:not([open])');
      if (details && element.tagName !== 'SUMMARY') return false;
      // Visually hidden inputs (a star rating's radios) still take focus; anything not rendered does not.
      return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    };
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(eligible);
    // A card may draw the ring for the link inside it (:focus-within), a label for its hidden radio.
    const related = (element: HTMLElement) =>
      [
        element,
        element.nextElementSibling,
        element.parentElement,
        element.parentElement?.parentElement,
        element.parentElement?.parentElement?.parentElement,
        ...((element as HTMLInputElement).labels ?? []),
      ].filter((item): item is HTMLElement => item instanceof HTMLElement);
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };
    (window as unknown as { __a11y: unknown }).__a11y = { related, look, eligible };
    return controls.map((element, index) => {
      element.dataset.a11yIndex = String(index);
      element.dataset.a11yUnfocused = JSON.stringify(related(element).map(look));
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const type = element instanceof HTMLInputElement ? `[type=${element.type}][name=${element.name}]` : '';
      return `${element.tagName.toLowerCase()}${type}${element.id ? `#${element.id}` : ''} "${name}"`;
    });
  });
}

/** Where focus is now, and whether it looks different from unfocused. */
function focusStep(page: Page): Promise<FocusStep | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) return null;
    if (active.dataset.a11yIndex === undefined) return { index: -1, description: active.outerHTML.slice(0, 160), indicator: true };
    const { related, look } = (window as unknown as { __a11y: { related: (e: HTMLElement) => HTMLElement[]; look: (e: HTMLElement) => string } }).__a11y;
    const before = JSON.parse(active.dataset.a11yUnfocused ?? '[]') as string[];
    const after = related(active).map(look);
    const visible = (value: string) => !/^none /.test(value) || !/\| none$/.test(value);
    const indicator = after.some((value, i) => value !== before[i] && visible(value));
    return { index: Number(active.dataset.a11yIndex), description: active.outerHTML.slice(0, 120), indicator };
  });
}

test.describe('keyboard', { tag: ['@390', '@1280'] }, () => {
  test('the skip link is the first stop, shows itself, and moves focus to the main content', async ({ page }) => {
    await page.goto('/faqs');
    await waitForHydration(page);
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
  });

  for (const path of KEYBOARD_PAGES)
    test(`${path}: Tab reaches every control, and each shows where focus is`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${path}`);
      await ready(page);
      const controls = await markControls(page);
      expect(controls.length).toBeGreaterThan(3);
      const reached = new Set<number>();
      const noIndicator: string[] = [];
      const strayStops: string[] = [];
      for (let press = 0; press < controls.length * 2 + 10; press++) {
        await page.keyboard.press('Tab');
        const step = await focusStep(page);
        if (!step) {
          if (reached.size) break; // past the last control: a full round
          continue;
        }
        if (step.index === -1) {
          strayStops.push(step.description);
          continue;
        }
        if (reached.has(step.index)) break;
        reached.add(step.index);
        if (!step.indicator) noIndicator.push(controls[step.index]!);
      }
      expect(strayStops, 'Tab stops on things that are not visible controls').toEqual([]);
      // A radio group is one Tab stop; arrow keys move within it.
      const groupOf = (control: string) => /\[type=radio\]\[name=([^\]]*)\]/.exec(control)?.[1];
      const reachedGroups = new Set([...reached].map((index) => groupOf(controls[index]!)).filter(Boolean));
      // Still a control once the walk is over (a block that hydrated meanwhile may have closed an answer).
      const stillEligible = new Set(
        await page.evaluate(() => {
          const { eligible } = (window as unknown as { __a11y: { eligible: (e: HTMLElement) => boolean } }).__a11y;
          return [...document.querySelectorAll<HTMLElement>('[data-a11y-index]')].filter(eligible).map((element) => Number(element.dataset.a11yIndex));
        }),
      );
      const missed = controls.filter(
        (control, index) => stillEligible.has(index) && !reached.has(index) && !(groupOf(control) && reachedGroups.has(groupOf(control))),
      );
      expect(missed, 'not reachable with Tab').toEqual([]);
      expect(noIndicator, 'no visible focus indicator').toEqual([]);
    });
});

test.describe('keyboard operation', () => {
  test('opens and closes the mobile menu from the keyboard, returning focus to its toggle', { tag: '@390' }, async ({ page }) => {
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

  test('toggles an FAQ answer with Enter and Space', { tag: '@1280' }, async ({ page }) => {
    await page.goto('/faqs');
    await waitForHydration(page);
    const second = page.locator('main details').nth(1);
    const isOpen = () => second.evaluate((item) => (item as HTMLDetailsElement).open);
    await second.locator('summary').focus();
    const before = await isOpen();
    await page.keyboard.press('Enter');
    const afterEnter = await isOpen();
    await page.keyboard.press('Space');
    expect([before, afterEnter, await isOpen()]).toEqual([false, true, false]);
  });
});

test.describe('reduced motion', () => {
  test('runs no animation or transition, and the banner stays still', { tag: '@390' }, async ({ page }) => {
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
