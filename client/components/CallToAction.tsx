import { StartClaimLink } from './StartClaimLink.tsx';

/**
 * The block most pages end with (spec section 2, Reviews section): heading,
 * Google rating badge, the review carousel and 'Ready to Start Your Claim?'.
 */
export function CallToAction() {
  return (
    <section className="section section--brand" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">Ready to Start Your Claim?</h2>
        <StartClaimLink />
      </div>
    </section>
  );
}
