/** The one blog post with a page of its own (spec section 2): its card, dates and search metadata. */
import type { BlogPost } from './blogPosts.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from './breadcrumbs.ts';
import { brand } from './brand.ts';
import type { PageMeta } from './seo.ts';

export const ARTICLE_AUTHOR = `${brand.name} Editorial Team`;
export const ARTICLE_PUBLISHED = '2025-10-14';
export const ARTICLE_MODIFIED = '2025-11-03';

export const article: BlogPost = {
  id: ARTICLE_SLUG,
  title: ARTICLE_TITLE,
  excerpt:
    'Lenders do not keep records forever. If the paperwork for an old finance agreement has been deleted, showing what you are owed gets harder. Here is how to protect your claim.',
  image: '/images/blog-data-deletion.svg',
  imageAlt: 'A folder of finance paperwork beside a clock',
  date: ARTICLE_PUBLISHED,
  author: ARTICLE_AUTHOR,
  category: 'News',
  href: `/blogs/${ARTICLE_SLUG}`,
};

export function articleMeta(): Pick<PageMeta, 'title' | 'description' | 'keywords' | 'type' | 'article' | 'schema' | 'image' | 'imageAlt'> {
  return {
    title: ARTICLE_TITLE,
    description: article.excerpt,
    keywords: ['car finance data deletion', 'car finance compensation', 'motor finance redress', 'mis-sold car finance'],
    type: 'article',
    image: article.image,
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
        author: { '@type': 'Organization', name: ARTICLE_AUTHOR },
        publisher: { '@type': 'Organization', name: brand.name },
      },
    ],
  };
}
