/**
 * Legal pages in a real Chromium (spec sections 2, 4, 7 and 8): the document
 * in the server's HTML without JavaScript; hydration without a request or a
 * warning; a client-side navigation that shows a skeleton, fetches the
 * markdown and renders it; and both error states. A test without JavaScript and one with it, each visit's checks a
 * step (a fresh context costs ~1.5 CPU-s).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { documentUrl } from '../../../shared/content/documents.ts';
import { legalPages } from '../../../shared/content/legalPages.ts';
import { expect, ROOT, test, waitForHydration } from '../../../testing/e2e.ts';

/** The first `#` heading of each document, as the page shows it (an h2). */
const FIRST_SECTION: Record<string, string> = {
  'terms-and-conditions': '1. About us',
  'privacy-policy': '1. Who we are',
  'cookie-policy': 'The short version',
  'terms-of-use': '1. Who we are',
  'complaints-procedure': 'How to complain',
  'mlm-information-and-key-facts': 'You do not have to use a claims company',
};

/** The chunk that holds the markdown pipeline (shared/markdown/markdown.tsx), from the build's metafile. */
function markdownChunk(): string {
  const metafile = JSON.parse(readFileSync(join(ROOT, 'dist/metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const file = Object.keys(metafile.outputs).find((name) => name.endsWith('.js') && 'shared/markdown/markdown.tsx' in metafile.outputs[name]!.inputs);
  if (!file) throw new Error('no chunk holds shared/markdown/markdown.tsx');
  return file.replace('dist/client', '');
}

/** Holds every markdown request until `release()`; counts them. */
function holdMarkdown(page: Page) {
  const held: Route[] = [];
  const requested: string[] = [];
  let open = false;
  const ready = page.route('**/content/*.md', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (open) await route.continue();
    else held.push(route);
  });
  return {
    ready,
    requested,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Waits for a heading; on failure says what the page showed instead. */
async function waitForHeading(page: Page, level: number, name: string) {
  try {
    await page.getByRole('heading', { level, name, exact: true }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`heading "${name}" never appeared; main showed: ${shown.slice(0, 300)}`, { cause: error });
  }
}

async function clickFooterLink(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true }).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every document, the key-facts fee table and the PDF from the server', { tag: '@390' }, async ({ page, siteUrl }) => {
    for (const config of legalPages) {
      const key = config.key;
      await test.step(`/${key} shows its whole document from the server`, async () => {
        await page.goto(`/${key}`);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(config.title);
        const section = page.getByRole('heading', { level: 2, name: FIRST_SECTION[key]!, exact: true });
        await expect(section.isVisible()).resolves.toBe(true);
        await expect(page.getByText('Last updated:').first().isVisible()).resolves.toBe(true);
        await expect(page.locator('[aria-busy="true"]').count()).resolves.toBe(0);
        const pdf = page.getByRole('link', { name: 'Download PDF Version' });
        if (config.hasPdf) await expect(pdf.getAttribute('href')).resolves.toBe(`/content/${config.file}.pdf`);
        else await expect(pdf.count()).resolves.toBe(0);
      });
    }

    await test.step('shows the key-facts fee table, figures in the numeric font, scrollable on a phone', async () => {
      await page.goto('/mlm-information-and-key-facts');
      const region = page.getByRole('region', { name: 'Table: Fee table' });
      await expect(region.isVisible()).resolves.toBe(true);
      const lastRow = region.getByRole('row').last();
      await expect(lastRow.textContent()).resolves.toBe('5£50,000 and above (no upper limit)18%£12,000');
      await expect(lastRow.locator('.num').allTextContents()).resolves.toEqual(['5', '£50,000', '18%', '£12,000']);
      const fontFamily = await lastRow
        .locator('.num')
        .last()
        .evaluate((element) => getComputedStyle(element).fontVariantNumeric);
      expect(fontFamily).toContain('tabular-nums');
      // The page itself never scrolls sideways; the table does, inside its region.
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    });

    // The width is the phone's, for the steps above: it plays no part in the download.
    await test.step('serves the PDF behind the download link', async () => {
      await page.goto('/terms-and-conditions');
      const href = await page.getByRole('link', { name: 'Download PDF Version' }).getAttribute('href');
      const res = await page.request.get(`${siteUrl}${href}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});

test.describe('with JavaScript', () => {
  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1280, height: 800 };

  test('hydrates each document as it is, follows its links, and loads one on a navigation behind a skeleton', async ({ page, problems, siteUrl }) => {
    // At a phone's width and the desktop's: the layout differs, and hydration must adopt the server's markup at either.
    for (const [width, viewport] of [
      ['390 px', PHONE],
      ['1280 px', DESKTOP],
    ] as const) {
      await test.step(`direct visit: hydrates the document without fetching it again and without warnings at ${width}`, async () => {
        const since = problems.length;
        await page.setViewportSize(viewport);
        await page.goto('/');
        const requested: string[] = [];
        const pipeline = markdownChunk();
        const record = (request: Request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/content/') || pathname === pipeline) requested.push(pathname);
        };
        page.on('request', record);
        for (const config of legalPages) {
          await page.goto(`${siteUrl}/${config.key}`);
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 2, name: FIRST_SECTION[config.key]!, exact: true }).isVisible()).resolves.toBe(true);
        }
        page.off('request', record);
        // Hydration adopts the server's markup: no markdown request, and the pipeline is not even downloaded.
        expect(requested).toEqual([]);
        expect(problems.slice(since)).toEqual([]);
      });
    }

    await test.step('direct visit: follows a link inside a document to that page', async () => {
      const since = problems.length;
      await page.goto('/terms-and-conditions');
      await waitForHydration(page);
      // The document is the server’s markup, adopted on hydration (page.tsx): its links are plain links.
      await page.locator('.legal__body').getByRole('link', { name: 'Complaints Procedure' }).first().click();
      await page.waitForURL(`${siteUrl}/complaints-procedure`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Complaints Procedure');
      await waitForHeading(page, 2, 'How to complain');
      expect(problems.slice(since)).toEqual([]);
    });

    await test.step('client-side navigation: renders the key-facts table after a navigation, with the fee calculator below it', async () => {
      await page.goto('/about-us');
      await waitForHydration(page);
      await clickFooterLink(page, 'Information & Key Facts');
      await page.getByRole('region', { name: 'Table: Fee table' }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Information & Key Facts');
      await expect(page.getByRole('heading', { name: 'Work out the fee' }).count()).resolves.toBe(1);
    });

    await test.step('client-side navigation: shows a skeleton while the document loads (a pending navigation), then the document, at 390 px', async () => {
      const since = problems.length;
      await page.setViewportSize(PHONE);
      // A new page: the pipeline is not loaded yet.
      await page.goto('/');
      await waitForHydration(page);
      const markdown = holdMarkdown(page);
      await markdown.ready;
      const pipeline = page.waitForRequest((request) => new URL(request.url()).pathname === markdownChunk());
      await clickFooterLink(page, 'Terms and Conditions');
      // The pipeline is fetched on demand, alongside the document.
      await pipeline;

      // React Router keeps the navigation pending until the page's loader (which fetches the document) is done:
      // the document shows the skeleton meanwhile, in place of the page.
      const skeleton = page.locator('[aria-busy="true"]');
      await skeleton.waitFor();
      await expect(skeleton.getByRole('status').textContent()).resolves.toBe('Loading');
      await expect(page.locator('.legal__body').count()).resolves.toBe(0);

      await markdown.release();
      await page.waitForURL(`${siteUrl}/terms-and-conditions`);
      await waitForHeading(page, 2, '1. About us');
      await expect(skeleton.count()).resolves.toBe(0);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Terms and Conditions');
      await expect(page.getByRole('link', { name: 'Download PDF Version' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('.legal__body .num').first().isVisible()).resolves.toBe(true);
      expect(markdown.requested).toEqual([documentUrl('terms-and-conditions')]);
      expect(problems.slice(since)).toEqual([]);
    });
  });

  test('shows the error states when a document fails to load, and tries again on the next visit', async ({ page, problems, siteUrl }) => {
    for (const [name, fail] of [
      ['an error status', (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })],
      ['a network failure', (route: Route) => route.abort('failed')],
    ] as const) {
      await test.step(`client-side navigation: shows 'Page not found' and 'Failed to load content' on ${name}, and tries again on the next visit`, async () => {
        const since = problems.length;
        await page.goto('/');
        await waitForHydration(page);
        let failing = true;
        await page.route('**/content/privacy-policy.md', (route) => (failing ? fail(route) : route.continue()));
        await clickFooterLink(page, 'Privacy Policy');
        await waitForHeading(page, 1, 'Page not found');
        await expect(page.getByText('Failed to load content', { exact: true }).isVisible()).resolves.toBe(true);
        await expect(page.locator('h1').count()).resolves.toBe(1);

        failing = false;
        await clickFooterLink(page, 'About Us');
        await page.waitForURL(`${siteUrl}/about-us`);
        // The visitor leaves once About Us shows.
        await waitForHeading(page, 1, 'About Us');
        await clickFooterLink(page, 'Privacy Policy');
        await waitForHeading(page, 2, '1. Who we are');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Privacy Policy');
        // The failed request is the browser's own console error; nothing else may appear.
        expect(problems.slice(since).filter((problem) => !/Failed to load resource|net::ERR_FAILED/.test(problem))).toEqual([]);
        await page.unrouteAll({ behavior: 'wait' });
      });
    }
  });
});
