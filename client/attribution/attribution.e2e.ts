/**
 * Marketing attribution in a real Chromium (contract, Attribution and Claim
 * application links): capture, merge, persistence, link rewriting, hostile
 * values and broken storage, once the visitor has accepted (client/components/consent/consent.e2e.ts
 * tests the question). Every test starts with nothing stored (a context of its own); its checks are steps
 * (a fresh context costs ~1.5 CPU-s), and a step that needs nothing stored starts by forgetting the labels.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { consentStorageKey, utmStorageKey } from '../../shared/brand/brand.ts';
import { MAX_UTM_VALUE_LENGTH } from '../../shared/attribution/utm.ts';
import { expect, FIRST_FRAME_MS, test, visitAt, waitForHydration } from '../../testing/e2e.ts';

const CLAIM_APP_URL = 'https://claim.drivefair.example';
const CLAIM_START = `${CLAIM_APP_URL}/new-claimant-details`;

const stored = (page: Page) =>
  page.evaluate((key) => {
    const json = localStorage.getItem(key);
    return json === null ? null : (JSON.parse(json) as unknown);
  }, utmStorageKey);

/**
 * The visitor accepted campaign labels on an earlier visit (issue 28). Written
 * once the document has parsed, so the date is the page's own clock's (some
 * tests install a fake one), before the code that reads it loads.
 */
const acceptedEarlier = (page: Page) =>
  page.addInitScript((key) => {
    document.addEventListener('DOMContentLoaded', () => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ choice: 'accepted', date: new Date().toISOString().slice(0, 10) }));
    });
  }, consentStorageKey);

/**
 * Nothing stored, as for a fresh visitor who accepted earlier: the labels go with the rest of local storage, and
 * `acceptedEarlier` writes the answer again on the next page. Cheaper than a new context.
 */
const forgetLabels = (page: Page) =>
  page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

const hrefOf = (page: Page, selector: string) => page.locator(selector).first().getAttribute('href');

/** The hrefs of the header and footer links to pages of the site. */
const internalHrefs = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('header a[href^="/"], footer a[href^="/"]')].map((link) => link.getAttribute('href')!));

/** Resolves once the link rewrite has reached the footer's FAQs link (it runs 100 ms after render). */
async function waitForRewrite(page: Page, query: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('footer a[href^="/faqs"]')?.getAttribute('href') === `/faqs?${expected}`, query);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('links every start-claim button to the claim application in a new tab, with no parameters added', async ({ page }) => {
    await page.goto('/?utm_source=google');
    const claims = page.locator('a[data-claim-link]');
    expect(await claims.count()).toBeGreaterThan(0);
    for (const claim of await claims.all()) {
      expect(await claim.getAttribute('href')).toBe(CLAIM_START);
      expect(await claim.getAttribute('target')).toBe('_blank');
      expect(await claim.getAttribute('rel')).toBe('noopener');
    }
    expect(await hrefOf(page, 'footer a[href^="/faqs"]')).toBe('/faqs');
  });
});

