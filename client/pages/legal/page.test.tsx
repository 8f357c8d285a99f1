import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LegalSkeleton } from '../../components/legal/LegalSkeleton.tsx';
import { renderMarkdown } from '../../../shared/markdown/markdown.tsx';
import { fetchDocument } from './fetchDocument.ts';
import type { LegalDocument } from './loader.server.ts';
import LegalPage from './page.tsx';
import { headings, nameOf, nodes, textOf } from '../../../testing/html.ts';

/** The page as its route renders it: its loader's data, with the document as the server's loader or a navigation's brings it. */
function render(pageKey: string, document: LegalDocument | undefined): string {
  const data = { pageKey, document };
  const router = createMemoryRouter([{ id: 'legal', path: '/:key', Component: LegalPage, loader: () => data }], {
    initialEntries: [`/${pageKey}`],
    hydrationData: { loaderData: { legal: data } },
  });
  return renderToString(<RouterProvider router={router} />);
}

const h1s = (html: string) =>
  headings(html)
    .filter((heading) => heading.level === 1)
    .map((heading) => heading.text);

/** Every link, as [its name, where it goes]. */
const links = (html: string) => nodes(html, 'a[href]').map((link) => [nameOf(link), link.properties.href]);
const markdown = (text: string): LegalDocument => ({ ok: true, nodes: renderMarkdown(text) });

describe('LegalPage states (spec sections 4 and 8)', () => {
  it('loaded: the title as the only h1, the document below it', () => {
    const html = render('terms-and-conditions', markdown('# About us\n\nPay **£504**. See [FAQs](/faqs).'));
    expect(h1s(html)).toEqual(['Terms and Conditions']);
    // the document in the element hydration finds by its id, its `#` heading an h2, after the h1
    const [body] = nodes(html, '#document-terms-and-conditions');
    expect(headings(html).map((heading) => [heading.level, heading.text])).toEqual([
      [1, 'Terms and Conditions'],
      [2, 'About us'],
    ]);
    expect(nodes(body!, 'h2').map(textOf)).toEqual(['About us']);
    // bold as written, the figure in the numeric font
    expect(nodes(body!, 'strong').map(textOf)).toEqual(['£504']);
    expect(nodes(body!, 'strong .num').map(textOf)).toEqual(['£504']);
    // A plain link in the markup: it works without JavaScript.
    expect(links(html)).toContainEqual(['FAQs', '/faqs']);
    expect(links(html)).toContainEqual(['Download PDF Version', '/content/terms-and-conditions.pdf']);
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
    // busy, and a status a screen reader announces as "Loading"
    expect(nodes(html, '[aria-busy="true"]')).toHaveLength(1);
    expect(nodes(html, '[aria-busy="true"] [role="status"]').map(textOf)).toEqual(['Loading']);
    expect(html).not.toContain('legal__body');
  });

  it("content not OK: 'Page not found' with 'Failed to load content'", () => {
    const html = render('terms-of-use', { ok: false });
    expect(h1s(html)).toEqual(['Page not found']);
    expect(nodes(html, 'p').map(textOf)).toContain('Failed to load content');
    expect(html).not.toContain('legal__body');
  });

  it("unknown page key: 'Page not found' with 'Page not found'", () => {
    const html = render('no-such-page', markdown('never shown'));
    expect(h1s(html)).toEqual(['Page not found']);
    expect(nodes(html, 'p').map(textOf)).toContain('Page not found');
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
    const rendered = renderToString(<>{document.ok ? document.nodes : null}</>);
    expect(headings(rendered)).toEqual([{ level: 2, text: 'Hello' }]);
    expect(textOf(rendered)).toBe('Hello');
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
