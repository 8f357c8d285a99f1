import { Link } from 'react-router';
import { useSiteData } from '../../registry.ts';
import { PRE_CHECK_PATH } from '../../../shared/preCheckUrl.ts';
import { RatingBadge } from '../reviews/RatingBadge.tsx';
import { ReviewCarousel, reviewsBlockWords } from '../reviews/ReviewCarousel.tsx';
import { SIGN_UP_ASKS_FOR, SIGN_UP_NAME } from '../../../shared/signUp.ts';
import { StartClaimLink } from './StartClaimLink.tsx';

/**
 * The block most pages end with (spec section 2, Reviews section): heading,
 * Google rating badge, the review carousel and 'Ready to Start Your Claim?'.
 * While the reviews are examples, the heading and intro say so (issue 29 item 8).
 */
export function CallToAction() {
  const { registry, reviews, rating } = useSiteData();
  const { text } = registry;
  const reviewsWords = reviewsBlockWords(reviews);
  return (
    <div className="call-to-action">
      <section className="section section--tint reviews" aria-labelledby="reviews-heading">
        <div className="container">
          <div className="reviews__header">
            <div>
              <h2 id="reviews-heading">{reviewsWords.heading}</h2>
              <p className="lead">{reviewsWords.intro}</p>
            </div>
            <RatingBadge badge={rating} />
          </div>
          <ReviewCarousel reviews={reviews} label="Customer reviews" />
          <p className="reviews__leave">
            <Link to="/customer-review">Leave a review</Link>
          </p>
        </div>
      </section>
      <section className="section section--brand closing-cta" aria-labelledby="closing-cta-heading">
        <div className="container closing-cta__inner">
          <h2 id="closing-cta-heading">Ready to start your claim?</h2>
          {/* issue 29 item 7: the button opens a sign-up, so it is called one, with what it asks for */}
          <p className="lead">
            Starting a claim is a sign-up: our {SIGN_UP_NAME} asks for {SIGN_UP_ASKS_FOR}.
          </p>
          <StartClaimLink className="button button--primary button--large" />
          <p className="closing-cta__note">
            {text.freeRoutes} <Link to={PRE_CHECK_PATH}>See first what applies to you, with nothing collected</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
