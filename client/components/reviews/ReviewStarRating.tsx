import { useState } from 'react';
import { RATING_MAX } from '../../../shared/reviews/reviewSchema.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
export const starInputId = (stars: number) => `review-rating-${stars}`;

interface StarRatingProps {
  readonly rating: number;
  readonly onChange: (rating: number) => void;
  readonly error?: string;
}

/**
 * The rating: a fieldset of five native radios named '1 star' to '5 stars'
 * (contract, Accessible names), so Tab, the arrow keys and screen readers work
 * as they do for any radio group. Each radio sits visually hidden in its label
 * and the star drawn beside it shows the state. Stars light up to the one
 * under the pointer and to the one chosen (spec §4); CSS does both without
 * JavaScript where `:has()` is supported, and the lit class does it everywhere
 * once hydrated. Starts at 0, none chosen (spec §3), and 0 is allowed (spec §5): the hint says so.
 */
export function ReviewStarRating({ rating, onChange, error }: StarRatingProps) {
  const [hovered, setHovered] = useState(0);
  const lit = hovered || rating;
  const describedBy = ['review-rating-hint', error && 'review-rating-error'].filter(Boolean).join(' ');
  return (
    <fieldset className={`review-field star-rating${error ? ' review-field--error' : ''}`} aria-describedby={describedBy}>
      <legend className="review-field__label">Rating</legend>
      {/* Issue 46: a review without stars is published without them and left out of the score (contract over spec §5's "Rating required"). */}
      <p id="review-rating-hint" className="star-rating__required">
        Choose 1 to 5 stars, or you may leave no stars: your review is then published without a rating and not counted in our score.
      </p>
      {error && (
        <p id="review-rating-error" className="review-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="star-rating__stars" onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label key={stars} className={`star-rating__star${stars <= lit ? ' star-rating__star--lit' : ''}`} onMouseEnter={() => setHovered(stars)}>
            <input
              id={starInputId(stars)}
              className="star-rating__input"
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              onChange={() => onChange(stars)}
            />
            <svg className="star-rating__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z" />
            </svg>
            <span className="visually-hidden">{starLabel(stars)}</span>
          </label>
        ))}
      </div>
      <p className="star-rating__value" aria-hidden="true">
        {rating === 0 ? 'No stars chosen' : `${starLabel(rating)} chosen`}
      </p>
    </fieldset>
  );
}
