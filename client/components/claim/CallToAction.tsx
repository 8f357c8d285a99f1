import { Link } from 'react-router';
import { useSiteData } from '../../registry.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { ReviewsBlock } from '../reviews/ReviewsBlock.tsx';
import { SIGN_UP_ASKS_FOR, SIGN_UP_NAME } from '../../../shared/brand/signUp.ts';
import { StartClaimLink } from './StartClaimLink.tsx';
import { feeRangeText } from '../../../shared/fees/feeRange.ts';

/**
 * The block most pages end with (spec section 2, Reviews section): the
 * reviews block (issue 46: the newest published reviews and the score worked
 * from them, or an invitation while there are none) and 'Ready to Start Your Claim?'.
 */
export function CallToAction() {
  const { registry, reviews } = useSiteData();
  const { text } = registry;
  return (
    <div className="call-to-action">
      <section className="section section--tint reviews" aria-labelledby="reviews-heading">
        <div className="container">
          <ReviewsBlock reviews={reviews} />
        </div>
      </section>
      <section className="section section--brand closing-cta" aria-labelledby="closing-cta-heading">
        <div className="container closing-cta__inner">
          <h2 id="closing-cta-heading">Ready to start your claim?</h2>
          {/* issue 29 item 7: the button opens a sign-up, so it is called one, with what it asks for */}
          <p className="lead">
            Starting a claim is a sign-up: our {SIGN_UP_NAME} asks for {SIGN_UP_ASKS_FOR}.
          </p>
          {/* compliance reading B, M11: the free routes, then the fee, before the button that starts a claim */}
          <p className="closing-cta__note">
            {text.freeRoutes} If you use us and your claim succeeds, our partner law firm’s fee is {feeRangeText()} of the amount recovered.{' '}
            <Link to={PRE_CHECK_PATH}>See first what applies to you, with nothing collected</Link>.
          </p>
          <StartClaimLink className="button button--primary button--large" />
        </div>
      </section>
    </div>
  );
}
