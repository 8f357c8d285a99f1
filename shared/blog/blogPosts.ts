/** The 4 blog posts (spec section 3). Only the first has an article page. */
import { article, ARTICLE_AUTHOR } from './article.ts';
import { dates, figures, monthText } from '../figures/figures.ts';

export { blogCountText, blogFilterFromParam, blogFilters, postsForFilter, type BlogCategory, type BlogFilter, type BlogPost } from './blogFilters.ts';
import type { BlogPost } from './blogFilters.ts';

// The article is also the first post; its own module keeps its page light (its meta needs no other post).
export { article, ARTICLE_AUTHOR, ARTICLE_MODIFIED, ARTICLE_PUBLISHED, articleMeta } from './article.ts';

export const blogPosts: readonly BlogPost[] = [
  article,
  {
    id: 'how-to-find-old-car-finance-agreements',
    title: 'How to find your old car finance agreements',
    // issue 45 item 8: a card with no page of its own promises none, and says it predates the final rules. Compliance
    // reading C, m3: only the ways /find-your-agreement gives with a source (the agreement naming the lender, and a
    // direct debit showing its name, were taken off the finder for want of one: reading A, U1), and that page named.
    excerpt:
      `From our archive, written before the final rules, with no page of its own. Your credit file lists agreements active in about ` +
      `the last ${figures.creditFileYears.display}, and Black Horse says its Direct Debit reference on your bank statements is your ` +
      `agreement number. Our free page “No paperwork? Where to look for your agreement” lists these ways with their sources.`,
    image: '/images/blog-find-agreements.svg',
    imageAlt: 'A magnifying glass over a credit report',
    date: '2025-09-22',
    author: ARTICLE_AUTHOR,
    category: 'Guide',
  },
  {
    id: 'regulator-confirms-redress-scheme',
    title: 'Regulator sets out plans for a motor finance redress scheme',
    // issue 29 item 25: an archive post, said so, with where things stand now beside it
    excerpt:
      `From our archive: in ${dates.regulatorEstimate.display} the regulator said it would consult on a redress scheme, and that most individuals ` +
      `would probably receive ${figures.regulatorEstimateAugust2025.display}. That proposal has been overtaken: the FCA published final rules in ` +
      `${monthText(dates.finalRules)}, and in ${dates.suspension.display} the Upper Tribunal partly suspended the scheme while legal challenges are heard.`,
    image: '/images/blog-redress-scheme.svg',
    imageAlt: 'A document headed Redress Scheme with a tick',
    date: '2025-08-12',
    author: ARTICLE_AUTHOR,
    category: 'News',
  },
  {
    id: 'pcp-vs-hire-purchase-explained',
    title: 'PCP and hire purchase explained: which agreements can you claim for?',
    // issue 45 item 8: a card with no page of its own promises none, and says it predates the final rules
    excerpt:
      'From our archive, written before the final rules, with no page of its own. Personal contract purchase, hire purchase and ' +
      'conditional sale are regulated credit, the kind of agreement the FCA’s schemes can cover; personal contract hire (leasing) is ' +
      'outside them. Our free pre-check asks which kind yours was.',
    image: '/images/blog-pcp-hp.svg',
    imageAlt: 'Two car keys labelled PCP and HP',
    date: '2025-07-30',
    author: ARTICLE_AUTHOR,
    category: 'Guide',
  },
];
