/**
 * Issue 29 in Chromium: the pre-check's date as people type it, the answer
 * within one screen after "Show my result" (the verdict and the next step, at
 * 320×568 and 390×844, with JavaScript and without), and the answers carried
 * from the result through "Find your lender" to a lender's letter.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../../testing/e2e.ts';

const SMALL = { width: 320, height: 568 };
const PHONE = { width: 390, height: 844 };
const IN = 'type=pcp&via=dealer&for=personal&complained=no&represented=no';

const dateBox = (page: Page) => page.getByLabel('When did the agreement begin?');

/** Whether an element is wholly in the first screen: below the sticky header, above the bottom. */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return box !== undefined && box.height > 0 && box.top >= header.bottom - 1 && box.bottom <= window.innerHeight;
  }, selector);
}

test.describe('the date as people type it', () => {
  const FORMS = [
    ['June 2015', '2015-06'],
    ['Jun 2015', '2015-06'],
    ['06/2015', '2015-06'],
    ['6/2015', '2015-06'],
    ['15/06/2015', '2015-06-15'],
    ['2015-06', '2015-06'],
    ['2015-06-14', '2015-06-14'],
    // issue 47: the year alone, where every day of it gives the same answer
    ['2015', '2015'],
  ] as const;

  test('with JavaScript: each form gives the result, and the address carries the date one way', { tag: '@390' }, async ({ page, problems }) => {
    await page.goto(`/pre-check?${IN}`);
    await waitForHydration(page);
    for (const [typed, value] of FORMS) {
      await dateBox(page).fill(typed);
      await page.getByRole('button', { name: 'Show my result' }).click();
      await page.waitForURL((url) => url.searchParams.get('start') === value);
      await expect.poll(() => page.locator('.pre-check-result__summary').textContent()).toContain('Scheme 2 may cover it');
      expect(await page.locator('.pre-check-field__error').count(), typed).toBe(0);
      // what the visitor typed stays as typed
      expect(await dateBox(page).inputValue()).toBe(typed);
    }
    expect(problems).toEqual([]);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('without JavaScript: each form is read from the address the form sends', { tag: '@390' }, async ({ page }) => {
      await page.goto(`/pre-check?${IN}`);
      for (const [typed] of FORMS) {
        await dateBox(page).fill(typed);
        await page.getByRole('button', { name: 'Show my result' }).click();
        await page.waitForURL((url) => url.searchParams.get('start') === typed);
        expect(await page.locator('.pre-check-result__summary').textContent(), typed).toContain('Scheme 2 may cover it');
        expect(await page.locator('.pre-check-field__error').count(), typed).toBe(0);
      }
    });

    test('addresses already shared keep working', { tag: '@390' }, async ({ page }) => {
      for (const start of ['2015-06', '2015-06-14']) {
        await page.goto(`/pre-check?start=${start}&${IN}`);
        expect(await page.locator('.pre-check-result__summary').textContent(), start).toContain('Scheme 2 may cover it');
        expect(await dateBox(page).inputValue()).toBe(start);
      }
    });
  });

  test.describe('at 320 × 568', () => {
    test.use({ viewport: SMALL });

    test('nonsense is refused with a clear message, seen with the result', async ({ page }) => {
      await page.goto(`/pre-check?${IN}`);
      await waitForHydration(page);
      await dateBox(page).fill('last summer');
      await page.getByRole('button', { name: 'Show my result' }).click();
      await page.waitForURL((url) => url.searchParams.get('start') === 'last summer');
      const message = 'Enter the year the agreement began, or the month and year, for example 2015 or June 2015';
      await expect.poll(() => page.locator('#pre-check-start-error').textContent()).toContain(message);
      expect(await page.getByRole('alert').textContent()).toContain(message);
      // the result says what could not be used, in view with the result, and links to the field
      const problem = page.locator('.pre-check-result__problems').getByRole('link', { name: message });
      await expect.poll(() => inView(page, '.pre-check-result__problems')).toBe(true);
      expect(await page.locator('#result').textContent()).not.toContain('see the message by the question');
      await problem.click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pre-check-start');
    });
  });
});

