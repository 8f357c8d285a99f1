import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { articleText, type ArticleBlock } from '../../../shared/blog/articleText.ts';
import { blogPosts, type BlogPost } from '../../../shared/blog/blogPosts.ts';
import { sourceText } from '../../../shared/figures/factSources.ts';
import { dates, figures } from '../../../shared/figures/figures.ts';
import { article, articleMeta } from '../../../shared/blog/article.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from '../../../shared/blog/articleName.ts';
import { pageMeta } from '../../../shared/seo/pageMeta.ts';
import type { PageHead } from '../../../shared/seo/seo.ts';

export interface ArticleData extends PageHead {
  readonly sources: readonly string[];
  readonly lead: string;
  readonly body: readonly ArticleBlock[];
  /** The other posts, as cards (spec section 2: Related Blogs). */
  readonly related: readonly BlogPost[];
}

export function loader({ request }: LoaderFunctionArgs): ArticleData {
  const cited = [
    figures.regulatorEstimateAugust2025,
    figures.schemeRedressConsultation,
    figures.schemeRedressTotal,
    dates.pauseEnded,
    dates.suspension,
    figures.lenderResponseWeeks,
  ];
  return {
    ...pageHead(request, pageMeta(`/blogs/${ARTICLE_SLUG}`, articleMeta())),
    sources: [...new Set(cited.map(sourceText))],
    ...articleText(),
    related: blogPosts.filter((post) => post.id !== article.id),
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = ARTICLE_TITLE;
