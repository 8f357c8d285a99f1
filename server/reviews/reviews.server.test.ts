import express from 'express';
import request from 'supertest';
import { reviewFormId } from '../../shared/brand/brand.ts';
import {
  REVIEW_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_OUTCOME_UNKNOWN_MESSAGE,
  SUBMISSION_ID_FIELD,
  SUBMIT_ERROR_MESSAGE,
  tooManyReviewsMessage,
} from '../../shared/reviews/reviewSchema.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { freePort } from '../../testing/loopback.mjs';
import { answerAfterTimeout, startFakeDataStore, type FakeDataStore } from '../../testing/fakeDataStore.ts';
import { manualTimers } from '../../testing/manualTimers.ts';
import { REVIEW_RATE_LIMIT, reviewsRoute } from './reviewsRoute.ts';
import { httpReviewStore } from './httpStore.ts';
import { reviewForm, validReview } from '../../testing/reviews.ts';
import { formValues, headings, nameOf, nodes, textOf } from '../../testing/html.ts';

/** What the review form would send as the page shows it: the values kept, the box ticked or not, the star chosen. */
const sent = (html: string) => formValues(html, 'form.review-form');

/** The error summary's links, as a screen reader lists them: [where it goes, what it says]. */
const errorLinks = (html: string) => nodes(html, '[role="alert"] a[href^="#"]').map((link) => [link.properties.href, nameOf(link)]);

/** The words of every alert a screen reader announces. */
const alerts = (html: string) => nodes(html, '[role="alert"]').map(textOf);

/** Scripts that would run: any but JSON data blocks. */
const runnableScripts = (html: string) => nodes(html, 'script').filter((script) => !/^application\/(ld\+)?json$/.test(String(script.properties.type ?? '')));

/** Personal data that must never reach the log. */
const EMAIL = 'zoe.secret-7f3a@example.com';
const REVIEW_TEXT = 'Confidential review text QZXWV: they found two agreements I had forgotten.';
const VALID = validReview({ firstName: 'Zoë', lastName: "O'Neill", email: EMAIL, rating: 4, review: REVIEW_TEXT });
/** DATA_STORE_TIMEOUT_MS's default; the test says when it is up (testing/manualTimers.ts), so no answer waits for it. */
const TIMEOUT_MS = 5_000;
const timers = manualTimers();

let fake: FakeDataStore;
let t: TestApp;
let clients = 0;

/** Each test posts as its own client (TRUST_PROXY=loopback honours X-Forwarded-For), so the rate limit stays out of the way. */
function post(app = t.app, ip = `10.0.${(++clients >> 8) & 255}.${clients & 255}`) {
  return request(app).post('/api/reviews').set('X-Forwarded-For', ip);
}

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

beforeAll(async () => {
  fake = await startFakeDataStore();
  const env = { DATA_STORE_URL: fake.url, DATA_STORE_TIMEOUT_MS: String(TIMEOUT_MS), TRUST_PROXY: 'loopback' };
  t = await buildTestApp(env, { reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: TIMEOUT_MS, schedule: timers.schedule }) });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.setMode({ kind: 'ok' });
});

