import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { articleText } from '../../../shared/blog/articleText.ts';
import { blogPosts } from '../../../shared/blog/blogPosts.ts';
import { sourceText } from '../../../shared/figures/factSources.ts';
import { dates, figures } from '../../../shared/figures/figures.ts';
import { article, articleMeta } from '../../../shared/blog/article.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from '../../../shared/blog/articleName.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const cited = [
    figures.regulatorEstimateAugust2025,
    figures.schemeRedressConsultation,
    figures.schemeRedressTotal,
    dates.pauseEnded,
    dates.suspension,
    figures.lenderResponseWeeks,
  ];
  return {
    ...pageHead(request, { canonical: `/blogs/${ARTICLE_SLUG}`, ...articleMeta() }),
    sources: [...new Set(cited.map(sourceText))],
    ...articleText(),
    // The other posts, as cards (spec section 2: Related Blogs).
    related: blogPosts.filter((post) => post.id !== article.id),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: ARTICLE_TITLE,
};
