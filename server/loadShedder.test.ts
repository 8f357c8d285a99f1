import request from 'supertest';
import { buildTestApp } from '../testing/app.ts';
import { createLoadShedder, loadLevel, type LoadLevel, type LoadShedder, type LoopSample } from './loadShedder.ts';

const LIMITS = { maxUtilization: 0.9, windowMs: 1_000, maxDelayMs: 100 };
/** `count` samples of 100 ms each. */
const samples = (count: number, sample: LoopSample, spanMs = 100) => Array.from({ length: count }, () => ({ ...sample, spanMs }));
const busy = { utilization: 0.97, delayMs: 12 };
const idle = { utilization: 0.2, delayMs: 1 };

describe('loadLevel', () => {
  it('is ok until a whole window has been measured, and for a burst shorter than a window', () => {
    expect(loadLevel(samples(5, busy), LIMITS)).toBe('ok');
    expect(loadLevel([...samples(10, idle), ...samples(8, busy)], LIMITS)).toBe('ok');
  });

  it('is strained after a window busy nearly all the time, however long, while every turn stays short', () => {
    expect(loadLevel([...samples(10, idle), ...samples(10, busy)], LIMITS)).toBe('strained');
    // Busy refusing a flood in microseconds is not overloaded: real requests are still answered at once.
    expect(loadLevel(samples(50, busy), LIMITS)).toBe('strained');
  });

  it('weighs each sample by the real time it covers, however few timer ticks there were', () => {
    // Two turns of 500 ms each: two samples, one second, all late. Counted in ticks this was "two windows of 100 ms".
    expect(loadLevel([...samples(10, idle), ...samples(2, { utilization: 1, delayMs: 490 }, 500)], LIMITS)).toBe('overloaded');
    // One long turn in an otherwise quiet second is a burst: late once, not throughout.
    expect(loadLevel([...samples(10, idle), { utilization: 0.6, delayMs: 300, spanMs: 400 }, ...samples(6, idle)], LIMITS)).toBe('ok');
  });

  it('is overloaded when every sample of a window ran late, even below the busy share', () => {
    expect(loadLevel(samples(10, { utilization: 0.8, delayMs: 150 }), LIMITS)).toBe('overloaded');
  });
});

describe('createLoadShedder', () => {
  it('samples on its timer and reports the level the samples show, with clock and loop injected', () => {
    let now = 0;
    let tick: () => void = () => {};
    let next: LoopSample = idle;
    const shedder = createLoadShedder({
      ...LIMITS,
      sampler: { sample: () => next, stop: () => {} },
      now: () => now,
      every: (run) => ((tick = run), () => {}),
    });
    const advance = (ms: number, sample: LoopSample) => {
      now += ms;
      next = sample;
      tick();
    };
    for (let i = 0; i < 10; i++) advance(100, idle);
    expect(shedder.level()).toBe('ok');
    for (let i = 0; i < 10; i++) advance(100, busy);
    expect(shedder.level()).toBe('strained');
    expect(shedder.overloaded()).toBe(false);
    // Turns of 200 ms: the timer runs late, each sample covers 200 ms of real time.
    for (let i = 0; i < 5; i++) advance(200, { utilization: 1, delayMs: 190 });
    expect(shedder.overloaded()).toBe(true);
    for (let i = 0; i < 20; i++) advance(100, idle);
    expect(shedder.level()).toBe('ok');
    shedder.stop();
  });

  it('measures the real loop (a smoke test: idle reads ok)', async () => {
    const shedder = createLoadShedder({ ...LIMITS, windowMs: 100, sampleEveryMs: 10 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(['ok', 'strained', 'overloaded']).toContain(shedder.level());
    } finally {
      shedder.stop();
    }
  });
});

describe('the front door when the server is saturated', () => {
  it('refuses only junk when strained, all uncached work when overloaded, and never the exempt', async () => {
    let level: LoadLevel = 'ok';
    const loadShedder: LoadShedder = { level: () => level, overloaded: () => level === 'overloaded', stop: () => {} };
    const t = await buildTestApp({}, { loadShedder });
    await request(t.app).get('/faqs');
    await t.app.renderCache.settled();

    level = 'strained';
    for (const junk of ['/no/such/page', '/vehicles/qqqzzz-unknown-make', '/an-unknown-one-segment-path', '/content/unknown']) {
      expect((await request(t.app).get(junk)).status, junk).toBe(503);
    }
    expect((await request(t.app).get('/contact')).status).toBe(200);
    expect((await request(t.app).get('/lenders/mis-sold-black-horse-car-finance')).status).toBe(200);

    level = 'overloaded';
    const shed = await request(t.app).get('/about-us');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    // A visitor's review is never refused for load: it goes on to be checked and saved, by either address.
    const review = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', rating: 5, review: 'Clear and helpful from start to finish.', consent: true };
    expect((await request(t.app).post('/api/reviews').send(review)).status).toBe(201);
    const form = new URLSearchParams({ ...review, rating: '5', consent: 'yes', review: 'Sent without JavaScript.' }).toString();
    expect((await request(t.app).post('/customer-review').type('form').send(form)).status).toBe(303);
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    expect((await request(t.app).get('/faqs')).status).toBe(200);
    expect((await request(t.app).get(t.deps.manifest.entry)).status).toBe(200);
    // Files are read from disk, not rendered: a page already served keeps its favicon and documents.
    expect((await request(t.app).get('/favicon.ico')).status).toBe(200);
    expect((await request(t.app).get('/content/faqs.md')).status).toBe(200);
    level = 'ok';
    expect((await request(t.app).get('/about-us')).status).toBe(200);
  });
});
