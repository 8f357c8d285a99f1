import { ARTICLE_MODIFIED } from '../blog/article.ts';
import { ARTICLE_SLUG } from '../blog/articleName.ts';
import { contentUpdated, lastModifiedFor, sitemapXml } from './sitemap.ts';

describe('lastModifiedFor', () => {
  it('dates the article by its own modified date and other pages by their kind’s last revision', () => {
    expect(lastModifiedFor(`/blogs/${ARTICLE_SLUG}`)).toBe(ARTICLE_MODIFIED);
    expect(lastModifiedFor('/')).toBe(contentUpdated.home);
    expect(lastModifiedFor('/lenders/mis-sold-bmw-car-finance')).toBe(contentUpdated.lender);
    expect(lastModifiedFor('/vehicles/audi-car-finance')).toBe(contentUpdated.vehicle);
    expect(lastModifiedFor('/terms-and-conditions')).toBe(contentUpdated.document);
    expect(lastModifiedFor('/about-us')).toBe(contentUpdated.page);
  });

  it('dates the blog list by its newest change', () => {
    expect(lastModifiedFor('/blogs') >= ARTICLE_MODIFIED).toBe(true);
    expect(lastModifiedFor('/blogs') >= contentUpdated.page).toBe(true);
  });

  it('gives real days, none in the future of the facts check', () => {
    for (const day of Object.values(contentUpdated)) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
  });
});

describe('sitemapXml', () => {
  it('lists each path once, absolute and escaped, with its lastmod', () => {
    const xml = sitemapXml('https://drivefair.example', ['/', '/about-us', '/about-us', "/a&b'"], (path) => (path === '/' ? '2026-01-02' : '2026-03-04'));
    expect(xml).toContain('<url><loc>https://drivefair.example/</loc><lastmod>2026-01-02</lastmod></url>');
    expect(xml.match(/about-us/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://drivefair.example/a&amp;b&apos;</loc><lastmod>2026-03-04</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });
});
