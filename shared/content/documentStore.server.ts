/**
 * The server's copy of the built documents (dist/content, written by
 * server/build/build-content.ts), read from disk at start and rendered once
 * through shared/markdown/markdown.tsx: they change only with a deploy. The legal
 * pages' loader (client/pages/legal/loader.server.ts) gets the store through
 * the static handler's request context (server/render/routeHandler.ts), so
 * the document is part of the server's HTML and shows without JavaScript.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { createContext } from 'react-router';
import { documentNames, type DocumentName } from './documents.ts';
import { renderMarkdown } from '../markdown/markdown.tsx';

/** A built document rendered to React nodes; throws when the build has no such file. */
export type DocumentStore = (name: DocumentName) => ReactNode;

/** The request context key under which the static handler hands the loaders the store (React Router's `createContext`). */
export const documentsContext = createContext<DocumentStore>();

/**
 * Each built document's rendering, by its file. React elements are immutable descriptions: one rendering serves every
 * request, and every app of the process (a server has one; the server tests build dozens, and rendering the documents
 * again for each was a fifth of their CPU: docs/developing.md, Tests).
 */
const rendered = new Map<string, ReactNode>();

/**
 * A document missing from the build is a broken deploy, not a visitor's
 * problem: reading it throws, so the page's loader fails (the build's
 * prerender stops; a page made per request is the 500). Nothing is remembered
 * on failure, so a build that lands later is picked up.
 */
export function createDocumentStore(contentDir: string): DocumentStore {
  const read = (name: DocumentName): ReactNode => {
    const file = join(contentDir, `${name}.md`);
    if (rendered.has(file)) return rendered.get(file);
    const nodes = renderMarkdown(readFileSync(file, 'utf8'));
    rendered.set(file, nodes);
    return nodes;
  };
  // Read at start, so a running server renders the build it started with.
  for (const name of documentNames) {
    try {
      read(name);
    } catch {
      // reported when a page needs it
    }
  }
  return read;
}
