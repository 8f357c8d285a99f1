/**
 * Issue 30, item 9: a review is never stored twice and never lost. A save
 * whose outcome is unknown (the store answered late, never, or 200 with
 * something that is not JSON) is answered "we may already have it", and the
 * visitor's retry reaches the store with the same Idempotency-Key, so the
 * store can drop the repeat; the embedded store keeps one row per key itself.
 * The external store is a real HTTP server on 127.0.0.1 (testing/fakeDataStore.ts).
 */
import request from 'supertest';
import { REVIEW_OUTCOME_UNKNOWN_MESSAGE, SUBMIT_ERROR_MESSAGE } from '../../shared/reviews/reviewSchema.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { answerAfterTimeout, startFakeDataStore, type FakeDataStore, type FakeStoreMode } from '../../testing/fakeDataStore.ts';
import { manualTimers } from '../../testing/manualTimers.ts';
import { idempotencyKey } from './httpStore.ts';
import { httpReviewStore } from './httpStore.ts';
import { sqliteReviewStore } from './sqliteStore.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewForm, validReview } from '../../testing/reviews.ts';

/** DATA_STORE_TIMEOUT_MS's default; the test says when it is up (testing/manualTimers.ts), so nothing waits it out. */
const TIMEOUT_MS = 5_000;
const timers = manualTimers();
const REVIEW = validReview({ email: 'ada.idem@example.com', review: 'Retried after a lost reply.' });

let fake: FakeDataStore;
let t: TestApp;
let clients = 0;

function post(app = t.app) {
  return request(app)
    .post('/api/reviews')
    .set('X-Forwarded-For', `10.30.${(++clients >> 8) & 255}.${clients & 255}`);
}

/** The Idempotency-Keys the store has received for this submission, once it has received `count` of them. */
async function keysSentFor(submissionId: string, count: number): Promise<string[]> {
  const keys = () => fake.requests.map((sent) => String(sent.headers['idempotency-key'])).filter((key) => key.includes(submissionId));
  while (keys().length < count) await fake.whenRequests(fake.requests.length + 1);
  return keys();
}

beforeAll(async () => {
  fake = await startFakeDataStore();
  t = await buildTestApp(
    { DATA_STORE_URL: fake.url, DATA_STORE_TIMEOUT_MS: String(TIMEOUT_MS), TRUST_PROXY: 'loopback' },
    { reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: TIMEOUT_MS, schedule: timers.schedule }) },
  );
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.setMode({ kind: 'ok' });
});

