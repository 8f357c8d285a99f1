import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { faqs } from '../../../shared/faqs/allFaqs.ts';
import { schemeStatus } from '../../../shared/figures/schemeStatus.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/faqs',
      title: 'Frequently Asked Questions about Car Finance Claims',
      description: 'Answers on eligibility for car finance compensation, fees, the claims process and how long a claim takes.',
      keywords: [...COMMON_KEYWORDS, 'car finance claim FAQs'],
      faqs,
    }),
    faqs,
    status: schemeStatus,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'FAQs',
};
