/**
 * Issue 15 in Chromium: the pre-check with JavaScript off (a GET form whose
 * answers are the URL) and on (the result follows the answers without a page
 * load, Back leaves the page), the breadcrumb trail, and axe on the result
 * pages at 390 and 1280 px (the pages themselves are in the page sweep,
 * client/pages/pages.e2e.ts). Screenshots of each go to
 * $PRE_CHECK_SCREENSHOTS when set.
 * The checks of one setting are one test's steps, visit after visit in one page: a fresh context costs ~1.5 CPU-s.
 */
import type { Page } from '@playwright/test';
import { lenderPath, lenders } from '../../../shared/lenders/lenders.ts';
import { axe, ready } from '../../../testing/axe.ts';
import { expect, test, VIEWPORTS, waitForHydration } from '../../../testing/e2e.ts';

const RESULT_SEARCH = '?start=2014-03&type=pcp&via=dealer&for=personal&complained=no&represented=no';
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).last().textContent();

test.describe('JavaScript off', { tag: '@390' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the form, answered and refused, with a page load each', async ({ page }) => {
    await test.step('answering and pressing the button shows the result, with the answers in the URL', async () => {
      await page.goto('/pre-check');
      expect(await summary(page)).toBe('No answers yet.');
      await page.getByLabel('When did the agreement begin?').fill('2014-03');
      await page.getByRole('group', { name: 'What kind of agreement was it?' }).getByLabel('Hire purchase (HP)').check();
      await page.getByRole('group', { name: 'Who arranged the finance?' }).getByLabel('The dealer or a broker').check();
      await page.getByLabel('Me, as a private person').check();
      await page.getByRole('button', { name: 'Show my result' }).click();
      await page.waitForURL((url) => url.pathname === '/pre-check' && url.searchParams.get('type') === 'hp');
      const url = new URL(page.url());
      expect(url.searchParams.get('start')).toBe('2014-03');
      expect(url.searchParams.get('via')).toBe('dealer');
      // Issue 20: the reloaded page opens on the result, below the sticky header, not at the top.
      expect(url.hash).toBe('#result');
      const placed = () =>
        page.evaluate(() => {
          const heading = document.querySelector('#result h2')!.getBoundingClientRect();
          const header = document.querySelector('.site-header')!.getBoundingClientRect();
          return { scrolled: window.scrollY > 0, belowHeader: heading.top >= header.bottom - 1, inView: heading.bottom <= window.innerHeight };
        });
      await expect.poll(placed).toEqual({ scrolled: true, belowHeader: true, inView: true });
      expect(await page.locator('#result h2').getAttribute('tabindex')).toBe('-1');
      expect(await summary(page)).toContain('Scheme 1 may cover it');
      expect(await page.getByRole('heading', { name: 'What you can do now, for free' }).isVisible()).toBe(true);
      // the answers stay in the form
      expect(await page.getByLabel('When did the agreement begin?').inputValue()).toBe('2014-03');
      expect(await page.getByLabel('Hire purchase (HP)').isChecked()).toBe(true);
    });

    await test.step('a start it cannot read is shown next to its field, with the value kept', async () => {
      await page.goto('/pre-check?start=2015-13');
      const input = page.getByLabel('When did the agreement begin?');
      expect(await input.inputValue()).toBe('2015-13');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('alert').textContent()).toContain('The date the agreement began must be a real date');
    });
  });
});

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The pre-check's results, which only a query reaches: the sweep has the pre-check itself, and the lists and lender pages it links to. */
const AXE_PAGES = [`/pre-check${RESULT_SEARCH}`, '/pre-check?start=2007-04&type=hp&represented=yes'];

