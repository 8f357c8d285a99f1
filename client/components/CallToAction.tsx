import { Link } from 'react-router';
import { useSiteData } from '../registry.ts';
import { PRE_CHECK_PATH } from '../../shared/preCheckUrl.ts';
import { RatingBadge } from './RatingBadge.tsx';
import { ReviewCarousel } from './ReviewCarousel.tsx';
import { StartClaimLink } from './StartClaimLink.tsx';

/**
 * The block most pages end with (spec section 2, Reviews section): heading,
 * Google rating badge, the review carousel and 'Ready to Start Your Claim?'.
 */
export function CallToAction() {
  const { registry, reviews, rating } = useSiteData();
  const { figures, text } = registry;
  return (
    <div className="call-to-action">
      <section className="section section--tint reviews" aria-labelledby="reviews-heading">
        <div className="container">
          <div className="reviews__header">
            <div>
              <h2 id="reviews-heading">What our customers say</h2>
              <p className="lead">Reviews from people who have checked and started a claim with us.</p>
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
          <p className="lead">
            Checking is free and takes about <span className="num">{figures.eligibilityCheckSeconds.display}</span>. There is no obligation to go ahead.
          </p>
          <StartClaimLink className="button button--primary button--large" />
          <p className="closing-cta__note">
            {text.freeRoutes} <Link to={PRE_CHECK_PATH}>See what applies to you</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
