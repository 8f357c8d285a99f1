import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LegalSkeleton } from '../../components/legal/LegalSkeleton.tsx';
import type { DocumentName } from '../../../shared/documents.ts';
import { renderMarkdown } from '../../../shared/markdown.tsx';
import { createBrowserDocumentSource, DocumentSourceProvider, type DocumentSource, type DocumentView } from '../../documentSource.tsx';
import LegalPage from './page.tsx';

function sourceOf(peek: (name: DocumentName) => DocumentView | undefined): DocumentSource {
  return { peek, load: () => new Promise(() => {}), forget: () => {} };
}

/** The page as its route renders it: its loader's data (as the server sent it) and a document source. */
function render(pageKey: string, source: DocumentSource): string {
  const router = createMemoryRouter([{ id: 'legal', path: '/:key', Component: LegalPage, loader: () => ({ pageKey }) }], {
    initialEntries: [`/${pageKey}`],
    hydrationData: { loaderData: { legal: { pageKey } } },
  });
  return renderToString(
    <DocumentSourceProvider source={source}>
      <RouterProvider router={router} />
    </DocumentSourceProvider>,
  );
}

const h1s = (html: string) => [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => match[1]);
const markdown = (text: string): DocumentView => ({ ok: true, nodes: renderMarkdown(text) });

describe('LegalPage states (spec sections 4 and 8)', () => {
  it('loaded: the title as the only h1, the document below it', () => {
    const html = render(
      'terms-and-conditions',
      sourceOf(() => markdown('# About us\n\nPay **£504**. See [FAQs](/faqs).')),
    );
    expect(h1s(html)).toEqual(['Terms and Conditions']);
    expect(html).toContain('<div class="legal__body" id="document-terms-and-conditions"><h2>About us</h2>');
    expect(html).toContain('<strong><span class="num">£504</span></strong>');
    // A plain link in the markup: it works without JavaScript.
    expect(html).toContain('<a href="/faqs">FAQs</a>');
    expect(html).toContain('href="/content/terms-and-conditions.pdf"');
    expect(html).toContain('>Download PDF Version</a>');
  });

  it('adopts markup as it is (the server’s, when hydrating)', () => {
    const adopted = '<h2>Kept <span class="num">1</span></h2>';
    const html = render(
      'cookie-policy',
      sourceOf(() => ({ ok: true, html: adopted })),
    );
    expect(html).toContain(`<div class="legal__body" id="document-cookie-policy">${adopted}</div>`);
  });

  it('offers a PDF only for the documents that have one', () => {
    const html = render(
      'privacy-policy',
      sourceOf(() => markdown('Text')),
    );
    expect(h1s(html)).toEqual(['Privacy Policy']);
    expect(html).not.toContain('Download PDF Version');
  });

  it('loading: a busy skeleton that says Loading (the document shows it while a legal page loads)', () => {
    const html = renderToString(<LegalSkeleton />);
    expect(html).toContain('<div class="legal-skeleton" aria-busy="true"><p role="status" class="visually-hidden">Loading</p>');
    expect(html).not.toContain('legal__body');
  });

  it("content not OK: 'Page not found' with 'Failed to load content'", () => {
    const html = render(
      'terms-of-use',
      sourceOf(() => ({ ok: false })),
    );
    expect(h1s(html)).toEqual(['Page not found']);
    expect(html).toContain('<p class="lead">Failed to load content</p>');
    expect(html).not.toContain('legal__body');
  });

  it("unknown page key: 'Page not found' with 'Page not found'", () => {
    const html = render(
      'no-such-page',
      sourceOf(() => markdown('never shown')),
    );
    expect(h1s(html)).toEqual(['Page not found']);
    expect(html).toContain('<p class="lead">Page not found</p>');
    expect(html).not.toContain('never shown');
  });
});

describe('browser document source', () => {
  const ok = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/markdown' } });
  const renderer = async () => ({ renderMarkdown });

  it('fetches /content/{name}.md once and renders it with the pipeline loaded on demand', async () => {
    const fetchDocument = vi.fn(async () => ok('# Hello'));
    const loadRenderer = vi.fn(renderer);
    const source = createBrowserDocumentSource(fetchDocument, loadRenderer);
    expect(source.peek('privacy-policy')).toBeUndefined();
    expect(loadRenderer).not.toHaveBeenCalled();
    const first = source.load('privacy-policy');
    expect(source.load('privacy-policy')).toBe(first);
    const view = await first;
    expect(view.ok && 'nodes' in view).toBe(true);
    expect(source.peek('privacy-policy')).toBe(view);
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    expect(fetchDocument).toHaveBeenCalledWith('/content/privacy-policy.md', { headers: { Accept: 'text/markdown' } });
    expect(loadRenderer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a status that is not OK', async () => new Response('nope', { status: 404 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into a failure, and tries again once forgotten', async (_name, failure) => {
    const fetchDocument = vi.fn(failure as () => Promise<Response>);
    const source = createBrowserDocumentSource(fetchDocument, renderer);
    await expect(source.load('cookie-policy')).resolves.toEqual({ ok: false });
    expect(source.peek('cookie-policy')).toBeUndefined();
    // Until forgotten, the same settled failure (a re-render must not refetch in a loop).
    await expect(source.load('cookie-policy')).resolves.toEqual({ ok: false });
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    source.forget('cookie-policy');
    fetchDocument.mockImplementation(async () => ok('Back'));
    await expect(source.load('cookie-policy')).resolves.toMatchObject({ ok: true });
    expect(fetchDocument).toHaveBeenCalledTimes(2);
  });

  it('fails when the pipeline cannot be downloaded', async () => {
    const source = createBrowserDocumentSource(
      async () => ok('# Hello'),
      () => Promise.reject(new Error('chunk failed')),
    );
    await expect(source.load('terms-of-use')).resolves.toEqual({ ok: false });
  });
});
