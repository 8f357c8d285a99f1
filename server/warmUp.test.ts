import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sitemapPaths } from '../client/routes.tsx';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { loopbackUrl, warmUp } from './warmUp.ts';

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

    const result = await warmUp({
      baseUrl: url,
      paths: sitemapPaths(),
      settled: t.app.renderCache.settled,
      lifecycle: t.deps.lifecycle,
      logger: t.deps.logger,
    });
    expect(result).toEqual({ warmed: sitemapPaths().length, failed: [] });
    const cold = sitemapPaths().filter((path) => !t.app.renderCache.find({ method: 'GET', url: path, headers: {} } as never));
    expect(cold).toEqual([]);

    const after = await fetch(`${url}/readyz`);
    expect(after.status).toBe(200);
  }, 120_000);

  it('reaches a server on every interface through loopback', () => {
    expect(loopbackUrl('0.0.0.0', 'IPv4', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackUrl('::', 'IPv6', 3000)).toBe('http://[::1]:3000');
    expect(loopbackUrl('10.0.0.5', 'IPv4', 80)).toBe('http://10.0.0.5:80');
  });
});
