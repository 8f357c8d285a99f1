/**
 * Where a legal page gets its markdown (issue 4, item 3). The server passes
 * its in-memory copy of dist/content through <DocumentSourceProvider>, so a
 * direct visit has the document in the HTML; the page embeds the text in a
 * non-executing JSON block beside it, so hydration reads the same text
 * without a request; a client-side navigation fetches /content/{name}.md.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { documentUrl, type DocumentName } from '../shared/documents.ts';

/** A document, or the fact that it could not be had (spec section 8: 'Failed to load content'). */
export type DocumentResult = { readonly ok: true; readonly text: string } | { readonly ok: false };

export interface DocumentSource {
  /** The document if it is already at hand, without waiting. */
  peek(name: DocumentName): DocumentResult | undefined;
  /** Loads the document; the same promise for the same name until it is forgotten. Never rejects. */
  load(name: DocumentName): Promise<DocumentResult>;
  /** Drops a failed load, so the next visit tries again. */
  forget(name: DocumentName): void;
}

/** The id of the JSON block that carries a rendered document's text to hydration. */
export function embeddedDocumentId(name: DocumentName): string {
  return `df-document-${name}`;
}

function readEmbedded(name: DocumentName): DocumentResult | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(embeddedDocumentId(name));
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<{ ok: boolean; text: unknown }>;
    if (parsed.ok === true && typeof parsed.text === 'string') return { ok: true, text: parsed.text };
    if (parsed.ok === false) return { ok: false };
  } catch {
    // A damaged block is ignored: the page fetches the document instead.
  }
  return undefined;
}

export function createBrowserDocumentSource(fetchDocument: typeof fetch = (...args) => fetch(...args)): DocumentSource {
  const settled = new Map<DocumentName, DocumentResult>();
  const pending = new Map<DocumentName, Promise<DocumentResult>>();
  return {
    peek(name) {
      const known = settled.get(name);
      if (known) return known;
      const embedded = readEmbedded(name);
      // An embedded failure is only used for hydration; it is not remembered.
      if (embedded?.ok) settled.set(name, embedded);
      return embedded;
    },
    load(name) {
      let promise = pending.get(name);
      if (!promise) {
        promise = fetchDocument(documentUrl(name), { headers: { Accept: 'text/markdown' } })
          .then(async (response): Promise<DocumentResult> => (response.ok ? { ok: true, text: await response.text() } : { ok: false }))
          .catch((): DocumentResult => ({ ok: false }))
          .then((result) => {
            if (result.ok) settled.set(name, result);
            return result;
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

/** The provided source (the server's), or in the browser the one that reads embedded copies and fetches. */
export function useDocumentSource(): DocumentSource {
  const provided = useContext(DocumentSourceContext);
  return provided ?? (browserSource ??= createBrowserDocumentSource());
}