describe('a save whose outcome is unknown, sent again', () => {
  it.each<[string, FakeStoreMode, number]>([
    ['answers after the timeout', { kind: 'hang' }, 504],
    ['never answers', { kind: 'hang' }, 504],
    ['answers 200 with something that is not JSON', { kind: 'raw', body: '<html>saved</html>' }, 502],
  ])('when the store %s: "we may already have it", and the retry carries the same Idempotency-Key', async (_case, mode, status) => {
    fake.setMode(mode);
    const submissionId = crypto.randomUUID();
    const body = { ...REVIEW, review: `${REVIEW.review} ${_case}`, submissionId };
    const before = t.logs().length;
    const first = mode.kind === 'hang' ? await answerAfterTimeout(post().send(body), { fake, timers, timeoutMs: TIMEOUT_MS }) : await post().send(body);
    // The store answers (it kept the review) once the server has given up on it: too late to change the answer.
    if (_case === 'answers after the timeout') fake.answerHeld();
    expect(first.status).toBe(status);
    expect(first.body).toEqual({ error: REVIEW_OUTCOME_UNKNOWN_MESSAGE, outcome: 'unknown' });
    const [firstKey] = await keysSentFor(submissionId, 1);
    expect(firstKey).toMatch(new RegExp(`^"${submissionId}:[\\w-]{43}"$`));
    // Never "not saved" in the log while it may have been.
    const firstLines = t.logs().slice(before);
    expect(firstLines.some((line) => String(line.msg).includes('not saved'))).toBe(false);
    expect(firstLines.some((line) => String(line.msg).startsWith('review: outcome unknown'))).toBe(true);

    fake.setMode({ kind: 'ok', dataid: 'kept-once' });
    const retry = await post().send(body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ dataid: 'kept-once' });
    expect(await keysSentFor(submissionId, 2)).toEqual([firstKey, firstKey]);
    expect(t.logs().some((line) => line.resent === true && line.dataid === 'kept-once')).toBe(true);
    // The JSON body is still exactly the contract's seven fields: the key travels in the header only.
    expect(Object.keys(JSON.parse(fake.requests.at(-1)!.body) as object)).toEqual([
      'web_form_id',
      'firstName',
      'lastName',
      'email',
      'rating',
      'review',
      'submittedAt',
    ]);
  });

  it('keeps each review of a burst against a slow store under its own key, the same on every retry', async () => {
    fake.setMode({ kind: 'hang' });
    const bodies = Array.from({ length: 8 }, (_, i) => ({ ...REVIEW, review: `Burst review ${i}`, submissionId: crypto.randomUUID() }));
    const first = await answerAfterTimeout(Promise.all(bodies.map((body) => post().send(body))), { fake, timers, timeoutMs: TIMEOUT_MS, requests: 8 });
    expect(first.map((res) => res.status)).toEqual(bodies.map(() => 504));
    const firstKeys = await Promise.all(bodies.map(async (body) => (await keysSentFor(body.submissionId, 1))[0]));
    expect(new Set(firstKeys).size).toBe(8);

    fake.setMode({ kind: 'ok' });
    const retried = await Promise.all(bodies.map((body) => post().send(body)));
    expect(retried.map((res) => res.status)).toEqual(bodies.map(() => 201));
    for (const [i, body] of bodies.entries()) expect(await keysSentFor(body.submissionId, 2)).toEqual([firstKeys[i], firstKeys[i]]);
  });

  it('shows the form without JavaScript "we may already have it", and its retry carries the same key', async () => {
    fake.setMode({ kind: 'hang' });
    const submissionId = crypto.randomUUID();
    const form = new URLSearchParams(reviewForm({ ...REVIEW, review: 'Posted without JavaScript.', submissionId })).toString();
    const first = await answerAfterTimeout(post().type('form').send(form), { fake, timers, timeoutMs: TIMEOUT_MS });
    expect(first.status).toBe(504);
    expect(first.text).toMatch(/role="alert"[^>]*>We may already have your review/);
    expect(first.text).not.toContain(SUBMIT_ERROR_MESSAGE);
    // The page shown again keeps the submission id, so the browser sends it again.
    expect(first.text).toContain(`value="${submissionId}"`);
    const [firstKey] = await keysSentFor(submissionId, 1);
    fake.setMode({ kind: 'ok' });
    expect((await post().type('form').send(form)).status).toBe(303);
    expect(await keysSentFor(submissionId, 2)).toEqual([firstKey, firstKey]);
  });

  it('says "not saved" when the store refused it (a 500), and a retry carries the same key', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    const body = { ...REVIEW, review: 'Refused first.', submissionId: crypto.randomUUID() };
    const first = await post().send(body);
    expect(first.status).toBe(502);
    expect(first.body).toEqual({ error: 'The review could not be saved. Please try again.' });
    fake.setMode({ kind: 'ok' });
    expect((await post().send(body)).status).toBe(201);
    const keys = await keysSentFor(body.submissionId, 2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the Idempotency-Key', () => {
  it('is made by the server for JSON posted without a submission id: one per post', async () => {
    // The same answers twice: without an id they are two reviews, as before; each still has a key.
    expect((await post().send({ ...REVIEW, review: 'No id.' })).status).toBe(201);
    expect((await post().send({ ...REVIEW, review: 'No id.' })).status).toBe(201);
    const sent = fake.requests.filter((request) => (JSON.parse(request.body) as { review: string }).review === 'No id.');
    const keys = sent.map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}:[\w-]{43}"$/), expect.stringMatching(/^"[0-9a-f-]{36}:[\w-]{43}"$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is a structured-field string of printable ASCII, whatever it is given', () => {
    expect(idempotencyKey('abc:def')).toBe('"abc:def"');
    expect(idempotencyKey('a"b\\c\nd\u00e9')).toBe('"abcd"');
  });
});

describe('the embedded store', () => {
  it('keeps one row for two posts with one submission id, answering both with its dataid', async () => {
    const store = sqliteReviewStore(mkdtempSync(join(tmpdir(), 'drivefair-idem-')));
    const embedded = await buildTestApp({ TRUST_PROXY: 'loopback' }, { reviewStore: store });
    const body = { ...REVIEW, submissionId: crypto.randomUUID() };
    const first = await post(embedded.app).send(body);
    const second = await post(embedded.app).send(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect([...store.all()]).toHaveLength(1);
    // And across a restart (a fresh registry): the table itself keeps one row per key.
    const restarted = await buildTestApp({ TRUST_PROXY: 'loopback' }, { reviewStore: store });
    expect((await post(restarted.app).send(body)).body).toEqual(first.body);
    expect([...store.all()]).toHaveLength(1);
    await store.close();
  });
});
