/**
 * axe-core in a page, for the browser suites' accessibility checks: its
 * violations for a set of WCAG tags, once the page has settled.
 */
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForHydration } from './site.ts';

export interface Violation {
  readonly rule: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: string[];
}

/**
 * axe in the page. The strict CSP forbids inline script tags, so its source
 * goes in through the DevTools protocol (page.evaluate), which CSP does not govern.
 */
export async function axe(page: Page, tags: readonly string[]): Promise<Violation[]> {
  const values = [...tags];
  // Once a document: a page checked at several widths parses axe's 0.5 MB once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(async (values) => {
    const run = (window as unknown as { axe: typeof axeCore }).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, values);
}

/**
 * Hydrated, and the renders hydration schedules (useHydrated, media queries:
 * an accordion closing its answers) done: no DOM change for three frames.
 */
export async function ready(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        let frames = 0;
        const observer = new MutationObserver(() => (quietFrames = 0));
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const tick = () => {
          // Bounded: a page that never settles is measured as it is after 300 frames.
          if (++quietFrames >= 3 || ++frames >= 300) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}
