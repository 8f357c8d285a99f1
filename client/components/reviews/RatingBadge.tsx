import { Link } from 'react-router';
import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { scoreWords } from '../../../shared/reviews/publishedReviews.ts';
import type { ReviewsSummary } from '../../root.server.ts';
import { Stars } from './Stars.tsx';

/** Where /customer-review lists every published review; the score links there. */
export const PUBLISHED_REVIEWS_HASH = 'published-reviews';

/**
 * The rating badges (spec section 2; issue 46): the score worked from the
 * reviews published on this site, with their count, and Google's rating only
 * when the operator recorded it (content/review-policy.yaml), labelled as
 * Google's (in words: the logo is Google's mark, and its four paths were
 * most of the badge's code) and dated. Nothing while neither exists: no
 * rating nobody gave.
 */
export function RatingBadge({ reviews }: { reviews: ReviewsSummary }) {
  const { score, google } = reviews;
  if (!score && !google) return null;
  return (
    <div className="rating-badges">
      {score && (
        <div className="rating-badge">
          <p className="rating-badge__label">Reviews on this site</p>
          <p className="rating-badge__score">
            <span className="rating-badge__number num" aria-hidden="true">
              {score.mean}
            </span>
            <Stars rating={score.mean} size={22} />
          </p>
          <p className="rating-badge__source">
            <Link to={`/customer-review#${PUBLISHED_REVIEWS_HASH}`}>{scoreWords(score)}</Link>
          </p>
        </div>
      )}
      {google && (
        <div className="rating-badge">
          <p className="rating-badge__label">Google rating</p>
          <p className="rating-badge__score">
            <span className="rating-badge__number num" aria-hidden="true">
              {google.stars}
            </span>
            <Stars rating={google.stars} size={22} />
          </p>
          <p className="rating-badge__source">
            <a href={google.profileUrl}>
              {google.stars} out of 5 from {google.count} {google.count === 1 ? 'review' : 'reviews'} on Google, as shown on {formatIsoDate(google.readOn)}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
