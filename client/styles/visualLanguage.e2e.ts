/**
 * Issue 20, item 8: one visual language. A numbered step badge looks the same
 * on every page that shows one, and the home page's "Was your car finance
 * mis-sold?" band has no tall empty stretch beside its figures on a desktop.
 * A row of stars is filled as far as its rating, in half stars (computed
 * widths, not the stylesheet's text: issue 32).
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Stars } from '../components/reviews/Stars.tsx';
import { expect, test, waitForHydration } from '../../testing/e2e.ts';

/** Every kind of numbered step badge, with a page that shows it. */
const BADGES = [
  ['/', '.step-list__number'],
  ['/about-us', '.reasons__item', '::before'],
  ['/lenders/mis-sold-close-brothers-car-finance', '.landing-step__number'],
] as const;

test('one visual language on a desktop: step badges, the home page band, figures rows and star rows', { tag: '@1280' }, async ({ page }) => {
  await test.step('draws every numbered step badge in the same colours (home, About, a lender page)', async () => {
    const seen: Record<string, { background: string; color: string }> = {};
    for (const [path, selector, pseudo] of BADGES) {
      await page.goto(path);
      const badge = page.locator(`main ${selector}`).first();
      await badge.waitFor();
      seen[path] = await badge.evaluate((element, pseudoElement) => {
        const style = getComputedStyle(element, pseudoElement ?? null);
        return { background: style.backgroundColor, color: style.color };
      }, pseudo);
    }
    const home = seen['/']!;
    expect(home.background).not.toBe(home.color);
    for (const [path, colours] of Object.entries(seen)) expect(colours, path).toEqual(home);
  });

  await test.step('leaves no tall empty band above "Was your car finance mis-sold?" on a desktop', async () => {
    await page.goto('/');
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Was your car finance mis-sold?' }) });
    const gap = await band.evaluate((section) => {
      const heading = section.querySelector('h2')!.getBoundingClientRect();
      const container = section.querySelector('.container')!.getBoundingClientRect();
      return heading.top - container.top;
    });
    // The heading starts its band's content: it is not pushed down by a taller column beside it.
    expect(gap).toBeLessThan(8);
    // "per agreement." and the household illustration after it read as two sentences, not one word.
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/agreement\.Our/);
  });

  // The same visit of home: this step adds star rows to its page.
  await test.step('fills a row of stars as far as its rating, in half stars, from none to five', async () => {
    // Issue 46: a page shows stars only for published reviews, and the shared build has none: the row is the
    // component's own markup (4.5 stars), put in the page, then a copy of it for every other fill, laid out by
    // the site's stylesheet.
    await waitForHydration(page);
    await page
      .locator('main')
      .evaluate((main, html) => main.insertAdjacentHTML('afterbegin', html), renderToStaticMarkup(createElement(Stars, { rating: 4.5 })));
    const stars = page.locator('main .stars').first();
    await stars.waitFor();
    const fills = await stars.evaluate((row) => {
      const fraction = (element: Element) => {
        const fill = element.querySelector('.stars__full')!;
        return { halves: Number(fill.getAttribute('data-halves')), fraction: fill.getBoundingClientRect().width / element.getBoundingClientRect().width };
      };
      const own = fraction(row);
      const copies = Array.from({ length: 11 }, (_, halves) => {
        const copy = row.cloneNode(true) as Element;
        copy.querySelector('.stars__full')!.setAttribute('data-halves', String(halves));
        row.after(copy);
        const measured = fraction(copy);
        copy.remove();
        return measured;
      });
      return [own, ...copies];
    });
    expect(fills[0]!.halves).toBeGreaterThan(0);
    for (const { halves, fraction } of fills) expect(fraction, `${halves} half stars`).toBeCloseTo(halves / 10, 2);
  });

  await test.step('rules a row of /our-figures as one row: its heading cell has the same line under it as its values (desktop)', async () => {
    await page.goto('/our-figures');
    const borders = await page
      .locator('main table tbody tr')
      .first()
      .evaluate((row) => [...row.children].map((cell) => getComputedStyle(cell).borderBottom));
    expect(new Set(borders).size, borders.join(' | ')).toBe(1);
  });
});
