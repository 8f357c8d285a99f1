import { useActionData, useSearchParams } from 'react-router';
import { brand } from '../../../shared/brand.ts';
import type { ReviewFormState } from '../../components/reviews/reviewFormState.tsx';
import type { ThankYouWords } from '../../components/reviews/ReviewThankYouDialog.tsx';
import { ReviewForm } from '../../components/reviews/ReviewForm.tsx';

/** `?submitted=1`: where a post without JavaScript lands once the review is kept (contract, HTTP surface). */
export const SUBMITTED_PARAM = 'submitted';

/** The thank-you words: in the form's dialog, and here for a post without JavaScript. */
export const THANK_YOU: ThankYouWords = {
  title: 'Thank you',
  text: 'We have received your review. It helps other drivers decide whether to make a claim.',
};

export default function CustomerReviewPage() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get(SUBMITTED_PARAM) === '1';
  // The route's action data: set only when the form posted without JavaScript is shown again (server/reviews/reviewAction.ts).
  const state = useActionData<ReviewFormState>();
  return (
    <div className="container page review-page">
      <div className="review-page__intro">
        <h1>Leave a review</h1>
        <p className="lead">Tell other drivers what it was like to check and claim with {brand.name}. It takes about a minute.</p>
      </div>
      <div className="review-page__content">
        {submitted && !state && (
          <div className="review-page__thanks" role="status">
            <h2 className="review-page__thanks-title">{THANK_YOU.title}</h2>
            <p>{THANK_YOU.text}</p>
          </div>
        )}
        <div className="review-page__panel">
          <ReviewForm initial={state} thankYou={THANK_YOU} />
        </div>
      </div>
    </div>
  );
}
