/**
 * My agreements (issue 47; contract "My agreements"), in real Chromium with the
 * clock at 28 November 2026: the three agreements imported show their
 * next steps and dates, each as a calendar file; the list survives a reload,
 * exports and re-imports into a fresh context with every field, refuses a bad
 * file without losing anything, and is gone after "Delete all"; a pre-check
 * result's answers open the form; no request carries any of it. Without
 * JavaScript the page says what it does and links what works without it.
 * Every test starts with nothing stored (a context of its own); its checks are steps (a fresh context costs
 * ~1.5 CPU-s), each after the first starting with nothing stored again (`forgetTheList`) on a visit of its own.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { axe } from '../../../testing/axe.ts';
import { expect, passFirstFrame, test, visitAt, waitForHydration } from '../../../testing/e2e.ts';

const THREE = {
  format: 'drivefair-agreements',
  version: 1,
  agreements: [
    {
      lender: 'black-horse',
      started: '2012-03',
      type: 'hp',
      status: 'complained',
      statusDate: '2026-09-20',
      agreementNumber: 'BH-77123',
      registration: 'AB12 CDE',
      note: 'Sent by recorded post',
    },
    { lender: 'motonovo', started: '2016-05', type: 'pcp', status: 'final-response', statusDate: '2026-07-01', via: 'dealer', for: 'personal' },
    { lender: 'santander', started: '2019-11', type: 'pcp', status: 'invited', statusDate: '2026-08-01', note: 'Letter in the blue folder' },
  ],
};
const THREE_TEXT = JSON.stringify(THREE);
/**
 * What no request may carry: the list, or any field's value in it (the numbers, registration and notes, the
 * dates, the lenders as typed or chosen), nor what the tests below type or change.
 */
const PRIVATE = [
  'BH-77123',
  'AB12',
  'recorded post',
  'blue folder',
  'drivefair-agreements',
  '2026-09-20',
  '2026-07-01',
  '2026-08-01',
  '2012-03',
  '2016-05',
  '2019-11',
  'black-horse',
  'motonovo',
  'santander',
  'Ōtsuka',
  'red folder',
  'OT-2007',
];

const AT = new Date('2026-11-28T10:00:00Z');

/** Every request the page makes, to check none carries the list. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function carriesTheList(requests: readonly Request[]): string[] {
  return requests.flatMap((request) => {
    const said = `${decodeURIComponent(request.url())} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
    return PRIVATE.filter((word) => said.includes(word)).map((word) => `${request.method()} ${request.url()}: ${word}`);
  });
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('drivefair_agreements'));
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Nothing kept on this device, as for a visitor in a context of their own: the list lives in local storage only. The
 * next visit (`openAt`) loads its page anew. Cheaper than a new context.
 */
async function forgetTheList(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

async function importText(page: Page, text: string, name = 'my-agreements.json'): Promise<void> {
  await page.getByLabel('Import', { exact: true }).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

/**
 * The list's controls there: they load once the page is live (React's lazy), and React shows them on a timer of
 * its own, which the paused clock runs only when told to.
 */
async function listShown(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.locator('details#add-agreement').count();
    })
    .toBe(1);
}

/** How many agreements the list shows, once React has shown them: on a paused clock, after running it a little. */
async function shownCount(page: Page, clocked: boolean): Promise<number> {
  if (clocked) await page.clock.runFor(100);
  return page.locator('.agreements > li').count();
}

/** Whether the form to add an agreement is there, on a paused clock after running it a little. */
async function shownForm(page: Page): Promise<number> {
  await page.clock.runFor(100);
  return page.getByRole('button', { name: 'Add agreement' }).count();
}

/** How many buttons of that name there are, on a paused clock after running it a little (the form loads lazily). */
async function buttons(page: Page, name: string): Promise<number> {
  await page.clock.runFor(100);
  return page.getByRole('button', { name, exact: true }).count();
}

/** The page live under the clock paused at `AT`, and every request it makes from the first. */
async function openAt(page: Page, url: string): Promise<Request[]> {
  const requests = recordRequests(page);
  await visitAt(page, url, AT);
  await waitForHydration(page);
  if (url === '/my-agreements') await listShown(page);
  return requests;
}

