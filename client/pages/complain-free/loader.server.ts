import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { complaintLetter, readLetterQuery } from '../../../shared/lenders/complaintLetter.ts';
import { COMPLAIN_FREE_PATH, LETTER_LENDER_PARAM } from '../../../shared/lenders/lenderFinderUrl.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: COMPLAIN_FREE_PATH,
      title: 'Complain to Your Car Finance Lender Free: A Letter to Fill In',
      // issue 45 item 16: the snippet says what the page says ("Nothing you type below leaves this page"), and not our window, which the page does not state
      description:
        'A complaint letter about car finance commission, in plain words, addressed to your lender. Print it, copy it or email it; nothing you type leaves this page.',
      keywords: ['car finance complaint letter', 'complain to lender free', 'motor finance commission complaint', ...COMMON_KEYWORDS],
    }),
    letter: complaintLetter(readLetterQuery(new URL(request.url).searchParams)),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2), and the query its loader reads. */
export const handle = {
  crumb: 'Complain for free',
  query: [LETTER_LENDER_PARAM, ...PRE_CHECK_QUERY],
};
