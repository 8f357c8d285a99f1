import { Link } from 'react-router';
import { REVIEW_POLICY_PATH } from '../../../shared/reviews/reviewPolicyPath.ts';
import type { ReviewsSummary } from '../../root.server.ts';
import { PUBLISHED_REVIEWS_HASH, RatingBadge } from './RatingBadge.tsx';
import { ReviewCarousel } from './ReviewCarousel.tsx';

/** The block's heading and intro: whether any review is published yet (issue 46: none is made up meanwhile). */
export function reviewsBlockWords(total: number): { readonly heading: string; readonly intro: string } {
  if (total === 0) {
    return {
      heading: 'Reviews',
      intro: 'No reviews have been published here yet. If you have used our service, you could write the first.',
    };
  }
  return {
    heading: 'What people say about us',
    intro: 'The newest reviews sent to us, whatever their rating. We publish every review unless it breaks a rule of our review policy.',
  };
}

/**
 * The reviews block (spec section 2, Reviews section; issue 46): heading, the
 * score badges, the newest seven published reviews in the carousel, and the
 * links to leave a review, to read them all and to the review policy. While
 * none is published it says so and invites one: no stars, no badge.
 */
export function ReviewsBlock({ reviews }: { reviews: ReviewsSummary }) {
  const words = reviewsBlockWords(reviews.total);
  return (
    <>
      <div className="reviews__header">
        <div>
          <h2 id="reviews-heading">{words.heading}</h2>
          <p className="lead">{words.intro}</p>
        </div>
        <RatingBadge reviews={reviews} />
      </div>
      {reviews.newest.length > 0 && <ReviewCarousel reviews={reviews.newest} label="Customer reviews" />}
      <ul className="reviews__links">
        <li>
          <Link to="/customer-review">Leave a review</Link>
        </li>
        {reviews.total > 0 && (
          <li>
            <Link to={`/customer-review#${PUBLISHED_REVIEWS_HASH}`}>
              Read all {reviews.total} {reviews.total === 1 ? 'review' : 'reviews'}
            </Link>
          </li>
        )}
        <li>
          <Link to={REVIEW_POLICY_PATH}>How we check and publish reviews</Link>
        </li>
      </ul>
    </>
  );
}
