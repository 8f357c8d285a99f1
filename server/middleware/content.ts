import { join } from 'node:path';
import { Router, type RequestHandler } from 'express';
import { isDocumentName, pdfDocumentNames } from '../../shared/documents.ts';

const TYPES = { md: 'text/markdown; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * `/content/{document}.md` and the two PDFs (spec section 7), from the built
 * content folder. Only names on the list are served, so no path can leave it;
 * anything else under /content is the 404 page.
 */
export function content(contentDir: string, notFound: RequestHandler): Router {
  const router = Router();
  router.get('/:file', (req, res, next) => {
    const match = /^([a-z-]+)\.(md|pdf)$/.exec(req.params.file);
    const name = match?.[1];
    const kind = match?.[2] as keyof typeof TYPES | undefined;
    const allowed =
      name && kind && (kind === 'md' ? isDocumentName(name) : (pdfDocumentNames as readonly string[]).includes(name));
    if (!allowed) return notFound(req, res, next);
    res.type(TYPES[kind]);
    // Content changes only with a deploy: revalidate every time, cheaply, by ETag.
    res.sendFile(join(contentDir, `${name}.${kind}`), { headers: { 'Cache-Control': 'public, no-cache' }, cacheControl: false }, (error) => {
      if (error && !res.headersSent) notFound(req, res, next);
    });
  });
  router.use(notFound);
  return router;
}
