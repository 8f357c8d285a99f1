import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { reviewRatingWords, type PublishedReview } from '../../../shared/reviews/publishedReviews.ts';
import { Stars } from './Stars.tsx';

/**
 * One published review as its writer sent it (issue 46): the stars they gave,
 * or words saying they gave none; their words; their first name and initial;
 * the day they sent it. In the carousel and in /customer-review's list.
 */
export function ReviewCard({ review, headingLevel = 3 }: { review: PublishedReview; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `review-${review.id}-by`;
  return (
    <article className="review-card__body" aria-labelledby={titleId}>
      <p className="review-card__rating">
        {review.rating === null ? (
          <span className="review-card__unrated">{reviewRatingWords(null)}</span>
        ) : (
          <>
            <Stars rating={review.rating} size={18} />
            <span className="visually-hidden">{reviewRatingWords(review.rating)}</span>
          </>
        )}
      </p>
      <p className="review-card__content">{review.text}</p>
      <Heading id={titleId} className="review-card__author">
        {review.author}
        <span className="visually-hidden">, </span>
        <time className="review-card__date" dateTime={review.date}>
          {formatIsoDate(review.date)}
        </time>
      </Heading>
    </article>
  );
}
