import type { ReactNode } from 'react';
import { matchPath, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import { documentsContext } from '../../../shared/content/documentStore.server.ts';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { legalPageKeys } from '../../../shared/content/documents.ts';
import { legalPageByKey } from '../../../shared/content/legalPages.ts';
import { notFound } from '../not-found/loader.server.ts';

/** A legal page's document rendered through shared/markdown/markdown.tsx, or the fact that it could not be had (spec section 8: 'Failed to load content'). */
export type LegalDocument = { readonly ok: true; readonly nodes: ReactNode } | { readonly ok: false };

/** The path as the router matched it (it matches decoded, in any letter case). */
function decodedPath(url: string): string {
  const { pathname } = new URL(url);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Left out of JSON.stringify (a `toJSON` that gives undefined drops the
 * property): React elements are for the server's render, not the wire.
 */
function notSerialised(document: LegalDocument): LegalDocument {
  return Object.assign(document, { toJSON: () => undefined });
}

/** A legal page (key facts among them): the one whose route matched, with its built document (shared/content/documentStore.server.ts). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const pathname = decodedPath(request.url);
  const key = legalPageKeys.find((candidate) => matchPath(`/${candidate}`, pathname));
  const page = key === undefined ? undefined : legalPageByKey(key);
  if (!page) return notFound();
  const documents = (context as RouterContextProvider).get(documentsContext);
  return {
    ...pageHead(request, { canonical: `/${page.key}`, title: page.title, description: page.description, keywords: page.keywords }),
    pageKey: page.key,
    // The document: the built one on the server, the one fetched from /content/{document}.md after a
    // navigation (loader.client.ts). Never part of the JSON (the hydration data, `.data`): the document is
    // already in the server's HTML, and hydration adopts that markup as it is (page.tsx).
    document: notSerialised({ ok: true, nodes: documents(page.file) }),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: (data: ReturnType<typeof loader>): string => legalPageByKey(data.pageKey)!.title,
};