test('with labels on the landing page: saves those five names and rewrites every internal and claim link, after 100 ms', async ({ page, problems }) => {
  await acceptedEarlier(page);

  await test.step('capture: saves the UTM parameters of the first page, and only those five names', async () => {
    await page.goto('/?utm_source=google&utm_campaign=spring&gclid=abc&utm_id=7');
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    await waitForRewrite(page, 'utm_source=google&utm_campaign=spring');
    expect(problems).toEqual([]);
  });

  // This visit's links for the three steps below: the same labels stored; two only read, the last adds links.
  await test.step('link rewriting: adds the stored parameters to every internal link in the header and footer', async () => {
    await page.goto('/?utm_source=google&utm_campaign=spring');
    await waitForHydration(page);
    await waitForRewrite(page, 'utm_source=google&utm_campaign=spring');
    const hrefs = await internalHrefs(page);
    expect(hrefs.length).toBeGreaterThan(5);
    // The labels go before a fragment (the footer's cookie settings link keeps its #cookie-settings).
    for (const href of hrefs) expect(href).toMatch(/^\/[^?#]*\?utm_source=google&utm_campaign=spring(#[\w-]+)?$/);
    expect(await hrefOf(page, 'a[href^="mailto:"]')).not.toContain('utm_');
    expect(await hrefOf(page, 'a[href^="tel:"]')).not.toContain('utm_');
    expect(await hrefOf(page, 'a.skip-link')).toBe('#main');
  });

  await test.step('link rewriting: opens the claim application at new-claimant-details in a new tab, carrying the parameters', async () => {
    const claims = await page.locator('a[data-claim-link]').all();
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(await claim.getAttribute('href')).toBe(`${CLAIM_START}?utm_source=google&utm_campaign=spring`);
      expect(await claim.getAttribute('target')).toBe('_blank');
      expect(await claim.getAttribute('rel')).toBe('noopener');
    }
  });

  await test.step('link rewriting: leaves other sites alone, keeps a parameter a link already has, and reaches links added later', async () => {
    await page.evaluate(() => {
      for (const [id, href] of [
        ['external', 'https://example.org/x'],
        ['own', '/faqs?utm_source=newsletter#fees'],
        ['late', '/blogs'],
        ['claim', 'https://claim.drivefair.example/resume'],
      ]) {
        const link = document.createElement('a');
        link.id = id!;
        link.href = href!;
        link.textContent = id!;
        document.querySelector('main')!.append(link);
      }
    });
    await page.waitForFunction(() => document.getElementById('late')?.getAttribute('href') !== '/blogs');
    expect(await hrefOf(page, '#late')).toBe('/blogs?utm_source=google&utm_campaign=spring');
    expect(await hrefOf(page, '#own')).toBe('/faqs?utm_source=newsletter&utm_campaign=spring#fees');
    expect(await hrefOf(page, '#claim')).toBe(`${CLAIM_APP_URL}/resume?utm_source=google&utm_campaign=spring`);
    expect(await hrefOf(page, '#external')).toBe('https://example.org/x');
  });

  // Last: the paused clock stays with the page's context.
  await test.step('link rewriting: waits 100 ms after mount before rewriting links', async () => {
    await forgetLabels(page);
    // Time stands still until the test moves it.
    await visitAt(page, '/?utm_source=google', new Date('2025-03-01T09:00:00Z'));
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_source: 'google' });
    expect(await hrefOf(page, 'footer a[href^="/faqs"]')).toBe('/faqs');
    // The page mounts before or after `visitAt` moved the clock past the first frame.
    await page.clock.runFor(100 - FIRST_FRAME_MS - 1);
    expect(await hrefOf(page, 'footer a[href^="/faqs"]')).toBe('/faqs');
    await page.clock.runFor(FIRST_FRAME_MS + 1);
    expect(await hrefOf(page, 'footer a[href^="/faqs"]')).toBe('/faqs?utm_source=google');
  });
});

