import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { scopeFacts } from '../../../shared/figures/schemeScope.ts';
import { FIND_YOUR_AGREEMENT_PATH } from '../../../shared/agreements/agreementUrls.ts';
import type { FactSource } from '../../../shared/figures/factTypes.ts';

/** A sentence from the scope registry and its source, as the page shows it. */
export interface SourcedWords {
  readonly text: string;
  readonly source: FactSource;
  readonly checked: string;
}

/**
 * facts.md §8 (getting a copy of an agreement) was searched on 28 November 2026, after the scope file's
 * `checked` day; the file has one day for every entry, so this page states §8's own.
 * TODO(issue 47): a `checked` per entry in content/scheme-scope.yaml, and this goes.
 */
const SECTION_8_CHECKED = scopeFacts.subjectAccessRequest.checked;

const words = (key: 'complaintDetails' | 'creditFileYears' | 'subjectAccessRequest' | 'ccaCopyRequest'): SourcedWords => {
  const fact = scopeFacts[key];
  const section8 = key === 'subjectAccessRequest' || key === 'ccaCopyRequest';
  return { text: fact.display, source: fact.source, checked: section8 ? SECTION_8_CHECKED : fact.checked };
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: FIND_YOUR_AGREEMENT_PATH,
      title: 'No Paperwork? How to Find Your Car Finance Agreement',
      description:
        'Lost your car finance paperwork? What helps a lender find your agreement, where to look for the agreement number, your credit file, a free subject access request, and old lender names.',
      keywords: ['find car finance agreement', 'lost car finance paperwork', 'subject access request car finance', ...COMMON_KEYWORDS],
    }),
    complaintDetails: words('complaintDetails'),
    creditFileYears: words('creditFileYears'),
    subjectAccess: words('subjectAccessRequest'),
    ccaCopy: words('ccaCopyRequest'),
    section8Checked: SECTION_8_CHECKED,
    // Black Horse's own complaints page: the one lender a source names places for the agreement number (facts.md §8).
    agreementNumberSource: {
      title: 'Complaints',
      publisher: 'Black Horse',
      date: 'undated',
      url: 'https://www.blackhorse.co.uk/complaints',
    },
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'Find Your Agreement',
};
