/**
 * The inline stylesheet in a real Chromium (decision 008): the server's
 * `<style>` styles the page with and without JavaScript, the CSP allows it by
 * hash, hydration adopts it (one element, never replaced, never duplicated)
 * and client-side navigation keeps it; no stylesheet is ever requested.
 * The checks of one visitor's visit are one test's steps: a fresh context costs ~1.5 CPU-s.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, VIEWPORTS, waitForHydration } from '../../testing/e2e.ts';

/** Every request the context makes for a stylesheet (by URL or by type). */
function stylesheetRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (req) => {
    if (req.resourceType() === 'stylesheet' || /\.css(?:$|[?#])/.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

/** What the stylesheet decides for <body> (base.css, from tokens.css); an unstyled page has none of it. */
const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { margin: style.margin, fontFamily: style.fontFamily.split(',')[0], color: style.color, background: style.backgroundColor, display: style.display };
  });
const STYLED_BODY = { margin: '0px', fontFamily: 'system-ui', color: 'rgb(23, 33, 29)', background: 'rgb(255, 255, 255)', display: 'flex' };

const styleElements = (page: Page) =>
  page.evaluate(() => ({
    styles: [...document.querySelectorAll('style')].map((style) => ({
      href: style.dataset.href,
      length: style.textContent?.length ?? 0,
      inHead: style.parentElement === document.head,
    })),
    links: document.querySelectorAll('link[rel~="stylesheet"]').length,
    sheets: document.styleSheets.length,
  }));

/** Records CSP violations in the page; DevTools init scripts are not subject to the CSP. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test(
  'with JavaScript: hydration adopts the server <style> through client-side navigation, and the CSP refuses any other',
  { tag: '@1280' },
  async ({ page, problems, siteUrl }) => {
    const requested = stylesheetRequests(page.context());
    const violations = await recordCspViolations(page);

    await test.step('hydration adopts the server <style>, and it survives client-side navigation untouched', async () => {
      // Marks the parser's <style> and this document once parsing ends, before any module script
      // runs (so before hydration): a replaced <style> or a full page load loses the mark.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const style = document.querySelector('style') as (HTMLStyleElement & { fromServer?: boolean }) | null;
          if (style) style.fromServer = true;
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
      });
      await page.goto('/');
      await waitForHydration(page);
      const adopted = () =>
        page.evaluate(() => ({
          fromServer: (document.querySelector('style') as (HTMLStyleElement & { fromServer?: boolean }) | null)?.fromServer === true,
          sameDocument: (window as unknown as { sameDocument?: boolean }).sameDocument === true,
        }));
      const expectStyled = async (where: string) => {
        const { styles, links, sheets } = await styleElements(page);
        expect(styles, where).toHaveLength(1);
        expect(styles[0]!.length, where).toBeGreaterThan(20_000);
        expect(links, where).toBe(0);
        expect(sheets, where).toBe(1);
        expect(await adopted(), where).toEqual({ fromServer: true, sameDocument: true });
        expect(await bodyStyle(page), where).toEqual(STYLED_BODY);
      };
      await expectStyled('after hydration');

      const steps: [nav: 'Main' | 'Footer', link: string, path: string][] = [
        ['Main', 'About Us', '/about-us'],
        ['Footer', 'FAQs', '/faqs'],
        ['Main', 'Contact Us', '/contact'],
        ['Footer', 'Terms and Conditions', '/terms-and-conditions'],
        ['Footer', 'Information & Key Facts', '/mlm-information-and-key-facts'],
        ['Footer', 'Complaints Procedure', '/complaints-procedure'],
      ];
      for (const [nav, link, path] of steps) {
        await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL(`${siteUrl}${path}`);
        await page.locator('main h1').waitFor();
        await expectStyled(`after navigating to ${path}`);
      }
      await page.goBack();
      await page.waitForURL(`${siteUrl}/mlm-information-and-key-facts`);
      await page.locator('main h1').waitFor();
      await expectStyled('after going back');

      expect(requested).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });

    // After the step above: it checks that nothing was refused or went wrong up to then.
    await test.step('the CSP still refuses any other inline style, so the hash is what lets the stylesheet in', async () => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto('/faqs');
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      // One more byte than the allowed stylesheet: a different hash.
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = `${document.querySelector('style')!.textContent} `;
        document.head.append(style);
      });
      await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem inline$/)]);
      expect(problems.some((problem) => /Content Security Policy/.test(problem))).toBe(true);
    });
  },
);
