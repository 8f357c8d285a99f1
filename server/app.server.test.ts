import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { pageRouteById } from '../client/routes.tsx';
import { sitemapPaths } from '../client/sitemapPaths.ts';
import { BOOT_SCRIPT } from '../client/bootScript.ts';
import { cspHash } from './manifest.ts';
import { HTML_CACHE_CONTROL } from './render/htmlHeaders.ts';
import { ARTICLE_SLUG } from '../shared/blog/articleName.ts';
import { buildTestApp, BROWSER_UA, CRAWLER_UA, type TestApp } from '../testing/app.ts';
import { headings, jsonLd, nodes, textOf } from '../testing/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** Every page in the sitemap, and a vehicle make that is not in it. */
const PAGES = [...sitemapPaths(), '/vehicles/ford'];

/** The words of every h1: the one a screen reader announces as the page's heading. */
const h1s = (html: string) =>
  headings(html)
    .filter((heading) => heading.level === 1)
    .map((heading) => heading.text);

/** The page's title, as a tab and a search result show it. */
const titleOf = (html: string) => nodes(html, 'head title').map(textOf);

/** What the page's robots meta tag asks of search engines, if it has one. */
const robotsOf = (html: string) => nodes(html, 'head meta[name="robots"]').map((meta) => meta.properties.content);

function cspOf(res: request.Response): Map<string, string> {
  return new Map(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('pages', () => {
  it.each(PAGES)('%s answers 200 with a complete server-rendered document', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
    // read out in British English, under one main heading
    expect(nodes(res.text, 'html')[0]!.properties.lang).toBe('en-GB');
    expect(h1s(res.text)).toHaveLength(1);
    const canonical = path === '/vehicles/ford' ? '/vehicles/ford-car-finance' : path;
    expect(res.text).toContain(`<link rel="canonical" href="https://drivefair.example${canonical}"/>`);
    expect(res.text).toMatch(/<\/html>$/);
    const types = jsonLd(res.text).map((item) => item['@type']);
    // Issue 14: a trail of one item (home) carries no BreadcrumbList.
    expect(types).toEqual(expect.arrayContaining(path === '/' ? ['Organization'] : ['BreadcrumbList', 'Organization']));
  });

  it('serves a lender page with the lender’s name in title, heading and breadcrumbs', async () => {
    const res = await request(t.app).get('/lenders/mis-sold-close-brothers-car-finance');
    expect(titleOf(res.text)).toEqual(['Mis-sold Close Brothers Car Finance Claims | Drivefair']);
    const crumbs = jsonLd(res.text).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Lenders', 'Close Brothers Finance']);
  });

  it('shows vehicle makes properly cased', async () => {
    const res = await request(t.app).get('/vehicles/bmw-car-finance');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toEqual(['BMW Car Finance Claims | Drivefair']);
    expect(res.text).not.toContain('Bmw');
  });

  it('renders About Us for an unknown one-segment path, canonical /about-us', async () => {
    const res = await request(t.app).get('/not-a-page');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="https://drivefair.example/about-us"/>');
    expect(h1s(res.text)).toEqual(['About Us']);
  });

  it('sends crawlers and browsers the same whole document, made at build or per request', async () => {
    for (const path of ['/faqs', '/pre-check?start=2015-06&type=pcp']) {
      const crawler = await request(t.app).get(path).set('User-Agent', CRAWLER_UA);
      const browser = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
      expect(crawler.status).toBe(200);
      expect(crawler.text).toMatch(/<\/html>$/);
      expect(browser.text).toBe(crawler.text);
    }
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await request(t.app).head('/about-us');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });
});

describe('404', () => {
  it.each(['/lenders/mis-sold-acme-car-finance', '/vehicles/bad_make!', '/a/b/c', `/blogs/${ARTICLE_SLUG}-2`, '/content/', '/content/secret.md'])(
    '%s is a 404 page with noindex',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(h1s(res.text)).toEqual(['Page not found']);
      expect(robotsOf(res.text)).toEqual(['noindex']);
      expect(nodes(res.text, 'link[rel="canonical"]')).toEqual([]);
    },
  );

  it('answers JSON for other methods on unknown paths', async () => {
    const res = await request(t.app).post('/nowhere').send({});
    expect(res.status).toBe(404);
  });
});

