/**
 * Issue 20: the options table, the key-facts fee table and /our-figures on a
 * phone. At 320 and 390 px each row stacks, every value under its column's
 * name, with nothing cut or off screen, and the markup is still a table to
 * assistive technology (Chromium's own accessibility tree).
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS, waitForHydration } from '../../testing/e2e.ts';

const PAGES = ['/pre-check', '/mlm-information-and-key-facts', '/our-figures'] as const;

/** The phone widths the tables stack at, as the width projects have them (playwright.config.ts). */
const PHONES = [
  { width: 320, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Every stacked table's caption and cells: whether each fits its box and the screen, and the label shown above each value. */
function layout(page: Page) {
  return page.evaluate(() => {
    // Every table is checked for fit (the fee calculator's table fits without stacking); stacked ones for labels.
    const tables = [...document.querySelectorAll('main table')];
    const cut: string[] = [];
    const unlabelled: string[] = [];
    let cells = 0;
    for (const table of tables) {
      const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
      for (const element of table.querySelectorAll<HTMLElement>('caption, tbody th, tbody td')) {
        // A caption kept for screen readers only is meant to be a 1 px box.
        if (element.classList.contains('visually-hidden')) continue;
        cells++;
        const box = element.getBoundingClientRect();
        const text = element.textContent!.trim().slice(0, 40);
        if (element.scrollWidth > element.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth + 0.5 || box.width === 0) cut.push(text);
        if (element.tagName !== 'TD' || !table.classList.contains('stacks')) continue;
        const column = headings[(element as HTMLTableCellElement).cellIndex];
        if (getComputedStyle(element, '::before').content !== JSON.stringify(column)) unlabelled.push(`${column ?? '?'}: ${text}`);
      }
    }
    return { tables: tables.length, cells, cut, unlabelled, pageOverflows: document.documentElement.scrollWidth > window.innerWidth };
  });
}

/** Roles Chromium gives the first stacked table's parts, from its accessibility tree. */
async function tableRoles(page: Page): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string } }[] };
  return new Set(nodes.map((node) => String(node.role?.value)));
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every table stacks at 320 and 390 px, whole and labelled, and is a table again at 1280 px, with JavaScript off', async ({ page }) => {
    // Without JavaScript the stacking is the stylesheet's media queries alone: each page is visited once and resized.
    for (const path of PAGES) {
      await page.setViewportSize(PHONES[0]);
      await page.goto(path);
      for (const viewport of PHONES) {
        await test.step(`${path}: every table stacks, every value whole and labelled, with JavaScript off (${viewport.width} px)`, async () => {
          await page.setViewportSize(viewport);
          const seen = await layout(page);
          expect(seen.tables).toBeGreaterThan(0);
          expect(seen.cells).toBeGreaterThan(seen.tables * 4);
          expect(seen).toMatchObject({ cut: [], unlabelled: [], pageOverflows: false });
          const roles = await tableRoles(page);
          for (const role of ['table', 'row', 'columnheader', 'rowheader', 'cell']) expect(roles, role).toContain(role);
        });
      }
    }

    // The last page visited is /our-figures.
    await test.step('at 1280 px the tables are tables again: a header row, and no labels above the values', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      expect(new URL(page.url()).pathname).toBe('/our-figures');
      const seen = await page.evaluate(() => {
        const table = document.querySelector('main table.stacks')!;
        return { display: getComputedStyle(table).display, label: getComputedStyle(table.querySelector('tbody td')!, '::before').content };
      });
      expect(seen).toEqual({ display: 'table', label: 'none' });
    });
  });
});

test('every table at 390 px with JavaScript on: the same, once hydrated', { tag: '@390' }, async ({ page, problems }) => {
  for (const path of PAGES) {
    await test.step(`${path} at 390 px with JavaScript on: the same, once hydrated`, async () => {
      await page.goto(path);
      await waitForHydration(page);
      const seen = await layout(page);
      expect(seen.tables).toBeGreaterThan(0);
      expect(seen).toMatchObject({ cut: [], unlabelled: [], pageOverflows: false });
      expect(problems).toEqual([]);
    });
  }
});
