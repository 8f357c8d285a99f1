import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../server/content/structuredData.ts';
import { articleText, type ArticleBlock } from '../../../server/content/articleText.ts';
import { blogPosts, type BlogPost } from '../../../server/content/blogPosts.ts';
import { sourceText } from '../../../server/figures/factSources.ts';
import { dates, figures } from '../../../server/figures/figures.ts';
import { article, articleMeta } from '../../../shared/article.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from '../../../shared/articleName.ts';
import { pageMeta } from '../../../server/content/pageMeta.ts';
import type { PageHead } from '../../../shared/seo.ts';

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
