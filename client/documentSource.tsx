/**
 * Where a legal page gets its rendered document (issue 4, item 3).
 *
 * - On the server, <DocumentSourceProvider> passes the built documents
 *   (server/content/documents.ts), rendered through shared/markdown.tsx, so a direct
 *   visit has the whole document in the HTML.
 * - When the browser hydrates that page it adopts the server's markup as it
 *   is (the same bytes, so nothing to mismatch) instead of parsing the
 *   markdown again: no request, and the markdown pipeline (≈50 KB gzip) is
 *   not part of the page's first load.
 * - After a client-side navigation the page's loader (client/routeData.ts)
 *   fetches /content/{name}.md and loads the same pipeline on demand, both
 *   at once, and renders the text.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { documentUrl, type DocumentName } from '../shared/documents.ts';

/**
 * A document ready to show: React nodes (rendered from markdown), or the
 * server's markup adopted on hydration; or the fact that it could not be had
 * (spec section 8: 'Failed to load content').
 */
export type DocumentView = { readonly ok: true; readonly nodes: ReactNode } | { readonly ok: true; readonly html: string } | { readonly ok: false };

export interface DocumentSource {
  /** The document if it is already at hand, without waiting. */
  peek(name: DocumentName): DocumentView | undefined;
  /** Loads the document; the same promise for the same name until it is forgotten. Never rejects. */
  load(name: DocumentName): Promise<DocumentView>;
  /** Drops a failed load, so the next visit tries again. */
  forget(name: DocumentName): void;
}

/** The id of the element that holds a rendered document, so hydration can find the server's markup. */
export function documentBodyId(name: DocumentName): string {
  return `document-${name}`;
}

/** The server's rendering of the document, read before React hydrates over it. */
function serverMarkup(name: DocumentName): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(documentBodyId(name))?.innerHTML;
}

export function createBrowserDocumentSource(
  fetchDocument: typeof fetch = (...args) => fetch(...args),
  loadRenderer: () => Promise<{ renderMarkdown: (text: string) => ReactNode }> = () => import('../shared/markdown.tsx'),
): DocumentSource {
  const settled = new Map<DocumentName, DocumentView>();
  const pending = new Map<DocumentName, Promise<DocumentView>>();
  return {
    peek(name) {
      const known = settled.get(name);
      if (known) return known;
      const html = serverMarkup(name);
      if (html === undefined) return undefined;
      const adopted: DocumentView = { ok: true, html };
      settled.set(name, adopted);
      return adopted;
    },
    load(name) {
      let promise = pending.get(name);
      if (!promise) {
        const text = fetchDocument(documentUrl(name), { headers: { Accept: 'text/markdown' } }).then((response) => (response.ok ? response.text() : undefined));
        promise = Promise.all([text, loadRenderer()])
          .then(([markdown, { renderMarkdown }]): DocumentView => (markdown === undefined ? { ok: false } : { ok: true, nodes: renderMarkdown(markdown) }))
          .catch((): DocumentView => ({ ok: false }))
          .then((view) => {
            if (view.ok) settled.set(name, view);
            return view;
          });
        pending.set(name, promise);
      }
      return promise;
    },
    forget(name) {
      if (!settled.has(name)) pending.delete(name);
    },
  };
}

const DocumentSourceContext = createContext<DocumentSource | null>(null);

let browserSource: DocumentSource | undefined;

export function DocumentSourceProvider({ source, children }: { source: DocumentSource; children: ReactNode }) {
  return <DocumentSourceContext value={source}>{children}</DocumentSourceContext>;
}

/** The browser's one source: it adopts the server's markup and fetches the rest. */
export function browserDocumentSource(): DocumentSource {
  return (browserSource ??= createBrowserDocumentSource());
}

/** The provided source (the server's), or in the browser its own. */
export function useDocumentSource(): DocumentSource {
  return useContext(DocumentSourceContext) ?? browserDocumentSource();
}
