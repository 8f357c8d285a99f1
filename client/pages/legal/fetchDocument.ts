/**
 * A legal page's document in the browser after a navigation (spec section
 * 7): GET /content/{document}.md and the markdown pipeline
 * (shared/markdown/markdown.tsx, the one the server renders with, downloaded only
 * now), both at once. Loaded on demand by loader.client.ts, so none of it is
 * in the shell. Never rejects: anything but an OK answer rendered is the
 * page's 'Failed to load content' (spec section 8).
 */
import type { ReactNode } from 'react';
import { documentUrl, type DocumentName } from '../../../shared/content/documents.ts';
import type { LegalDocument } from './loader.server.ts';

export async function fetchDocument(
  name: DocumentName,
  fetchText: typeof fetch = (...args) => fetch(...args),
  loadPipeline: () => Promise<{ renderMarkdown: (text: string) => ReactNode }> = () => import('../../../shared/markdown/markdown.tsx'),
): Promise<LegalDocument> {
  try {
    const [response, { renderMarkdown }] = await Promise.all([fetchText(documentUrl(name), { headers: { Accept: 'text/markdown' } }), loadPipeline()]);
    return response.ok ? { ok: true, nodes: renderMarkdown(await response.text()) } : { ok: false };
  } catch {
    return { ok: false };
  }
}
