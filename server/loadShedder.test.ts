import request from 'supertest';
import { buildTestApp } from '../testing/app.ts';
import { createLoadShedder, type LoadShedder } from './loadShedder.ts';

function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('createLoadShedder', () => {
  it('says overloaded while the loop is held, and not once it has caught up', async () => {
    const shedder = createLoadShedder({ maxLagMs: 50, windowMs: 100 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(shedder.overloaded()).toBe(false);
      spin(120);
      // Mid-turn, the timer could not fire: behind right now.
      expect(shedder.overloaded()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(shedder.overloaded()).toBe(false);
    } finally {
      shedder.stop();
    }
  });

  it('says overloaded after several windows spent nearly all busy, in short turns', async () => {
    const shedder = createLoadShedder({ maxLagMs: 1_000, windowMs: 100, maxUtilization: 0.8, sustainedWindows: 2 });
    try {
      // One busy window is a burst, not a flood.
      let until = performance.now() + 120;
      while (performance.now() < until) {
        spin(8);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(shedder.overloaded()).toBe(false);
      until = performance.now() + 450;
      while (performance.now() < until) {
        spin(8);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(shedder.overloaded()).toBe(true);
    } finally {
      shedder.stop();
    }
  });
});

describe('the front door when the server is saturated', () => {
  it('answers work 503 at once, and the health checks, cached pages, assets and review posts as ever', async () => {
    let saturated = false;
    const loadShedder: LoadShedder = { overloaded: () => saturated, stop: () => {} };
    const t = await buildTestApp({}, { loadShedder });
    await request(t.app).get('/faqs');
    await t.app.renderCache.settled();
    saturated = true;
    const shed = await request(t.app).get('/contact');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    // A visitor's review is never refused for load: it goes on to be checked and saved.
    const review = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', rating: 5, review: 'Clear and helpful from start to finish.' };
    expect((await request(t.app).post('/api/reviews').send(review)).status).toBe(201);
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    expect((await request(t.app).get('/faqs')).status).toBe(200);
    expect((await request(t.app).get(t.deps.manifest.entry)).status).toBe(200);
    // Files are read from disk, not rendered: a page already served keeps its favicon and documents.
    expect((await request(t.app).get('/favicon.ico')).status).toBe(200);
    expect((await request(t.app).get('/content/faqs.md')).status).toBe(200);
    saturated = false;
    expect((await request(t.app).get('/contact')).status).toBe(200);
  });
});
