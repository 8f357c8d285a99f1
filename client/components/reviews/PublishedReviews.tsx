import { Link } from 'react-router';
import { ratingDistribution, reviewScore, scoreWords, starsWords, type PublishedReview } from '../../../shared/reviews/publishedReviews.ts';
import { REVIEW_POLICY_PATH } from '../../../shared/reviews/reviewPolicyPath.ts';
import { PUBLISHED_REVIEWS_HASH } from './RatingBadge.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { Stars } from './Stars.tsx';

/**
 * Every published review on /customer-review, newest first, with the score
 * and how the ratings are spread (issue 46: every rating shown, so a reader
 * can see the ones and twos as well as the fives). A plain section, not a
 * named region: a name with "Review" in it would be a second control a
 * screen reader or a test finds by the form's label "Review" (contract,
 * Accessible names).
 */
export function PublishedReviews({ reviews }: { reviews: readonly PublishedReview[] }) {
  const score = reviewScore(reviews);
  const distribution = ratingDistribution(reviews);
  return (
    <section className="published-reviews" id={PUBLISHED_REVIEWS_HASH}>
      <h2 id="published-reviews-heading">Reviews published on this site</h2>
      {reviews.length === 0 ? (
        <p>No reviews have been published yet.</p>
      ) : (
        <>
          <p className="published-reviews__score">
            {score ? (
              <>
                <Stars rating={score.mean} size={22} /> {scoreWords(score)}
              </>
            ) : (
              'None of the published reviews gave a star rating yet.'
            )}
          </p>
          <p>
            All {reviews.length} published {reviews.length === 1 ? 'review' : 'reviews'}, newest first. The score is the average of the star ratings given;
            reviews sent without stars are shown without them and not counted in it. Read how we check reviews in our{' '}
            <Link to={REVIEW_POLICY_PATH}>review policy</Link>.
          </p>
          <table className="published-reviews__distribution">
            <caption>How the ratings are spread</caption>
            <thead>
              <tr>
                <th scope="col">Rating</th>
                <th scope="col">Reviews</th>
              </tr>
            </thead>
            <tbody>
              {distribution.byStars.map(({ stars, count }) => (
                <tr key={stars}>
                  <th scope="row">{starsWords(stars)}</th>
                  <td className="num">{count}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">No stars given</th>
                <td className="num">{distribution.unrated}</td>
              </tr>
            </tbody>
          </table>
          <ol className="published-reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="review-card review-card--listed">
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
