/**
 * The page contract (issue 49 item 3): every page type once (issue 32: one
 * table-driven sweep instead of twelve), derived from the route table
 * (testing/pageTypes.ts), checked for what every page must have, in a real
 * Chromium, the page types shared among four visitors (a fresh context each)
 * who load theirs in turn in one tab, each page type a step, its checks soft:
 * - with JavaScript, loaded at 390 px: the words every page must keep
 *   (testing/pageRules.ts: figures only from the registry, our own only on
 *   /our-figures, the start-claim button's name, the firm's window, a landing
 *   page's free route and claims-firm line before its first button), its status, title and canonical (or
 *   `noindex`), `lang`, no console error or hydration warning, first-load
 *   JavaScript within the data-router floor + 20 KB and at most 900 elements
 *   once hydrated (issue 22), and the one inline stylesheet, with none
 *   requested (decision 008); then at 390, 320 and 1280 px in turn (the
 *   window resized, as a visitor turning a tablet or widening a window does):
 *   its landmarks, headings in order, no sideways scrolling, and at 320 and
 *   1280 px no axe violation of WCAG 2.2 A and AA (issue 7; 320 px since
 *   issue 12). Not axe at 390 px: 320 and 390 px meet the same media queries
 *   (no breakpoint of the CSS's or the script's lies between them: the lowest
 *   is at 399 px), so axe would see the same page twice. One load a page, not
 *   one a width: a page load is most of a visit's cost (decision 026);
 * - then, on the pages with every kind of control (KEYBOARD_PAGES), loaded
 *   again at 1280 and at 390 px (the walk must start from the top of a page
 *   nothing has focused): Tab reaches every control, and each shows where
 *   focus is (issue 7; keyboard operation of particular controls is
 *   client/pages/a11y.e2e.ts's);
 * - without JavaScript, at 390 px, every page type in one test (a visit
 *   each): styled by that stylesheet, headings in order, and a skip link
 *   first that moves focus to the main region.
 * A page loaded in a tab that has loaded another costs about half what one
 * in a fresh context does (decision 052): the renderer has compiled the
 * site's scripts and axe already.
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

/** Pages whose controls are walked with the keyboard: the shell, and every kind of control. */
const KEYBOARD_PAGES = new Set(['/', '/faqs', '/customer-review', '/terms-and-conditions', '/mlm-information-and-key-facts', '/blogs']);
// Each one a page type's, or its walk would silently go when the route table changes.
const notPageTypes = [...KEYBOARD_PAGES].filter((path) => !PAGE_TYPES.some(([, typePath]) => typePath === path));
if (notPageTypes.length) throw new Error(`KEYBOARD_PAGES not in dist/pageTypes.json: ${notPageTypes.join(', ')}`);

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

/** Tab from the top of a settled page that nothing has focused yet, once round every control. */
async function expectTabReachesEveryControl(page: Page): Promise<void> {
  const controls = await markControls(page);
  expect.soft(controls.length).toBeGreaterThan(3);
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
  expect.soft(strayStops, 'Tab stops on things that are not visible controls').toEqual([]);
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
  expect.soft(missed, 'not reachable with Tab').toEqual([]);
  expect.soft(noIndicator, 'no visible focus indicator').toEqual([]);
}

const rows: string[] = [];
// Each worker's pages (its share of the sweep).
test.afterAll(() =>
  console.log(
    `first-load JavaScript in Chromium at 390 px (gzip -9 of each script fetched), budget ${(budgetBytes / KB).toFixed(1)} KB (data-router floor + ${BUDGET_KB.overFloorJs} KB)\n${rows.join('\n')}`,
  ),
);

/**
 * The page types in four visitors' sessions, taking turns round the route table's order so each holds a keyboard
 * page or two: a visit in a page that has loaded another costs about half a fresh context's (decision 052).
 */
const SESSIONS = 4;
const sessions = Array.from({ length: SESSIONS }, (_, session) => PAGE_TYPES.filter((_, index) => index % SESSIONS === session));

