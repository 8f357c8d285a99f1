/**
 * /my-agreements' complaint letters and steps in a real Chromium, with the date fixed at 29 November 2026:
 * each agreement's letter is its own, so opening one agreement's letter after another's, without closing
 * it, never carries the first one's number or registration into the second (compliance C W1); the
 * letter's note before sending says what the agreement's card says (its final response's limits from
 * the one engine, M1; the ombudsman next once the 8 weeks have passed, m6); a passed invitation is
 * headed as passed, with the free route (m5). Each list is a visit of its own and a step; a test holds the steps
 * of one subject (a fresh context costs ~1.5 CPU-s).
 */
import type { Page } from '@playwright/test';
import { writeAgreementsFile, type Agreement } from '../../../shared/agreements/agreementFile.ts';
import { agreementsStorageKey } from '../../../shared/brand/brand.ts';
import { BLANK } from '../../../shared/lenders/complaintLetterText.ts';
import { expect, test, waitForHydration } from '../../../testing/e2e.ts';

const AT = new Date('2026-11-29T10:00:00Z');

/** Black Horse with its number and registration; MotoNovo without either; each from a different lender. */
const BLACK_HORSE: Agreement = {
  lender: 'black-horse',
  started: '2014-03',
  type: 'hp',
  status: 'not-complained',
  agreementNumber: 'SECRETAG1',
  registration: 'AB12CDE',
};
const MOTONOVO: Agreement = { lender: 'motonovo', started: '2015-06', type: 'pcp', status: 'final-response', statusDate: '2025-12-15' };
/** Complained on 20 September 2026: the final response was due by 15 November, so the ombudsman is next. */
const TOYOTA: Agreement = { lender: 'toyota', started: '2013-02', type: 'hp', status: 'complained', statusDate: '2026-09-20', agreementNumber: 'TY-445' };
/** Invited on 1 April 2026: the 6 months to reply passed on 1 October. */
const SANTANDER: Agreement = { lender: 'santander', started: '2019-11', type: 'pcp', status: 'invited', statusDate: '2026-04-01' };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * A visit with the list kept on this device before it, and nothing else (as in a context of its own: the page keeps
 * what it keeps in storage), at a fixed date (timers run as usual: React's lazy parts show).
 */
async function openList(page: Page, agreements: readonly Agreement[]): Promise<void> {
  const kept = await page.addInitScript(
    ([key, text]) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(key, text);
    },
    [agreementsStorageKey, writeAgreementsFile(agreements)] as const,
  );
  await page.clock.setFixedTime(AT);
  await page.goto('/my-agreements');
  // This visit only: the next one keeps a list of its own.
  await kept.dispose();
  await waitForHydration(page);
  await expect(page.locator('.agreements > li')).toHaveCount(agreements.length);
}

/** "Write your complaint letter, free" on an agreement's card (in its "Letters for this agreement"). */
async function openLetter(page: Page, lender: string): Promise<void> {
  const card = region(page, lender);
  const letters = card.locator('details.agreement__letters');
  if ((await letters.getAttribute('open')) === null) await card.getByText('Letters for this agreement').click();
  await card.getByRole('button', { name: 'Write your complaint letter, free' }).click();
  await expect(page.getByRole('article', { name: `Your complaint letter to ${lender}` })).toBeVisible();
}

/** What the letter shown says, and what its two boxes hold. */
async function shownLetter(page: Page, lender: string) {
  const panel = region(page, `Your complaint letter to ${lender}`);
  const letter = panel.getByRole('article', { name: `Your complaint letter to ${lender}` });
  return {
    subject: (await letter.locator('.complaint-letter__subject').textContent())!,
    text: (await letter.textContent())!,
    number: await panel.getByLabel('Agreement number').inputValue(),
    registration: await panel.getByLabel('Vehicle registration').inputValue(),
    notes: (await panel.locator('.complaint-letter-notes').textContent())!,
  };
}

async function expectBlackHorsesOwn(page: Page): Promise<void> {
  const shown = await shownLetter(page, 'Black Horse');
  expect(shown.subject).toBe('Complaint about commission on my car finance agreement, number SECRETAG1');
  expect(shown.text).toContain('My agreement number is SECRETAG1.');
  expect(shown.text).toContain('the vehicle’s registration was AB12CDE,');
  expect([shown.number, shown.registration]).toEqual(['SECRETAG1', 'AB12CDE']);
}

