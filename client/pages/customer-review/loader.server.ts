import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { pageMeta } from '../../../shared/seo/pageMeta.ts';
import { publishedReviews } from '../../../shared/reviews/reviews.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(
      request,
      pageMeta('/customer-review', {
        title: 'Leave a Customer Review',
        description: `Tell other drivers what it was like to claim with ${brand.name}, and read every review published so far.`,
        keywords: [`${brand.name} reviews`, 'customer review'],
      }),
    ),
    // Every published review, newest first (issue 46): the page lists them all below the form.
    reviews: publishedReviews,
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'Customer Reviews';

/** A review posted without JavaScript (`<Form method="post">`): kept, then the thank-you page; else the form again (decision 023). */
export { reviewAction as action } from './action.server.ts';