test.describe('my agreements, on 28 November 2026', () => {
  test('an incomplete form keeps what was typed; a pre-check result’s answers open the form; three imported agreements show their next steps, survive a reload, refuse a bad file and go with Delete all', async ({
    page,
    problems,
  }) => {
    await test.step('keeps what was typed and says what to fix when the form is incomplete', async () => {
      await openAt(page, '/my-agreements');
      await page.getByText('Add an agreement', { exact: true }).click();
      await expect.poll(() => shownForm(page)).toBe(1);
      await page.getByLabel('Lender', { exact: true }).fill('Ōtsuka Fīnance 2');
      await page.getByLabel('What has happened so far').selectOption('complained');
      await page.getByRole('button', { name: 'Add agreement' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect.poll(() => summary.textContent()).toContain('Enter when the agreement started');
      expect(await summary.textContent()).toContain('Enter the date it happened');
      expect(await page.getByLabel('Lender', { exact: true }).inputValue()).toBe('Ōtsuka Fīnance 2');
      expect(await stored(page)).toBeNull();
    });

    await test.step('a pre-check result’s “Add to my agreements” opens the form with its answers; the final response leads with the ombudsman and its date', async () => {
      await forgetTheList(page);
      const search = 'start=2016-05&type=pcp&via=dealer&for=personal&complained=final-response&responded=2026-07-01&represented=no';
      const requests = await openAt(page, `/pre-check?${search}`);
      const next = page.locator('.pre-check-next');
      expect(await next.locator('h3').textContent()).toBe('Go to the Financial Ombudsman Service by 1 January 2027');
      const atResult = requests.length;
      await page.getByRole('link', { name: 'Add to my agreements' }).click();
      await page.waitForURL(/\/my-agreements#add-agreement\?/);
      await listShown(page);
      await expect.poll(() => shownForm(page)).toBe(1);
      await expect.poll(() => page.getByLabel('When the agreement started').inputValue()).toBe('2016-05');
      expect(await page.getByLabel('Type of agreement').inputValue()).toBe('pcp');
      expect(await page.getByLabel('What has happened so far').inputValue()).toBe('final-response');
      expect(await page.getByLabel('Date it happened').inputValue()).toBe('2026-07-01');
      await page.getByLabel('Lender', { exact: true }).fill('MotoNovo');
      await page.getByRole('button', { name: 'Add agreement' }).click();
      await expect.poll(() => shownCount(page, true)).toBe(1);
      await expect.poll(() => region(page, 'MotoNovo').textContent()).toContain('by 1 January 2027');
      expect(JSON.parse((await stored(page))!).agreements).toEqual([THREE.agreements[1]]);
      // The answers travelled in the fragment: no request after the result's own carried them, nor the lender typed.
      // (The route data's request names the result's own address as its Referer: the pre-check is a GET form whose
      // address holds its answers by design, sent to this server when the result was asked for; it is not the list.)
      const since = requests.slice(atResult);
      expect(since.filter((request) => request.url().includes('/my-agreements') && request.url().includes('start='))).toEqual([]);
      const said = since.map((request) => `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`).join('\n');
      for (const word of [...PRIVATE, 'final-response', 'start=', 'MotoNovo']) expect(said, word).not.toContain(word);
    });

    await test.step('shows the three agreements’ next steps and dates, due first, each with a calendar file on its date; survives a reload; refuses a bad file; Delete all empties it; no request carries it', async () => {
      const since = problems.length;
      await forgetTheList(page);
      const requests = await openAt(page, '/my-agreements');
      expect(await stored(page)).toBeNull();
      await importText(page, THREE_TEXT);
      await expect.poll(() => shownCount(page, true)).toBe(3);
      expect(
        await page
          .getByRole('list')
          .filter({ has: page.getByRole('region') })
          .getByRole('region')
          .count(),
      ).toBe(3);

      const blackHorse = region(page, 'Black Horse');
      await expect.poll(() => blackHorse.textContent()).toContain('That date passed on 15 November 2026');
      expect(await blackHorse.textContent()).toContain('Next: the Financial Ombudsman Service, free');
      expect(await region(page, 'MotoNovo').textContent()).toContain('Go to the Financial Ombudsman Service by 1 January 2027');
      expect(await region(page, 'Santander').textContent()).toContain('Reply to the scheme’s invitation by 1 February 2027');
      // Due first: the overdue one, then January, then February.
      const order = await page.locator('.agreements > li h3').allTextContents();
      expect(order).toEqual(['Black Horse', 'MotoNovo', 'Santander']);
      // The pre-check's engine, run here: MotoNovo's answers are all in.
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return region(page, 'MotoNovo').textContent();
        })
        .toContain('Scheme 2 may cover it');

      for (const [name, day] of [
        ['Black Horse', '20261115'],
        ['MotoNovo', '20270101'],
        ['Santander', '20270201'],
      ] as const) {
        const file = await downloaded(page, () => region(page, name).getByRole('button', { name: 'Add to calendar' }).click());
        expect(file.name).toMatch(/\.ics$/);
        expect(file.text).toContain(`DTSTART;VALUE=DATE:${day}\r\n`);
        expect(file.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      }

      const kept = await stored(page);
      expect(JSON.parse(kept!)).toEqual(THREE);

      await page.reload();
      await passFirstFrame(page);
      await waitForHydration(page);
      await listShown(page);
      await expect.poll(() => shownCount(page, true)).toBe(3);
      expect(await stored(page)).toBe(kept);

      await importText(page, '{"format": "something-else", "agreements": []}', 'other.json');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'not a list of agreements saved from this site' }).count()).toBe(1);
      await importText(page, THREE_TEXT.replace('"hp"', '"boat"'), 'damaged.json');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Agreement 1 in this file cannot be used' }).count()).toBe(1);
      expect(await stored(page)).toBe(kept);
      expect(await page.locator('.agreements > li').count()).toBe(3);

      await page.getByRole('button', { name: 'Delete all', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, delete all' }).click();
      await expect.poll(() => page.locator('.agreements > li').count()).toBe(0);
      expect(await stored(page)).toBeNull();

      expect(carriesTheList(requests)).toEqual([]);
      expect(problems.slice(since)).toEqual([]);
    });
  });

  test('the list exported and imported elsewhere, an agreement’s complaint letter made here, and an agreement changed', async ({
    page,
    problems,
    browser,
    siteUrl,
  }) => {
    await test.step('exports the list and imports it into a fresh browser context with every field', async () => {
      const requests = await openAt(page, '/my-agreements');
      await importText(page, THREE_TEXT);
      await expect.poll(() => shownCount(page, true)).toBe(3);
      const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
      expect(exported.name).toBe('my-agreements-2026-11-28.json');
      expect(JSON.parse(exported.text)).toEqual(THREE);
      expect(carriesTheList(requests)).toEqual([]);

      // Another browser's context: nothing of the first, no clock.
      const context = await browser.newContext();
      try {
        const fresh = await context.newPage();
        const freshRequests = recordRequests(fresh);
        await fresh.goto(`${siteUrl}/my-agreements`);
        await waitForHydration(fresh);
        expect(await stored(fresh)).toBeNull();
        await importText(fresh, exported.text);
        await expect.poll(() => fresh.locator('.agreements > li').count()).toBe(3);
        expect(JSON.parse((await stored(fresh))!)).toEqual(THREE);
        const blackHorse = await region(fresh, 'Black Horse').textContent();
        for (const field of ['BH-77123', 'AB12 CDE', 'Sent by recorded post']) expect(blackHorse).toContain(field);
        expect(carriesTheList(freshRequests)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    await test.step('makes the complaint letter for an agreement here, the same as the server’s, with its number and registration; nothing is requested', async () => {
      const since = problems.length;
      await forgetTheList(page);
      const requests = await openAt(page, '/my-agreements');
      await importText(page, THREE_TEXT);
      await expect.poll(() => shownCount(page, true)).toBe(3);
      const blackHorse = region(page, 'Black Horse');
      await blackHorse.getByText('Letters for this agreement').click();
      const before = requests.length;
      await blackHorse.getByRole('button', { name: 'Write your complaint letter, free' }).click();
      const panel = region(page, 'Your complaint letter to Black Horse');
      const letter = panel.getByRole('article', { name: 'Your complaint letter to Black Horse' });
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return letter.count();
        })
        .toBe(1);
      // Focus moves to it, and the page stays where it is: no navigation.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your complaint letter to Black Horse');
      expect(new URL(page.url()).pathname).toBe('/my-agreements');
      const text = (await letter.textContent())!;
      expect(text).toContain('which began in March 2012');
      expect(text).toContain('My agreement number is BH-77123.');
      expect(text).toContain('the vehicle’s registration was AB12 CDE');
      expect(await panel.getByLabel('Agreement number').inputValue()).toBe('BH-77123');
      expect(await panel.getByLabel('Vehicle registration').inputValue()).toBe('AB12 CDE');
      // Only the letter's code may have been fetched: nothing to /complain-free, nothing that carries the agreement.
      expect(requests.slice(before).map((request) => new URL(request.url()).pathname)).toEqual(
        requests
          .slice(before)
          .map((request) => new URL(request.url()).pathname)
          .filter((path) => path.startsWith('/assets/')),
      );

      // The same letter the server makes for those answers at /complain-free: the lender's address and the notes.
      const context = await browser.newContext();
      try {
        const fromServer = await context.newPage();
        await fromServer.goto(`${siteUrl}/complain-free?lender=black-horse&start=2012-03&type=hp&complained=lender&represented=no`);
        for (const selector of ['.complaint-letter__recipient', '.complaint-letter__subject']) {
          expect(await panel.locator(selector).textContent(), selector).toBe(
            (await fromServer.locator(selector).textContent())!.replace(/number _+/, 'number BH-77123'),
          );
        }
        // The notes after the first: the first says this agreement's own next step (its complaint's date, which the
        // server's letter is not given; compliance reading C, m6, in agreementLetters.e2e.ts).
        const laterNotes = (scope: typeof panel) => scope.locator('.complaint-letter-notes > ul > li:not(:first-child)').allTextContents();
        const notes = await laterNotes(panel);
        expect(notes.length).toBeGreaterThan(0);
        expect(notes).toEqual(await laterNotes(fromServer.locator('body')));
      } finally {
        await context.close();
      }

      await panel.getByRole('button', { name: 'Close the letter' }).click();
      await expect.poll(() => panel.count()).toBe(0);
      expect(carriesTheList(requests)).toEqual([]);
      expect(problems.slice(since)).toEqual([]);
    });

    await test.step('Edit opens the same form filled; Save changes keeps every other field; Cancel changes nothing; a year alone is asked for its month (decision 045)', async () => {
      const since = problems.length;
      await forgetTheList(page);
      const requests = await openAt(page, '/my-agreements');
      await importText(page, THREE_TEXT);
      await expect.poll(() => shownCount(page, true)).toBe(3);

      await region(page, 'MotoNovo').getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => buttons(page, 'Save changes')).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change your MotoNovo agreement');
      expect(await page.getByLabel('Lender', { exact: true }).inputValue()).toBe('MotoNovo');
      expect(await page.getByLabel('When the agreement started').inputValue()).toBe('2016-05');
      expect(await page.getByLabel('Type of agreement').inputValue()).toBe('pcp');
      expect(await page.getByLabel('What has happened so far').inputValue()).toBe('final-response');
      expect(await page.getByLabel('Date it happened').inputValue()).toBe('2026-07-01');
      expect(await page.getByLabel('Who arranged the finance?').inputValue()).toBe('dealer');
      // The list's format holds a month at least (contract): a year alone is asked for its month, the value kept, nothing saved.
      const before = await stored(page);
      await page.getByLabel('When the agreement started').fill('2016');
      await page.getByLabel('Note').fill('Final response in the red folder');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.locator('form').textContent()).toContain('Enter the month the agreement started as well as the year, for example June 2016');
      expect(await page.getByLabel('When the agreement started').inputValue()).toBe('2016');
      expect(await stored(page)).toBe(before);
      await page.getByLabel('When the agreement started').fill('06/2016');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(async () => JSON.parse((await stored(page))!).agreements[1])
        .toEqual({
          ...THREE.agreements[1],
          started: '2016-06',
          note: 'Final response in the red folder',
        });
      expect(JSON.parse((await stored(page))!).agreements.filter((_: unknown, at: number) => at !== 1)).toEqual([THREE.agreements[0], THREE.agreements[2]]);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved your changes to MotoNovo.' }).count()).toBe(1);
      const motoNovo = region(page, 'MotoNovo');
      await expect.poll(() => motoNovo.textContent()).toContain('started June 2016');
      expect(await motoNovo.textContent()).toContain('Go to the Financial Ombudsman Service by 1 January 2027');
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return motoNovo.textContent();
        })
        .toContain('Scheme 2 may cover it');
      expect(await page.locator('.agreements > li').count()).toBe(3);

      // Cancel: nothing changes.
      const kept = await stored(page);
      await region(page, 'Santander').getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => buttons(page, 'Cancel')).toBe(1);
      await page.getByLabel('Lender', { exact: true }).fill('Someone else');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => buttons(page, 'Save changes')).toBe(0);
      expect(await stored(page)).toBe(kept);

      // A lender as typed, and a month that a boundary cuts (6 April 2007): the answer asks for the day.
      await page.getByText('Add an agreement', { exact: true }).click();
      await expect.poll(() => shownForm(page)).toBe(1);
      await page.getByLabel('Lender', { exact: true }).fill('Ōtsuka Fīnance 2');
      await page.getByLabel('When the agreement started').fill('April 2007');
      await page.getByLabel('Type of agreement').selectOption('hp');
      await page.getByLabel('What has happened so far').selectOption('not-complained');
      await page.getByText('More details (optional)').click();
      await page.getByLabel('Agreement number').fill('OT-2007');
      await page.getByRole('button', { name: 'Add agreement' }).click();
      await expect.poll(() => shownCount(page, true)).toBe(4);
      expect(JSON.parse((await stored(page))!).agreements[3]).toEqual({
        lender: 'Ōtsuka Fīnance 2',
        started: '2007-04',
        type: 'hp',
        status: 'not-complained',
        agreementNumber: 'OT-2007',
      });
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return region(page, 'Ōtsuka Fīnance 2').textContent();
        })
        .toContain('give the day the agreement was made to see which');

      expect(carriesTheList(requests)).toEqual([]);
      expect(problems.slice(since)).toEqual([]);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/my-agreements says a list needs JavaScript and links the pre-check, the letter and the guide, which work without it', async ({ page }) => {
    await page.goto('/my-agreements');
    const noscript = page.locator('.my-agreements__noscript');
    expect(await noscript.getByRole('heading').textContent()).toBe('Keeping a list needs JavaScript');
    const links = await noscript.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(['/pre-check', '/complain-free', '/find-your-agreement']);
    expect(await page.getByRole('heading', { level: 2, name: 'What is kept, and where' }).count()).toBe(1);
    await page.goto('/find-your-agreement');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('No paperwork? How to find your agreement');
  });
});