test.describe('JavaScript on', () => {
  // First on a fresh context: nothing stored yet, before any other visit could store anything.
  test('the answers, the error summary, the breadcrumb trail, axe, and the result as the answers change', { tag: '@390' }, async ({ page, problems }) => {
    await test.step('shows the answers given before the code arrived', async () => {
      await page.goto(`/pre-check${RESULT_SEARCH}`);
      await waitForHydration(page);
      expect(await summary(page)).toContain('Scheme 1 may cover it');
      expect(await page.getByLabel('Personal contract purchase (PCP)').isChecked()).toBe(true);
      // nothing stored: no cookie, nothing in storage
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    });

    await test.step('the error summary’s link takes the keyboard to the field, with its label in view under the header', async () => {
      await page.goto('/pre-check?start=2015-13');
      await waitForHydration(page);
      await page
        .getByRole('alert')
        .getByRole('link', { name: /must be a real date/ })
        .click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pre-check-start');
      expect(new URL(page.url()).hash).toBe('');
      const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
      const labelTop = await page.getByText('When did the agreement begin?', { exact: true }).evaluate((label) => label.getBoundingClientRect().top);
      expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    });

    await test.step('the breadcrumb trail is a navigation landmark named Breadcrumb, the page marked current, shown when the keyboard reaches it', async () => {
      await page.goto(lenderPath(lenders[0]!));
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await nav.getByRole('listitem').count()).toBe(3);
      expect(await nav.getByRole('link', { name: 'Lenders' }).getAttribute('href')).toBe('/lenders');
      const current = nav.locator('[aria-current="page"]');
      expect(await current.textContent()).toBe(`${lenders[0]!.name} Finance`);
      await nav.getByRole('link', { name: 'Home' }).focus();
      const box = await nav.boundingBox();
      expect(box!.height).toBeGreaterThan(10);
    });

    // axe: a page once, then each width in the same document (its layout follows CSS, its JavaScript media queries
    // their listeners; `ready` waits for what a resize sets off), so axe's source goes in once a document.
    for (const path of AXE_PAGES) {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(path);
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        await test.step(`axe: ${path} has no WCAG A or AA violations at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          // hydrated (the first time), and settled at this width
          await ready(page);
          expect(await axe(page, TAGS)).toEqual([]);
          // nothing wider than the screen but the options table's own scroll region
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          const dir = process.env.PRE_CHECK_SCREENSHOTS;
          if (dir) await page.screenshot({ path: `${dir}/${viewport.width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
        });
      }
    }

    await test.step('the result follows the answers without a page load, keeps the focus, and Back leaves the page', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      // this scenario's own problems: the visits before never checked theirs
      const earlier = problems.length;
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('.home-intro a[href="/pre-check"]').first().click();
      await page.waitForURL('**/pre-check');
      await page.getByRole('heading', { name: /Am I covered/ }).waitFor();
      // a page load would lose this mark
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      const start = page.getByLabel('When did the agreement begin?');
      await start.fill('2014-0');
      // half a date: nothing yet, and no error while typing
      expect(new URL(page.url()).searchParams.get('start')).toBeNull();
      expect(await page.locator('.pre-check-field__error').count()).toBe(0);
      await start.pressSequentially('4');
      await page.waitForURL((url) => url.searchParams.get('start') === '2014-04');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pre-check-start');

      const hire = page.getByLabel('Personal contract hire (leasing)');
      await hire.check();
      await page.waitForURL((url) => url.searchParams.get('type') === 'contract-hire');
      // facts §2.4: contract hire is out (VERIFIED), said plainly (compliance reading C, m7)
      await expect.poll(() => summary(page)).toContain('Not covered');
      expect(await page.getByText('We would not take this agreement on.').first().isVisible()).toBe(true);
      // the keyboard stays where it was
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pre-check-type-contract-hire');

      await page.getByLabel('Personal contract purchase (PCP)').check();
      await page.getByLabel('The dealer or a broker').check();
      await page.getByLabel('Me, as a private person').check();
      await page.waitForURL((url) => url.searchParams.get('for') === 'personal');
      await expect.poll(() => summary(page)).toContain('Scheme 2 may cover it');
      // issue 19: no offer until we know the visitor has not complained or signed with a firm
      expect(await page.getByText('We cannot tell yet whether we could take it on.').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'If you would like us to do it' }).count()).toBe(0);
      await page.getByRole('group', { name: 'Have you already complained about this agreement?' }).getByLabel('No').check();
      await page
        .getByRole('group', { name: /Have you already signed with a claims firm/ })
        .getByLabel('No')
        .check();
      await page.waitForURL((url) => url.searchParams.get('represented') === 'no');
      await expect.poll(() => page.getByText('We could take it on.').count()).toBe(1);
      // The offer renders with the verdict, on the same update or the next: wait for it, as a visitor would.
      await page.getByRole('heading', { name: 'If you would like us to do it' }).waitFor({ state: 'visible' });
      // issue 29: the verdict and the free routes, then the status, and only then our answer and our service
      const order = await page.evaluate(() =>
        [
          'Complain to your lender yourself, free',
          'Is it covered by the FCA’s redress scheme?',
          'What you can do now, for free',
          'Where the FCA’s scheme stands',
          'Would we take it on?',
          'If you would like us to do it',
        ].map((name) => [...document.querySelectorAll('h3')].findIndex((h) => h.textContent === name)),
      );
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(order.every((index) => index > -1)).toBe(true);

      // an unreadable date, once the visitor leaves the box
      await start.fill('2014-13');
      await start.blur();
      await page.waitForURL((url) => url.searchParams.get('start') === '2014-13');
      expect(await page.locator('#pre-check-start-error').textContent()).toContain('The date the agreement began must be a real date');

      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // answers replace the entry: Back returns to the page before
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      expect(problems.slice(earlier)).toEqual([]);
    });
  });
});
