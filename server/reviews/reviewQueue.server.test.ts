import request from 'supertest';
import { retryLaterMessage } from '../../shared/reviews/reviewSchema.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { startFakeDataStore, type FakeDataStore } from '../../testing/fakeDataStore.ts';
import { manualTimers } from '../../testing/manualTimers.ts';
import { httpReviewStore } from './httpStore.ts';
import { createReviewQueue, ReviewQueueFull } from './reviewQueue.ts';
import { readReviews, sqliteReviewStore } from './sqliteStore.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewForm, validReview } from '../../testing/reviews.ts';

/** A promise and the function that settles it: a save the test finishes when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('review queue', () => {
  it('runs saves up to its concurrency, then lets the rest wait their turn in order', async () => {
    const queue = createReviewQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 60_000, retryAfterS: 10 });
    const first = gate();
    const order: number[] = [];
    const a = queue.run(async () => (await first.opened, order.push(1)));
    const b = queue.run(async () => order.push(2));
    const c = queue.run(async () => order.push(3));
    expect(queue.stats()).toEqual({ waiting: 2, saving: 1 });
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual([1, 2, 3]);
    expect(queue.stats()).toEqual({ waiting: 0, saving: 0 });
  });

  it('refuses at once when the line is full, and once its wait runs out, never having started the save', async () => {
    const timers = manualTimers();
    const queue = createReviewQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000, retryAfterS: 7 }, timers.schedule);
    const first = gate();
    let started = 0;
    let refused = false;
    const running = queue.run(async () => (started++, await first.opened));
    const waiting = queue.run(async () => started++);
    waiting.catch(() => (refused = true));
    await expect(queue.run(async () => started++)).rejects.toEqual(new ReviewQueueFull(7));
    expect(refused).toBe(false); // still waiting its turn until the wait runs out
    expect(timers.pending()).toEqual([10_000]);
    timers.fire(10_000);
    await expect(waiting).rejects.toEqual(new ReviewQueueFull(7));
    expect(queue.stats()).toEqual({ waiting: 0, saving: 1 });
    first.open();
    await running;
    expect(started).toBe(1);
  });

  it('cancels the wait’s timer when the turn comes', async () => {
    const timers = manualTimers();
    const queue = createReviewQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000, retryAfterS: 7 }, timers.schedule);
    const first = gate();
    const running = queue.run(() => first.opened);
    const waiting = queue.run(async () => 'saved');
    expect(timers.pending()).toEqual([10_000]);
    first.open();
    await running;
    expect(await waiting).toBe('saved');
    expect(timers.pending()).toEqual([]);
  });
});

describe('a review post when the queue is full', () => {
  let fake: FakeDataStore;
  let t: TestApp;
  const REVIEW = validReview({ email: 'ada.queue@example.com', review: 'Queued review text' });

  beforeAll(async () => {
    fake = await startFakeDataStore({ kind: 'hang' });
    t = await buildTestApp(
      { DATA_STORE_URL: fake.url, TRUST_PROXY: 'loopback' },
      {
        reviewStore: httpReviewStore({ baseUrl: fake.url, timeoutMs: 60_000 }),
        reviewQueue: createReviewQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000, retryAfterS: 10 }),
      },
    );
  });
  afterAll(() => fake.close());

  it('answers 503 with Retry-After, keeps the values and says when to send again (JSON and no JavaScript); the store never sees it', async () => {
    // One review takes the only turn and hangs at the store.
    const hanging = request(t.app).post('/api/reviews').set('X-Forwarded-For', '10.8.0.1').send(REVIEW).then();
    await fake.whenRequests(1);
    expect(fake.requests).toHaveLength(1);

    const json = await request(t.app).post('/api/reviews').set('X-Forwarded-For', '10.8.0.2').send(REVIEW);
    expect(json.status).toBe(503);
    expect(json.headers['retry-after']).toBe('10');
    expect(json.body).toEqual({ error: retryLaterMessage(10) });

    const form = await request(t.app)
      .post('/customer-review')
      .set('X-Forwarded-For', '10.8.0.3')
      .type('form')
      .send(new URLSearchParams(reviewForm({ ...REVIEW, submissionId: '6f1c2a4e-8b7d-4c3e-9a2b-1d0e5f6a7b8c' })).toString());
    expect(form.status).toBe(503);
    expect(form.headers['retry-after']).toBe('10');
    expect(form.type).toBe('text/html');
    expect(form.text).toMatch(/^<!DOCTYPE html>/);
    expect(form.text).toContain(retryLaterMessage(10));
    expect(form.text).toContain('value="Ada"');
    expect(form.text).toContain('value="ada.queue@example.com"');
    expect(form.text).toContain('>Queued review text</textarea>');
    expect(form.text).toContain('value="6f1c2a4e-8b7d-4c3e-9a2b-1d0e5f6a7b8c"');
    expect(fake.requests).toHaveLength(1);
    void hanging;
  });
});

describe('the form without JavaScript at the page’s own address', () => {
  let t: TestApp;
  let dataDir: string;
  const FORM = reviewForm(
    validReview({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.form@example.com', rating: 4, review: 'Posted twice by mistake' }),
  );
  const body = (values: Record<string, string>) => new URLSearchParams(values).toString();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'drivefair-queue-form-'));
    t = await buildTestApp({ TRUST_PROXY: 'loopback' }, { reviewStore: sqliteReviewStore(dataDir) });
  });

  const rows = () => {
    const read = readReviews(dataDir)!;
    try {
      return [...read.reviews].filter((row) => row.email === FORM.email).length;
    } finally {
      read.close();
    }
  };

  it('posts to /customer-review, whose GET is the page itself (no 405)', async () => {
    const page = await request(t.app).get('/customer-review');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*action="\/customer-review"/);
    expect(page.text).toMatch(/<input type="hidden" name="submissionId" value="[0-9a-f-]{36}"\/>/);
  });

  it('shows the form again there with the errors and the values, an address that still works when reloaded', async () => {
    const res = await request(t.app)
      .post('/customer-review')
      .set('X-Forwarded-For', '10.7.0.1')
      .type('form')
      .send(body({ ...FORM, email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain('There is a problem');
  });

  it('stores one review when the same answers are posted twice, with the page’s submission id or none', async () => {
    const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    for (const ip of ['10.7.0.2', '10.7.0.3']) {
      const res = await request(t.app)
        .post('/customer-review')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send(body({ ...FORM, submissionId: id }));
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/customer-review?submitted=1');
    }
    expect(rows()).toBe(1);
    const again = { ...FORM, review: 'An older page without a submission id' };
    for (const ip of ['10.7.0.4', '10.7.0.5']) {
      expect((await request(t.app).post('/api/reviews').set('X-Forwarded-For', ip).type('form').send(body(again))).status).toBe(303);
    }
    expect(rows()).toBe(2);
  });
});
