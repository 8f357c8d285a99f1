/**
 * Issue 13 for POST /api/reviews: real names pass, posts from other sites and
 * other charsets do not, a retry after a lost reply is the same review, and a
 * locked embedded database answers 503 quickly without stalling the server.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { REVIEW_MESSAGES, newSubmissionId, retryLaterMessage } from '../../shared/reviews/reviewSchema.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { startFakeDataStore, type FakeDataStore } from '../../testing/fakeDataStore.ts';
import { manualTimers } from '../../testing/manualTimers.ts';
import { httpReviewStore } from './httpStore.ts';
import { REVIEWS_DB_FILE, sqliteReviewStore } from './sqliteStore.ts';
import { reviewForm, validReview } from '../../testing/reviews.ts';
import { waitFor } from '../../testing/waitFor.ts';

const SITE = 'https://drivefair.example';
const VALID = validReview({ email: 'ada.robust@example.com' });
const CONTRACT_FIELDS = ['web_form_id', 'firstName', 'lastName', 'email', 'rating', 'review', 'submittedAt'];

let fake: FakeDataStore;
let t: TestApp;
let clients = 0;

function post(app = t.app) {
  clients += 1;
  return request(app)
    .post('/api/reviews')
    .set('X-Forwarded-For', `10.13.${(clients >> 8) & 255}.${clients & 255}`);
}

beforeAll(async () => {
  fake = await startFakeDataStore();
  t = await buildTestApp(
    { DATA_STORE_URL: fake.url, TRUST_PROXY: 'loopback' },
    { reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: 5_000, schedule: manualTimers().schedule }) },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setMode({ kind: 'ok' });
});

describe('names as people write them', () => {
  const NAMES = [
    ['St. John', 'Smith Jr.'],
    ['J.R.R.', 'Tolkien'],
    ['X Æ A-12', 'Musk'],
    ['Ada', 'Lovelace 2nd'],
    ['محمد', 'Nguyễn'],
  ] as const;

  it.each(NAMES)('accepts %s %s as JSON and forwards it as typed', async (firstName, lastName) => {
    const res = await post().send({ ...VALID, firstName, lastName });
    expect(res.status).toBe(201);
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ firstName, lastName });
  });

  it.each(NAMES)('accepts %s %s from the form without JavaScript', async (firstName, lastName) => {
    const res = await post()
      .type('form')
      .send(new URLSearchParams(reviewForm({ ...VALID, firstName, lastName })).toString());
    expect(res.status).toBe(303);
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ firstName, lastName });
  });

  it('refuses a name with a line break or a tab, with the same message the form shows', async () => {
    const res = await post().send({ ...VALID, firstName: 'Ada\nLovelace', lastName: 'Love\tlace' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstName: REVIEW_MESSAGES.firstName.pattern, lastName: REVIEW_MESSAGES.lastName.pattern });
    expect(fake.requests).toHaveLength(0);
  });

  it('caps a name at 100 characters', async () => {
    expect((await post().send({ ...VALID, firstName: 'A'.repeat(100) })).status).toBe(201);
    expect((await post().send({ ...VALID, firstName: 'A'.repeat(101) })).body.fields).toEqual({ firstName: REVIEW_MESSAGES.firstName.tooLong });
  });
});

describe('posts from other sites', () => {
  const form = new URLSearchParams(reviewForm(VALID)).toString();

  it.each([
    ['a form on another site (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['an old browser naming another origin', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a look-alike origin', { Origin: 'https://drivefair.example.evil.example' }],
    ['the same host on another scheme', { Origin: 'http://drivefair.example' }],
    ['cross-site even with our Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }],
    ['a sibling host of the site naming another origin', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.drivefair.example' }],
    ['an old browser naming the host a trusted proxy did not forward', { Origin: 'https://cdn.example', 'X-Forwarded-Host': 'other.example' }],
  ])('refuses %s with 403, as a form or as JSON, and forwards nothing', async (_case, headers) => {
    const asForm = await post().set(headers).type('form').send(form);
    expect(asForm.status).toBe(403);
    expect(asForm.type).toBe('text/html');
    // The form again, not an error page: what the visitor typed is all still there.
    expect(asForm.text).toContain('value="ada.robust@example.com"');
    expect(asForm.text).toContain('from a page on another site');
    const asJson = await post().set(headers).send(VALID);
    expect(asJson.status).toBe(403);
    expect(asJson.body).toEqual({ error: expect.any(String) });
    const asText = await post().set(headers).set('Content-Type', 'text/plain').send(JSON.stringify(VALID));
    expect(asText.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['the site’s own form (Origin is SITE_URL)', { 'Sec-Fetch-Site': 'same-origin', Origin: SITE }],
    ['the request’s own host and scheme', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://127.0.0.1' }],
    ['a same-site navigation with our Origin', { 'Sec-Fetch-Site': 'same-site', Origin: SITE }],
    ['a client sending neither header (curl)', {}],
    ['a browser sending only Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a typed address (Sec-Fetch-Site: none)', { 'Sec-Fetch-Site': 'none' }],
    // Issue 48: the edge or a CDN in front, its public name neither SITE_URL's nor the Host the service sees.
    ['a browser on a front with another public name (same-origin)', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://www.cdn-front.example' }],
    [
      'an old browser through a trusted proxy that forwards the public host',
      { Origin: 'https://www.cdn-front.example', 'X-Forwarded-Host': 'www.cdn-front.example', 'X-Forwarded-Proto': 'https' },
    ],
    ['an old browser through the edge on a port (Host as sent)', { Origin: 'http://127.0.0.1:8080', 'X-Forwarded-Host': '127.0.0.1:8080' }],
  ])('accepts %s', async (_case, headers) => {
    const asForm = await post().set('Host', '127.0.0.1').set(headers).type('form').send(form);
    expect(asForm.status).toBe(303);
    const asJson = await post().set('Host', '127.0.0.1').set(headers).send(VALID);
    expect(asJson.status).toBe(201);
  });
});

describe('the forwarded host counts only from a trusted proxy', () => {
  let untrusted: TestApp;
  beforeAll(async () => {
    untrusted = await buildTestApp({ DATA_STORE_URL: fake.url }, { reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: 2_000 }) });
  });

  it('refuses an old browser’s post whose Origin only an untrusted X-Forwarded-Host names', async () => {
    const headers = { Origin: 'https://www.cdn-front.example', 'X-Forwarded-Host': 'www.cdn-front.example', 'X-Forwarded-Proto': 'https' };
    expect((await request(untrusted.app).post('/api/reviews').set(headers).send(VALID)).status).toBe(403);
    expect(fake.requests).toHaveLength(0);
    // The same post with the browser's own Sec-Fetch-Site is the site's: the browser compared the origins itself.
    const same = await request(untrusted.app)
      .post('/api/reviews')
      .set({ ...headers, 'Sec-Fetch-Site': 'same-origin' })
      .send(VALID);
    expect(same.status).toBe(201);
  });
});

describe('only UTF-8 is read', () => {
  it.each([
    ['application/json; charset=utf-7', JSON.stringify(VALID)],
    ['application/json; charset=utf-16', JSON.stringify(VALID)],
    ['application/json; charset=iso-8859-1', JSON.stringify(VALID)],
    ['application/json; charset=utf8', JSON.stringify(VALID)],
    ['application/x-www-form-urlencoded; charset=utf-7', new URLSearchParams(reviewForm(VALID)).toString()],
    ['application/x-www-form-urlencoded; charset=windows-1252', new URLSearchParams(reviewForm(VALID)).toString()],
  ])('answers 415 for %s', async (type, body) => {
    const res = await post().set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['application/json; charset=utf-8', 'application/json; charset="UTF-8"', 'application/json;charset=UTF-8', 'application/json'])(
    'reads %s',
    async (type) => {
      const res = await post().set('Content-Type', type).send(JSON.stringify(VALID));
      expect(res.status).toBe(201);
    },
  );
});

describe('a retry of the same submission', () => {
  it('answers the first dataid and keeps no second record, with exactly the contract’s fields forwarded', async () => {
    const submissionId = newSubmissionId();
    const first = await post().send({ ...VALID, submissionId });
    const retry = await post().send({ ...VALID, submissionId });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.dataid).toBe(first.body.dataid);
    expect(fake.requests).toHaveLength(1);
    expect(Object.keys(JSON.parse(fake.requests[0]!.body))).toEqual(CONTRACT_FIELDS);
    expect(t.logs().some((line) => line.msg === 'review: already saved, answered with its dataid' && line.dataid === first.body.dataid)).toBe(true);
  });

  it('makes a duplicate that arrives while the first is still being saved wait for the first’s result', async () => {
    // The store holds the first save until the test answers it, once it has it: the second post, sent with the first,
    // meets a save in flight (and if a slow machine brings it in later, it meets the kept one: one record either way).
    fake.setMode({ kind: 'hang' });
    const submissionId = newSubmissionId();
    const both = Promise.all([post().send({ ...VALID, submissionId }), post().send({ ...VALID, submissionId })]);
    await fake.whenRequests(1);
    expect(fake.answerHeld()).toBe(1);
    const [a, b] = await both;
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.dataid).toBe(b.body.dataid);
    expect(fake.requests).toHaveLength(1);
  });

  it('tries again after a failure, and treats other answers under the same id as another review', async () => {
    const submissionId = newSubmissionId();
    fake.setMode({ kind: 'status', status: 500 });
    expect((await post().send({ ...VALID, submissionId })).status).toBe(502);
    fake.setMode({ kind: 'ok' });
    const retried = await post().send({ ...VALID, submissionId });
    expect(retried.status).toBe(201);
    const changed = await post().send({ ...VALID, review: 'Changed my mind: excellent.', submissionId });
    expect(changed.status).toBe(201);
    expect(changed.body.dataid).not.toBe(retried.body.dataid);
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps reviews without an id apart, as before', async () => {
    const [a, b] = [await post().send(VALID), await post().send(VALID)];
    expect(a.body.dataid).not.toBe(b.body.dataid);
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['not-a-uuid', 42, '0f8fad5b-d9cb-469f-a165-70867728950e-extra'])('answers 400 for a submission id %j', async (submissionId) => {
    const res = await post().send({ ...VALID, submissionId });
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('is recognised across a restart with the embedded store', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drivefair-retry-'));
    const submissionId = newSubmissionId();
    const before = await buildTestApp({}, { reviewStore: sqliteReviewStore(dataDir) });
    const first = await request(before.app)
      .post('/api/reviews')
      .send({ ...VALID, submissionId });
    await before.deps.reviewStore.close();
    const store = sqliteReviewStore(dataDir);
    const after = await buildTestApp({}, { reviewStore: store });
    const retry = await request(after.app)
      .post('/api/reviews')
      .send({ ...VALID, submissionId });
    expect(retry.status).toBe(201);
    expect(retry.body.dataid).toBe(first.body.dataid);
    expect([...store.all()]).toHaveLength(1);
    await store.close();
  });
});

describe('a locked embedded database', () => {
  let server: Server;
  let dataDir: string;
  let locker: Database.Database;
  let local: TestApp;
  // The store's clock, which the test moves on: its busy budget is spent only when the test says so.
  let clock = 0;
  let clockReadings = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'drivefair-locked-'));
    local = await buildTestApp({}, { reviewStore: sqliteReviewStore(dataDir, { now: () => (clockReadings++, clock) }) });
    server = createServer(local.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Another process (here another connection) holds the write lock, as `sqlite3 reviews.sqlite` in a shell could.
    locker = new Database(join(dataDir, REVIEWS_DB_FILE));
    locker.exec('BEGIN IMMEDIATE');
  });
  afterAll(async () => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
    server.close();
    await local.deps.reviewStore.close();
  });

  /** Once the store has tried again (it read its clock twice more), moves its clock past the busy budget. */
  async function spendBudgetOnceTrying(): Promise<void> {
    const readings = clockReadings;
    await waitFor(() => expect(clockReadings).toBeGreaterThan(readings + 2));
    clock += 60_000;
  }

  function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, retryAfter: res.headers['retry-after'] as string | undefined }));
      });
      req.on('error', reject);
      req.end(init.body);
    });
  }

  it('answers 503 with a clear error once its wait is spent, and /healthz answers meanwhile: nothing waits on the lock', async () => {
    const json = { 'Content-Type': 'application/json' };
    let answeredReviews = 0;
    const reviews = Array.from({ length: 4 }, () =>
      send('/api/reviews', { method: 'POST', headers: json, body: JSON.stringify(VALID) }).finally(() => (answeredReviews += 1)),
    );
    // The store is trying again and again (it reads its clock at each try): the reviews are waiting on the lock.
    const readings = clockReadings;
    await waitFor(() => expect(clockReadings).toBeGreaterThan(readings + 8));
    // The old 5 s busy timeout held the event loop, and /healthz with it; now every check answers while the reviews wait.
    for (let i = 0; i < 10; i++) expect((await send('/healthz')).status).toBe(200);
    expect(answeredReviews).toBe(0);
    await spendBudgetOnceTrying();
    const answered = await Promise.all(reviews);
    for (const res of answered) {
      expect(res.status).toBe(503);
      expect(res.retryAfter).toBe('5');
      expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/try again/i) });
    }
    expect(local.logs().some((line) => line.msg === 'review: not saved, data store busy')).toBe(true);
  });

  it('shows the form again with the error alert for a post without JavaScript', async () => {
    const answer = send('/api/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(reviewForm(VALID)).toString(),
    });
    await spendBudgetOnceTrying();
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body).toContain(retryLaterMessage(5));
    expect(res.body).toContain('value="Lovelace"');
  });

  it('saves again once the lock is gone', async () => {
    locker.exec('ROLLBACK');
    const res = await send('/api/reviews', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID) });
    expect(res.status).toBe(201);
  });
});

describe('the log', () => {
  it('gets no stack outside JSON when a client sends X-Forwarded-For to a server that trusts no proxy', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const untrusting = await buildTestApp();
      for (let i = 0; i < 3; i++) await request(untrusting.app).post('/api/reviews').set('X-Forwarded-For', `203.0.113.${i}`).send(VALID);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('ends every review request with a line, even one cut off before its answer', async () => {
    const local = await buildTestApp();
    const server = createServer(local.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify(VALID);
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/reviews',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      req.on('error', () => {});
      const received = new Promise((resolve) => server.once('request', resolve));
      req.write(body.slice(0, 10));
      // The server has the head and is reading the body when the client goes.
      await received;
      req.destroy();
      await waitFor(() => expect(local.logText()).toContain('review: connection closed'));
      expect(local.logs().find((line) => line.msg === 'review: connection closed before the answer was sent')).toMatchObject({ level: 40, stage: 'reading' });
    } finally {
      server.close();
    }
  });
});
