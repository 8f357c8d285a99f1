/**
 * The stylesheet is inlined in every server-rendered document and allowed by
 * its hash in the CSP (decision 008): made at build, streamed per request, 404 and the review
 * form shown again without JavaScript all carry the same bytes the header allows.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { BOOT_DATA_ID } from '../client/clientConfig.tsx';
import { buildTestApp, BROWSER_UA, type TestApp } from '../testing/app.ts';
import { ROOT } from '../testing/site.ts';
// @ts-expect-error build.mjs is plain JavaScript with no declarations
import { inlineStylesheet } from '../build.mjs';
import { readManifest, cspHash } from './manifest.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The `<style>` elements of a document, with their text. */
const styleElements = (html: string) =>
  [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)].map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

function styleSrc(res: request.Response): string {
  const directive = String(res.headers['content-security-policy'])
    .split(';')
    .find((part) => part.trim().startsWith('style-src '));
  return directive!.trim().slice('style-src '.length);
}

/** What every HTML answer must satisfy: one inline stylesheet, first in <head>, allowed by exactly its hash. */
function expectInlineStylesheet(res: request.Response) {
  const { styles } = t.deps.manifest;
  const html = res.text;
  const found = styleElements(html);
  expect(found, 'exactly one <style>').toHaveLength(1);
  expect(found[0]!.attributes).toContain(`data-href="${styles.href}"`);
  expect(found[0]!.text).toBe(styles.text);
  expect(sha256(found[0]!.text)).toBe(styles.sha256);
  expect(styleSrc(res)).toBe(`'self' 'sha256-${sha256(found[0]!.text)}'`);
  // Straight after charset and viewport, before anything else in <head>.
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"\/><meta name="viewport" content="[^"]*"\/><style /);
  expect(html).not.toMatch(/<link\b[^>]*\brel="stylesheet"/i);
  expect(html).not.toMatch(/\sstyle="/i);
}

describe('the inline stylesheet', () => {
  it('is the built file, its hash recorded by the build and checked at start', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/manifest.json'), 'utf8')) as { styles: Record<string, string> };
    const file = readFileSync(join(ROOT, 'dist/client', manifest.styles.href!), 'utf8');
    expect(Object.keys(manifest.styles).sort()).toEqual(['href', 'sha256']);
    expect(manifest.styles.sha256).toBe(sha256(file));
    expect(cspHash(file)).toBe(sha256(file));
    expect(readManifest(join(ROOT, 'dist')).styles).toEqual({ ...manifest.styles, text: file });
  });

  it('fails the build when the CSS could end the <style> element early', () => {
    expect(() => inlineStylesheet('/assets/x.css', 'a::after{content:"</style><script>"}')).toThrow(/cannot be inlined/);
    expect(() => inlineStylesheet('/assets/x.css', 'a::after{content:"</STYLE "}')).toThrow(/cannot be inlined/);
    expect(() => inlineStylesheet('/assets/x.css', 'a::after{content:"<style"}')).toThrow(/cannot be inlined/);
    expect(inlineStylesheet('/assets/x.css', 'a{color:red}')).toEqual({ href: '/assets/x.css', sha256: sha256('a{color:red}') });
  });

  it.each(['/', '/faqs', '/lenders/mis-sold-black-horse-car-finance'])('%s carries it, made at build, with the hash the header allows', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expectInlineStylesheet(res);
  });

  it.each(['/about-drivefair', '/pre-check?vehicle=car&agreementDate=2015-06&financeType=pcp'])(
    '%s carries it, streamed per request, with the same hash',
    async (path) => {
      const built = await request(t.app).get('/faqs').set('User-Agent', BROWSER_UA);
      const streamed = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
      expect(streamed.status).toBe(200);
      expectInlineStylesheet(streamed);
      // One constant policy for every HTML answer: no nonce.
      expect(streamed.headers['content-security-policy']).toBe(built.headers['content-security-policy']);
    },
  );

  it('is on the 404 pages (route table and /content)', async () => {
    for (const path of ['/lenders/mis-sold-nobody-car-finance', '/a/b/c', '/content/no-such-document.pdf']) {
      const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
      expect(res.status, path).toBe(404);
      expectInlineStylesheet(res);
    }
  });

  it('is on the review form shown again without JavaScript', async () => {
    const res = await request(t.app)
      .post('/api/reviews')
      .type('form')
      .send(new URLSearchParams({ firstName: '', lastName: '', email: 'not-an-email', rating: '3', review: '' }).toString());
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expectInlineStylesheet(res);
  });

  it('is not shipped again in the boot data or any JavaScript', async () => {
    const { styles } = t.deps.manifest;
    const html = (await request(t.app).get('/faqs').set('User-Agent', BROWSER_UA)).text;
    const boot = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!;
    expect(JSON.parse(boot).assets).toEqual(expect.objectContaining({ css: styles.href }));
    const sample = styles.text.slice(0, 200); // the tokens, as minified
    expect(sample.length).toBe(200);
    expect(boot).not.toContain(sample.slice(0, 60));
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? walk(join(dir, item.name)) : [join(dir, item.name)]));
    const scripts = walk(join(ROOT, 'dist/client/assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) expect(readFileSync(file, 'utf8').includes(sample.slice(0, 60)), file).toBe(false);
  });
});
