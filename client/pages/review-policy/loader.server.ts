import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { reviewPolicy } from '../../../shared/reviews/reviews.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { REVIEW_POLICY_PATH } from '../../../shared/reviews/reviewPolicyPath.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: REVIEW_POLICY_PATH,
      title: 'Review Policy',
      description: `How ${brand.name} collects, checks, publishes and removes customer reviews, and how to report a review.`,
      keywords: [`${brand.name} reviews`, 'review policy'],
    }),
    // The time the operator recorded that the firm can keep to (content/review-policy.yaml), or null: no time is promised.
    moderationTime: reviewPolicy.moderationTime,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'Review Policy',
};
