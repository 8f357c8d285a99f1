import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../server/content/structuredData.ts';
import { pageMeta } from '../../../server/content/pageMeta.ts';
import { reviewPolicy } from '../../../server/content/reviews.ts';
import { brand } from '../../../shared/brand.ts';
import { REVIEW_POLICY_PATH } from '../../../shared/reviewPolicyPath.ts';
import type { PageHead } from '../../../shared/seo.ts';

export interface ReviewPolicyData extends PageHead {
  /** The time the operator recorded that the firm can keep to (content/review-policy.yaml), or null: no time is promised. */
  readonly moderationTime: string | null;
}

export function loader({ request }: LoaderFunctionArgs): ReviewPolicyData {
  return {
    ...pageHead(
      request,
      pageMeta(REVIEW_POLICY_PATH, {
        title: 'Review Policy',
        description: `How ${brand.name} collects, checks, publishes and removes customer reviews, and how to report a review.`,
        keywords: [`${brand.name} reviews`, 'review policy'],
      }),
    ),
    moderationTime: reviewPolicy.moderationTime,
  };
}

/** Its step in the breadcrumb trail (spec section 2; the route table's `handle.crumb`). */
export const crumb = 'Review Policy';
