import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { articleText } from '../../../shared/blog/articleText.ts';
import { blogPosts } from '../../../shared/blog/blogPosts.ts';
import { sourceLine, sourceOf } from '../../../shared/figures/factSources.ts';
import { dates, figures } from '../../../shared/figures/figures.ts';
import { scopeFacts, scopeSources } from '../../../shared/figures/schemeScope.ts';
import type { FactSource } from '../../../shared/figures/factTypes.ts';
import { article, articleMeta } from '../../../shared/blog/article.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from '../../../shared/blog/articleName.ts';

export function loader({ request }: LoaderFunctionArgs) {
  // Every source the article's statements rest on, each linked to its publisher where the registry has the
  // address (compliance reading B, U6): the figures and dates, the hearing, the FCA's consumer guide (the
  // credit file, what to give a lender) and the ICO on subject access requests.
  const cited: FactSource[] = [
    ...[
      figures.eligibleAgreements,
      figures.regulatorEstimateAugust2025,
      figures.averageRedressPerAgreement,
      figures.schemeRedressConsultation,
      figures.schemeRedressTotal,
      dates.pauseStarted,
      dates.pauseEnded,
      dates.suspension,
      dates.hearing,
      dates.paymentsIfUpheld,
      dates.delayIfOverturned,
      figures.creditFileYears,
      figures.lenderResponseWeeks,
    ].map(sourceOf),
    ...scopeFacts.subjectAccessRequest.sourceKeys.map((key) => scopeSources[key]!),
  ];
  const sources = [...new Map(cited.map((source) => [sourceLine(source), { text: sourceLine(source), ...(source.url ? { url: source.url } : {}) }])).values()];
  return {
    ...pageHead(request, { canonical: `/blogs/${ARTICLE_SLUG}`, ...articleMeta() }),
    sources,
    ...articleText(),
    // The other posts, as cards (spec section 2: Related Blogs).
    related: blogPosts.filter((post) => post.id !== article.id),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: ARTICLE_TITLE,
};
