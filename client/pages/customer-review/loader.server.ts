import { brand } from '../../../shared/brand.ts';
import { pageMeta } from '../../../shared/pageMeta.ts';
import type { PageMeta } from '../../../shared/seo.ts';

export interface CustomerReviewData {
  readonly meta: PageMeta;
}

export function loader(): CustomerReviewData {
  return {
    meta: pageMeta('/customer-review', {
      title: 'Leave a Customer Review',
      description: `Tell other drivers what it was like to claim with ${brand.name}.`,
      keywords: [`${brand.name} reviews`, 'customer review'],
    }),
  };
}
