import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { lenderPageContent } from '../../../shared/landing/landingContent.ts';
import { windowsSentence } from '../../../shared/figures/figures.ts';
import { lenderFreeRoute } from '../../../shared/lenders/lenders.ts';
import { lenderByPageSlug, lenderPath } from '../../../shared/lenders/lenderList.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { notFound } from '../not-found/loader.server.ts';
import { PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';

/** contract: a lender not in the list of 20 is a 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lender = lenderByPageSlug(params.slug ?? '') ?? notFound();
  return {
    ...pageHead(request, {
      canonical: lenderPath(lender),
      title: `Mis-sold ${lender.name} Car Finance Claims`,
      description: `Had car finance with ${lender.name}? Complaining to ${lender.name} yourself is free. ${windowsSentence()}`,
      keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
    }),
    lender,
    content: lenderPageContent(lender),
    freeRoute: lenderFreeRoute(lender),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2), and the query its loader reads. */
export const handle = {
  // spec: "{Lender} Finance"; issue 45 item 11: never "Clydesdale Financial Services Finance"
  crumb: (data: ReturnType<typeof loader>): string => (/\bFinanc(e|ial Services)$/.test(data.lender.name) ? data.lender.name : `${data.lender.name} Finance`),
  query: PRE_CHECK_QUERY,
};
