/**
 * Issue 30: every sitemap page, its route data and the 404 page are files made
 * at build through the route table, and the server answers with those files.
 */
import { isNoindex } from '../../shared/seo/headTags.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { ROOT } from '../../testing/site.ts';
import { createLogger } from '../logger.ts';
import { loadConfig } from '../config/config.ts';
import { readManifest } from '../manifest.ts';
import { siteDocument } from '../render/document.tsx';
import { HTML_CACHE_CONTROL } from '../render/htmlHeaders.ts';
import { sitemapPaths } from '../../client/sitemapPaths.ts';
import { dataFileOf, NOT_FOUND_FILE, pageFileOf, PAGES_INDEX, type PagesIndex } from './pageFiles.ts';
import { pagesFor, renderComplete } from './prerender.ts';

const DIST = join(ROOT, 'dist');
const BUILT = join(DIST, 'pages');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

describe('the pages made at build (dist/pages)', () => {
  it('are every sitemap page, each with its route data, and the 404 page, each with brotli and gzip twins', () => {
    const index = JSON.parse(readFileSync(join(BUILT, PAGES_INDEX), 'utf8')) as PagesIndex;
    expect([...index.paths].sort()).toEqual([...new Set(sitemapPaths())].sort());
    expect(index.buildId).toBe(readManifest(DIST).buildId);
    expect(index.locations).toEqual(['/customer-review?submitted=1']);
    for (const file of [...[...index.paths, ...index.locations].flatMap((path) => [pageFileOf(path), dataFileOf(path)]), `/${NOT_FOUND_FILE}`]) {
      for (const twin of ['', '.br', '.gz']) expect(existsSync(join(BUILT, `${file}${twin}`)), `${file}${twin}`).toBe(true);
    }
  });

  it('are the same bytes the document render gives at that address', async () => {
    const config = loadConfig({ SITE_URL: 'https://drivefair.example' });
    const manifest = readManifest(DIST);
    const { handler, documentFor } = siteDocument({ siteUrl: config.siteUrl, claimAppUrl: config.claimAppUrl }, { manifest, distDir: DIST });
    for (const path of ['/', '/faqs', '/lenders/mis-sold-santander-car-finance', '/terms-and-conditions']) {
      const html = await renderComplete(documentFor((await handler.contextAt(path)).context));
      expect(html.equals(readFileSync(join(t.deps.pagesDir, pageFileOf(path)))), path).toBe(true);
    }
  });
});

describe('pagesFor: the folder a server serves', () => {
  const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
  const manifest = readManifest(DIST);

  it('is the build’s for the configuration the build was made with', async () => {
    const index = JSON.parse(readFileSync(join(BUILT, PAGES_INDEX), 'utf8')) as PagesIndex;
    expect(await pagesFor(index, { distDir: DIST, manifest, logger })).toBe(BUILT);
  });

  it('is made once for another SITE_URL, carries it, and is reused', async () => {
    const config = { siteUrl: 'https://pages-test.drivefair.example', claimAppUrl: 'https://claim.drivefair.example' };
    const dir = await pagesFor(config, { distDir: DIST, manifest, logger });
    expect(dir).not.toBe(BUILT);
    const faqs = readFileSync(join(dir, pageFileOf('/faqs')), 'utf8');
    expect(faqs).toContain('<link rel="canonical" href="https://pages-test.drivefair.example/faqs"/>');
    expect(JSON.parse(readFileSync(join(dir, PAGES_INDEX), 'utf8'))).toMatchObject(config);
    expect(await pagesFor(config, { distDir: DIST, manifest, logger })).toBe(dir);
  });
});

describe('serving them', () => {
  it('answers a page with its brotli twin, an ETag, 304 when unchanged, and the same file for a query it does not read', async () => {
    const res = await request(t.app).get('/faqs').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(readFileSync(join(t.deps.pagesDir, 'faqs.html'), 'utf8')); // supertest decodes brotli
    const again = await request(t.app).get('/faqs?utm_source=x').set('Accept-Encoding', 'br, gzip').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
    const head = await request(t.app).head('/faqs').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(readFileSync(join(t.deps.pagesDir, 'faqs.html')).length);
  });

  it('sends each encoding’s own bytes with its own ETag, the same from any server of these pages', async () => {
    const etags = new Set<string>();
    for (const [accept, twin, encoding] of [
      ['br', '.br', 'br'],
      ['gzip', '.gz', 'gzip'],
      ['identity', '', undefined],
    ] as const) {
      const res = await request(t.app)
        .get('/faqs')
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-length'], accept).toBe(String(readFileSync(join(t.deps.pagesDir, `faqs.html${twin}`)).length));
      expect(res.headers.etag, accept).toMatch(/^"[\w-]+"$/);
      etags.add(res.headers.etag!);
    }
    expect(etags.size).toBe(3);
    const other = await buildTestApp();
    expect((await request(other.app).get('/faqs').set('Accept-Encoding', 'gzip')).headers.etag).toBe(
      (await request(t.app).get('/faqs').set('Accept-Encoding', 'gzip')).headers.etag,
    );
  });

  it('answers a page’s route data from its file: for good with the build’s id, revalidated without, 409 for another build', async () => {
    const { buildId } = t.deps.manifest;
    const versioned = await request(t.app).get(`/faqs.data?_build=${buildId}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toEqual(JSON.parse(readFileSync(join(t.deps.pagesDir, dataFileOf('/faqs')), 'utf8')));
    expect((await request(t.app).get('/faqs.data')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const root = await request(t.app).get(`/_root.data?_build=${buildId}`);
    expect(root.body).toEqual(JSON.parse(readFileSync(join(t.deps.pagesDir, dataFileOf('/')), 'utf8')));
    const old = await request(t.app).get('/faqs.data?_build=an-older-build');
    expect(old.status).toBe(409);
    expect(old.headers['cache-control']).toBe('no-store');
  });

  it('makes the route data of a query it reads, or of no page, per request', async () => {
    const { buildId } = t.deps.manifest;
    const answered = await request(t.app).get(`/pre-check.data?start=2015-06&type=pcp&_build=${buildId}`);
    expect(answered.status).toBe(200);
    expect(answered.headers['cache-control']).toBe('private, no-store');
    expect(answered.body.result.answered).toBeGreaterThan(0);
    const missing = await request(t.app).get(`/lenders/mis-sold-nobody-car-finance.data?_build=${buildId}`);
    expect(missing.status).toBe(404);
    expect(isNoindex(missing.body.head)).toBe(true);
  });

  it('answers the thank-you page a review without JavaScript lands on from its file, whatever else the query holds', async () => {
    const res = await request(t.app).get('/customer-review?utm_source=x&submitted=1').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(res.text).toBe(readFileSync(join(t.deps.pagesDir, pageFileOf('/customer-review?submitted=1')), 'utf8'));
  });

  it('never serves a made file by its own name', async () => {
    for (const [path, file] of [
      ['/faqs.html', 'faqs.html'],
      ['/faqs.data.json', 'faqs.data.json'],
      ['/404.html', '404.html'],
      ['/pages.json', 'pages.json'],
      ['/faqs.html.br', 'faqs.html'],
    ] as const) {
      const res = await request(t.app).get(path).set('Accept-Encoding', 'identity');
      // A one-segment path is About Us under another name; anything else, the 404 page.
      expect([200, 404], path).toContain(res.status);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.text, path).not.toBe(readFileSync(join(t.deps.pagesDir, file), 'utf8'));
    }
  });
});
