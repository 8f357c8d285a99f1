/**
 * First-load JavaScript as Chromium downloads it (issue 7): every page type at
 * 390 px and 1280 px, until the page is interactive and the network is quiet,
 * without scrolling. Measured as the gzip -9 size of each script the browser
 * fetched (the unit of the budget; scripts/budgets.system.test.ts measures the same
 * from the build's metafile).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { openPage, ROOT, VIEWPORTS, waitForHydration, withSharedSite, type SiteServer } from '../testing/browser.ts';
import { BUDGET_KB, dataRouterFloorBytes, KB } from '../testing/budgets.ts';
import { PAGE_TYPES } from '../testing/pageTypes.ts';

let server: SiteServer;
let browser: Browser;
withSharedSite((s, b) => ((server = s), (browser = b)));

/** Lighthouse's DOM-size threshold (issue 22's budget for every page type). */
const MAX_DOM_ELEMENTS = 800;

const budgetKb = (await dataRouterFloorBytes()) / KB + BUDGET_KB.overFloorJs;

const gzipSizes = new Map<string, number>();
function gzipSizeOf(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(ROOT, 'dist/client', pathname)), { level: 9 }).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** Opens the page, records every script it fetches until it is interactive and quiet. */
async function scriptsOnFirstLoad(path: string, viewport: { width: number; height: number }) {
  const scripts: string[] = [];
  const { page, problems, close } = await openPage(browser, `${server.url}${path}`, {
    viewport,
    beforeGoto: (p: Page) => p.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
  });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return { page, problems, close, scripts };
}

const rows: string[] = [];
afterAll(() =>
  console.log(
    `first-load JavaScript in Chromium (gzip -9 of each script fetched), budget ${budgetKb.toFixed(1)} KB (data-router floor + ${BUDGET_KB.overFloorJs} KB)\n${rows.join('\n')}`,
  ),
);

describe.each(Object.entries(VIEWPORTS))('first load at %s', (name, viewport) => {
  it.each(PAGE_TYPES.map(([type, path]) => [type, path]))(
    `%s (%s) fetches at most the data-router floor + ${BUDGET_KB.overFloorJs} KB of JavaScript, and has at most ${MAX_DOM_ELEMENTS} elements`,
    async (_type, path) => {
      const { page, problems, close, scripts } = await scriptsOnFirstLoad(path, viewport);
      try {
        // Issue 22: at most Lighthouse's DOM-size threshold, once hydrated.
        const elements = await page.evaluate(() => document.querySelectorAll('*').length);
        expect(elements, `${path}: ${elements} elements`).toBeLessThanOrEqual(MAX_DOM_ELEMENTS);
        const kb = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0) / KB;
        rows.push(`${name.padEnd(8)} ${path.slice(0, 48).padEnd(48)} ${String(scripts.length).padStart(3)} files ${kb.toFixed(1).padStart(6)} KB`);
        expect(scripts.every((script) => script.startsWith('/assets/'))).toBe(true);
        expect(kb, scripts.join('\n')).toBeLessThanOrEqual(budgetKb);
        expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