for (const types of sessions) {
  test(
    `${types.map(([type]) => type).join(', ')}: with JavaScript, each loaded at 390 px, then at 320 and 1280 px: what every page must have`,
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
      // Soft: one page's failure still reports every other page's, each under its step.
      for (const [type, path] of types) {
        await test.step(`${type} (${path})`, async () => {
          const expectedStatus = type === NOT_FOUND ? 404 : 200;
          scripts.length = 0;
          const problemsBefore = problems.length;
          await page.setViewportSize(SWEEP_VIEWPORTS.mobile);
          const response = await page.goto(path);
          expect.soft(response?.status()).toBe(expectedStatus);
          // Hydrated and settled: every script of the first load has run.
          await ready(page);

          // The page contract's words (testing/pageRules.ts), as the hydrated page has them.
          expect.soft(pageRuleProblems(path, await page.content(), expectedStatus)).toEqual([]);

          const facts = await pageFacts(page);
          expect.soft(facts.lang).toBe('en-GB');
          // Its own words and the brand's (shared/seo/seo.ts, fullTitle).
          expect.soft(facts.title).toContain(brand.name);
          expect.soft(facts.title.replace(brand.name, '').trim().length).toBeGreaterThan(5);
          if (type === NOT_FOUND) {
            expect.soft(facts.robots).toBe('noindex');
            expect.soft(facts.canonical).toBeNull();
          } else {
            expect.soft(facts.canonical).toBe(`${siteUrl}${path}`);
            expect.soft(facts.robots).toBeNull();
          }

          expect.soft(facts.elements, `${facts.elements} elements`).toBeLessThanOrEqual(MAX_DOM_ELEMENTS);
          // Every script the page asked for, from the browser's cache or not (a visitor's first load fetches each).
          const bytes = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
          rows.push(`${path.slice(0, 56).padEnd(56)} ${String(scripts.length).padStart(3)} files ${(bytes / KB).toFixed(1).padStart(6)} KB`);
          expect.soft(scripts.length).toBeGreaterThan(0);
          expect.soft(scripts.every((script) => script.startsWith('/assets/'))).toBe(true);
          expect.soft(bytes, scripts.join('\n')).toBeLessThanOrEqual(budgetBytes);

          expect.soft(facts.styles).toEqual([{ href: expect.stringMatching(/^\/assets\/styles-\w+\.css$/), inHead: true }]);
          expect.soft(facts.stylesheetLinks).toBe(0);

          for (const [viewportName, viewport] of Object.entries(SWEEP_VIEWPORTS)) {
            await page.setViewportSize(viewport);
            // Laid out at the new width, and whatever the width re-renders done.
            await ready(page);
            expect.soft(await landmarks(page), viewportName).toEqual({ banner: 1, main: 1, contentinfo: 1, footerNavigation: 1 });
            const facts = await pageFacts(page);
            expect.soft(headingProblems(facts.headings), viewportName).toEqual([]);
            // No sideways scrolling: nothing wider than the screen but a table's own scroll region.
            expect.soft(facts.overflow, viewportName).toBeLessThanOrEqual(0);
            // Not at 390 px: 320 px meets the same media queries (header).
            if (viewport !== SWEEP_VIEWPORTS.mobile) {
              const violations = await axe(page, WCAG);
              expect.soft(violations, `${viewportName}:\n${describeViolations(violations)}`).toEqual([]);
            }
          }
          if (KEYBOARD_PAGES.has(path)) {
            // The walk moves focus and scrolls, so after the checks above, each from a new load (not a reload, which
            // keeps the scroll position) at its width: the walk starts from the top of a page nothing has focused yet.
            for (const [width, viewport] of [
              ['1280 px', SWEEP_VIEWPORTS.desktop],
              ['390 px', SWEEP_VIEWPORTS.mobile],
            ] as const) {
              await page.setViewportSize(viewport);
              await page.goto(path);
              await ready(page);
              await test.step(`${path}: Tab reaches every control, and each shows where focus is (${width})`, () => expectTabReachesEveryControl(page));
            }
          }

          // The 404 page's own status is reported as a failed load; anything else is a problem.
          const own = problems.slice(problemsBefore);
          expect.soft(own.filter((problem) => !(type === NOT_FOUND && /status of 404/.test(problem)))).toEqual([]);
        });
      }
      expect(stylesheetRequests).toEqual([]);
    },
  );
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  // Every page type in one context, a visit each: without JavaScript a visit is cheap and a fresh context is not
  // (~1 CPU-s). Soft checks, so one page's failure still reports every other page's.
  test(
    'every page type without JavaScript: styled, headings in order, and a skip link first that moves focus to the main region',
    { tag: '@390' },
    async ({ page }) => {
      const stylesheetRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
      });
      for (const [type, path] of PAGE_TYPES) {
        await test.step(`${type} (${path})`, async () => {
          const response = await page.goto(path);
          expect.soft(response?.status(), path).toBe(type === NOT_FOUND ? 404 : 200);
          const facts = await pageFacts(page);
          expect.soft(facts.body, path).toEqual(STYLED_BODY);
          expect.soft(facts.styles, path).toHaveLength(1);
          expect.soft(headingProblems(facts.headings), path).toEqual([]);
          await page.keyboard.press('Tab');
          expect.soft(await page.evaluate(() => document.activeElement?.getAttribute('href')), path).toBe('#main');
          await page.keyboard.press('Enter');
          expect.soft(await page.evaluate(() => document.activeElement?.id), path).toBe('main');
        });
      }
      expect(stylesheetRequests).toEqual([]);
    },
  );
});