describe('POST /api/reviews with JSON', () => {
  it('answers 201 with the dataid and forwards exactly the contract payload, once', async () => {
    fake.setMode({ kind: 'ok', dataid: 'abc-123' });
    const before = Date.now();
    const res = await post().send(VALID);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ dataid: 'abc-123' });
    expect(res.headers['cache-control']).toBe('no-store');

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/1.0/data');
    expect(sent!.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(sent!.body) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(['web_form_id', 'firstName', 'lastName', 'email', 'rating', 'review', 'submittedAt']);
    // The consent is checked, never forwarded: the store keeps exactly the contract's fields.
    const { consent: _consent, ...review } = VALID;
    expect(payload).toMatchObject({ ...review, web_form_id: 'drivefair_customer_review' });
    expect(payload.web_form_id).toBe(reviewFormId);
    const submittedAt = payload.submittedAt as string;
    expect(submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(submittedAt).toISOString()).toBe(submittedAt);
    expect(Date.parse(submittedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(submittedAt)).toBeLessThanOrEqual(Date.now());
    expect(t.logs().some((line) => line.dataid === 'abc-123' && line.msg === 'review: saved')).toBe(true);
    // The store's DATA_STORE_TIMEOUT_MS timer ends with the exchange: none left waiting.
    expect(timers.pending()).toEqual([]);
  });

  it('sets web_form_id and submittedAt itself, ignoring any the client sends, and drops other fields', async () => {
    const res = await post().send({ ...VALID, web_form_id: 'someone_else', submittedAt: '1999-01-01T00:00:00.000Z', isAdmin: true });
    expect(res.status).toBe(201);
    const payload = JSON.parse(fake.requests[0]!.body) as Record<string, unknown>;
    expect(payload.web_form_id).toBe('drivefair_customer_review');
    expect(payload.submittedAt).not.toBe('1999-01-01T00:00:00.000Z');
    expect(payload).not.toHaveProperty('isAdmin');
  });

  it('sends trimmed values and a rating of 0 when no star was chosen', async () => {
    const { rating: _rating, ...noRating } = VALID;
    const res = await post().send({ ...noRating, firstName: '  Zoë ', review: `  ${REVIEW_TEXT}\r\n` });
    expect(res.status).toBe(201);
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ firstName: 'Zoë', rating: 0, review: REVIEW_TEXT });
  });

  it('keeps every digit of a numeric dataid past 2^53, as the store wrote it', async () => {
    fake.setMode({ kind: 'raw', body: '{"dataid": 9007199254740993}', contentType: 'application/json' });
    const res = await post().send(VALID);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ dataid: '9007199254740993' });
  });

  it('accepts a numeric dataid and answers it as text', async () => {
    fake.setMode({ kind: 'ok', dataid: 12345 });
    const res = await post().send(VALID);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ dataid: '12345' });
  });

  it('answers 400 with a message for each invalid field, and forwards nothing', async () => {
    const res = await post().send({ firstName: '', lastName: 'Lovelace', email: 'not-an-email', rating: 9, review: 'x'.repeat(REVIEW_MAX_LENGTH + 1) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: expect.any(String),
      fields: {
        firstName: 'Enter your first name',
        email: 'Enter an email address in the correct format, like name@example.com',
        rating: 'Rating must be 1 to 5 stars, or none',
        review: 'Review must be 500 characters or fewer',
        consent: REVIEW_MESSAGES.consent.missing,
      },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a review without the consent to publish it, and forwards nothing (issue 29 item 21)', async () => {
    const { consent: _consent, ...unticked } = VALID;
    for (const body of [unticked, { ...VALID, consent: false }, { ...VALID, consent: 'yes please' }]) {
      const res = await post().send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ consent: REVIEW_MESSAGES.consent.missing });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 400 for hundreds of malformed payloads and forwards none of them', async () => {
    const bodies: unknown[] = [[], [VALID], { ...VALID, rating: '4' }, { ...VALID, rating: null }, { ...VALID, rating: 4.5 }, { ...VALID, email: ['a@b.co'] }];
    const junk = [
      null,
      0,
      -1,
      6,
      Number.POSITIVE_INFINITY,
      '',
      ' ',
      'x'.repeat(600),
      '😀'.repeat(501),
      '<script>',
      {},
      [],
      true,
      'a@',
      '1',
      'Robert"); DROP TABLE reviews;--',
    ];
    for (const field of ['firstName', 'lastName', 'email', 'rating', 'review'] as const) {
      for (const value of junk) {
        const body = { ...VALID, [field]: value };
        // Some junk is valid for some fields ('1' is a fine review); keep only what the schema must refuse.
        if (field === 'review' && typeof value === 'string' && value.trim() && [...value].length <= 500) continue;
        if (field === 'rating' && value === 0) continue;
        // Names may hold any character a person types (issue 13): only empty, too long or control characters fail.
        if ((field === 'firstName' || field === 'lastName') && typeof value === 'string' && value.trim() && [...value.trim()].length <= 100) continue;
        bodies.push(body);
      }
    }
    for (let i = 0; i < 150; i++) bodies.push({ firstName: `A${i}`, lastName: 'B', email: `x${i}@`, review: 'r' });
    expect(bodies.length).toBeGreaterThan(200);
    const statuses = new Map<number, number>();
    for (const body of bodies) {
      const res = await post().send(body as object);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: bodies.length });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['not JSON at all', `{"email": "${EMAIL}", "review": "${REVIEW_TEXT}"`],
    ['a bare string', JSON.stringify(REVIEW_TEXT)],
    ['a number', '42'],
  ])('answers 400 as JSON for a body that is %s, without quoting it', async (_kind, raw) => {
    const res = await post().set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(JSON.stringify(res.body)).not.toContain('Confidential');
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 400 for a JSON request with an empty body', async () => {
    const res = await post().set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('email');
  });

  it('answers 413 for a body over 16 KiB, as JSON', async () => {
    const res = await post().send({ ...VALID, padding: 'x'.repeat(16 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.stringContaining('16 KiB') });
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a body just under 16 KiB (extra fields ignored)', async () => {
    const body = JSON.stringify({ ...VALID, padding: '' });
    const res = await post()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...VALID, padding: 'x'.repeat(16 * 1024 - Buffer.byteLength(body)) }));
    expect(res.status).toBe(201);
  });

  it.each([
    ['text/plain', 'hello'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--'],
    ['application/xml', '<review/>'],
    ['application/json-patch+json', '[]'],
  ])('answers 415 for %s', async (type, body) => {
    const res = await post().set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/application\/json/);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 415 with no content type', async () => {
    const res = await post();
    expect(res.status).toBe(415);
  });

  it('answers 415 for JSON in a charset it cannot read', async () => {
    const res = await post().set('Content-Type', 'application/json; charset=ebcdic').send(JSON.stringify(VALID));
    expect(res.status).toBe(415);
  });

  it('answers 405 to other methods', async () => {
    const res = await request(t.app).get('/api/reviews');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('when the data store fails', () => {
  it.each([
    ['answers 500', { kind: 'status', status: 500 }],
    ['answers 404', { kind: 'status', status: 404 }],
    ['answers 503 quoting the review back', { kind: 'status', status: 503, body: JSON.stringify({ echoed: REVIEW_TEXT, email: EMAIL }) }],
  ] as const)('answers 502 when it %s, having forwarded the review once, and says it was not saved', async (_case, mode) => {
    fake.setMode(mode);
    const res = await post().send(VALID);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'The review could not be saved. Please try again.' });
    expect(fake.requests).toHaveLength(1);
    expect(t.logText()).toContain('review: not saved, data store rejected it');
  });

  // A 2xx whose answer cannot be read: the store most likely kept it (issue 30), so never "not saved".
  it.each([
    ['answers 200 with garbage', { kind: 'raw', body: '<html>oops</html>' }],
    ['answers 200 with an empty body', { kind: 'raw', body: '' }],
    ['answers 200 with JSON but no dataid', { kind: 'raw', body: '{"ok":true}', contentType: 'application/json' }],
    ['answers 200 with a null dataid', { kind: 'raw', body: '{"dataid":null}', contentType: 'application/json' }],
    ['answers 200 with an empty dataid', { kind: 'raw', body: '{"dataid":""}', contentType: 'application/json' }],
    ['answers 200 with an object for a dataid', { kind: 'raw', body: '{"dataid":{"id":1}}', contentType: 'application/json' }],
    ['answers 200 with a JSON list', { kind: 'raw', body: '[{"dataid":"x"}]', contentType: 'application/json' }],
    ['answers 200 with an echo of the review that is not JSON', { kind: 'raw', body: `saved ${EMAIL}: ${REVIEW_TEXT}` }],
  ] as const)('answers 502 when it %s, having forwarded the review once, and says it may already have it', async (_case, mode) => {
    fake.setMode(mode);
    const before = t.logs().length;
    const res = await post().send(VALID);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: REVIEW_OUTCOME_UNKNOWN_MESSAGE, outcome: 'unknown' });
    expect(fake.requests).toHaveLength(1);
    const lines = t.logs().slice(before);
    expect(lines.some((line) => String(line.msg).startsWith('review: outcome unknown'))).toBe(true);
    expect(lines.some((line) => String(line.msg).includes('not saved'))).toBe(false);
  });

  it(`answers 504 when it does not answer within DATA_STORE_TIMEOUT_MS (${TIMEOUT_MS} ms), and does not retry`, async () => {
    fake.setMode({ kind: 'hang' });
    const before = t.logs().length;
    const res = await answerAfterTimeout(post().send(VALID), { fake, timers, timeoutMs: TIMEOUT_MS });
    expect(res.status).toBe(504);
    // The store's own timeout gave up (DataStoreTimeout names it), not the request's or the socket's.
    expect(
      t
        .logs()
        .slice(before)
        .find((line) => String(line.msg).startsWith('review: outcome unknown')),
    ).toMatchObject({ timeoutMs: TIMEOUT_MS });
    // Sent once: a retry would have been made before the answer (the store is asked again only by the visitor).
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 502 when nothing listens at DATA_STORE_URL', async () => {
    const closedUrl = `http://127.0.0.1:${await freePort()}`;
    const refused = await buildTestApp(
      { DATA_STORE_URL: closedUrl },
      { reviewStore: httpReviewStore({ baseUrl: closedUrl, timeoutMs: TIMEOUT_MS, schedule: timers.schedule }) },
    );
    const res = await request(refused.app).post('/api/reviews').send(VALID);
    expect(res.status).toBe(502);
    expect(refused.logText()).toMatch(/ECONNREFUSED/);
    expect(refused.logText()).not.toContain(EMAIL);
  });
});

