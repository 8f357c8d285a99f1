/**
 * The page contract (issue 49 item 3): every page type once (issue 32: one
 * table-driven sweep instead of twelve), derived from the route table
 * (testing/pageTypes.ts), checked for what every page must have, in a real
 * Chromium:
 * - with JavaScript, loaded at 390 px: the words every page must keep
 *   (testing/pageRules.ts: figures only from the registry, our own only on
 *   /our-figures, the start-claim button's name, the firm's window, a landing
 *   page's free route and claims-firm line before its first button), its status, title and canonical (or
 *   `noindex`), `lang`, no console error or hydration warning, first-load
 *   JavaScript within the data-router floor + 20 KB and at most 900 elements
 *   once hydrated (issue 22), and the one inline stylesheet, with none
 *   requested (decision 008); then at 390, 320 and 1280 px in turn (the
 *   window resized, as a visitor turning a tablet or widening a window does):
 *   its landmarks, headings in order, no sideways scrolling and no axe
 *   violation of WCAG 2.2 A and AA
 *   (issue 7; 320 px since issue 12). One load a page, not one a width: a
 *   page load is most of a visit's cost (decision 026);
 * - without JavaScript, at 390 px: styled by that stylesheet, headings in
 *   order, and a skip link first that moves focus to the main region.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { brand } from '../../shared/brand/brand.ts';
import { axe, ready, type Violation } from '../../testing/axe.ts';
import { BUDGET_KB, dataRouterFloorBytes, KB } from '../../testing/budgets.ts';
import { expect, ROOT, test, VIEWPORTS } from '../../testing/e2e.ts';
import { pageRuleProblems } from '../../testing/pageRules.ts';

/**
 * One page of each type, derived from the route table (testing/pageTypes.ts), as the build wrote it for
 * `npm run audit` (dist/pageTypes.json): the route table's modules are the build's to load, not the test runner's.
 * The run's global set-up has built it before any test file loads.
 */
const PAGE_TYPES = JSON.parse(readFileSync(join(ROOT, 'dist/pageTypes.json'), 'utf8')) as [type: string, path: string][];

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The phone the page is loaded on first, then issue 12's narrowest phone (where the fee table once clipped), then a desktop. */
const SWEEP_VIEWPORTS = { mobile: VIEWPORTS.mobile, narrow: { width: 320, height: 640 }, desktop: VIEWPORTS.desktop };
/** Lighthouse's DOM-size threshold (issue 22's budget for every page type). */
// 900 since issues 45–47 (28 November 2026): /our-figures lists every figure with its source, and now holds more.
const MAX_DOM_ELEMENTS = 900;
const budgetBytes = (await dataRouterFloorBytes()) + BUDGET_KB.overFloorJs * KB;
/** What the stylesheet decides for <body> (base.css, from tokens.css); an unstyled page has none of it. */
const STYLED_BODY = { margin: '0px', fontFamily: 'system-ui', color: 'rgb(23, 33, 29)', background: 'rgb(255, 255, 255)', display: 'flex' };

const NOT_FOUND = '404';

const gzipSizes = new Map<string, number>();
function gzipSizeOf(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(ROOT, 'dist/client', pathname)), { level: 9 }).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** What a page is, as a visitor's browser and a screen reader meet it. */
function pageFacts(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    const visibleHeadings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"], [hidden], [inert]'))
      .map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim().slice(0, 60) }));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      headings: visibleHeadings,
      elements: document.querySelectorAll('*').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      styles: [...document.querySelectorAll('style')].map((element) => ({
        href: element.dataset.href,
        inHead: element.parentElement === document.head,
      })),
      stylesheetLinks: document.querySelectorAll('link[rel~="stylesheet"]').length,
      body: { margin: style.margin, fontFamily: style.fontFamily.split(',')[0], color: style.color, background: style.backgroundColor, display: style.display },
    };
  });
}

function headingProblems(levels: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  if (levels[0]?.level !== 1) problems.push(`first heading is not h1: ${JSON.stringify(levels[0])}`);
  if (levels.filter((h) => h.level === 1).length !== 1) problems.push(`${levels.filter((h) => h.level === 1).length} h1 elements`);
  levels.forEach((heading, index) => {
    const previous = levels[index - 1];
    if (previous && heading.level > previous.level + 1) problems.push(`h${previous.level} "${previous.text}" → h${heading.level} "${heading.text}"`);
  });
  return problems;
}

function describeViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.rule} (${v.impact}): ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}`).join('\n');
}

/** The landmarks every page has: one banner, one main, one contentinfo, the main navigation. */
async function landmarks(page: Page) {
  const count = (role: 'banner' | 'main' | 'contentinfo') => page.getByRole(role).count();
  return {
    banner: await count('banner'),
    main: await count('main'),
    contentinfo: await count('contentinfo'),
    footerNavigation: await page.getByRole('navigation', { name: 'Footer' }).count(),
  };
}

const rows: string[] = [];
// Each worker's pages (its share of the sweep).
test.afterAll(() =>
  console.log(
    `first-load JavaScript in Chromium at 390 px (gzip -9 of each script fetched), budget ${(budgetBytes / KB).toFixed(1)} KB (data-router floor + ${BUDGET_KB.overFloorJs} KB)\n${rows.join('\n')}`,
  ),
);

for (const [type, path] of PAGE_TYPES) {
  const expectedStatus = type === NOT_FOUND ? 404 : 200;

  test(
    `${type} (${path}): with JavaScript, loaded at 390 px, then at 320 and 1280 px: what every page must have`,
    { tag: '@390' },
    async ({ page, problems, siteUrl }) => {
      const scripts: string[] = [];
      const stylesheetRequests: string[] = [];
      await page.emulateMedia({ reducedMotion: 'reduce' });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === 'script') scripts.push(pathname);
        if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) stylesheetRequests.push(pathname);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(expectedStatus);
      // Hydrated and settled: every script of the first load has run.
      await ready(page);

      // The page contract's words (testing/pageRules.ts), as the hydrated page has them.
      expect(pageRuleProblems(path, await page.content(), expectedStatus)).toEqual([]);

      const facts = await pageFacts(page);
      expect(facts.lang).toBe('en-GB');
      // Its own words and the brand's (shared/seo/seo.ts, fullTitle).
      expect(facts.title).toContain(brand.name);
      expect(facts.title.replace(brand.name, '').trim().length).toBeGreaterThan(5);
      if (type === NOT_FOUND) {
        expect(facts.robots).toBe('noindex');
        expect(facts.canonical).toBeNull();
      } else {
        expect(facts.canonical).toBe(`${siteUrl}${path}`);
        expect(facts.robots).toBeNull();
      }

      expect(facts.elements, `${facts.elements} elements`).toBeLessThanOrEqual(MAX_DOM_ELEMENTS);
      const bytes = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
      rows.push(`${path.slice(0, 56).padEnd(56)} ${String(scripts.length).padStart(3)} files ${(bytes / KB).toFixed(1).padStart(6)} KB`);
      expect(scripts.every((script) => script.startsWith('/assets/'))).toBe(true);
      expect(bytes, scripts.join('\n')).toBeLessThanOrEqual(budgetBytes);

      expect(facts.styles).toEqual([{ href: expect.stringMatching(/^\/assets\/styles-\w+\.css$/), inHead: true }]);
      expect(facts.stylesheetLinks).toBe(0);

      for (const [viewportName, viewport] of Object.entries(SWEEP_VIEWPORTS)) {
        await page.setViewportSize(viewport);
        // Laid out at the new width, and whatever the width re-renders done.
        await ready(page);
        expect(await landmarks(page), viewportName).toEqual({ banner: 1, main: 1, contentinfo: 1, footerNavigation: 1 });
        const facts = await pageFacts(page);
        expect(headingProblems(facts.headings), viewportName).toEqual([]);
        // No sideways scrolling: nothing wider than the screen but a table's own scroll region.
        expect(facts.overflow, viewportName).toBeLessThanOrEqual(0);
        const violations = await axe(page, WCAG);
        expect(violations, `${viewportName}:\n${describeViolations(violations)}`).toEqual([]);
      }
      expect(stylesheetRequests).toEqual([]);

      // The 404 page's own status is reported as a failed load; anything else is a problem.
      expect(problems.filter((problem) => !(type === NOT_FOUND && /status of 404/.test(problem)))).toEqual([]);
    },
  );

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(
      `${type} (${path}): without JavaScript: styled, headings in order, and a skip link first that moves focus to the main region`,
      { tag: '@390' },
      async ({ page }) => {
        const stylesheetRequests: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(expectedStatus);
        const facts = await pageFacts(page);
        expect(facts.body).toEqual(STYLED_BODY);
        expect(facts.styles).toHaveLength(1);
        expect(stylesheetRequests).toEqual([]);
        expect(headingProblems(facts.headings)).toEqual([]);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      },
    );
  });
}
