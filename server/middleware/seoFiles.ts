import { Router } from 'express';
import { absoluteUrl } from '../../shared/seo.ts';

/** robots.txt and sitemap.xml, both from the route table's sitemap paths. */
export function seoFiles({ siteUrl, sitemapPaths }: { siteUrl: string; sitemapPaths: readonly string[] }): Router {
  const escapeXml = (text: string) =>
    text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...new Set(sitemapPaths)].map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>\n`).join('') +
    '</urlset>\n';
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;

  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  return router;
}
