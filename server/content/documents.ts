/**
 * The server's copy of the built documents (dist/content, written by
 * server/build/build-content.ts), read from disk at start and rendered once: they
 * change only with a deploy. A legal page reads them synchronously, so the
 * document is part of the server's HTML and shows without JavaScript.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentSource, DocumentView } from '../../client/documentSource.tsx';
import { documentNames, type DocumentName } from '../../shared/documents.ts';
import { renderMarkdown } from '../../shared/markdown.tsx';

/**
 * A document missing from the build is a broken deploy, not a visitor's
 * problem: reading it throws, so the render fails (500, logged, never cached)
 * and the browser renders that part itself from /content. Nothing is
 * remembered on failure, so a build that lands later is picked up.
 */
export function createDocumentStore(contentDir: string): DocumentSource {
  const views = new Map<DocumentName, DocumentView>();
  const read = (name: DocumentName): DocumentView => {
    const known = views.get(name);
    if (known) return known;
    // React elements are immutable descriptions: one rendering serves every request.
    const view: DocumentView = { ok: true, nodes: renderMarkdown(readFileSync(join(contentDir, `${name}.md`), 'utf8')) };
    views.set(name, view);
    return view;
  };
  // Read at start, so a running server renders the build it started with.
  for (const name of documentNames) {
    try {
      read(name);
    } catch {
      // reported when a page needs it
    }
  }
  return {
    peek: read,
    load: (name) => Promise.resolve().then(() => read(name)),
    forget: (name) => void views.delete(name),
  };
}
