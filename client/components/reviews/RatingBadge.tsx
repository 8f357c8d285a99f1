import { Link } from 'react-router';
import { formatIsoDate } from '../../../shared/dates.ts';
import { scoreWords } from '../../../shared/publishedReviews.ts';
import type { ReviewsSummary } from '../../root.server.ts';
import { Stars } from './Stars.tsx';

/** Where /customer-review lists every published review; the score links there. */
export const PUBLISHED_REVIEWS_HASH = 'published-reviews';

/**
 * The rating badges (spec section 2; issue 46): the score worked from the
 * reviews published on this site, with their count, and Google's rating only
 * when the operator recorded it (content/review-policy.yaml), labelled as
 * Google's and dated. Nothing while neither exists: no rating nobody gave.
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
            <svg className="rating-badge__g" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
              <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
              <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
              <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
            </svg>
            <a href={google.profileUrl}>
              {google.stars} out of 5 from {google.count} {google.count === 1 ? 'review' : 'reviews'} on Google, as shown on {formatIsoDate(google.readOn)}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
