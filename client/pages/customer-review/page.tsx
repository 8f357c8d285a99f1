import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import type { ReviewFormState } from '../../components/reviews/reviewFormState.tsx';
import type { ThankYouWords } from '../../components/reviews/ReviewThankYouDialog.tsx';
import { ReviewForm } from '../../components/reviews/ReviewForm.tsx';
import { SUBMITTED_PARAM } from '../../../shared/reviews/reviewPage.ts';
import { PublishedReviews } from '../../components/reviews/PublishedReviews.tsx';
import { REVIEW_POLICY_PATH } from '../../../shared/reviews/reviewPolicyPath.ts';
import type { loader } from './loader.server.ts';

/** The thank-you words: in the form's dialog, and here for a post without JavaScript. */
export const THANK_YOU: ThankYouWords = {
  title: 'Thank you',
  text: 'We have received your review. A person reads every review before it is published, whatever its rating, as our review policy explains.',
};

export default function CustomerReviewPage() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get(SUBMITTED_PARAM) === '1';
  // The route's action data: set only when the form posted without JavaScript is shown again (client/pages/customer-review/action.server.ts).
  const state = useActionData<ReviewFormState>();
  const { reviews } = useLoaderData<typeof loader>();
  return (
    <div className="container page review-page">
      <div className="review-page__intro">
        <h1>Leave a review</h1>
        <p className="lead">Tell other drivers what it was like to check and claim with {brand.name}.</p>
        <p>
          We publish every review, good or bad, unless it breaks a rule of our <Link to={REVIEW_POLICY_PATH}>review policy</Link>, which also says how we check
          reviews and how to ask for one to be removed.
        </p>
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
      <PublishedReviews reviews={reviews} />
    </div>
  );
}
