import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { DocumentName } from '../../shared/documents.ts';
import { createBrowserDocumentSource, DocumentSourceProvider, type DocumentResult, type DocumentSource } from '../documentSource.tsx';
import LegalPage from './LegalPage.tsx';

function sourceOf(peek: (name: DocumentName) => DocumentResult | undefined): DocumentSource {
  return { peek, load: () => new Promise(() => {}), forget: () => {} };
}

function render(pageKey: string, source: DocumentSource): string {
  return renderToString(
    <StaticRouter location={`/${pageKey}`}>
      <DocumentSourceProvider source={source}>
        <LegalPage pageKey={pageKey} />
      </DocumentSourceProvider>
    </StaticRouter>,
  );
}

const h1s = (html: string) => [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => match[1]);

describe('LegalPage states (spec sections 4 and 8)', () => {
  it('loaded: the title as the only h1, the document below it, the markdown embedded for hydration', () => {
    const html = render('terms-and-conditions', sourceOf(() => ({ ok: true, text: '# About us\n\nPay **£504**.' })));
    expect(h1s(html)).toEqual(['Terms and Conditions']);
    expect(html).toContain('<div class="legal__body"><h2>About us</h2>');
    expect(html).toContain('<strong><span class="num">£504</span></strong>');
    expect(html).toContain('href="/content/terms-and-conditions.pdf"');
    expect(html).toContain('>Download PDF Version</a>');
    expect(html).toContain(
      '<script type="application/json" id="df-document-terms-and-conditions">{"ok":true,"text":"# About us\\n\\nPay **£504**."}</script>',
    );
  });

  it('offers a PDF only for the documents that have one', () => {
    const html = render('privacy-policy', sourceOf(() => ({ ok: true, text: 'Text' })));
    expect(h1s(html)).toEqual(['Privacy Policy']);
    expect(html).not.toContain('Download PDF Version');
  });

  it('loading: the title, then a busy skeleton that says Loading', () => {
    const html = render('cookie-policy', sourceOf(() => undefined));
    expect(h1s(html)).toEqual(['Cookie Policy']);
    expect(html).toContain('<div class="legal-skeleton" aria-busy="true"><p role="status" class="visually-hidden">Loading</p>');
    expect(html).not.toContain('legal__body');
  });

  it("content not OK: 'Page Not Found' with 'Failed to load content'", () => {
    const html = render('terms-of-use', sourceOf(() => ({ ok: false })));
    expect(h1s(html)).toEqual(['Page Not Found']);
    expect(html).toContain('<p class="lead">Failed to load content</p>');
    expect(html).toContain('<script type="application/json" id="df-document-terms-of-use">{"ok":false}</script>');
  });

  it("unknown page key: 'Page Not Found' with 'Page not found'", () => {
    const html = render('no-such-page', sourceOf(() => ({ ok: true, text: 'never shown' })));
    expect(h1s(html)).toEqual(['Page Not Found']);
    expect(html).toContain('<p class="lead">Page not found</p>');
    expect(html).not.toContain('never shown');
  });

  it('embeds markdown that cannot close its script block', () => {
    const html = render('cookie-policy', sourceOf(() => ({ ok: true, text: '</script><script>alert(1)</script>' })));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});

describe('browser document source', () => {
  const ok = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/markdown' } });

  it('fetches /content/{name}.md once, then has it at hand', async () => {
    const fetchDocument = vi.fn(async () => ok('# Hello'));
    const source = createBrowserDocumentSource(fetchDocument);
    expect(source.peek('privacy-policy')).toBeUndefined();
    const first = source.load('privacy-policy');
    expect(source.load('privacy-policy')).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, text: '# Hello' });
    expect(source.peek('privacy-policy')).toEqual({ ok: true, text: '# Hello' });
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    expect(fetchDocument).toHaveBeenCalledWith('/content/privacy-policy.md', { headers: { Accept: 'text/markdown' } });
  });

  it.each([
    ['a status that is not OK', async () => new Response('nope', { status: 404 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into a failure, and tries again once forgotten', async (_name, failure) => {
    const fetchDocument = vi.fn(failure as () => Promise<Response>);
    const source = createBrowserDocumentSource(fetchDocument);
    await expect(source.load('cookie-policy')).resolves.toEqual({ ok: false });
    expect(source.peek('cookie-policy')).toBeUndefined();
    // Until forgotten, the same settled failure (a re-render must not refetch in a loop).
    await expect(source.load('cookie-policy')).resolves.toEqual({ ok: false });
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    source.forget('cookie-policy');
    fetchDocument.mockImplementation(async () => ok('Back'));
    await expect(source.load('cookie-policy')).resolves.toEqual({ ok: true, text: 'Back' });
    expect(fetchDocument).toHaveBeenCalledTimes(2);
  });
});