describe('POST /api/reviews from the form without JavaScript', () => {
  const FORM = reviewForm({ ...VALID, rating: 5 });

  it('answers 303 to the thank-you page and forwards the review with a numeric rating', async () => {
    const res = await post().type('form').send(form(FORM));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/customer-review?submitted=1');
    expect(fake.requests).toHaveLength(1);
    const { consent: _consent, ...review } = FORM;
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ ...review, rating: 5, web_form_id: 'drivefair_customer_review' });
    expect(JSON.parse(fake.requests[0]!.body)).not.toHaveProperty('consent');
  });

  it('shows the form again with the box unticked and a message when it was not ticked, every value kept (issue 29 item 21)', async () => {
    const { consent: _consent, ...unticked } = FORM;
    const res = await post().type('form').send(form(unticked));
    expect(res.status).toBe(400);
    expect(res.text).toContain(REVIEW_MESSAGES.consent.missing);
    expect(sent(res.text).lastName).toBe(FORM.lastName);
    expect(sent(res.text)).not.toHaveProperty('consent');
    expect(nodes(res.text, 'input#review-consent')[0]!.properties.checked).toBeFalsy();
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps the tick when the form comes back for another answer', async () => {
    const res = await post()
      .type('form')
      .send(form({ ...FORM, email: 'zoe@' }));
    expect(res.status).toBe(400);
    expect(sent(res.text).consent).toBe(FORM.consent);
    expect(nodes(res.text, 'input#review-consent')[0]!.properties.checked).toBe(true);
  });

  it('forwards a rating of 0 when no star was chosen (spec §5)', async () => {
    const { rating: _rating, ...noRating } = FORM;
    const res = await post().type('form').send(form(noRating));
    expect(res.status).toBe(303);
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ rating: 0 });
  });

  it('counts a line break the browser sends as CR LF once against the 500 limit', async () => {
    const review = `${'a'.repeat(249)}\r\n${'b'.repeat(250)}`;
    const res = await post()
      .type('form')
      .send(form({ ...FORM, review }));
    expect(res.status).toBe(303);
    expect(JSON.parse(fake.requests[0]!.body).review).toBe(`${'a'.repeat(249)}\n${'b'.repeat(250)}`);
  });

  it('shows the page again with status 400, the errors and every value kept (escaped)', async () => {
    const typed = { firstName: '', lastName: '<script>alert(1)</script>', email: 'zoe@', rating: '3', review: 'Tom & Jerry said "hi" <b>' };
    const res = await post().type('form').send(form(typed));
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.text;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(headings(html).filter((heading) => heading.level === 1)).toEqual([{ level: 1, text: 'Leave a review' }]);
    // GOV.UK error summary, an alert whose links point at the fields.
    expect(alerts(html).some((alert) => alert.startsWith('There is a problem'))).toBe(true);
    // A name may be any text (issue 13): this one is valid, and only ever shown escaped.
    expect(errorLinks(html)).toContainEqual(['#review-first-name', 'Enter your first name']);
    expect(errorLinks(html)).toContainEqual(['#review-email', 'Enter an email address in the correct format, like name@example.com']);
    expect(errorLinks(html).map(([href]) => href)).not.toContain('#review-last-name');
    expect(textOf(nodes(html, '#review-first-name-error')[0]!)).toContain('Enter your first name');
    // The values kept, as typed; escaped, so none of them is markup.
    expect(sent(html)).toMatchObject({ lastName: typed.lastName, email: typed.email, review: typed.review, rating: typed.rating });
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    // Not hydrated (the address is /api/reviews): no script to run at all.
    expect(runnableScripts(html)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [502, { kind: 'status', status: 500 }],
    [504, { kind: 'hang' }],
  ] as const)('shows the page again with status %i, the error alert and the values kept, when the store fails', async (status, mode) => {
    fake.setMode(mode);
    // Answers of their own: the same answers already saved by an earlier test would be recognised as a repeat post.
    const sending = post()
      .type('form')
      .send(form({ ...FORM, lastName: `O'Neill ${status}` }));
    const res = mode.kind === 'hang' ? await answerAfterTimeout(sending, { fake, timers, timeoutMs: TIMEOUT_MS }) : await sending;
    expect(res.status).toBe(status);
    expect(res.type).toBe('text/html');
    // A 500 from the store: not saved (spec §8's words). No answer in time: it may have it (issue 30).
    const words = status === 502 ? SUBMIT_ERROR_MESSAGE : REVIEW_OUTCOME_UNKNOWN_MESSAGE;
    expect(alerts(res.text).some((alert) => alert.startsWith(words.slice(0, 30)))).toBe(true);
    expect(sent(res.text)).toMatchObject({ firstName: 'Zoë', lastName: `O'Neill ${status}`, review: REVIEW_TEXT, rating: '5' });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 413 for a form post over 16 KiB with the page and the alert', async () => {
    const res = await post()
      .type('form')
      .send(form({ ...FORM, review: 'x'.repeat(17 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.text).toContain(SUBMIT_ERROR_MESSAGE);
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the thank-you message at /customer-review?submitted=1 and not without it', async () => {
    const thanked = await request(t.app).get('/customer-review?submitted=1');
    expect(thanked.status).toBe(200);
    // announced: a status region headed "Thank you"
    const thanks = (html: string) => nodes(html, '[role="status"] > h2').map(textOf);
    expect(thanks(thanked.text)).toEqual(['Thank you']);
    const plain = await request(t.app).get('/customer-review');
    expect(thanks(plain.text)).toEqual([]);
    expect(textOf(plain.text)).not.toContain('Thank you');
  });
});

describe('POST /customer-review: the review page’s action (issue 31 item 3)', () => {
  const FORM = reviewForm({ ...VALID, rating: 3, lastName: 'Action' });
  const postForm = (body: string, ip = `10.1.${(++clients >> 8) & 255}.${clients & 255}`) =>
    request(t.app).post('/customer-review').set('X-Forwarded-For', ip).type('form').send(body);
  /** The router state the page is hydrated with, from the boot JSON block. */
  const bootOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="df-boot">(.*?)<\/script>/s.exec(html)![1]!) as {
      assets: { entry?: string };
      hydrationData: { actionData: Record<string, unknown> };
    };

  it('answers a valid review 303 to the thank-you page, no-store, and stores the same answers posted twice once', async () => {
    const first = await postForm(form(FORM));
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/customer-review?submitted=1');
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await postForm(form(FORM));
    expect(again.status).toBe(303);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers['idempotency-key']).toMatch(/^"form:[\w-]+"$/);
    expect(t.app.renders.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('shows the page again with status 400, the values and the errors, as the action data it is hydrated with', async () => {
    const typed = { ...FORM, firstName: '', email: 'zoe@' };
    const res = await postForm(form(typed));
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    expect(errorLinks(res.text)).toContainEqual(['#review-first-name', 'Enter your first name']);
    expect(sent(res.text)).toMatchObject({ email: 'zoe@', rating: '3' });
    // The same document as every page: at its own address it is hydrated, with the action's data.
    const boot = bootOf(res.text);
    expect(boot.assets.entry).toEqual(expect.any(String));
    expect(runnableScripts(res.text).length).toBeGreaterThan(0);
    expect(boot.hydrationData.actionData['customer-review']).toMatchObject({
      values: { firstName: '', lastName: 'Action', email: 'zoe@', rating: '3', consent: 'yes' },
      errors: { firstName: REVIEW_MESSAGES.firstName.missing, email: expect.any(String) },
      submitFailed: false,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('reads a repeated field as a form posted to /api/reviews does (a list is no name)', async () => {
    const repeated = `${form(FORM)}&firstName=Again`;
    const own = await postForm(repeated);
    const older = await post().type('form').send(repeated);
    expect(own.status).toBe(400);
    expect(older.status).toBe(400);
    expect(errorLinks(own.text)).toContainEqual(['#review-first-name', 'Enter your first name']);
    expect(errorLinks(older.text)).toContainEqual(['#review-first-name', 'Enter your first name']);
    // Posted to /api/reviews by an older page: the same page, left unhydrated (the browser's routes do not know that address).
    expect(runnableScripts(older.text)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('says the review may already be kept when the store does not answer, and keeps the submission id for the retry', async () => {
    fake.setMode({ kind: 'hang' });
    const submissionId = '0b9f6c1e-3d2a-4e5f-8a7b-6c5d4e3f2a1b';
    const res = await answerAfterTimeout(postForm(form({ ...FORM, lastName: 'Action unknown', submissionId })), { fake, timers, timeoutMs: TIMEOUT_MS });
    expect(res.status).toBe(504);
    expect(alerts(res.text).some((alert) => alert.startsWith(REVIEW_OUTCOME_UNKNOWN_MESSAGE.slice(0, 30)))).toBe(true);
    expect(sent(res.text)[SUBMISSION_ID_FIELD]).toBe(submissionId);
    expect(bootOf(res.text).hydrationData.actionData['customer-review']).toMatchObject({ submitFailed: true, submissionId });
  });
});

describe('the review form page', () => {
  it('is a form that posts to its own address (issue 20), with the contract’s labels and the counter at 0', async () => {
    const res = await request(t.app).get('/customer-review');
    const html = res.text;
    const [reviewForm] = nodes(html, 'form.review-form');
    expect(reviewForm!.properties).toMatchObject({ method: 'post', action: '/customer-review' });
    /** The words of the label a field is named by: one that points at it, or wraps it. */
    const labelOf = (id: string) => nodes(reviewForm!, `label[for="${id}"], label:has(#${id})`).map(textOf);
    for (const [id, label] of [
      ['review-first-name', 'First name'],
      ['review-last-name', 'Last name'],
      ['review-email', 'Email'],
      ['review-text', 'Review'],
    ]) {
      expect(nodes(reviewForm!, `#${id}`), id).toHaveLength(1);
      expect(labelOf(id!)).toEqual([label]);
    }
    for (const stars of [1, 2, 3, 4, 5]) {
      const [radio] = nodes(reviewForm!, `input#review-rating-${stars}`);
      expect(radio!.properties).toMatchObject({ type: 'radio', name: 'rating', value: String(stars) });
      expect(labelOf(`review-rating-${stars}`)).toHaveLength(1);
      expect(labelOf(`review-rating-${stars}`)[0]).toContain(`${stars} ${stars === 1 ? 'star' : 'stars'}`);
    }
    // no star chosen yet
    expect(sent(html)).not.toHaveProperty('rating');
    expect(textOf(html)).toContain('you may leave no stars');
    expect(textOf(html)).toContain('0/500 characters maximum');
    expect(nodes(reviewForm!, 'button[type="submit"]').map(nameOf)).toEqual(['Submit review']);
    expect(nodes(html, '[role="alert"]')).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('saves a valid review whose connection was reset before the rate limit ran, rather than answering 500', async () => {
    const saved: string[] = [];
    const store = { save: async () => (saved.push('kept'), { dataid: 'kept-after-reset' }), close: async () => {} };
    const app = express();
    // As after a connection reset: the socket no longer knows the client's address, so req.ip is undefined.
    app.use((req, _res, next) => {
      Object.defineProperty(req.socket, 'remoteAddress', { configurable: true, get: () => undefined });
      next();
    });
    app.use('/api/reviews', reviewsRoute({ store, siteUrl: 'https://drivefair.example', formPage: async () => {} }));
    const res = await request(app).post('/api/reviews').send(VALID);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ dataid: 'kept-after-reset' });
    expect(saved).toHaveLength(1);
  });

  it(`answers 429 past ${REVIEW_RATE_LIMIT.limit} reviews from one client, and forwards none past it`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < REVIEW_RATE_LIMIT.limit; i++) {
      const res = await post(t.app, ip).send(VALID);
      expect(res.status).toBe(201);
    }
    const limited = await post(t.app, ip).send(VALID);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String) });
    expect(limited.headers.ratelimit).toMatch(/r=0/);
    expect(limited.headers['ratelimit-policy']).toContain(`q=${REVIEW_RATE_LIMIT.limit}`);
    expect(fake.requests).toHaveLength(REVIEW_RATE_LIMIT.limit);
    // Another client is unaffected.
    expect((await post(t.app, '10.9.9.10').send(VALID)).status).toBe(201);
    // Invalid reviews are answered 400, not counted.
    expect((await post(t.app, ip).send({})).status).toBe(400);
  });

  it('keeps the form’s values on the 429 page for a post without JavaScript', async () => {
    const ip = '10.9.9.11';
    for (let i = 0; i < REVIEW_RATE_LIMIT.limit; i++) await post(t.app, ip).send(VALID);
    const res = await post(t.app, ip)
      .type('form')
      .send(form({ firstName: 'Zoë', lastName: 'Jones', email: EMAIL, review: REVIEW_TEXT, consent: 'yes' }));
    expect(res.status).toBe(429);
    // When to come back, in minutes, agreeing with Retry-After (issue 30: it said "try again" while that was 10 minutes).
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(REVIEW_RATE_LIMIT.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(REVIEW_RATE_LIMIT.windowMs / 1000);
    expect(res.text).toContain(tooManyReviewsMessage(retryAfter));
    expect(res.text).toContain('please try again in 10 minutes.');
    expect(res.text).toContain('value="Jones"');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says to trust it', async () => {
    const untrusting = await buildTestApp(
      { DATA_STORE_URL: fake.url },
      { reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: TIMEOUT_MS, schedule: timers.schedule }) },
    );
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEW_RATE_LIMIT.limit; i++) {
      statuses.push((await post(untrusting.app, `10.8.0.${i + 1}`).send(VALID)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the log', () => {
  it('never holds an email address or a review text, whatever happened', () => {
    const text = t.logText();
    expect(text).toContain('review: saved');
    expect(text).toContain('review: not saved');
    expect(text).toContain('review: invalid');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('zoe.secret');
    expect(text).not.toContain('Confidential review text');
    expect(text).not.toContain('QZXWV');
  });
});

describe('with the embedded data store (DATA_STORE_URL unset)', () => {
  it('keeps the review and answers 201 with a generated dataid', async () => {
    const embedded = await buildTestApp();
    const res = await request(embedded.app).post('/api/reviews').send(VALID);
    expect(res.status).toBe(201);
    expect(res.body.dataid).toMatch(/^[0-9a-f-]{36}$/);
    expect(embedded.logText()).toContain(res.body.dataid);
    expect(embedded.logText()).not.toContain(EMAIL);
  });
});
