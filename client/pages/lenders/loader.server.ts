import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { freeRouteLine } from '../../../shared/lenders/lenders.ts';
import { lenderFinderData } from '../../../shared/lenders/lenderFinderResults.ts';
import { LENDER_FINDER_PARAM } from '../../../shared/lenders/lenderFinderUrl.ts';
import { lenderPath, lenders } from '../../../shared/lenders/lenderList.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';

export interface LenderHubRow {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly freeRoute: string;
}

export function loader({ request }: LoaderFunctionArgs) {
  return {
    // Issue 23: `?q=` is the name on the visitor's paperwork; its matches and, for none, how to find the lender.
    finder: lenderFinderData(new URL(request.url).searchParams.get(LENDER_FINDER_PARAM)),
    ...pageHead(request, {
      canonical: '/lenders',
      title: 'Car Finance Lenders: How to Complain Free',
      // issue 45 item 7: most of the lenders have no complaint route in our sources, so none is promised for each
      description: `Complain free to your car finance lender: a page on each of the ${lenders.length} lenders we cover, with its own complaint route where our sources show one, and our free complaint letter for every one.`,
      keywords: ['car finance lenders', 'complain to car finance lender', ...COMMON_KEYWORDS],
    }),
    lenders: lenders.map((lender) => ({ slug: lender.slug, name: lender.name, path: lenderPath(lender), freeRoute: freeRouteLine(lender) })),
  };
}

/** React Router's `handle` for this route: the query its loader reads. */
export const handle = { query: [LENDER_FINDER_PARAM, ...PRE_CHECK_QUERY] };
