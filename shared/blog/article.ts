/** The one blog post with a page of its own (spec section 2): its card, dates and search metadata. */
import type { BlogPost } from './blogFilters.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from './articleName.ts';
import { brand } from '../brand/brand.ts';
import type { PageMeta } from '../seo/seo.ts';

export const ARTICLE_AUTHOR = `${brand.name} Editorial Team`;
export const ARTICLE_PUBLISHED = '2025-10-14';
/** Its figures and timing were brought up to date from the registry on this day (issue 14; compliance reading B). */
export const ARTICLE_MODIFIED = '2026-11-29';

/**
 * The article's picture for social networks and its Article data: a PNG at
 * the 1200 × 630 the big networks show (they do not show SVG), rendered from
 * the card's SVG (public/images/blog-data-deletion.svg).
 */
export const ARTICLE_SOCIAL_IMAGE = { url: '/images/blog-data-deletion-social.png', width: 1200, height: 630 } as const;

export const article: BlogPost = {
  id: ARTICLE_SLUG,
  title: ARTICLE_TITLE,
  excerpt:
    'For an old finance agreement, the paperwork that shows what you paid, and who the lender was, can be hard to find. Here is where to look, and how to ask the lender for what it holds.',
  image: '/images/blog-data-deletion.svg',
  imageAlt: 'A folder of finance paperwork beside a clock',
  date: ARTICLE_PUBLISHED,
  updated: ARTICLE_MODIFIED,
  author: ARTICLE_AUTHOR,
  category: 'News',
  href: `/blogs/${ARTICLE_SLUG}`,
};

export function articleMeta(): Pick<PageMeta, 'title' | 'description' | 'keywords' | 'type' | 'article' | 'schema' | 'image' | 'imageSize' | 'imageAlt'> {
  return {
    title: ARTICLE_TITLE,
    description: article.excerpt,
    keywords: ['car finance data deletion', 'car finance compensation', 'motor finance redress', 'mis-sold car finance'],
    type: 'article',
    image: ARTICLE_SOCIAL_IMAGE.url,
    imageSize: { width: ARTICLE_SOCIAL_IMAGE.width, height: ARTICLE_SOCIAL_IMAGE.height },
    imageAlt: article.imageAlt,
    article: { author: ARTICLE_AUTHOR, publishedTime: ARTICLE_PUBLISHED, modifiedTime: ARTICLE_MODIFIED },
    schema: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: ARTICLE_TITLE,
        description: article.excerpt,
        datePublished: ARTICLE_PUBLISHED,
        dateModified: ARTICLE_MODIFIED,
        // Site-relative: structuredDataFor makes it absolute with the site's origin.
        image: [ARTICLE_SOCIAL_IMAGE.url],
        // The post's own byline (shared/blog/blogPosts.ts): a team of the firm, so an Organization.
        author: { '@type': 'Organization', name: article.author },
        publisher: { '@type': 'Organization', name: brand.name },
      },
    ],
  };
}
