/**
 * /content (spec section 7, contract HTTP surface) and the legal pages that
 * show it, driven with supertest against the built app.
 */
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { brand, shownBrand } from '../shared/brand/brand.ts';
import { documentNames, pdfDocumentNames } from '../shared/content/documents.ts';
import { legalPages } from '../shared/content/legalPages.ts';
import { buildTestApp, BROWSER_UA, CRAWLER_UA, type TestApp } from '../testing/app.ts';
import { ROOT } from '../testing/site.ts';
import { headings, nameOf, nodes, textOf } from '../testing/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** The words of every heading at this level, in order. */
const headingsAt = (html: string, level: number) =>
  headings(html)
    .filter((heading) => heading.level === level)
    .map((heading) => heading.text);

const built = (file: string) => readFileSync(join(ROOT, 'dist/content', file));

/** supertest buffers binary bodies only when asked. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function pdfText(buffer: Buffer): Promise<{ text: string; pages: string[]; info: Record<string, unknown> }> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { text: pages.join('\n'), pages, info: info as Record<string, unknown> };
}

describe('GET /content/{document}.md', () => {
  it.each(documentNames)('%s.md: 200, text/markdown, the built text, revalidated by ETag', async (name) => {
    const res = await request(t.app).get(`/content/${name}.md`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    // nginx's ETag, from the file's mtime and size (headerRules.ts): the same on every server of one image, and from the edge.
    const twin = { br: '.br', gzip: '.gz' }[res.headers['content-encoding'] as string] ?? '';
    const { mtimeMs, size } = statSync(join(ROOT, 'dist/content', `${name}.md${twin}`));
    expect(res.headers['etag']).toBe(`"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`);
    expect(res.text).toBe(built(`${name}.md`).toString('utf8'));
    expect(res.text).not.toMatch(/\{\{|\}\}/);

    const again = await request(t.app).get(`/content/${name}.md`).set('If-None-Match', res.headers['etag']!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    const changed = await request(t.app).get(`/content/${name}.md`).set('If-None-Match', '"something-else"');
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(t.app).head('/content/terms-and-conditions.md');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(built('terms-and-conditions.md').length);
    expect(res.text ?? '').toBe('');
  });

  it('compresses markdown for clients that accept it', async () => {
    const res = await request(t.app).get('/content/terms-and-conditions.md').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(built('terms-and-conditions.md').toString('utf8'));
  });

  it('serves the documents with brand details filled in from brand.ts', async () => {
    const res = await request(t.app).get('/content/mlm-key-facts.md');
    expect(res.text).toContain(brand.companyName);
    expect(res.text).toContain(`firm reference number ${brand.regulator.reference}`);
    expect(res.text).toContain('| 5 | £50,000 and above (no upper limit) | 18% | £12,000 |');
  });
});

describe('the PDFs', () => {
  it.each(pdfDocumentNames)('%s.pdf: 200, application/pdf, revalidated by ETag', async (name) => {
    const res = await request(t.app).get(`/content/${name}.pdf`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}.pdf"`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.equals(built(`${name}.pdf`))).toBe(true);
    const again = await request(t.app).get(`/content/${name}.pdf`).set('If-None-Match', res.headers['etag']!);
    expect(again.status).toBe(304);
  });

  it.each(pdfDocumentNames)('%s.pdf has selectable text, metadata and numbered pages with the brand', async (name) => {
    const { text, pages, info } = await pdfText(built(`${name}.pdf`));
    const title = legalPages.find((page) => page.file === name)!.title;
    expect(info['Title']).toBe(title);
    // issue 45 item 10: a stand-in company name is marked as an example here too
    expect(info['Author']).toBe(shownBrand.companyName);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`${brand.name} · ${title}`);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // The same words as the markdown: a heading, the legal statement, contact details.
    const markdown = built(`${name}.md`).toString('utf8');
    const firstHeading = /^# (.+)$/m.exec(markdown)![1]!;
    expect(text).toContain(firstHeading);
    expect(text.replace(/\s+/g, ' ')).toContain(`firm reference number ${brand.regulator.reference}`);
    expect(text).toContain(brand.email);
    // Raw markdown syntax never reaches the page.
    expect(text).not.toMatch(/\*\*|\|\s*---|\{\{/);
  });

  it.each(pdfDocumentNames)('%s.pdf carries the fee table figures', async (name) => {
    const { text } = await pdfText(built(`${name}.pdf`));
    for (const figure of ['36%', '£504', '33.6%', '£3,000', '30%', '£6,000', '24%', '£9,000', '18%', '£12,000']) {
      expect(text, figure).toContain(figure);
    }
    for (const range of ['£1 to £1,499', '£1,500 to £9,999', '£10,000 to £24,999', '£25,000 to £49,999', '£50,000 and above']) {
      expect(text, range).toContain(range);
    }
  });

  it('builds the same bytes every time (fixed creation date)', async () => {
    const { info } = await pdfText(built('mlm-key-facts.pdf'));
    expect(String(info['CreationDate'])).toMatch(/^D:20261101/);
  });
});

describe('anything else under /content is the 404 page', () => {
  it.each([
    '/content/',
    '/content/secret.md',
    '/content/privacy-policy.pdf',
    '/content/faqs.pdf',
    '/content/terms-and-conditions',
    '/content/terms-and-conditions.md.pdf',
    '/content/terms-and-conditions.pdf.md',
    '/content/terms-and-conditions.md/',
    '/content/terms-and-conditions.md%00',
    '/content/terms-and-conditions.md%00.pdf',
    '/content/TERMS-AND-CONDITIONS.md',
    '/content/Terms-and-conditions.md',
    '/content/terms-and-conditions.MD',
    '/content/terms-and-conditions.PDF',
    '/content/../package.json',
    '/content/..%2fpackage.json',
    '/content/..%2F..%2Fpackage.json',
    '/content/%2e%2e/package.json',
    '/content/%2e%2e%2fpackage.json',
    '/content/%2E%2E%2Fserver%2Findex.js',
    '/content/%252e%252e%252fpackage.json',
    '/content/..%252fpackage.json',
    '/content/..%5cpackage.json',
    '/content/..%5c..%5cpackage.json',
    '/content/%5c..%5cpackage.json',
    '/content/%2fetc%2fpasswd',
    '/content/.build-stamp',
    '/content/terms-and-conditions.md%2f..%2f..%2fpackage.json',
    '/content/%ZZ.md',
  ])('%s', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headingsAt(res.text, 1)).toEqual(['Page not found']);
    expect(res.text).not.toContain('"name": "drivefair"');
  });

  // Clients (browsers, supertest) turn `\` into `/` and resolve `..` before sending; send them raw.
  it.each([
    '/content/..\\package.json',
    '/content/..\\..\\package.json',
    '/content/../package.json',
    '/content/./terms-and-conditions.md',
    '/content//terms-and-conditions.md',
  ])('%s sent as raw bytes', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(headingsAt(res.body, 1)).toEqual(['Page not found']);
  });

  it('answers HEAD for a missing document with 404 and no body', async () => {
    const res = await request(t.app).head('/content/nothing.md');
    expect(res.status).toBe(404);
    expect(res.text ?? '').toBe('');
  });
});

describe('legal pages carry their document in the server HTML', () => {
  it.each(legalPages)('/$key', async (page) => {
    const res = await request(t.app).get(`/${page.key}`).set('User-Agent', CRAWLER_UA);
    expect(res.status).toBe(200);
    const html = res.text;
    const markdown = built(`${page.file}.md`).toString('utf8');
    // One h1, the page title; the document's `#` headings are h2.
    expect(headingsAt(html, 1)).toEqual([page.title]);
    const documentHeadings = [...markdown.matchAll(/^# (.+)$/gm)].map((match) => match[1]!);
    expect(documentHeadings.length).toBeGreaterThan(3);
    // In the element hydration adopts as it is (found by its id), each of the document's headings an h2.
    const body = nodes(html, `#document-${page.file}`);
    expect(body).toHaveLength(1);
    expect(headingsAt(html, 2)).toEqual(expect.arrayContaining(documentHeadings));
    expect(body[0]!.children.some((child) => child.type === 'element' && child.tagName === 'h2')).toBe(true);
    expect(nodes(html, '[aria-busy="true"]')).toEqual([]);
    const pdfLinks = nodes(html, 'a[href]').filter((link) => nameOf(link) === 'Download PDF Version');
    expect(pdfLinks.map((link) => [link.properties.href, link.properties.type])).toEqual(page.hasPdf ? [[`/content/${page.file}.pdf`, 'application/pdf']] : []);
  });

  it('renders the key-facts fee table with figures in the numeric font', async () => {
    const res = await request(t.app).get('/mlm-information-and-key-facts').set('User-Agent', CRAWLER_UA);
    // a region a keyboard can scroll, named for the table it holds
    const [region] = nodes(res.text, '[role="region"][aria-label="Table: Fee table"]');
    expect(region!.properties.tabIndex).toBe(0);
    expect(nodes(res.text, '[role="region"][aria-label="Table: Fee table"] > table')).toHaveLength(1);
    // band 5's row: each cell labelled with its column for the stacked phone layout, its figures in the numeric font
    const row = nodes(res.text, '[aria-label="Table: Fee table"] tbody > tr').find((tr) => textOf(tr).startsWith('5 '));
    const cells = row!.children.filter((child) => child.type === 'element');
    expect(cells.map((cell) => [cell.properties.dataLabel, textOf(cell)])).toEqual([
      ['Band', '5'],
      ['Redress obtained from the lender', '£50,000 and above (no upper limit)'],
      ['Fee (including VAT)', '18%'],
      ['Maximum fee (including VAT)', '£12,000'],
    ]);
    expect(cells.flatMap((cell) => nodes(cell, '.num').map(textOf))).toEqual(['5', '£50,000', '18%', '£12,000']);
  });

  it('links between documents with ordinary links that work without JavaScript', async () => {
    const res = await request(t.app).get('/terms-and-conditions').set('User-Agent', CRAWLER_UA);
    const links = nodes(res.text, 'main a[href]').map((link) => [nameOf(link), link.properties.href]);
    expect(links).toContainEqual(['Complaints Procedure', '/complaints-procedure']);
    expect(links).toContainEqual([brand.email, `mailto:${brand.email}`]);
    expect(links).toContainEqual([brand.telephone.display.replace(/\u00a0/g, ' '), brand.telephone.href]);
  });

  it('sends each document once: rendered, not also as markdown for the browser to parse again', async () => {
    const res = await request(t.app).get('/cookie-policy').set('User-Agent', CRAWLER_UA);
    const markdown = built('cookie-policy.md').toString('utf8');
    expect(markdown).toContain('# The short version');
    expect(res.text).not.toContain('# The short version');
    expect(res.text).not.toContain('| Local storage |');
    expect(headingsAt(res.text, 2)).toContain('The short version');
  });
});

/** A GET with the path exactly as given, on a real socket: no client-side URL clean-up. */
async function rawGet(path: string): Promise<{ status: number; body: string }> {
  const server = createServer(t.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers: { 'User-Agent': BROWSER_UA } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