test('over several visits: captures, merges and keeps the labels, on a phone too, and stays safe with hostile, long or corrupt values', async ({
  page,
  problems,
  siteUrl,
}) => {
  await acceptedEarlier(page);

  await test.step('capture: writes nothing when the URL carries no UTM parameter', async () => {
    await page.goto('/?page=2&utm_source=');
    await waitForHydration(page);
    expect(await stored(page)).toBeNull();
    await page.goto(`${siteUrl}/faqs`);
    await waitForHydration(page);
    expect(await stored(page)).toBeNull();
    expect(await hrefOf(page, 'footer a[href^="/about-us"]')).toBe('/about-us');
  });

  // Nothing stored yet, as the step asks.
  await test.step('capture: merges a later visit: present parameters overwrite, absent ones are kept', async () => {
    await page.goto('/?utm_source=google&utm_campaign=spring');
    await waitForHydration(page);
    await page.goto(`${siteUrl}/faqs?utm_source=bing&utm_medium=cpc`);
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_source: 'bing', utm_medium: 'cpc', utm_campaign: 'spring' });
    await waitForRewrite(page, 'utm_source=bing&utm_medium=cpc&utm_campaign=spring');
  });

  await test.step('capture: captures on a client-side navigation and updates links already rewritten', async () => {
    await forgetLabels(page);
    await page.goto('/?utm_source=google');
    await waitForHydration(page);
    await waitForRewrite(page, 'utm_source=google');
    await page.evaluate(() => {
      history.pushState({}, '', '/faqs?utm_term=pcp&utm_source=bing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => stored(page)).toEqual({ utm_source: 'bing', utm_term: 'pcp' });
    // A newer stored value replaces the one added earlier; the link's own href is not lost.
    await waitForRewrite(page, 'utm_source=bing&utm_term=pcp');
    expect(await hrefOf(page, 'header a[data-claim-link]')).toBe(`${CLAIM_START}?utm_source=bing&utm_term=pcp`);
  });

  await test.step('capture: keeps the parameters across client-side navigations, new pages and reloads', async () => {
    const since = problems.length;
    await forgetLabels(page);
    await page.goto('/?utm_source=google&utm_medium=cpc');
    await waitForHydration(page);
    await waitForRewrite(page, 'utm_source=google&utm_medium=cpc');
    // A click on a rewritten router link navigates by its own route, without the query.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${siteUrl}/about-us`);
    expect(await stored(page)).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('main a[data-claim-link]')].map((a) => a.getAttribute('href'))))
      .toEqual(expect.arrayContaining([`${CLAIM_START}?utm_source=google&utm_medium=cpc`]));

    await page.goto(`${siteUrl}/contact`);
    await waitForHydration(page);
    await waitForRewrite(page, 'utm_source=google&utm_medium=cpc');
    await page.reload();
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
    await waitForRewrite(page, 'utm_source=google&utm_medium=cpc');
    expect(problems.slice(since)).toEqual([]);
  });

  await test.step('link rewriting: rewrites the mobile menu links at 390 px', async () => {
    await forgetLabels(page);
    // The phone's width before the visit, as the `390` project's context has it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?utm_content=banner');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    await expect.poll(() => menu.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us?utm_content=banner');
    expect(await menu.locator('a[data-claim-link]').getAttribute('href')).toBe(`${CLAIM_START}?utm_content=banner`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('safety: keeps a hostile value encoded in links and never turns it into markup', async () => {
    const since = problems.length;
    const hostile = '<img src=x onerror=alert(1)>';
    await forgetLabels(page);
    await page.goto('/');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${siteUrl}/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&utm_term=a%26utm_medium%3Devil`);
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_source: hostile, utm_term: 'a&utm_medium=evil' });
    const query = 'utm_source=%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E&utm_term=a%26utm_medium%3Devil';
    await waitForRewrite(page, query);
    expect(await hrefOf(page, 'a[data-claim-link]')).toBe(`${CLAIM_START}?${query}`);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => document.body.innerHTML.includes('<img src=x'))).toBe(false);
    expect(dialogs).toEqual([]);
    expect(problems.slice(since)).toEqual([]);
  });

  await test.step('safety: caps a very long value', async () => {
    await forgetLabels(page);
    // Long, but inside the server's 2 KB limit on URLs (longer ones answer 414).
    await page.goto(`/?utm_campaign=${'x'.repeat(1900)}`);
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_campaign: 'x'.repeat(MAX_UTM_VALUE_LENGTH) });
  });

  // Last: it logs on purpose.
  await test.step('storage errors: treats corrupt stored JSON as nothing stored, logs it, and replaces it on the next capture', async () => {
    await forgetLabels(page);
    await page.goto('/');
    const since = problems.length;
    await page.evaluate((key) => localStorage.setItem(key, '{"utm_source": "goo'), utmStorageKey);
    await page.goto(`${siteUrl}/?utm_medium=cpc`);
    await waitForHydration(page);
    expect(await stored(page)).toEqual({ utm_medium: 'cpc' });
    await waitForRewrite(page, 'utm_medium=cpc');
    // Logged once per document: the page that found it corrupt may also have logged it before it was left.
    const logged = problems.slice(since);
    expect(logged.length).toBeGreaterThan(0);
    for (const problem of logged) expect(problem).toMatch(/attribution: could not read .*not a JSON object/);
  });
});

test('with storage that fails: logs it and keeps the page working', async ({ page, siteUrl }) => {
  await test.step('storage errors: logs a full storage and carries on without parameters', async () => {
    const errors: string[] = [];
    const full = await page.context().addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const log = (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text());
    page.on('console', log);
    await page.goto('/?utm_source=google');
    await waitForHydration(page);
    // Nothing is written before the visitor answers; the answer cannot be kept either.
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(errors).toEqual([expect.stringMatching(/attribution: could not write .*QuotaExceededError/)]);
    expect(await stored(page)).toBeNull();
    // The next visit's storage works, but has nothing: nothing could be written.
    page.off('console', log);
    await full.dispose();
  });

  // Last: the paused clock stays with the page's context.
  await test.step('storage errors: logs an error and keeps the page working when storage is disabled', async () => {
    const errors: string[] = [];
    await page.context().addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    );
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await visitAt(page, '/?utm_source=google', new Date('2025-03-01T09:00:00Z'));
    await waitForHydration(page);
    await page.clock.runFor(1_000);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/attribution: could not .* local storage .*SecurityError/);
    expect(await hrefOf(page, 'footer a[href^="/faqs"]')).toBe('/faqs');
    expect(await hrefOf(page, 'a[data-claim-link]')).toBe(CLAIM_START);
    // Still a working site: client-side navigation renders the next page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${siteUrl}/contact`);
    await page.clock.runFor(1_000);
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