test.describe('the answer within one screen after “Show my result”', () => {
  const COMBINATIONS = [
    ['offered', `start=2015-06&${IN}`, 'Complain to your lender yourself, free'],
    [
      'already complained',
      `start=2015-06&${IN.replace('complained=no', 'complained=lender')}`,
      'No final response after 8 weeks? The Financial Ombudsman Service, free',
    ],
    [
      'a final response, both limits passed',
      `start=2012-06&${IN.replace('complained=no', 'complained=final-response')}&responded=2024-01-10`,
      'The time limits for the Ombudsman have passed',
    ],
    ['already signed', `start=2015-06&${IN.replace('represented=no', 'represented=yes')}`, 'Do not sign with another firm'],
    [
      'outside the schemes, complained',
      `start=2024-12&${IN.replace('complained=no', 'complained=lender')}`,
      'No final response after 8 weeks? The Financial Ombudsman Service, free',
    ],
    ['with the ombudsman', `start=2015-06&${IN.replace('complained=no', 'complained=ombudsman')}`, 'Wait for the Financial Ombudsman Service'],
    ['not yet known', 'start=2015-06', 'Complain to your lender yourself, free'],
  ] as const;

  // A screen of its own (320 × 568 is shorter than the 320 project's): each at its viewport, once.
  for (const viewport of [SMALL, PHONE]) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(() => {
        test.use({ javaScriptEnabled, viewport });

        for (const [name, search, step] of COMBINATIONS) {
          test(`${name}, at ${viewport.width}×${viewport.height}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the verdict and the next step are in view`, async ({
            page,
          }) => {
            await page.goto(`/pre-check?${search}`);
            if (javaScriptEnabled) await waitForHydration(page);
            await page.getByRole('button', { name: 'Show my result' }).click();
            if (!javaScriptEnabled) await page.waitForURL((url) => url.hash === '#result');
            expect(await page.locator('.pre-check-next__heading').textContent()).toBe(step);
            await expect.poll(() => inView(page, '.pre-check-result__summary')).toBe(true);
            expect(await inView(page, '.pre-check-next')).toBe(true);
            if (javaScriptEnabled) expect(await page.evaluate(() => document.activeElement?.closest('#result') !== null)).toBe(true);
          });
        }
      });
    }
  }
});

test.describe('the pre-check’s answers travel on to the letter', { tag: '@390' }, () => {
  test('result → “Find your lender” → a lender found → its letter: filled from the answers', async ({ page, problems }) => {
    await page.goto('/pre-check?start=2015-06&type=hp&via=dealer&for=personal&complained=lender&represented=no');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Find your lender and its own complaints route' }).click();
    await page.waitForURL((url) => url.pathname === '/lenders' && url.searchParams.get('start') === '2015-06');
    await page.getByLabel('Lender name on your paperwork').fill('toyota');
    await page.waitForURL((url) => url.searchParams.get('q') === 'toyota' && url.searchParams.get('type') === 'hp');
    await page.getByRole('link', { name: 'Write your complaint letter to Toyota, free' }).click();
    await page.waitForURL((url) => url.pathname === '/complain-free' && url.searchParams.get('lender') === 'toyota');
    const letter = page.locator('.complaint-letter');
    await expect.poll(() => letter.textContent()).toContain('my hire purchase (HP) agreement with you, which began in June 2015');
    // they said they already complained: the note says they need not send it
    expect(await page.locator('.complaint-letter-notes').textContent()).toContain('so you do not need to send this letter');
    expect(problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('result → “Find your lender” → a lender’s page → its letter', async ({ page }) => {
      await page.goto('/pre-check?start=2012-03-14&type=pcp');
      await page.getByRole('link', { name: 'Find your lender and its own complaints route' }).click();
      await page.getByRole('link', { name: 'Toyota car finance' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/lenders/') && url.searchParams.get('start') === '2012-03-14');
      await page.getByRole('link', { name: 'Write your complaint letter to Toyota, free' }).click();
      expect(await page.locator('.complaint-letter').textContent()).toContain(
        'my personal contract purchase (PCP) agreement with you, which began on 14 March 2012',
      );
    });
  });
});