describe('hostile paths', () => {
  it.each([
    '/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/%22onmouseover%3D%22alert(1)',
    '/caf%C3%A9-%F0%9F%9A%97',
    '/vehicles/%3C%2Fscript%3E',
    '/lenders/%3C%2Fscript%3E',
    '/a/%3C%2Fscript%3E%22%27',
  ])('%s cannot inject markup or break JSON-LD', async (path) => {
    const res = await request(t.app).get(path);
    expect([200, 404]).toContain(res.status);
    expect(res.text).not.toMatch(/<script>alert/i);
    expect(res.text).not.toContain('"onmouseover=');
    expect(() => jsonLd(res.text)).not.toThrow();
    const scripts = res.text.match(/<script\b/g) ?? [];
    const closes = res.text.match(/<\/script>/g) ?? [];
    expect(scripts.length).toBe(closes.length);
  });
});

describe('a request target that is not a path', () => {
  /** Sends one raw request (supertest only sends paths) and resolves with the whole answer once the server closes. */
  async function raw(app: TestApp['app'], head: string): Promise<string> {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise<string>((resolve, reject) => {
        const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(head));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  it.each(['http://evil.example/', 'https://evil.example/faqs?x=1', '*'])('answers GET %s with 400 and logs no stack', async (target) => {
    const local = await buildTestApp();
    const answer = await raw(local.app, `GET ${target} HTTP/1.1\r\nHost: evil.example\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(local.logText()).not.toContain('stack');
    expect(local.logs().some((line) => (line.level as number) >= 50)).toBe(false);
    expect(local.logs().some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 400)).toBe(true);
  });
});

describe('security headers', () => {
  it('sends one strict CSP, with no nonce, on every page: made at build, streamed per request, or the 404', async () => {
    // Key facts reads `redress` (the fee calculator), so a page given it is made per request.
    const answers = [
      await request(t.app).get('/mlm-information-and-key-facts?redress=1001'),
      await request(t.app).get('/mlm-information-and-key-facts?redress=1002'),
      await request(t.app).get('/faqs'),
      await request(t.app).get('/no/such/page'),
    ];
    const csp = cspOf(answers[0]!);
    const scriptSrc = csp.get('script-src')!;
    // The boot script by its hash (client/bootScript.ts), and nothing inline besides.
    expect(scriptSrc).toBe(`'self' 'sha256-${cspHash(BOOT_SCRIPT)}'`);
    expect(scriptSrc).not.toContain('unsafe');
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    for (const res of answers) expect(res.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
  });

  it('says the same about framing in both headers: frame-ancestors none and X-Frame-Options DENY, made at build or per request', async () => {
    for (const res of [await request(t.app).get('/faqs?redress=1003'), await request(t.app).get('/faqs'), await request(t.app).get('/no/such/page')]) {
      expect(cspOf(res).get('frame-ancestors')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets no inline script execute but the boot script, allowed by its hash, made at build or per request', async () => {
    const built = await request(t.app).get('/faqs');
    const streamed = await request(t.app).get('/pre-check?type=pcp&start=2015-06');
    expect(built.headers.etag).toBeDefined();
    expect(streamed.headers['cache-control']).toBe('private, no-store');
    for (const res of [built, streamed]) {
      expect(res.status).toBe(200);
      for (const [, tag, text] of res.text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
        const inert = /type="application\/(ld\+)?json"/.test(tag!);
        const external = /\bsrc="\/assets\//.test(tag!);
        const byHash = cspOf(res)
          .get('script-src')!
          .includes(`'sha256-${cspHash(text!)}'`);
        expect(inert || external || byHash, tag).toBe(true);
      }
      expect(res.text).toContain(`<script>${BOOT_SCRIPT}</script>`);
    }
  });

  it('sends the other helmet headers and no X-Powered-By', async () => {
    const res = await request(t.app).get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('sends HSTS only for an https site', async () => {
    expect((await request(t.app).get('/')).headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const http = await buildTestApp({ SITE_URL: 'http://localhost:3000' });
    expect((await request(http.app).get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(t.app).get('/readyz')).status).toBe(200);
  });

  it('turns /readyz to 503 once shutdown begins, /healthz stays 200', async () => {
    const local = await buildTestApp();
    local.deps.lifecycle.ready = false;
    expect((await request(local.app).get('/readyz')).status).toBe(503);
    expect((await request(local.app).get('/healthz')).status).toBe(200);
  });
});

describe('assets', () => {
  it('serves hashed assets immutable, negotiating brotli and gzip', async () => {
    // React DOM's chunk: big enough to be worth compressing (the entry itself is a few hundred bytes).
    const entry = t.deps.manifest.entryImports.find((file) => file.includes('reactDomClient'))!;
    const br = await request(t.app).get(entry).set('Accept-Encoding', 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    const gz = await request(t.app).get(entry).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(t.app).get(entry).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(1000);
  });

  it('never falls through to the renderer', async () => {
    for (const path of ['/assets/missing.js', '/assets/', '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('<html');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists every canonical page, the 20 lenders and the article', async () => {
    const robots = await request(t.app).get('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://drivefair.example/sitemap.xml');
    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    for (const path of [...PAGES.filter((p) => p !== '/vehicles/ford'), '/vehicles/ford-car-finance']) {
      expect(locs).toContain(`https://drivefair.example${path}`);
    }
    expect(locs.filter((loc) => loc!.includes('/lenders/'))).toHaveLength(20);
  });
});

describe('request log', () => {
  it('logs method, path, status and id, without query strings', async () => {
    const local = await buildTestApp();
    await request(local.app).get('/?email=someone%40example.com').set('X-Request-Id', 'abc-123');
    const line = local.logs().find((entry) => (entry.req as { id?: string } | undefined)?.id === 'abc-123');
    expect(line).toMatchObject({ req: { method: 'GET', path: '/' }, res: { statusCode: 200 } });
    expect(local.logText()).not.toContain('someone');
  });

  it('logs 404s as warn', async () => {
    const local = await buildTestApp();
    await request(local.app).get('/a/b/c');
    expect(local.logs().find((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 404)?.level).toBe(40);
  });
});

describe('only real pages are indexable (issue 13)', () => {
  it.each(['drivefair-is-a-scam-call-0900-123456', 'call-0900-123-456-for-your-refund', 'CALL-0900-123-456-For-Your-Refund-car-finance', 'peugeot-208'])(
    'answers /vehicles/%s, no make on the list, with the 404 page, never echoing the address (issue 29)',
    async (segment) => {
      const res = await request(t.app).get(`/vehicles/${segment}`);
      expect(res.status).toBe(404);
      expect(h1s(res.text)).toEqual(['Page not found']);
      expect(robotsOf(res.text)).toEqual(['noindex']);
      expect(res.text).not.toMatch(/0900|refund|scam|Peugeot 208/i);
    },
  );

  it('answers a real make 200 with its name properly cased, in either form (issue 29)', async () => {
    for (const [path, heading] of [
      ['/vehicles/skoda-car-finance', 'Škoda car finance claims'],
      ['/vehicles/bmw', 'BMW car finance claims'],
      ['/vehicles/mercedes-benz-car-finance', 'Mercedes-Benz car finance claims'],
      ['/vehicles/harley-davidson-car-finance', 'Harley-Davidson motorbike finance claims'],
    ]) {
      const res = await request(t.app).get(path!);
      expect(res.status, path).toBe(200);
      expect(h1s(res.text), path).toEqual([heading]);
      expect(res.text, path).not.toMatch(/Bmw|Skoda|Mercedes-benz/);
    }
    // An alias is its make's page under one canonical.
    expect((await request(t.app).get('/vehicles/mercedes-benz')).text).toContain(
      '<link rel="canonical" href="https://drivefair.example/vehicles/mercedes-car-finance"/>',
    );
  });

  it('indexes real makes, however they are written in the list', async () => {
    for (const path of ['/vehicles/land-rover-car-finance', '/vehicles/harley-davidson', '/vehicles/vauxhall', '/vehicles/ford']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(robotsOf(res.text), path).not.toContain('noindex');
      expect(nodes(res.text, 'head link[rel="canonical"]'), path).toHaveLength(1);
    }
  });

  it('answers 404 for a make over 40 characters', async () => {
    expect((await request(t.app).get(`/vehicles/${'a'.repeat(41)}`)).status).toBe(404);
    expect((await request(t.app).get(`/vehicles/${'a-'.repeat(100)}a`)).status).toBe(404);
  });

  it.each([
    ['/FAQS', '/faqs'],
    ['/faqs/', '/faqs'],
    ['/Faqs/?x=1&utm_source=mail', '/faqs?x=1&utm_source=mail'],
    ['/About-Us', '/about-us'],
    ['/vehicles/BMW', '/vehicles/bmw'],
    ['/vehicles/Skoda-Car-Finance', '/vehicles/skoda-car-finance'],
    ['/Vehicles/Audi-Car-Finance/', '/vehicles/audi-car-finance'],
    ['/lenders/Mis-Sold-Black-Horse-Car-Finance', '/lenders/mis-sold-black-horse-car-finance'],
    ['/blogs/?category=news', '/blogs?category=news'],
    ['/faq%73', '/faqs'],
  ])('answers 301 for %s → %s', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('leaves canonical paths, 404s and the one-segment fallback where they are', async () => {
    for (const [path, status] of [
      ['/faqs', 200],
      ['/A/B/C', 404],
      ['/Not-A-Page', 200],
      ['/vehicles/bad_make!', 404],
    ] as const) {
      expect((await request(t.app).get(path)).status, path).toBe(status);
    }
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example', '//evil.example/faqs', '/%2F%2Fevil.example', '/\\evil.example']) {
      const res = await request(t.app).get(path);
      expect(String(res.headers.location ?? ''), path).not.toMatch(/^\/\/|^\/\\|^https?:/);
    }
  });

  it('declares, per route, the query parameters its page reads, by the names the pages use', async () => {
    const { REDRESS_PARAM } = await import('../shared/fees/redressInput.ts');
    const { SUBMITTED_PARAM } = await import('../shared/reviews/reviewPage.ts');
    const { CATEGORY_PARAM } = await import('../shared/blog/blogFilters.ts');
    const queryOf = (id: string) => pageRouteById(id)!.handle.query;
    expect(queryOf('legal:mlm-information-and-key-facts')).toEqual([REDRESS_PARAM]);
    expect(queryOf('customer-review')).toEqual([SUBMITTED_PARAM]);
    expect(queryOf('blogs')).toEqual([CATEGORY_PARAM]);
    const { PRE_CHECK_QUERY } = await import('../shared/pre-check/preCheckUrl.ts');
    // issue 45 item 3: the APR question; issue 47: the final response's day
    expect(queryOf('pre-check')).toEqual(['start', 'type', 'apr', 'via', 'for', 'complained', 'responded', 'represented']);
    expect(queryOf('pre-check')).toBe(PRE_CHECK_QUERY);
    // Issue 29: the lender hub and a lender's page carry a pre-check result's answers on to the letter.
    expect(queryOf('lenders')).toEqual(['q', ...PRE_CHECK_QUERY]);
    expect(queryOf('lender')).toBe(PRE_CHECK_QUERY);
    for (const id of ['home', 'faqs', 'our-figures']) expect(queryOf(id), id).toBeUndefined();
  });

  it('answers any query string a page does not read with the page made at build', async () => {
    const first = await request(t.app).get('/contact?x=first').set('Accept-Encoding', 'identity');
    expect(first.headers.etag).toBeDefined();
    expect(first.text).toBe(readFileSync(join(t.deps.pagesDir, 'contact.html'), 'utf8'));
    for (let i = 0; i < 20; i++) {
      const res = await request(t.app).get(`/contact?x=${i}&utm_source=${i}`).set('Accept-Encoding', 'identity');
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(t.app.renders.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('keeps the fee calculator working without JavaScript: the amount asked for is part of the page', async () => {
    const res = await request(t.app).get('/mlm-information-and-key-facts?redress=2500&x=1');
    expect(res.status).toBe(200);
    expect(nodes(res.text, 'input[name="redress"]').map((field) => field.properties.value)).toContain('2500');
  });

  it('sends the same 404 page, made at build, for every path', async () => {
    const local = await buildTestApp();
    // These once carried their header link as "current", which made every later 404 render afresh.
    const first = await request(local.app).get('/contact/x').set('Accept-Encoding', 'identity');
    const paths = ['/about-us/x', '/a/b/c', '/lenders/unknown', '/contact/y/z'];
    const bodies = [];
    for (const path of paths) {
      const res = await request(local.app).get(path).set('Accept-Encoding', 'identity');
      expect(res.status, path).toBe(404);
      expect(res.headers.etag, path).toBeDefined();
      bodies.push(res.text);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(nodes(first.text, 'a[aria-current]')).toEqual([]);
    expect(bodies[0]).toBe(first.text);
  });
});

describe('request limits (issue 13)', () => {
  it('answers 414 for a URL over 2 KB, before routing anything', async () => {
    const local = await buildTestApp();
    const res = await request(local.app).get(`/vehicles/${'a'.repeat(8000)}?x=1`);
    expect(res.status).toBe(414);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.length).toBeLessThan(100);
    const line = local.logs().find((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 414);
    expect(String((line!.req as { path: string }).path).length).toBeLessThan(300);
    expect((await request(local.app).get(`/faqs?utm_source=${'a'.repeat(1900)}`)).status).toBe(200);
  });
});

describe('public files: headers that match the body (issue 13)', () => {
  it.each([
    ['416 for a range past the end', { Range: 'bytes=999999-' }, 416],
    ['412 for an If-Match that fails', { 'If-Match': '"not-this-one"' }, 412],
  ])('answers %s without Content-Encoding over a plain body', async (_case, headers, status) => {
    const res = await request(t.app)
      .get('/icon.svg')
      .set('Accept-Encoding', 'br, gzip')
      .set(headers)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(status);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.body as Buffer).toString('utf8')).toContain('<html');
  });

  it('still sends the brotli twin, labelled, to a plain request', async () => {
    const res = await request(t.app).get('/icon.svg').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('revalidates assets with fresh: a match or `*` is 304, a reload asking no-cache is 200', async () => {
    const entry = t.deps.manifest.entry;
    const first = await request(t.app).get(entry).set('Accept-Encoding', 'br');
    const etag = first.headers.etag!;
    expect((await request(t.app).get(entry).set('Accept-Encoding', 'br').set('If-None-Match', `W/${etag}`)).status).toBe(304);
    expect((await request(t.app).get(entry).set('Accept-Encoding', 'br').set('If-None-Match', '*')).status).toBe(304);
    expect((await request(t.app).get(entry).set('Accept-Encoding', 'br').set('If-None-Match', etag).set('Cache-Control', 'no-cache')).status).toBe(200);
  });
});

describe("Cache-Control of a page made from the visitor's answers", () => {
  it('answers a pre-check result private, no-store, and the plain pre-check as every page', async () => {
    const result = await request(t.app).get('/pre-check?start=2015&type=pcp').set('User-Agent', BROWSER_UA);
    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    const plain = await request(t.app).get('/pre-check').set('User-Agent', BROWSER_UA);
    expect(plain.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
  });

  it('lets a shared cache (CDN) keep every other page a minute and serve it stale through a spike or an outage, browsers revalidating', () => {
    expect(HTML_CACHE_CONTROL.split(', ')).toEqual([
      'public',
      'max-age=0',
      'must-revalidate',
      's-maxage=60',
      'stale-while-revalidate=300',
      'stale-if-error=86400',
    ]);
  });
});
