/**
 * The customer review form in a real Chromium against the built server, with
 * a fake data store on loopback: first without JavaScript (the form posts and
 * the server answers), then with it (validation, counter, stars, the Thank
 * You dialog and the failure alert).
 *
 * The file starts its own servers (decision 044): one whose DATA_STORE_TIMEOUT_MS is the configuration's longest, so
 * no answer of the store, which answers at once, ever depends on the machine's speed (issue 49); and one with the
 * shipped timeout, for the one case that waits it out (a store that never answers). Its tests run in turn in one
 * worker, sharing the servers and the store (each test, and each step that sends, resets the store), all in the
 * `1280` project: a step that is about a phone sets that width itself.
 * The checks of one visitor are one test's steps (a fresh context costs ~1.5 CPU-s); a step that needs a new form
 * loads the page anew.
 */
import type { ConsoleMessage, Page, Request, Route } from '@playwright/test';
import { REVIEW_MESSAGES, REVIEW_OUTCOME_UNKNOWN_MESSAGE, SUBMIT_ERROR_MESSAGE, THANK_YOU_AUTO_CLOSE_MS } from '../../shared/reviews/reviewSchema.ts';
import { startFakeDataStore, type FakeDataStore, type FakeStoreMode } from '../../testing/fakeDataStore.ts';
import { expect, heldRequests, pageChunk, startServer, test, VIEWPORTS, visitAt, waitForHydration, type RunningServer } from '../../testing/e2e.ts';

/** The configuration's longest DATA_STORE_TIMEOUT_MS (server/config/config.ts): the happy paths never meet it. */
const NEVER_TIMES_OUT_MS = '120000';

let store: FakeDataStore;
/** Waits as long as the configuration allows for the store: every test but one. */
let server: RunningServer;
/** The shipped DATA_STORE_TIMEOUT_MS (5 s): the store that never answers is given up on. */
let timingOutServer: RunningServer;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  store = await startFakeDataStore();
  [server, timingOutServer] = await Promise.all([
    startServer({ DATA_STORE_URL: store.url, DATA_STORE_TIMEOUT_MS: NEVER_TIMES_OUT_MS }),
    startServer({ DATA_STORE_URL: store.url }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([server?.stop(), timingOutServer?.stop()]);
  await store?.close();
});

test.beforeEach(() => {
  store.reset();
  store.setMode({ kind: 'ok' });
});

const REVIEW = { firstName: 'Zoë', lastName: "O'Neill", email: 'zoe@example.com', review: 'Quick, clear and they found both of my agreements.' };

const consentBox = (page: Page) => page.getByRole('checkbox', { name: /^I agree to .* publishing it on this website/ });

/** Types the answers given and ticks the consent to publish, unless told `consent: false` (issue 29 item 21). */
async function fill(page: Page, values: Partial<typeof REVIEW> & { consent?: boolean }) {
  if (values.consent !== false) await consentBox(page).check();
  if (values.firstName !== undefined) await page.getByLabel('First name').fill(values.firstName);
  if (values.lastName !== undefined) await page.getByLabel('Last name').fill(values.lastName);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.review !== undefined) await page.getByLabel('Review').fill(values.review);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit review' }).click();
const star = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
const forwarded = () => store.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * The review page of `site` (the file's server unless told), hydrated; at a phone's width if asked. Each call loads
 * the page anew: a new form, as a fresh visitor gets it (the form keeps nothing in the browser).
 */
async function openReviewPage(page: Page, { viewport, site = server }: { viewport?: { width: number; height: number }; site?: RunningServer } = {}) {
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(`${site.url}/customer-review`);
  await waitForHydration(page);
}

/** The store as a test starts with it (the file's `beforeEach`), for a step that sends: no request yet, answering `mode`. */
function resetStore(mode: FakeStoreMode = { kind: 'ok' }) {
  store.reset();
  store.setMode(mode);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, shows the errors and the values kept, thanks, and says when the data store fails', async ({ page }) => {
    await test.step('posts the form and shows the thank-you message', async () => {
      await page.goto(`${server.url}/customer-review`);
      await fill(page, REVIEW);
      await page.locator('label', { has: star(page, '5 stars') }).click();
      await submit(page);
      await page.waitForURL(/\/customer-review\?submitted=1$/);
      await expect(page.getByRole('status').textContent()).resolves.toContain('Thank you');
      expect(forwarded()).toEqual([expect.objectContaining({ ...REVIEW, rating: 5, web_form_id: 'drivefair_customer_review' })]);
    });

    await test.step('shows the form again with the errors and the values kept when answers are missing', async () => {
      resetStore();
      await page.goto(`${server.url}/customer-review`);
      await fill(page, { lastName: 'Lovelace <3', email: 'ada@', review: 'Tom & Jerry' });
      await page.locator('label', { has: star(page, '2 stars') }).click();
      // Posted to the page's own address (issue 20), so the answer is still there on a reload.
      const [response] = await Promise.all([page.waitForResponse(`${server.url}/customer-review`), submit(page)]);
      expect(response.status()).toBe(400);
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading').textContent()).resolves.toBe('There is a problem');
      // 'Lovelace <3' is a name like any other (issue 13): only the missing and malformed answers are listed.
      await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
        'Enter your first name',
        'Enter an email address in the correct format, like name@example.com',
      ]);
      await expect(summary.getByRole('link', { name: 'Enter your first name' }).getAttribute('href')).resolves.toBe('#review-first-name');
      await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('Lovelace <3');
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ada@');
      await expect(page.getByLabel('Review').inputValue()).resolves.toBe('Tom & Jerry');
      await expect(star(page, '2 stars').isChecked()).resolves.toBe(true);
      await expect(page.getByLabel('First name').getAttribute('aria-describedby')).resolves.toBe('review-first-name-error');
      // The page works again as it is: put it right and send.
      await fill(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
      await submit(page);
      await page.waitForURL(/\?submitted=1$/);
      expect(forwarded()).toEqual([expect.objectContaining({ firstName: 'Ada', rating: 2, review: 'Tom & Jerry' })]);
    });

    await test.step('shows the error alert with the values kept when the data store fails', async () => {
      resetStore({ kind: 'status', status: 500 });
      await page.goto(`${server.url}/customer-review`);
      // Other answers than the first step's: the same answers posted again are recognised as that review.
      const answers = { ...REVIEW, review: `${REVIEW.review} Sent while the store fails.` };
      await fill(page, answers);
      const [response] = await Promise.all([page.waitForResponse(`${server.url}/customer-review`), submit(page)]);
      expect(response.status()).toBe(502);
      await expect(page.getByRole('alert').textContent()).resolves.toBe(SUBMIT_ERROR_MESSAGE);
      await expect(page.getByLabel('First name').inputValue()).resolves.toBe(REVIEW.firstName);
      await expect(page.getByLabel('Review').inputValue()).resolves.toBe(answers.review);
      expect(store.requests).toHaveLength(1);
    });
  });
});

