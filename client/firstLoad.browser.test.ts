/**
 * First-load JavaScript as Chromium downloads it (issue 7): every page type at
 * 390 px and 1280 px, until the page is interactive and the network is quiet,
 * without scrolling. Measured as the gzip -9 size of each script the browser
 * fetched (the unit of the budget; scripts/budgets.test.ts measures the same
 * from the build's metafile). Deferred blocks below the first screen must not
 * be fetched until they are needed (client/deferred.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { openPage, ROOT, VIEWPORTS, waitForHydration, withServerAndBrowser, type RunningServer } from '../testing/browser.ts';
import { BUDGET_KB, KB } from '../testing/budgets.ts';
import { PAGE_TYPES } from '../testing/pageTypes.ts';


let server: RunningServer;
let browser: Browser;
withServerAndBrowser({ LOG_LEVEL: 'warn' }, (s, b) => ((server = s), (browser = b)));

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
afterAll(() => console.log(`first-load JavaScript in Chromium (gzip -9 of each script fetched), budget ${BUDGET_KB.firstLoadJs} KB\n${rows.join('\n')}`));

describe.each(Object.entries(VIEWPORTS))('first load at %s', (name, viewport) => {
  it.each(PAGE_TYPES.map(([type, path]) => [type, path]))(`%s (%s) fetches at most ${BUDGET_KB.firstLoadJs} KB of JavaScript`, async (_type, path) => {
    const { problems, close, scripts } = await scriptsOnFirstLoad(path, viewport);
    try {
      const kb = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0) / KB;
      rows.push(`${name.padEnd(8)} ${path.slice(0, 48).padEnd(48)} ${String(scripts.length).padStart(3)} files ${kb.toFixed(1).padStart(6)} KB`);
      expect(scripts.every((script) => script.startsWith('/assets/'))).toBe(true);
      expect(kb, scripts.join('\n')).toBeLessThanOrEqual(BUDGET_KB.firstLoadJs);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('blocks below the first screen', () => {
  it('load their code only when the visitor gets near them, then work', async () => {
    const { page, close, scripts } = await scriptsOnFirstLoad('/', VIEWPORTS.mobile);
    try {
      const calculatorChunk = /\/FeeCalculator-\w+\.js$/;
      expect(scripts.some((script) => calculatorChunk.test(script))).toBe(false);
      await expect(page.locator('[data-deferred]:not([data-deferred-state])').count()).resolves.toBeGreaterThan(0);

      const calculator = page.locator('[data-deferred]').filter({ has: page.getByRole('heading', { name: /fee/i }) }).first();
      await calculator.locator(':scope > *').first().scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll('[data-deferred]')].some((block) => block.getAttribute('data-deferred-state') === 'hydrated'));
      expect(scripts.some((script) => calculatorChunk.test(script))).toBe(true);
    } finally {
      await close();
    }
  });

  it('load when something in them takes focus (a keyboard user reaching them)', async () => {
    const { page, close } = await scriptsOnFirstLoad('/', VIEWPORTS.desktop);
    try {
      const faqBlock = page.locator('[data-deferred]').filter({ has: page.getByRole('button') }).last();
      await expect(faqBlock.getAttribute('data-deferred-state')).resolves.toBeNull();
      await faqBlock.getByRole('button').first().focus();
      await page.waitForFunction(() => [...document.querySelectorAll('[data-deferred]')].at(-1)?.getAttribute('data-deferred-state') === 'hydrated');
    } finally {
      await close();
    }
  });

  it('are all made interactive by the test harness without moving the page', async () => {
    const { page, close } = await scriptsOnFirstLoad('/', VIEWPORTS.desktop);
    try {
      await waitForHydration(page);
      await expect(page.locator('[data-deferred]:not([data-deferred-state="hydrated"])').count()).resolves.toBe(0);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    } finally {
      await close();
    }
  });
});
