/**
 * Issue 20: only a blog card with its own page looks tappable. The others have
 * no shadow, no box, no pointer and nothing that changes on hover.
 * At both widths in one test: a fresh context costs ~1.5 CPU-s.
 */
import { expect, test, VIEWPORTS } from '../../../testing/e2e.ts';

test('on /blogs a card without a page has no card chrome, at 390 and 1280 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/blogs');
  // One visit, resized: the cards' looks are the stylesheet's media queries.
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await test.step(`on /blogs a card without a page has no card chrome (${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      // The pointer off the cards, as on a fresh page, so the hover below is one.
      await page.mouse.move(0, 0);
      const cards = page.locator('main article.blog-card');
      const looks = async (index: number) =>
        cards.nth(index).evaluate((card) => {
          const style = getComputedStyle(card);
          return {
            link: Boolean(card.querySelector('a')),
            shadow: style.boxShadow !== 'none',
            box: style.borderLeftWidth !== '0px',
            pointer: style.cursor === 'pointer',
          };
        });
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      const all = await Promise.all(Array.from({ length: count }, (_, index) => looks(index)));
      expect(all.filter((card) => card.link).length).toBeGreaterThan(0);
      expect(all.filter((card) => !card.link).length).toBeGreaterThan(0);
      for (const card of all)
        expect(card).toEqual(card.link ? { link: true, shadow: true, box: true, pointer: false } : { link: false, shadow: false, box: false, pointer: false });

      const plain = cards.filter({ hasNot: page.locator('a') }).first();
      const before = await plain.evaluate((card) => getComputedStyle(card).borderTopColor + getComputedStyle(card).transform);
      await plain.hover();
      expect(await plain.evaluate((card) => getComputedStyle(card).borderTopColor + getComputedStyle(card).transform)).toBe(before);
    });
  }
});
