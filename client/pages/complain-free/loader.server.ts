import { pageHead } from '../../../shared/seo/structuredData.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { complaintLetter, readLetterQuery } from '../../../shared/lenders/complaintLetter.ts';
import { COMPLAIN_FREE_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(
      request,
      pageMeta(COMPLAIN_FREE_PATH, {
        title: 'Complain to Your Car Finance Lender Free: A Letter to Fill In',
        // issue 45 item 16: the snippet says what the page says ("Nothing you type below leaves this page"), and not our window, which the page does not state
        description:
          'A complaint letter about car finance commission, in plain words, addressed to your lender. Print it, copy it or email it; nothing you type leaves this page.',
        keywords: ['car finance complaint letter', 'complain to lender free', 'motor finance commission complaint', ...COMMON_KEYWORDS],
      }),
    ),
    letter: complaintLetter(readLetterQuery(new URL(request.url).searchParams)),
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'Complain for free';
