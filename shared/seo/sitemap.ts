/**
 * sitemap.xml as a pure function of the route table's paths, each with the
 * day its content last changed (`lastmod`), so crawlers revisit what changed.
 * The dates come from the content itself: the article's own modified date,
 * the newest post for the blog list, and for every other page the day its
 * kind of copy was last revised (`contentUpdated`, the one place to move it).
 */
import { ARTICLE_MODIFIED } from '../blog/article.ts';
import { blogPosts } from '../blog/blogPosts.ts';
import { ARTICLE_SLUG } from '../blog/articleName.ts';
import { legalPageKeys } from '../content/documents.ts';
import { absoluteUrl } from './headTags.ts';

/** ISO day each kind of page's copy was last revised; issue 14 brought every page's figures and timing up to date. */
export const contentUpdated = {
  home: '2026-11-23',
  lender: '2026-11-23',
  vehicle: '2026-11-23',
  document: '2026-11-23',
  page: '2026-11-23',
} as const satisfies Record<string, string>;

const DOCUMENT_PATHS: ReadonlySet<string> = new Set(legalPageKeys.map((key) => `/${key}`));

/** The day the page at `path` last changed, `YYYY-MM-DD`. */
export function lastModifiedFor(path: string): string {
  if (path === `/blogs/${ARTICLE_SLUG}`) return ARTICLE_MODIFIED;
  if (path === '/') return contentUpdated.home;
  if (path.startsWith('/lenders/')) return contentUpdated.lender;
  if (path.startsWith('/vehicles/')) return contentUpdated.vehicle;
  if (DOCUMENT_PATHS.has(path)) return contentUpdated.document;
  // The blog list changes when its copy does or when a post is added or updated.
  if (path === '/blogs') return [contentUpdated.page, ARTICLE_MODIFIED, ...blogPosts.map((post) => post.date)].sort().at(-1)!;
  return contentUpdated.page;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(siteUrl: string, paths: readonly string[], lastModified: (path: string) => string = lastModifiedFor): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc><lastmod>${lastModified(path)}</lastmod></url>\n`).join('') +
    '</urlset>\n'
  );
}
