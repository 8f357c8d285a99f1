import { pbkdf2Sync } from 'node:crypto';
import type { RequestListener } from 'node:http';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { createAdminApp } from './adminServer.ts';
import { createMetrics, ELU_WINDOW_MS, routeKind } from './metrics.ts';
import { validReview } from '../../testing/reviews.ts';

/** The value of one series in a Prometheus text answer (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The admin listener of a test app: where /metrics is served (never on the site's port). */
function adminOf(t: TestApp): RequestListener {
  return createAdminApp({ lifecycle: t.deps.lifecycle, metrics: t.deps.metrics });
}

async function scrape(t: TestApp): Promise<string> {
  const res = await request(adminOf(t)).get('/metrics');
  expect(res.status).toBe(200);
  return res.text;
}

describe('routeKind', () => {
  it.each([
    ['GET', '/', 'page'],
    ['GET', '/lenders/mis-sold-close-brothers-car-finance', 'page'],
    ['GET', '/healthz', 'health'],
    ['GET', '/assets/entry-ABC.js', 'asset'],
    ['GET', '/content/faqs.md', 'document'],
    ['POST', '/api/reviews', 'review'],
    ['POST', '/customer-review', 'review'],
    ['GET', '/customer-review', 'page'],
    ['GET', '/favicon.ico', 'file'],
    ['GET', '/sitemap.xml', 'seo'],
    ['GET', '/metrics', 'metrics'],
  ])('%s %s is a %s', (method, path, kind) => {
    expect(routeKind(method, path)).toBe(kind);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'loopback' }, { metrics: createMetrics() });
  });

  it('answers Prometheus text with process memory, event-loop delay and utilisation, never cached', async () => {
    const res = await request(adminOf(t)).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'drivefair_event_loop_utilization',
      'drivefair_renders{state="active"}',
    ]) {
      expect(res.text).toContain(`\n${name} `);
    }
  });

  it('counts requests by route kind and status, and their latency', async () => {
    const before = await scrape(t);
    await request(t.app).get('/faqs');
    await request(t.app).get('/faqs');
    await request(t.app).get('/no/such/page/at/all');
    const after = await scrape(t);
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('drivefair_http_requests_total{kind="page",status="200"}')).toBe(2);
    expect(delta('drivefair_http_requests_total{kind="page",status="404"}')).toBe(1);
    expect(delta('drivefair_http_request_duration_seconds_count{kind="page"}')).toBe(3);
    // Bounded labels: never a path.
    expect(after).not.toContain('/no/such/page');
    expect(after).not.toContain('faqs');
  });

  it('counts review outcomes and never shows what a review said', async () => {
    const before = await scrape(t);
    const review = validReview({ email: 'ada.metrics@example.com', review: 'Metrics secret text' });
    expect((await request(t.app).post('/api/reviews').set('X-Forwarded-For', '10.9.0.1').send(review)).status).toBe(201);
    expect(
      (
        await request(t.app)
          .post('/api/reviews')
          .set('X-Forwarded-For', '10.9.0.2')
          .send({ ...review, email: 'nope' })
      ).status,
    ).toBe(400);
    const after = await scrape(t);
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('drivefair_reviews_total{outcome="saved"}')).toBe(1);
    expect(delta('drivefair_reviews_total{outcome="refused"}')).toBe(1);
    expect(delta('drivefair_http_requests_total{kind="review",status="201"}')).toBe(1);
    expect(after).not.toContain('ada.metrics');
    expect(after).not.toContain('Metrics secret text');
  });

  it('shows the renders and connections it is told of', async () => {
    const metrics = createMetrics();
    metrics.watch({ renders: () => ({ active: 4, waiting: 9 }), connections: () => Promise.resolve(12) });
    metrics.shed('renders_busy');
    const text = await metrics.registry.metrics();
    expect(value(text, 'drivefair_renders{state="active"}')).toBe(4);
    expect(value(text, 'drivefair_renders{state="waiting"}')).toBe(9);
    expect(value(text, 'drivefair_connections')).toBe(12);
    expect(value(text, 'drivefair_shed_requests_total{reason="renders_busy"}')).toBe(1);
  });

  it('is a plain 404 on the site’s port, whatever the configuration', async () => {
    expect((await request(t.app).get('/metrics')).status).toBe(404);
    const moved = await buildTestApp({ METRICS_PORT: '0' }, { metrics: createMetrics() });
    expect((await request(moved.app).get('/metrics')).status).toBe(404);
    const off = await buildTestApp({ METRICS: 'off' });
    expect((await request(off.app).get('/metrics')).status).toBe(404);
  });

  it('keeps /healthz and /readyz on the site’s port for load balancers', async () => {
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
  });
});

describe('the admin listener', () => {
  it('answers /metrics, /healthz and /readyz, and nothing else', async () => {
    const lifecycle = { ready: true };
    const admin = createAdminApp({ lifecycle, metrics: createMetrics() });
    const metrics = await request(admin).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('process_resident_memory_bytes');
    expect(metrics.headers['cache-control']).toBe('no-store');
    expect((await request(admin).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(admin).get('/readyz')).status).toBe(200);
    lifecycle.ready = false;
    expect((await request(admin).get('/readyz')).status).toBe(503);
    for (const path of ['/', '/faqs', '/api/reviews', '/metrics/x']) expect((await request(admin).get(path)).status).toBe(404);
  });

  it('has no /metrics with METRICS=off, and still its health checks', async () => {
    const admin = createAdminApp({ lifecycle: { ready: true } });
    expect((await request(admin).get('/metrics')).status).toBe(404);
    expect((await request(admin).get('/healthz')).status).toBe(200);
  });

  it('says when the review store cannot write, as the site’s /readyz does', async () => {
    const admin = createAdminApp({ lifecycle: { ready: true }, storeFault: () => 'SQLITE_FULL' });
    expect((await request(admin).get('/readyz')).body).toEqual({ status: 'review store cannot write' });
  });
});

describe('the event-loop utilisation gauge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the last fixed window, the same to every scrape: no scrape resets it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const metrics = createMetrics();
    // Busy for a while (a fixed amount of work, not of time), then the window closes.
    pbkdf2Sync('event loop', 'busy', 20_000, 32, 'sha256');
    vi.advanceTimersByTime(ELU_WINDOW_MS);
    const first = value(await metrics.registry.metrics(), 'drivefair_event_loop_utilization');
    const second = value(await metrics.registry.metrics(), 'drivefair_event_loop_utilization');
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(first);
  });
});
