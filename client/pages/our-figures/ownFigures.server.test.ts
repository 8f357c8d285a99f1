// Issue 29 item 1: the firm's own figures, with no evidence filed, stand on no page but /our-figures,
// where they are listed as the firm's own and unevidenced. Read as a visitor and a search engine do:
// every sitemap page's whole document (text, meta tags and structured data).
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../../testing/app.ts';
import { jsonLd, nodes, textOf } from '../../../testing/html.ts';
import { sitemapPaths } from '../../sitemapPaths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** The firm's unevidenced figures and claims (facts.md §5.6, 5.10, 5.11), and the household illustration built on its own assumptions. */
const OWN_FIGURES: readonly RegExp[] = [/£?449\s?M\b|449 million|£449,000,000/i, /\b95\s?%/, /£1,600\b/, /\bAI[- ]powered\b/i, /£2,845\b/];

/** The one page that lists them, as the firm's own (another part of issue 29 keeps it honest). */
const ALLOWED = new Set(['/our-figures']);

/**
 * The document as a visitor and a search engine read it: its words, its title, every meta tag's
 * content and its structured data; not the scripts that carry the app's code and route data (the
 * registry's words go to every page for hydration, as data, not as words on it).
 */
function asRead(html: string): string {
  return [
    textOf(html),
    ...nodes(html, 'title').map(textOf),
    ...nodes(html, 'meta[content]').map((meta) => String(meta.properties.content)),
    ...jsonLd(html).map((data) => JSON.stringify(data)),
  ].join('\n');
}

/** Every page sitemap.xml lists (client/sitemapPaths.ts), but the one allowed. */
const paths = sitemapPaths().filter((path) => !ALLOWED.has(path));

describe('the firm’s own figures appear only on /our-figures (issue 29 item 1)', () => {
  it('the test reads them: /our-figures lists them', async () => {
    const html = asRead((await request(t.app).get('/our-figures').set('User-Agent', BROWSER_UA)).text);
    expect(OWN_FIGURES.filter((pattern) => pattern.test(html)).length).toBeGreaterThanOrEqual(3);
  });

  it('the test reads a figure in a meta tag or in structured data, not only in the words', () => {
    const head = (tags: string) => `<!DOCTYPE html><html><head>${tags}</head><body><p>Nothing here.</p></body></html>`;
    for (const html of [
      head('<meta name="description" content="We win 95% of claims">'),
      head('<script type="application/ld+json">{"description":"£449M recovered"}</script>'),
    ]) {
      expect(
        OWN_FIGURES.some((pattern) => pattern.test(asRead(html))),
        html,
      ).toBe(true);
    }
  });

  it('reads every page of the sitemap but /our-figures', () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toContain('/');
    expect(paths).toContain('/mlm-information-and-key-facts');
  });

  it.each(paths)('%s states none of them, in its words, its meta tags or its structured data', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status, path).toBe(200);
    const html = asRead(res.text);
    expect(OWN_FIGURES.filter((pattern) => pattern.test(html)).map((pattern) => pattern.exec(html)![0])).toEqual([]);
  });
});
