import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { ASSET_CACHE_CONTROL, createAssetFiles, type AssetFilesOptions } from './assetFiles.ts';
import { createLogger } from './logger.ts';
import { requestLog } from './middleware/requestLog.ts';

/** Raw bytes on a real socket, the path exactly as given: no client-side URL clean-up or decompression. */
async function rawGet(site: RequestListener, path: string, headers: Record<string, string> = {}) {
  const server = createServer(site).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Connection: 'close', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** Headers that belong on a document and mean nothing on a script, stylesheet or image. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

describe('/assets on the site', () => {
  let t: TestApp;
  let entry: string;
  let entryFile: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    entry = t.deps.manifest.entry;
    entryFile = readFileSync(join(t.deps.distDir, 'client', entry));
  });

  it('sends only what a subresource needs: no document policy, nosniff, CORP, HSTS, immutable', async () => {
    const res = await request(t.app).get(entry).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    for (const name of [...DOCUMENT_ONLY, 'x-request-id', 'x-powered-by']) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(res.headers.etag).toMatch(/^"[\w-]{22}-br"$/);
  });

  it('sends no HSTS for an http site', async () => {
    const local = await buildTestApp({ SITE_URL: 'http://localhost:3000' });
    const res = await request(local.app).get(entry);
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('negotiates brotli, gzip and identity, each the same file with its own ETag', async () => {
    const br = await rawGet(t.app, entry, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await rawGet(t.app, entry, { 'Accept-Encoding': 'gzip' });
    const noBr = await rawGet(t.app, entry, { 'Accept-Encoding': 'br;q=0, gzip' });
    const plain = await rawGet(t.app, entry, { 'Accept-Encoding': 'identity' });
    expect([br, gz, noBr, plain].map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', 'gzip', undefined]);
    expect(brotliDecompressSync(br.body).equals(entryFile)).toBe(true);
    expect(gunzipSync(gz.body).equals(entryFile)).toBe(true);
    expect(plain.body.equals(entryFile)).toBe(true);
    for (const res of [br, gz, plain]) {
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
    expect(new Set([br, gz, plain].map((res) => res.headers.etag)).size).toBe(3);
  });

  it('answers If-None-Match with 304 and HEAD with headers only', async () => {
    const full = await rawGet(t.app, entry, { 'Accept-Encoding': 'br' });
    const again = await rawGet(t.app, entry, { 'Accept-Encoding': 'br', 'If-None-Match': full.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(full.headers.etag);
    expect(again.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    const head = await request(t.app).head(entry).set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('serves the stylesheet and source maps with the same lean headers', async () => {
    const css = await request(t.app).get(t.deps.manifest.styles.href).set('Accept-Encoding', 'gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-security-policy']).toBeUndefined();
    // Source maps are not held in memory: read from disk, same headers but the ETag.
    const map = await rawGet(t.app, `${entry}.map`, { 'Accept-Encoding': 'br' });
    expect(map.status).toBe(200);
    expect(map.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br', 'cache-control': ASSET_CACHE_CONTROL });
    expect(map.headers['content-security-policy']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(map.body).toString()).version).toBe(3);
  });

  it.each([
    '/assets/../server/index.js',
    '/assets/../../package.json',
    '/assets/chunks/../../../server/index.js',
    '/assets/..%2f..%2fserver%2findex.js',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/..\\..\\package.json',
    '/assets/.%2e/server/index.js',
    '/assets//etc/passwd',
    '/assets/%00.js',
  ])('answers the traversal %s with 404', async (path) => {
    const res = await rawGet(t.app, path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('Not found');
  });

  it('answers a missing chunk, a twin asked for by name and /assets itself with 404, never a page', async () => {
    const twin = `${entry}.br`;
    for (const path of ['/assets/chunks/missing-ABCDEFGH.js', twin, '/assets', '/assets/', '/assets?x=1']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.text, path).toBe('Not found');
    }
  });

  it('logs a 404 as warn with its id, and successful asset requests only at debug', async () => {
    const local = await buildTestApp();
    await request(local.app).get(entry);
    const missing = await request(local.app).get('/assets/chunks/gone-ABCDEFGH.js?x=1').set('X-Request-Id', 'asset-404');
    expect(missing.headers['x-request-id']).toBe('asset-404');
    const lines = local.logs().filter((line) => line.msg === 'request completed');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'asset-404',
        req: { id: 'asset-404', method: 'GET', path: '/assets/chunks/gone-ABCDEFGH.js' },
        res: { statusCode: 404 },
      }),
    ]);
    const debug = await buildTestApp({ LOG_LEVEL: 'debug' });
    await request(debug.app).get(entry);
    expect(debug.logs().find((line) => line.msg === 'request completed')).toMatchObject({
      level: 20,
      req: { method: 'GET', path: entry },
      res: { statusCode: 200 },
    });
  });

  it('refuses other methods with 405 and never passes them on', async () => {
    const res = await request(t.app).post(entry).send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('createAssetFiles', () => {
  function setUp(options: Partial<AssetFilesOptions> = {}) {
    const root = mkdtempSync(join(tmpdir(), 'drivefair-assets-'));
    mkdirSync(join(root, 'chunks'));
    const script = Buffer.from(`export const x = ${JSON.stringify('x'.repeat(2000))};`);
    for (const name of ['entry-NEW.js', 'chunks/page-NEW.js', 'entry-OLD.js']) {
      writeFileSync(join(root, name), script);
      writeFileSync(join(root, `${name}.br`), brotliCompressSync(script));
      writeFileSync(join(root, `${name}.gz`), gzipSync(script));
    }
    writeFileSync(join(root, 'icon-NEW.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    let text = '';
    const logger = createLogger(
      { logLevel: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.toString();
          done();
        },
      }),
    );
    const assets = createAssetFiles({
      root,
      files: ['/assets/entry-NEW.js', '/assets/chunks/page-NEW.js', '/assets/icon-NEW.png'],
      headers: ['X-Content-Type-Options', 'nosniff'],
      requestLog: requestLog(logger),
      logger,
      ...options,
    });
    const site: RequestListener = (req, res) => {
      if (assets.owns(req.url ?? '/')) return assets.serve(req, res);
      res.writeHead(418).end('passed on');
    };
    return { assets, site, script, logText: () => text };
  }

  it('holds the listed files and their twins in memory, within its bound', () => {
    const { assets, script } = setUp();
    expect(assets.bytes).toBeGreaterThan(2 * script.length);
    const bounded = setUp({ maxBytes: 2 * script.length });
    expect(bounded.assets.bytes).toBeLessThanOrEqual(2 * script.length);
    expect(bounded.logText()).toContain('past the memory bound');
  });

  it('serves files past the bound and of an earlier build from disk, with the same headers', async () => {
    const { site, script } = setUp({ maxBytes: 1 });
    for (const path of ['/assets/chunks/page-NEW.js', '/assets/entry-OLD.js?v=1']) {
      const res = await rawGet(site, path, { 'Accept-Encoding': 'gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers, path).toMatchObject({
        'content-encoding': 'gzip',
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': ASSET_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
      });
      expect(gunzipSync(res.body).equals(script), path).toBe(true);
    }
  });

  it('sends a file with no twins without Vary or Content-Encoding', async () => {
    const { site } = setUp();
    const res = await rawGet(site, '/assets/icon-NEW.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(4);
  });

  it('owns /assets and everything under it, nothing else', () => {
    const { assets } = setUp();
    expect(['/assets', '/assets/', '/assets/x.js', '/assets?x'].map(assets.owns)).toEqual([true, true, true, true]);
    expect(['/', '/assetsx', '/assets-old/x.js', '/content/x.md'].map(assets.owns)).toEqual([false, false, false, false]);
  });
});
