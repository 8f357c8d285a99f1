import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { schemeScope } from '../../../shared/figures/schemeScopeFile.server.ts';
import { MY_AGREEMENTS_PATH } from '../../../shared/agreements/agreementUrls.ts';
import { letterAddressing } from '../../../shared/lenders/complaintLetter.ts';
import { lenders } from '../../../shared/lenders/lenders.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: MY_AGREEMENTS_PATH,
      title: 'My Agreements: Each Next Step and Its Date',
      description:
        'Keep a list of your car finance agreements on your own device, with each one’s next step and its date: the final response, the ombudsman, the scheme’s invitation. Nothing you enter here is sent to us.',
      keywords: ['car finance agreements list', 'financial ombudsman deadline', 'final response 8 weeks', ...COMMON_KEYWORDS],
    }),
    // The scheme's facts, checked on the server: the words of each step, and what the pre-check's one
    // engine reads when the page runs it on the device (decision 035). The same for everyone, so the
    // page is made at build; the visitor's list never comes here.
    schemeScope,
    // Each known lender's part of the complaint letter (address, email, notes, from content/lenders.yaml), by
    // slug: every lender's, so the letter for an agreement on the list is made on the device and no request
    // names its lender (decision 042).
    letterAddressing: Object.fromEntries(lenders.map((lender) => [lender.slug, letterAddressing(lender)])),
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'My Agreements',
};
