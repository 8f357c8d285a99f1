/**
 * Issue 23 in Chromium: the lender finder (`/lenders?q=`) and the free
 * complaint letter (`/complain-free`). First with JavaScript off (a GET form
 * whose answer is the server's page; the whole letter with blank lines), then
 * on (the finder answers as the visitor types, without a page load; the letter
 * printed to PDF alone on A4; axe with no sideways scrolling at 320, 390 and
 * 1280 px), then what the issue promises of the letter's fields (canary values
 * reach no request, log, cookie or storage: on a server of its own, whose log
 * the test reads).
 * The checks of one setting are one test's steps, visit after visit in one page: a fresh context costs ~1.5 CPU-s.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page, Request } from '@playwright/test';
import { BLANK } from '../../../shared/lenders/complaintLetterText.ts';
import { axe, ready } from '../../../testing/axe.ts';
import { expect, startServer, test, VIEWPORTS, waitForHydration, type RunningServer } from '../../../testing/e2e.ts';

const FINDER_LABEL = 'Lender name on your paperwork';
const found = (page: Page) => page.getByRole('list', { name: 'Lenders found' });
const letter = (page: Page) => page.getByRole('article', { name: /^Your complaint letter/ });

test.describe('JavaScript off', { tag: '@390' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the finder and the letter as the server sends them', async ({ page }) => {
    await test.step('/lenders?q=black+horse shows Black Horse and its free complaint route', async () => {
      await page.goto('/lenders?q=black+horse');
      expect(await page.getByLabel(FINDER_LABEL).inputValue()).toBe('black horse');
      const list = found(page);
      expect(await list.getByRole('link', { name: 'Black Horse car finance' }).getAttribute('href')).toBe('/lenders/mis-sold-black-horse-car-finance');
      expect(await list.getByRole('heading', { name: 'Complain to Black Horse yourself, free' }).isVisible()).toBe(true);
      expect(await list.getByText('0344 824 8888').first().isVisible()).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: /./ }).first().textContent()).toBe('1 lender matches “black horse”.');
    });

    await test.step('typing a name and pressing the button lands on /lenders?q= with the answer', async () => {
      await page.goto('/lenders');
      await page.getByLabel(FINDER_LABEL).fill('close bros');
      await page.getByRole('button', { name: 'Find lender' }).click();
      await page.waitForURL((url) => url.pathname === '/lenders' && url.searchParams.get('q') === 'close bros');
      expect(await found(page).getByRole('link', { name: 'Close Brothers car finance' }).isVisible()).toBe(true);

      // and nothing found: said plainly, with how to find the lender
      await page.getByLabel(FINDER_LABEL).fill('ford credit');
      await page.getByRole('button', { name: 'Find lender' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'ford credit');
      expect(await found(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'How to find your lender' }).isVisible()).toBe(true);
      expect(await page.getByText(/We could not find “ford credit”/).isVisible()).toBe(true);
    });

    await test.step('/complain-free?lender=close-brothers shows the whole letter, with blank lines and no fields', async () => {
      await page.goto('/complain-free?lender=close-brothers');
      const article = page.getByRole('article', { name: 'Your complaint letter to Close Brothers' });
      expect(await article.isVisible()).toBe(true);
      const text = (await article.innerText()).replace(/\s+\n/g, '\n');
      for (const words of ['Complaints, Close Brothers', 'Dear Sir or Madam,', 'within 8 weeks', 'Financial Ombudsman Service', 'Yours faithfully,']) {
        expect(text).toContain(words);
      }
      expect(text.split(BLANK).length - 1).toBeGreaterThanOrEqual(8);
      expect(await page.locator('main input, main textarea').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Print the letter' }).count()).toBe(0);
    });
  });
});

/** The PDF's page sizes in points, and its text page by page. */
async function readPdf(buffer: Buffer): Promise<{ sizes: [number, number][]; pages: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const sizes: [number, number][] = [];
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push([width, height]);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return { sizes, pages };
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The 320 project's screen. */
const SMALL = { width: 320, height: 800 };

const AXE_PAGES = ['/lenders?q=black+horse', '/lenders?q=ford+credit', '/complain-free?lender=close-brothers'];

test.describe('JavaScript on', () => {
  // One page: the names typed one after another, the letter printed, then axe. Every step checks for console problems.
  test('the finder answers as the visitor types, the letter printed, and axe with no sideways scrolling', { tag: '@390' }, async ({ page, problems }) => {
    await page.goto('/lenders');
    await waitForHydration(page);
    const documents: string[] = [];
    const data: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (new URL(request.url()).pathname === '/lenders.data') data.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await test.step('typing "motonovo" shows MotoNovo without a page load', async () => {
      await page.getByLabel(FINDER_LABEL).pressSequentially('motonovo');
      await found(page).getByRole('link', { name: 'MotoNovo car finance' }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('q') === 'motonovo');
      expect(await found(page).getByRole('heading', { name: 'Complain to MotoNovo yourself, free' }).isVisible()).toBe(true);
      // the keyboard stays in the box
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('lender-finder-q');

      expect(documents).toEqual([]);
      expect(data.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    });

    await test.step('each name of the issue finds its lender as it is typed, where a source supports the mapping', async () => {
      // at 1280 px, where this check ran on its own
      await page.setViewportSize(VIEWPORTS.desktop);
      const box = page.getByLabel(FINDER_LABEL);
      const status = () => page.locator('#lender-finder-status').innerText();
      for (const [name, slug] of [
        ['black horse', 'black-horse'],
        ['Audi Finance', 'audi'],
        ['alphera', 'alphera'],
        ['ford credit', null],
        ['land rover financial', 'black-horse'],
        ['MOTONOVO', 'motonovo'],
        ['close bros', 'close-brothers'],
      ] as const) {
        await box.fill('');
        await box.pressSequentially(name);
        await expect.poll(status, { message: name }).toContain(`“${name}”`);
        if (slug) {
          // The first lender found, once the list follows the name (it waits for the first link, then for its address).
          await expect(found(page).getByRole('link').first(), name).toHaveAttribute('href', `/lenders/mis-sold-${slug}-car-finance`);
        } else {
          // Ford Credit is FCE Bank plc, not one of the 20 (shared/lenders/lenderAliases.ts): nothing, and how to find the lender
          await page.getByRole('heading', { name: 'How to find your lender' }).waitFor();
          expect(await found(page).count()).toBe(0);
        }
      }
      expect(documents).toEqual([]);
      expect(problems).toEqual([]);
    });

    await test.step('printed: the letter to Close Brothers prints alone on A4, none of the site around it', async () => {
      await page.goto('/complain-free?lender=close-brothers');
      // Hydrated, so the fields and the print, copy and email buttons are on the screen: none of them may print.
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Print the letter' }).waitFor();
      // The page size is the print stylesheet's own (`@page { size: A4 }`); without it Chromium prints US Letter (612 × 792 pt).
      const { sizes, pages } = await readPdf(await page.pdf({ preferCSSPageSize: true }));
      // A4 is 595 × 842 pt (210 × 297 mm); Chromium rounds its page box to whole pixels (595.92 × 842.88).
      for (const [width, height] of sizes) {
        expect(Math.abs(width - 595), `${width} wide`).toBeLessThanOrEqual(1);
        expect(Math.abs(height - 842), `${height} high`).toBeLessThanOrEqual(1);
      }
      expect(sizes.length).toBeLessThanOrEqual(2);
      // the signature is not left alone on a page: it shares its page with the letter's last paragraph
      const signed = pages.find((text) => text.includes('Yours faithfully,'));
      expect(signed?.replace(/\s+/g, ' ')).toContain('Please confirm that you have received my complaint.');
      const text = pages.join('\n');
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Dear Sir or Madam,');
      expect(flat).toContain('Complaint about commission on my car finance agreement, number');
      expect(flat).toContain('Yours faithfully,');
      // Close Brothers' name heads the address block. facts.md gives no postal complaints address for
      // Close Brothers, so the page prints blank lines to write it in (and says so on screen, not on paper).
      expect(flat).toContain('Complaints, Close Brothers');
      expect(text.split(BLANK).length - 1).toBeGreaterThanOrEqual(8);
      for (const chrome of [
        'Skip to main content',
        'Drivefair',
        'Privacy Policy',
        'Start your claim',
        'Print the letter',
        'Copy the letter',
        'Your details',
        'Before you send it',
        'Write your complaint to your lender, free',
        'Where the letter’s facts come from',
        'Home',
      ]) {
        expect(flat, chrome).not.toContain(chrome);
      }
      // the letter's own words only: its first line is the sender's blank, its last the signature's
      expect(flat.trim().startsWith(BLANK)).toBe(true);
      expect(flat.trim().endsWith(BLANK)).toBe(true);
      expect(problems).toEqual([]);
    });

    // axe with reduced motion, as these checks always ran
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A page once, then each width in the same document (its layout follows CSS, its JavaScript media queries their
    // listeners; `ready` waits for what a resize sets off): axe's source goes in once a document.
    for (const path of AXE_PAGES) {
      await page.setViewportSize(SMALL);
      await page.goto(path);
      for (const viewport of [SMALL, VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await test.step(`axe, WCAG 2.1 A and AA, and no sideways scrolling: ${path} at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await ready(page);
          const violations = await axe(page, TAGS);
          expect(violations, violations.map((v) => `${v.rule}: ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}`).join('\n')).toEqual([]);
          const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
          expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.inner);
          expect(problems).toEqual([]);
        });
      }
    }
  });
});

test.describe('the letter’s fields: what is typed is never sent or stored', () => {
  // A server of its own, logging at `info`, whose every line the test reads: one worker, one server.
  test.describe.configure({ mode: 'default' });
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const CANARIES = { 'Your name': 'CANARY-NAME-7f3a', 'Your address': 'CANARY-ADDR-9b2c', 'Agreement number': 'CANARY-AGR-1d4e' } as const;
  const VALUES = Object.values(CANARIES);
  const carries = (text: string) => VALUES.filter((value) => text.includes(value) || text.includes(encodeURIComponent(value)));

  test(
    'fills the letter on the page; no request, log, cookie or storage carries it; the fields cannot be submitted',
    { tag: '@390' },
    async ({ page, problems }) => {
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(`${server!.url}/complain-free?lender=alphera`);
      await waitForHydration(page);
      const loaded = requests.length;

      for (const [label, value] of Object.entries(CANARIES)) await page.getByLabel(label, { exact: true }).pressSequentially(value);
      const article = letter(page);
      await expect.poll(() => article.innerText()).toContain(CANARIES['Agreement number']);
      const text = await article.innerText();
      expect(carries(text)).toEqual(VALUES);
      // the name at the top and under "Yours faithfully", the agreement number in the subject and the first paragraph
      expect(text.split(CANARIES['Your name']).length - 1).toBe(2);
      expect(text.split(CANARIES['Agreement number']).length - 1).toBe(2);

      // no name attribute and no form: nothing to submit
      const fields = await page.locator('.complaint-letter-fields input, .complaint-letter-fields textarea').evaluateAll((elements) =>
        elements.map((element) => ({
          id: element.id,
          name: element.getAttribute('name'),
          form: (element as HTMLInputElement).form !== null || element.closest('form') !== null,
        })),
      );
      expect(fields.map((field) => field.id)).toEqual([
        'complaint-letter-name',
        'complaint-letter-address',
        'complaint-letter-agreementNumber',
        'complaint-letter-registration',
      ]);
      expect(fields.every((field) => field.name === null && !field.form)).toBe(true);

      // Copy: the letter goes to the clipboard, nowhere else
      const copy = page.getByRole('button', { name: 'Copy the letter' });
      await copy.click();
      await page.getByText('Letter copied.').waitFor();
      expect(carries(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(VALUES);
      // Email opens the visitor's own app (a mailto: link, not a request): Alphera takes complaints by email
      const mailto = await page.getByRole('link', { name: /Email it to Alphera/ }).getAttribute('href');
      expect(mailto).toMatch(/^mailto:csescalations@alphera\.co\.uk\?subject=/);

      // A navigation afterwards (React Router fetches the next page's data) carries none of it either.
      await page.getByRole('link', { name: 'Find your lender' }).first().click();
      await page.waitForURL((url) => url.pathname === '/lenders');
      await page.getByLabel(FINDER_LABEL).waitFor();

      const after = requests.slice(loaded);
      expect(after.length).toBeGreaterThan(0);
      const leaks: string[] = [];
      for (const request of requests) {
        const headers = JSON.stringify(await request.allHeaders());
        const seen = carries(`${request.url()}\n${headers}\n${request.postData() ?? ''}`);
        if (seen.length) leaks.push(`${request.method()} ${request.url()}: ${seen.join(', ')}`);
      }
      expect(leaks).toEqual([]);
      expect(after.every((request) => new URL(request.url()).origin === server!.url)).toBe(true);

      const stored = await page.evaluate(() => ({
        cookie: document.cookie,
        local: Object.entries(localStorage),
        session: Object.entries(sessionStorage),
      }));
      expect(carries(JSON.stringify(stored))).toEqual([]);
      expect(carries(JSON.stringify(await page.context().cookies()))).toEqual([]);
      expect(carries(JSON.stringify(await page.context().storageState()))).toEqual([]);
      expect(carries(server!.output())).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
