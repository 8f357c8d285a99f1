import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { lenderPageContent } from '../../../shared/landing/landingContent.ts';
import { windowsSentence } from '../../../shared/figures/figures.ts';
import { lenderFreeRoute } from '../../../shared/lenders/lenders.ts';
import { lenderByPageSlug, lenderPath } from '../../../shared/lenders/lenderList.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/seo/pageMeta.ts';
import { notFound } from '../not-found/loader.server.ts';

/** contract: a lender not in the list of 20 is a 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lender = lenderByPageSlug(params.slug ?? '') ?? notFound();
  return {
    ...pageHead(
      request,
      pageMeta(lenderPath(lender), {
        title: `Mis-sold ${lender.name} Car Finance Claims`,
        description: `Had car finance with ${lender.name}? Complaining to ${lender.name} yourself is free. ${windowsSentence()}`,
        keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
      }),
    ),
    lender,
    content: lenderPageContent(lender),
    freeRoute: lenderFreeRoute(lender),
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
// spec: "{Lender} Finance"; issue 45 item 11: never "Clydesdale Financial Services Finance"
export const crumb = (data: ReturnType<typeof loader>): string =>
  /\bFinanc(e|ial Services)$/.test(data.lender.name) ? data.lender.name : `${data.lender.name} Finance`;
