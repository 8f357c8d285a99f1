import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LegalSkeleton } from '../../components/legal/LegalSkeleton.tsx';
import { renderMarkdown } from '../../../shared/markdown.tsx';
import { fetchDocument } from './fetchDocument.ts';
import type { LegalDocument } from './loader.server.ts';
import LegalPage from './page.tsx';

/** The page as its route renders it: its loader's data, with the document as the server's loader or a navigation's brings it. */
function render(pageKey: string, document: LegalDocument | undefined): string {
  const data = { pageKey, document };
  const router = createMemoryRouter([{ id: 'legal', path: '/:key', Component: LegalPage, loader: () => data }], {
    initialEntries: [`/${pageKey}`],
    hydrationData: { loaderData: { legal: data } },
  });
  return renderToString(<RouterProvider router={router} />);
}

const h1s = (html: string) => [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((match) => match[1]);
const markdown = (text: string): LegalDocument => ({ ok: true, nodes: renderMarkdown(text) });

describe('LegalPage states (spec sections 4 and 8)', () => {
  it('loaded: the title as the only h1, the document below it', () => {
    const html = render('terms-and-conditions', markdown('# About us\n\nPay **£504**. See [FAQs](/faqs).'));
    expect(h1s(html)).toEqual(['Terms and Conditions']);
    expect(html).toContain('<div class="legal__body" id="document-terms-and-conditions"><h2>About us</h2>');
    expect(html).toContain('<strong><span class="num">£504</span></strong>');
    // A plain link in the markup: it works without JavaScript.
    expect(html).toContain('<a href="/faqs">FAQs</a>');
    expect(html).toContain('href="/content/terms-and-conditions.pdf"');
    expect(html).toContain('>Download PDF Version</a>');
  });

  it('adopts the server’s markup as it is when hydrating (the hydration data has no document)', () => {
    const adopted = '<h2>Kept <span class="num">1</span></h2>';
    const asked: string[] = [];
    // The page as the browser hydrates it, over the server's HTML; restored before anything else runs.
    vi.stubGlobal('document', { getElementById: (id: string) => (asked.push(id), { innerHTML: adopted }) });
    try {
      const html = render('cookie-policy', undefined);
      expect(html).toContain(`<div class="legal__body" id="document-cookie-policy">${adopted}</div>`);
      expect(asked).toEqual(['document-cookie-policy']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers a PDF only for the documents that have one', () => {
    const html = render('privacy-policy', markdown('Text'));
    expect(h1s(html)).toEqual(['Privacy Policy']);
    expect(html).not.toContain('Download PDF Version');
  });

  it('loading: a busy skeleton that says Loading (the document shows it while a legal page loads)', () => {
    const html = renderToString(<LegalSkeleton />);
    expect(html).toContain('<div class="legal-skeleton" aria-busy="true"><p role="status" class="visually-hidden">Loading</p>');
    expect(html).not.toContain('legal__body');
  });

  it("content not OK: 'Page not found' with 'Failed to load content'", () => {
    const html = render('terms-of-use', { ok: false });
    expect(h1s(html)).toEqual(['Page not found']);
    expect(html).toContain('<p class="lead">Failed to load content</p>');
    expect(html).not.toContain('legal__body');
  });

  it("unknown page key: 'Page not found' with 'Page not found'", () => {
    const html = render('no-such-page', markdown('never shown'));
    expect(h1s(html)).toEqual(['Page not found']);
    expect(html).toContain('<p class="lead">Page not found</p>');
    expect(html).not.toContain('never shown');
  });
});

describe('fetchDocument, the browser loader’s document (spec section 7)', () => {
  const ok = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/markdown' } });
  const renderer = async () => ({ renderMarkdown });

  it('fetches /content/{name}.md and renders it with the pipeline, both asked for at once', async () => {
    const fetchText = vi.fn(async () => ok('# Hello'));
    const loadPipeline = vi.fn(renderer);
    const loading = fetchDocument('privacy-policy', fetchText, loadPipeline);
    // Neither waits for the other.
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(loadPipeline).toHaveBeenCalledTimes(1);
    const document = await loading;
    expect(document.ok).toBe(true);
    expect(renderToString(<>{document.ok ? document.nodes : null}</>)).toBe('<h2>Hello</h2>');
    expect(fetchText).toHaveBeenCalledWith('/content/privacy-policy.md', { headers: { Accept: 'text/markdown' } });
  });

  it.each([
    ['a status that is not OK', async () => new Response('nope', { status: 404 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("turns %s into 'Failed to load content', never a rejection", async (_name, failure) => {
    await expect(fetchDocument('cookie-policy', failure as () => Promise<Response>, renderer)).resolves.toEqual({ ok: false });
  });

  it('fails when the pipeline cannot be downloaded', async () => {
    await expect(
      fetchDocument(
        'terms-of-use',
        async () => ok('# Hello'),
        () => Promise.reject(new Error('chunk failed')),
      ),
    ).resolves.toEqual({ ok: false });
  });
});
