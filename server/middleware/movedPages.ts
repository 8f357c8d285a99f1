import type { RequestHandler } from 'express';
import { ARTICLE_FORMER_SLUG, ARTICLE_SLUG } from '../../shared/blog/articleName.ts';

/**
 * Addresses a page used to have, each with where the page is now (issue 45 item 7). Permanent, so search
 * engines move the page's standing to the new address and links already shared keep working. Also the
 * short names a visitor may type for a regulated disclosure or a contact page (compliance reading B, N11):
 * the contract's About Us for any other one-segment path would show them no key facts.
 */
export const movedPages: ReadonlyMap<string, string> = new Map([
  [`/blogs/${ARTICLE_FORMER_SLUG}`, `/blogs/${ARTICLE_SLUG}`],
  ['/key-facts', '/mlm-information-and-key-facts'],
  ['/contact-us', '/contact'],
]);

/** A GET or HEAD of a former address answers 301 to the page's address now, with the query it was asked with. */
export function movedPagesRedirect(): RequestHandler {
  return (req, res, next) => {
    const to = req.method === 'GET' || req.method === 'HEAD' ? movedPages.get(req.path) : undefined;
    if (to === undefined) return next();
    const queryAt = req.originalUrl.indexOf('?');
    res.set('Cache-Control', 'public, max-age=86400').redirect(301, queryAt < 0 ? to : to + req.originalUrl.slice(queryAt));
  };
}
