import { Router } from 'express';
import { absoluteUrl } from '../../shared/seo/headTags.ts';
import { sitemapXml } from '../../shared/seo/sitemap.ts';

/** robots.txt and sitemap.xml, both from the route table's sitemap paths (each with its lastmod: shared/seo/sitemap.ts). */
export function seoFiles({ siteUrl, sitemapPaths }: { siteUrl: string; sitemapPaths: readonly string[] }): Router {
  const sitemap = sitemapXml(siteUrl, sitemapPaths);
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
