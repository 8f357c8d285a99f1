import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../server/content/structuredData.ts';
import { brand } from '../../../shared/brand.ts';
import { pageMeta } from '../../../server/content/pageMeta.ts';
import type { PageHead } from '../../../shared/seo.ts';

export type CustomerReviewData = PageHead;

export function loader({ request }: LoaderFunctionArgs): CustomerReviewData {
  return {
    ...pageHead(
      request,
      pageMeta('/customer-review', {
        title: 'Leave a Customer Review',
        description: `Tell other drivers what it was like to claim with ${brand.name}.`,
        keywords: [`${brand.name} reviews`, 'customer review'],
      }),
    ),
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'Customer Reviews';

/** A review posted without JavaScript (`<Form method="post">`): kept, then the thank-you page; else the form again (decision 023). */
export { reviewAction as action } from '../../../server/reviews/reviewAction.ts';