async function expectMotoNovosOwn(page: Page): Promise<void> {
  const shown = await shownLetter(page, 'MotoNovo');
  expect(shown.subject).toBe(`Complaint about commission on my car finance agreement, number ${BLANK}`);
  expect(shown.text).toContain('which began in June 2015');
  expect(shown.text).toContain(`My agreement number is ${BLANK}.`);
  expect(shown.text).toContain(`the vehicle’s registration was ${BLANK},`);
  expect(shown.text).not.toContain('SECRETAG1');
  expect(shown.text).not.toContain('AB12CDE');
  expect([shown.number, shown.registration]).toEqual(['', '']);
}

test('each agreement’s complaint letter is its own (compliance C W1)', async ({ page, problems }) => {
  await test.step('Black Horse’s letter, then MotoNovo’s without closing: MotoNovo’s has no number or registration', async () => {
    await openList(page, [BLACK_HORSE, MOTONOVO]);
    await openLetter(page, 'Black Horse');
    await expectBlackHorsesOwn(page);
    await openLetter(page, 'MotoNovo');
    await expectMotoNovosOwn(page);
    // One letter at a time: the first has gone.
    await expect(page.getByRole('article', { name: /^Your complaint letter to / })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  await test.step('MotoNovo’s letter, then Black Horse’s without closing: Black Horse’s has its own number and registration', async () => {
    await openList(page, [BLACK_HORSE, MOTONOVO]);
    await openLetter(page, 'MotoNovo');
    await expectMotoNovosOwn(page);
    await openLetter(page, 'Black Horse');
    await expectBlackHorsesOwn(page);
    // And back again: what was typed in one letter stays out of the other.
    await region(page, 'Your complaint letter to Black Horse').getByLabel('Your name').fill('Ana Ōtsuka');
    await openLetter(page, 'MotoNovo');
    await expectMotoNovosOwn(page);
    expect(await region(page, 'Your complaint letter to MotoNovo').getByLabel('Your name').inputValue()).toBe('');
    expect(problems).toEqual([]);
  });
});

test('the letters’ notes and the cards say the agreement’s own next step', async ({ page }) => {
  await test.step('a final response of 15 December 2025 (M1): the 6 months passed, and 15 March 2027 for a DCA complaint, as the card says', async () => {
    await openList(page, [MOTONOVO]);
    const card = (await region(page, 'MotoNovo').textContent())!;
    expect(card).toContain('Go to the Financial Ombudsman Service by 15 March 2027 if your complaint was about a discretionary commission arrangement');
    await openLetter(page, 'MotoNovo');
    const { notes } = await shownLetter(page, 'MotoNovo');
    expect(notes).toContain('You said you have the lender’s final response to your complaint, so you do not need to send this letter.');
    expect(notes).toContain('The usual limit is 6 months from the final response (15 December 2025). That date passed on 15 June 2026.');
    expect(notes).toContain('has 15 months from the letter: by 15 March 2027.');
    expect(notes).not.toContain('normally within 6 months of it');
  });

  await test.step('a complaint whose 8 weeks have passed (m6): the ombudsman next, in the card and the letter, never "wait"', async () => {
    await openList(page, [TOYOTA]);
    expect(await region(page, 'Toyota').textContent()).toContain('Next: the Financial Ombudsman Service, free');
    await openLetter(page, 'Toyota');
    const { notes } = await shownLetter(page, 'Toyota');
    expect(notes).toContain('You said you complained to the lender about this agreement on 20 September 2026, so you do not need to send this letter.');
    expect(notes).toContain('so it was due by 15 November 2026: that date has passed.');
    expect(notes).toContain('If you have not had it, you can now take your complaint to the Financial Ombudsman Service, free.');
    expect(notes).not.toMatch(/\bwait\b/i);
  });

  await test.step('an invitation whose 6 months have passed (m5): headed as passed, with the free route', async () => {
    await openList(page, [SANTANDER]);
    const card = region(page, 'Santander');
    await expect(card.locator('.agreement__step-heading')).toHaveText('The 6 months to reply to the invitation have passed');
    const text = (await card.textContent())!;
    expect(text).toContain('That date passed on 1 October 2026.');
    expect(text).toContain('You can still complain to the lender yourself, free');
    expect(text).not.toContain('Reply to the scheme’s invitation by');
  });
});
