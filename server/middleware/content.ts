import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type RequestHandler } from 'express';
import { documentNames, isDocumentName, pdfDocumentNames } from '../../shared/documents.ts';

const TYPES = { md: 'text/markdown; charset=utf-8', pdf: 'application/pdf' } as const;

/** Exactly `{lower-case-name}.md` or `.pdf`: no dots, slashes, backslashes or percent signs can pass. */
const CONTENT_FILE = /^([a-z-]+)\.(md|pdf)$/;

interface ContentFile {
  readonly body: Buffer;
  /** From the bytes, so every server of a deploy gives the same ETag and a rebuild of the same text keeps it. */
  readonly etag: string;
}

/**
 * `/content/{document}.md` and the two PDFs (spec section 7), from the built
 * content folder. Only names on the list are served, so no path can leave it;
 * anything else under /content is the 404 page. Files are read once, at
 * start, and kept in memory: they change only with a deploy, so browsers
 * revalidate every time (`no-cache`) and get a cheap 304 by ETag.
 */
export function content(contentDir: string, notFound: RequestHandler): Router {
  const files = new Map<string, ContentFile>();
  const read = (file: string): ContentFile | undefined => {
    const known = files.get(file);
    if (known) return known;
    try {
      const body = readFileSync(join(contentDir, file));
      const entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      files.set(file, entry);
      return entry;
    } catch {
      return undefined; // not remembered: a build that lands later is served
    }
  };

  // Read at start, so a running server keeps serving the build it started with.
  for (const name of documentNames) read(`${name}.md`);
  for (const name of pdfDocumentNames) read(`${name}.pdf`);

  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(req, res, next);
    // The path as sent, never decoded: an encoded dot, slash or backslash cannot form a listed name.
    const match = CONTENT_FILE.exec(req.path.slice(1));
    const name = match?.[1];
    const kind = match?.[2] as keyof typeof TYPES | undefined;
    const allowed = name && kind && (kind === 'md' ? isDocumentName(name) : (pdfDocumentNames as readonly string[]).includes(name));
    const file = allowed ? read(`${name}.${kind}`) : undefined;
    if (!file || !kind) return notFound(req, res, next);
    res.set({
      'Content-Type': TYPES[kind],
      'Cache-Control': 'public, no-cache',
      ETag: file.etag,
      ...(kind === 'pdf' && { 'Content-Disposition': `inline; filename="${name}.pdf"` }),
    });
    // res.send answers 304 when the request's ETag matches, and sends no body to HEAD.
    res.send(file.body);
  });
  return router;
}