test.describe('accessibility with three agreements', () => {
  test('/my-agreements and /find-your-agreement pass axe at 320 and 390 px', async ({ page }) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    // The width projects' viewports, a visit each from nothing stored: a visit at 320 px resized to 390 px is not the
    // same page (axe found a footer link's target too small there, never on a visit at 390 px).
    for (const viewport of [
      { width: 320, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`/my-agreements and /find-your-agreement pass axe at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/my-agreements');
        await waitForHydration(page);
        await importText(page, THREE_TEXT);
        await expect.poll(() => page.locator('.agreements > li').count()).toBe(3);
        await page.locator('.agreements > li').first().getByText('Letters for this agreement').click();
        await page
          .getByRole('button', { name: /Ask for the personal data the lender holds about you/ })
          .first()
          .click();
        // An agreement's complaint letter, made here, and the form open to change another.
        await page.locator('.agreements > li').first().getByRole('button', { name: 'Write your complaint letter, free' }).click();
        await page.getByRole('article', { name: /^Your complaint letter to / }).waitFor();
        // The form open, with its errors showing.
        await page.getByText('Add an agreement', { exact: true }).click();
        await page.getByRole('button', { name: 'Add agreement' }).click();
        await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
        expect(await axe(page, tags)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.goto('/find-your-agreement');
        await waitForHydration(page);
        expect(await axe(page, tags)).toEqual([]);
        // The next width's visit starts from nothing stored.
        await forgetTheList(page);
      });
    }
  });
});