test.describe('with JavaScript', () => {
  test('on a phone: the consent to publish, one review sent once, and the Thank You dialog closed by the visitor or by itself', async ({ page, problems }) => {
    await test.step('says what is done with the answers, links the privacy policy, and takes no review without the box ticked (issue 29 item 21)', async () => {
      await openReviewPage(page, { viewport: VIEWPORTS.mobile });
      const notice = page.locator('#review-privacy');
      await expect(notice.textContent()).resolves.toMatch(
        /first name and the first letter of your last name, your rating, your review and the day you sent it, never your email address/,
      );
      await expect(notice.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).resolves.toBe('/privacy-policy');
      // Issue 46: the consent box links the rules a review is published by.
      await expect(notice.getByRole('link', { name: 'review policy' }).getAttribute('href')).resolves.toBe('/review-policy');
      await expect(consentBox(page).isChecked()).resolves.toBe(false);
      await fill(page, { ...REVIEW, consent: false });
      await submit(page);
      await page.locator('#review-consent-error').waitFor();
      await expect(page.locator('#review-consent-error').textContent()).resolves.toBe(`Error: ${REVIEW_MESSAGES.consent.missing}`);
      expect(store.requests).toHaveLength(0);
      await expect(page.getByLabel('First name').inputValue()).resolves.toBe(REVIEW.firstName);
      await consentBox(page).check();
      await expect(page.locator('#review-consent-error').count()).resolves.toBe(0);
      await submit(page);
      await expect.poll(() => store.requests.length).toBe(1);
      expect(forwarded()[0]).not.toHaveProperty('consent');
      // The Thank You dialog that follows is the next step's subject, on a page of its own: its answer is in first.
      await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
    });

    await test.step('sends the review once, logs the dataid, opens the Thank You dialog and clears the form', async () => {
      // The store holds the first post until the test answers it: both clicks of the double click land while it is on its way.
      resetStore({ kind: 'hang' });
      const since = problems.length;
      await openReviewPage(page, { viewport: VIEWPORTS.mobile });
      const logged: string[] = [];
      const log = (message: ConsoleMessage) => logged.push(message.text());
      page.on('console', log);
      const posted: string[] = [];
      const post = (request: Request) => {
        if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
      };
      page.on('request', post);
      await fill(page, REVIEW);
      await star(page, '4 stars').check();
      // A second click while the first is on its way must not send it twice.
      await page.getByRole('button', { name: 'Submit review' }).dblclick();
      await store.whenRequests(1);
      expect(store.answerHeld('dataid-4711')).toBe(1);
      store.setMode({ kind: 'ok' });
      const dialog = page.getByRole('dialog', { name: 'Thank you' });
      await dialog.waitFor();
      // One request from the browser (the server could otherwise have merged two), and one to the store.
      expect(posted).toEqual(['/api/reviews']);
      await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
      await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Thank you');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
      expect(logged.some((text) => text.includes('dataid-4711'))).toBe(true);

      expect(forwarded()).toEqual([{ web_form_id: 'drivefair_customer_review', ...REVIEW, rating: 4, submittedAt: expect.any(String) }]);
      for (const label of ['First name', 'Last name', 'Email', 'Review']) {
        await expect(page.getByLabel(label).inputValue(), label).resolves.toBe('');
      }
      await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
      await expect(page.locator('#review-count').textContent()).resolves.toBe('0/500 characters maximum');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog.count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Submit review');

      // Again, closed with Escape this time.
      await fill(page, REVIEW);
      await submit(page);
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect(dialog.count()).resolves.toBe(0);
      expect(store.requests).toHaveLength(2);
      page.off('console', log);
      page.off('request', post);
      expect(problems.slice(since)).toEqual([]);
    });

    // Last: the clock it installs stays with the page's context.
    await test.step(`closes the Thank You dialog by itself after ${THANK_YOU_AUTO_CLOSE_MS} ms`, async () => {
      resetStore();
      const since = problems.length;
      await page.setViewportSize(VIEWPORTS.desktop);
      // A paused clock: only the test moves time.
      await visitAt(page, `${server.url}/customer-review`, new Date());
      await waitForHydration(page);
      await fill(page, REVIEW);
      await submit(page);
      const dialog = page.getByRole('dialog', { name: 'Thank you' });
      await dialog.waitFor();
      await page.clock.runFor(THANK_YOU_AUTO_CLOSE_MS - 1000);
      await expect(dialog.isVisible()).resolves.toBe(true);
      await page.clock.runFor(1000);
      await dialog.waitFor({ state: 'detached' });
      expect(problems.slice(since)).toEqual([]);
    });
  });

  test('the form: names its controls, checks the answers, counts the review and lights the stars', async ({ page, problems }) => {
    await test.step('names every control as the contract says', async () => {
      await openReviewPage(page);
      for (const label of ['First name', 'Last name', 'Email', 'Review']) {
        await expect(page.getByLabel(label).count(), label).resolves.toBe(1);
      }
      const group = page.getByRole('group', { name: 'Rating' });
      await expect(group.getByRole('radio').count()).resolves.toBe(5);
      for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
        await expect(group.getByRole('radio', { name, exact: true }).count()).resolves.toBe(1);
        await expect(star(page, name).isChecked()).resolves.toBe(false);
      }
      await expect(group.textContent()).resolves.toContain('you may leave no stars');
      await expect(page.getByRole('button', { name: 'Submit review' }).count()).resolves.toBe(1);
      await expect(page.locator('#review-count').textContent()).resolves.toBe('0/500 characters maximum');
      expect(problems).toEqual([]);
    });

    // The same page: the step above only read it.
    await test.step('checks the answers before sending: a message by each field and a summary linking to them', async () => {
      await submit(page);
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
        'Enter your first name',
        'Enter your last name',
        'Enter your email address',
        'Enter your review',
        REVIEW_MESSAGES.consent.missing,
      ]);
      // Focus moves to the summary (GOV.UK), and no star is not an error (spec §5).
      await expect(page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).resolves.toBe(true);
      await expect(page.locator('#review-first-name-error').textContent()).resolves.toBe('Error: Enter your first name');
      await expect(page.locator('#review-text-error').textContent()).resolves.toBe('Error: Enter your review');
      await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');

      await summary.getByRole('link', { name: 'Enter your email address' }).click();
      await expect(activeId(page)).resolves.toBe('review-email');
      expect(new URL(page.url()).hash).toBe('');

      await fill(page, { firstName: 'Ada', email: 'ada@example' });
      // A message goes as soon as its answer is right; the others stay until the next submit.
      await expect(page.locator('#review-first-name-error').count()).resolves.toBe(0);
      await submit(page);
      await expect(page.locator('#review-email-error').textContent()).resolves.toBe(
        'Error: Enter an email address in the correct format, like name@example.com',
      );
      await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
        'Enter your last name',
        'Enter an email address in the correct format, like name@example.com',
        'Enter your review',
      ]);
      expect(store.requests).toHaveLength(0);
      expect(problems).toEqual([]);
    });

    await test.step('counts the review as it is typed and never cuts it off', async () => {
      await openReviewPage(page);
      const counter = page.locator('#review-count');
      await page.getByLabel('Review').pressSequentially('Hi 😀');
      await expect(counter.textContent()).resolves.toBe('4/500 characters maximum');
      await page.getByLabel('Review').fill('é'.repeat(500));
      await expect(counter.textContent()).resolves.toBe('500/500 characters maximum');
      await expect(page.locator('#review-text-error').count()).resolves.toBe(0);
      await page.getByLabel('Review').press('End');
      await page.keyboard.type('!');
      await expect(counter.textContent()).resolves.toBe('501/500 characters maximum');
      await expect(page.getByLabel('Review').inputValue()).resolves.toHaveLength(501);
      await expect(page.locator('#review-text-error').textContent()).resolves.toBe('Error: Review must be 500 characters or fewer');
      await fill(page, { ...REVIEW, review: undefined });
      await submit(page);
      await expect(page.getByRole('alert').getByRole('link').allTextContents()).resolves.toEqual(['Review must be 500 characters or fewer']);
      expect(store.requests).toHaveLength(0);
      await page.getByLabel('Review').press('Backspace');
      await expect(counter.textContent()).resolves.toBe('500/500 characters maximum');
      await expect(page.locator('#review-text-error').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    });

    await test.step('lights the stars on hover, sets them on click, and works from the keyboard', async () => {
      await openReviewPage(page);
      const litStars = () =>
        page
          .locator('.star-rating__star')
          .evaluateAll((labels) => labels.map((label) => getComputedStyle(label.querySelector('svg')!).fill === 'rgb(255, 200, 61)'));
      const settled = async (expected: boolean[]) => {
        await expect.poll(litStars).toEqual(expected);
      };
      await settled([false, false, false, false, false]);
      await star(page, '3 stars').hover();
      await settled([true, true, true, false, false]);
      await page.getByRole('heading', { name: 'Leave a review' }).hover();
      await settled([false, false, false, false, false]);

      await star(page, '4 stars').click();
      await expect(star(page, '4 stars').isChecked()).resolves.toBe(true);
      await page.getByRole('heading', { name: 'Leave a review' }).hover();
      await settled([true, true, true, true, false]);
      // Hovering a lower star shows what a click would choose, without changing the choice.
      await star(page, '2 stars').hover();
      await settled([true, true, false, false, false]);
      await expect(star(page, '4 stars').isChecked()).resolves.toBe(true);
      await page.getByRole('heading', { name: 'Leave a review' }).hover();

      // Keyboard: the group is one Tab stop and the arrow keys choose.
      await page.getByLabel('Email').focus();
      await page.keyboard.press('Tab');
      await expect(activeId(page)).resolves.toBe('review-rating-4');
      await page.keyboard.press('ArrowRight');
      await expect(star(page, '5 stars').isChecked()).resolves.toBe(true);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(star(page, '3 stars').isChecked()).resolves.toBe(true);
      await settled([true, true, true, false, false]);
      await page.keyboard.press('Tab');
      await expect(activeId(page)).resolves.toBe('review-text');
      expect(problems).toEqual([]);
    });
  });

  /**
   * A review the store fails to take, on a form of `site`: the alert says `message`, every value stays, the failure is
   * the only complaint on the console, and sending again once the store recovers works, under the same Idempotency-Key.
   */
  async function failsThenRetried(page: Page, problems: string[], mode: FakeStoreMode, message: string, site: RunningServer) {
    resetStore(mode);
    const since = problems.length;
    await openReviewPage(page, { site });
    await fill(page, REVIEW);
    await star(page, '3 stars').check();
    await submit(page);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(message);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe(REVIEW.firstName);
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe(REVIEW.lastName);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(REVIEW.email);
    await expect(page.getByLabel('Review').inputValue()).resolves.toBe(REVIEW.review);
    await expect(star(page, '3 stars').isChecked()).resolves.toBe(true);
    expect(store.requests).toHaveLength(1);
    // spec §8: the error is logged, and that is the only complaint on the console.
    const complaints = problems.slice(since);
    expect(complaints.length).toBeGreaterThan(0);
    expect(complaints.every((problem) => /Review submission failed|status of 50[24]/.test(problem))).toBe(true);

    // Trying again after the store recovers works, and the alert goes.
    store.setMode({ kind: 'ok' });
    await submit(page);
    await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
    await expect(page.getByText(message).count()).resolves.toBe(0);
    // The retry went with the first try's Idempotency-Key, so the store can tell it is the same review.
    const keys = store.requests.map((sent) => sent.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  }

  // A refusal is "not saved" (spec §8's words); an unreadable answer or none in time: "we may already have it" (issue 30).
  test('keeps every value and shows the alert when sending fails, and sends again once it can', async ({ page, problems }) => {
    await test.step('keeps every value and shows the alert when the data store answers 500', () =>
      failsThenRetried(page, problems, { kind: 'status', status: 500 }, SUBMIT_ERROR_MESSAGE, server));

    await test.step('keeps every value and shows the alert when the data store answers without a dataid', () =>
      failsThenRetried(page, problems, { kind: 'raw', body: '{"ok":true}', contentType: 'application/json' }, REVIEW_OUTCOME_UNKNOWN_MESSAGE, server));

    await test.step('keeps every value and shows the alert on a network error', async () => {
      resetStore();
      await openReviewPage(page);
      await page.route('**/api/reviews', (route) => route.abort('connectionrefused'));
      await fill(page, REVIEW);
      await submit(page);
      await expect(page.getByRole('alert').textContent()).resolves.toBe(SUBMIT_ERROR_MESSAGE);
      await expect(page.getByLabel('Review').inputValue()).resolves.toBe(REVIEW.review);
      expect(store.requests).toHaveLength(0);
    });
  });

  // Its own test: the one case that waits for DATA_STORE_TIMEOUT_MS, the shipped 5 s, on the server that gives up.
  test('keeps every value and shows the alert when the data store does not answer in time', ({ page, problems }) =>
    failsThenRetried(page, problems, { kind: 'hang' }, REVIEW_OUTCOME_UNKNOWN_MESSAGE, timingOutServer));
});

