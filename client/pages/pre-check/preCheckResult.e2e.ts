/**
 * Issue 29 in Chromium: the pre-check's date as people type it, the answer
 * within one screen after "Show my result" (the verdict and the next step, at
 * 320×568 and 390×844, with JavaScript and without), and the answers carried
 * from the result through "Find your lender" to a lender's letter.
 * The checks of one setting are one test's steps, visit after visit in one page: a fresh context costs ~1.5 CPU-s.
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

/**
 * Each combination at each screen (320 × 568 is shorter than the 320 project's), as a step: a visit, "Show my result",
 * and the verdict and the next step in view. Every visit is a new address, so each starts at the top.
 */
async function answerInOneScreen(page: Page, javaScriptEnabled: boolean): Promise<void> {
  for (const viewport of [SMALL, PHONE]) {
    await page.setViewportSize(viewport);
    for (const [name, search, step] of COMBINATIONS) {
      await test.step(`${name}, at ${viewport.width}×${viewport.height}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: the verdict and the next step are in view`, async () => {
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
  }
}

test.describe('with JavaScript', () => {
  // The steps that check for console problems come first, before visits whose problems were never checked.
  test('the date as people type it, the answers carried to the letter, and the answer within one screen', { tag: '@390' }, async ({ page, problems }) => {
    await test.step('the date as people type it, with JavaScript: each form gives the result, and the address carries the date one way', async () => {
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

    await test.step('the pre-check’s answers travel on to the letter: result → “Find your lender” → a lender found → its letter: filled from the answers', async () => {
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

    await test.step('the date as people type it, at 320 × 568: nonsense is refused with a clear message, seen with the result', async () => {
      await page.setViewportSize(SMALL);
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

    await answerInOneScreen(page, true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The form is the address: each check is a visit or a submission.
  test('the date read from the address, the answers carried to the letter, and the answer within one screen', { tag: '@390' }, async ({ page }) => {
    await test.step('the date as people type it, without JavaScript: each form is read from the address the form sends', async () => {
      await page.goto(`/pre-check?${IN}`);
      for (const [typed] of FORMS) {
        await dateBox(page).fill(typed);
        await page.getByRole('button', { name: 'Show my result' }).click();
        await page.waitForURL((url) => url.searchParams.get('start') === typed);
        expect(await page.locator('.pre-check-result__summary').textContent(), typed).toContain('Scheme 2 may cover it');
        expect(await page.locator('.pre-check-field__error').count(), typed).toBe(0);
      }
    });

    await test.step('the date as people type it: addresses already shared keep working', async () => {
      for (const start of ['2015-06', '2015-06-14']) {
        await page.goto(`/pre-check?start=${start}&${IN}`);
        expect(await page.locator('.pre-check-result__summary').textContent(), start).toContain('Scheme 2 may cover it');
        expect(await dateBox(page).inputValue()).toBe(start);
      }
    });

    await test.step('the pre-check’s answers travel on to the letter, without JavaScript: result → “Find your lender” → a lender’s page → its letter', async () => {
      await page.goto('/pre-check?start=2012-03-14&type=pcp');
      await page.getByRole('link', { name: 'Find your lender and its own complaints route' }).click();
      await page.getByRole('link', { name: 'Toyota car finance' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/lenders/') && url.searchParams.get('start') === '2012-03-14');
      await page.getByRole('link', { name: 'Write your complaint letter to Toyota, free' }).click();
      expect(await page.locator('.complaint-letter').textContent()).toContain(
        'my personal contract purchase (PCP) agreement with you, which began on 14 March 2012',
      );
    });

    await answerInOneScreen(page, false);
  });
});
