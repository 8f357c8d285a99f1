import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { publishedReviews } from '../../../shared/reviews/reviews.ts';
import { SUBMITTED_PARAM } from '../../../shared/reviews/reviewPage.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/customer-review',
      title: 'Leave a Customer Review',
      description: `Tell other drivers what it was like to claim with ${brand.name}, and read every review published so far.`,
      keywords: [`${brand.name} reviews`, 'customer review'],
    }),
    // Every published review, newest first (issue 46): the page lists them all below the form.
    reviews: publishedReviews,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2), and the query its loader reads. */
export const handle = {
  crumb: 'Customer Reviews',
  query: [SUBMITTED_PARAM],
};

/** A review posted without JavaScript (`<Form method="post">`): kept, then the thank-you page; else the form again (decision 023). */
export { reviewAction as action } from './action.server.ts';
