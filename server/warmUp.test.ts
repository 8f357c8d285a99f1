import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sitemapPaths } from './sitemapPaths.ts';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { warmUp } from './warmUp.ts';

let t: TestApp;
let server: Server;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({}, { lifecycle: { ready: true, warming: true } });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('warm-up before ready', () => {
  it('answers /readyz 503 while warming, renders every sitemap page into the cache, then answers 200', async () => {
    const before = await fetch(`${url}/readyz`);
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: 'warming up' });

    const result = await warmUp({ warm: t.app.warm, paths: sitemapPaths(), lifecycle: t.deps.lifecycle, logger: t.deps.logger });
    expect(result).toEqual({ warmed: sitemapPaths().length, failed: [] });
    // One render a page, straight into the cache: no request went through the stack.
    expect(t.app.renderCache.stats().fills).toBe(new Set(sitemapPaths()).size);
    const cold = sitemapPaths().filter((path) => !t.app.renderCache.find({ method: 'GET', url: path, headers: {} } as never));
    expect(cold).toEqual([]);

    const after = await fetch(`${url}/readyz`);
    expect(after.status).toBe(200);
  }, 120_000);
});
