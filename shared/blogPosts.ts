/** The 4 blog posts (spec section 3). Only the first has an article page. */
import { ARTICLE_SLUG, ARTICLE_TITLE } from './breadcrumbs.ts';
import { brand } from './brand.ts';
import type { PageMeta } from './seo.ts';

export type BlogCategory = 'News' | 'Guide';

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly image: string;
  readonly imageAlt: string;
  /** ISO date. */
  readonly date: string;
  readonly author: string;
  readonly category: BlogCategory;
  /** Only the first post has its own page (spec section 2). */
  readonly href?: string;
}

export const ARTICLE_AUTHOR = `${brand.name} Editorial Team`;
export const ARTICLE_PUBLISHED = '2025-10-14';
export const ARTICLE_MODIFIED = '2025-11-03';

export const blogPosts: readonly BlogPost[] = [
  {
    id: ARTICLE_SLUG,
    title: ARTICLE_TITLE,
    excerpt:
      'Lenders only have to keep records for so long. If the paperwork for your old finance agreement is deleted, proving what you were owed gets harder.',
    image: '/images/blog-data-deletion.svg',
    imageAlt: 'A folder of finance paperwork beside a clock',
    date: ARTICLE_PUBLISHED,
    author: ARTICLE_AUTHOR,
    category: 'News',
    href: `/blogs/${ARTICLE_SLUG}`,
  },
  {
    id: 'how-to-find-old-car-finance-agreements',
    title: 'How to Find Your Old Car Finance Agreements',
    excerpt:
      'Lost the paperwork? Your credit file, your bank statements and the vehicle’s registration history can point to the lender and the dates.',
    image: '/images/blog-find-agreements.svg',
    imageAlt: 'A magnifying glass over a credit report',
    date: '2025-09-22',
    author: ARTICLE_AUTHOR,
    category: 'Guide',
  },
  {
    id: 'regulator-confirms-redress-scheme',
    title: 'Regulator Sets Out Plans for a Motor Finance Redress Scheme',
    excerpt:
      'The regulator estimates most affected agreements could see redress of up to £950. Here is what the proposed scheme means for you.',
    image: '/images/blog-redress-scheme.svg',
    imageAlt: 'A document headed Redress Scheme with a tick',
    date: '2025-08-12',
    author: ARTICLE_AUTHOR,
    category: 'News',
  },
  {
    id: 'pcp-vs-hire-purchase-explained',
    title: 'PCP and Hire Purchase Explained: Which Agreements Can You Claim For?',
    excerpt:
      'Personal contract purchase, hire purchase, lease purchase and dealer-arranged loans all work differently. Here is how each one can be mis-sold.',
    image: '/images/blog-pcp-hp.svg',
    imageAlt: 'Two car keys labelled PCP and HP',
    date: '2025-07-30',
    author: ARTICLE_AUTHOR,
    category: 'Guide',
  },
];

export const article: BlogPost = blogPosts[0]!;

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