test.describe('before its code arrives (it loads after the first paint, with the page)', () => {
  const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

  /**
   * The review page with every request for the form's code handed to `answer` (which may hold it back); the URLs
   * asked for. Loaded anew, as a fresh visitor gets it: the form keeps nothing in the browser, and the handler of an
   * earlier step's visit goes first.
   */
  async function openWithFormCode(page: Page, answer: (route: Route) => Promise<void>): Promise<string[]> {
    await page.unrouteAll({ behavior: 'wait' });
    const requested: string[] = [];
    await page.route(`**${pageChunk('customer-review')}`, (route) => {
      requested.push(route.request().url());
      return answer(route);
    });
    await page.goto(`${server.url}/customer-review`);
    return requested;
  }

  test('keeps what was typed and posted while its code was on its way, survives the skip link and a way back, and works as a plain HTML form without it', async ({
    page,
    problems,
  }) => {
    await test.step('keeps what was typed and chosen while its code was on its way, then sends it with JavaScript', async () => {
      const { hold, release } = heldRequests();
      try {
        const requested = await openWithFormCode(page, hold);
        await fill(page, REVIEW);
        await page.locator('label', { has: star(page, '4 stars') }).click();
        expect(requested).toHaveLength(1);
        await expect(isHydrated(page)).resolves.toBe(false);

        release();
        await waitForHydration(page);
        // The server rendered 0/500: the count now comes from the state, which took up the typing.
        // The state takes the typing up in an effect after hydration: a render later.
        await expect.poll(() => page.locator('#review-count').textContent()).toBe(`${REVIEW.review.length}/500 characters maximum`);
        await expect(page.getByLabel('First name').inputValue()).resolves.toBe(REVIEW.firstName);
        await expect(star(page, '4 stars').isChecked()).resolves.toBe(true);
        await submit(page);
        await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(forwarded()).toEqual([expect.objectContaining({ ...REVIEW, rating: 4 })]);
        expect(problems).toEqual([]);
      } finally {
        release();
      }
    });

    await test.step('shows a form posted before its code arrived again at its own address, hydrated with the answers (the route’s action data)', async () => {
      resetStore();
      const since = problems.length;
      const { hold, release } = heldRequests();
      let first = true;
      try {
        // Only the first page's code is held: the page the post answers loads its code at once.
        await openWithFormCode(page, (route) => (first ? ((first = false), hold(route)) : route.continue()));
        await fill(page, { lastName: 'Lovelace', email: 'ada@', review: 'Sent before the code came.' });
        await page.locator('label', { has: star(page, '3 stars') }).click();
        await expect(isHydrated(page)).resolves.toBe(false);
        const [response] = await Promise.all([page.waitForResponse(`${server.url}/customer-review`), submit(page)]);
        expect(response.status()).toBe(400);
        await waitForHydration(page);
        expect(new URL(page.url()).pathname).toBe('/customer-review');
        await expect(page.getByRole('alert').getByRole('link').allTextContents()).resolves.toEqual([
          'Enter your first name',
          'Enter an email address in the correct format, like name@example.com',
        ]);
        await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('Lovelace');
        await expect(star(page, '3 stars').isChecked()).resolves.toBe(true);
        await expect(consentBox(page).isChecked()).resolves.toBe(true);
        // Hydrated: put right and sent with JavaScript, thanked in the dialog without leaving the page.
        await fill(page, { firstName: 'Ada', email: 'ada.before@example.com' });
        await submit(page);
        await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
        expect(forwarded()).toEqual([
          expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.before@example.com', rating: 3, review: 'Sent before the code came.' }),
        ]);
        expect(problems.slice(since).filter((problem) => !/status of 400/.test(problem))).toEqual([]);
      } finally {
        release();
      }
    });

    await test.step('stays whole when the skip link is used first (a change of fragment leaves the page as it is)', async () => {
      resetStore();
      const since = problems.length;
      await openWithFormCode(page, (route) => route.continue());
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#main$/);
      await expect(activeId(page)).resolves.toBe('main');
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForURL(/\/customer-review$/);
      await expect(page.getByLabel('First name').count()).resolves.toBe(1);
      await fill(page, REVIEW);
      await waitForHydration(page);
      await submit(page);
      await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
      expect(forwarded()).toEqual([expect.objectContaining(REVIEW)]);
      expect(problems.slice(since)).toEqual([]);
    });

    await test.step('is whole and working when the visitor comes back to the page in the same tab', async () => {
      resetStore();
      const since = problems.length;
      await openWithFormCode(page, (route) => route.continue());
      await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(/\/about-us$/);
      await page.waitForFunction(() => !document.querySelector('form.review-form'));
      await page.goBack();
      await page.waitForURL(/\/customer-review$/);
      await waitForHydration(page);
      await submit(page);
      // Four answers and the consent to publish.
      await expect(page.getByRole('alert').getByRole('link').count()).resolves.toBe(5);
      expect(store.requests).toHaveLength(0);
      expect(problems.slice(since)).toEqual([]);
    });

    // Last: the failed download and the hydration it stopped are reported on the console.
    await test.step('works as a plain HTML form when its code cannot load', async () => {
      resetStore();
      const since = problems.length;
      const requested = await openWithFormCode(page, (route) => route.abort('internetdisconnected'));
      // Its own answers: the page made at build carries one submission id for everyone, so a post with the
      // answers of an earlier test in this file would rightly count as that post again (stored once).
      const own = { ...REVIEW, email: 'plain.html@example.com' };
      await fill(page, own);
      await page.locator('label', { has: star(page, '5 stars') }).click();
      expect(requested.length).toBeGreaterThan(0);
      await submit(page);
      await page.waitForURL(/\/customer-review\?submitted=1$/);
      await expect(page.getByRole('status').textContent()).resolves.toContain('Thank you');
      expect(forwarded()).toEqual([expect.objectContaining({ ...own, rating: 5 })]);
      // Only the failed download and the hydration it stopped are reported; the page never broke.
      expect(problems.slice(since).filter((problem) => !/ERR_INTERNET_DISCONNECTED|hydration: failed/.test(problem))).toEqual([]);
    });
  });
});
