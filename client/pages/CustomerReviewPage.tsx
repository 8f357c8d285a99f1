import { useSearchParams } from 'react-router';
import { brand } from '../../shared/brand.ts';
import { ReviewForm } from '../components/ReviewForm.tsx';
import { useReviewFormState } from '../components/reviewFormState.tsx';
import { THANK_YOU_TEXT, THANK_YOU_TITLE } from '../components/ReviewThankYouDialog.tsx';
import { pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

/** `?submitted=1`: where a post without JavaScript lands once the review is kept (contract, HTTP surface). */
export const SUBMITTED_PARAM = 'submitted';

export default function CustomerReviewPage() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get(SUBMITTED_PARAM) === '1';
  // Set only when the server shows the form again after a post without JavaScript.
  const state = useReviewFormState();
  return (
    <div className="container page review-page">
      <div className="review-page__intro">
        <h1>Leave a Review</h1>
        <p className="lead">
          Tell other drivers what it was like to check and claim with {brand.name}. It takes about a minute.
        </p>
      </div>
      <div className="review-page__content">
        {submitted && !state && (
          <div className="review-page__thanks" role="status">
            <h2 className="review-page__thanks-title">{THANK_YOU_TITLE}</h2>
            <p>{THANK_YOU_TEXT}</p>
          </div>
        )}
        <div className="review-page__panel">
          <ReviewForm initial={state} />
        </div>
      </div>
    </div>
  );
}

export function meta(): PageMeta {
  return pageMeta('/customer-review', {
    title: 'Leave a Customer Review',
    description: `Tell other drivers what it was like to claim with ${brand.name}.`,
    keywords: [`${brand.name} reviews`, 'customer review'],
  });
}
