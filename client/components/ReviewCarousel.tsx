import type { DisplayedReview } from '../../shared/reviews.ts';
import { Stars } from './Stars.tsx';

/**
 * A horizontal scroll carousel of reviews (spec sections 2 and 4). Without
 * JavaScript the track still scrolls by touch, trackpad or keyboard; the
 * buttons add a smooth step of one card (client/carousel.ts: the carousel is
 * server-only copy, so the buttons work by a delegated click handler).
 */
export function ReviewCarousel({ reviews, label }: { reviews: readonly DisplayedReview[]; label: string }) {
  return (
    <div className="review-carousel">
      <ul className="review-carousel__track" aria-label={label} tabIndex={0}>
        {reviews.map((review) => (
          <li key={review.id} className="review-card">
            <article aria-labelledby={`${review.id}-title`}>
              <p className="review-card__rating">
                <Stars rating={review.rating} size={18} />
                <span className="visually-hidden">Rated {review.rating} out of 5 stars</span>
              </p>
              <h3 id={`${review.id}-title`} className="review-card__title">
                {review.title}
              </h3>
              <p className="review-card__content">{review.content}</p>
              <p className="review-card__author">{review.author}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="review-carousel__controls">
        <button type="button" className="review-carousel__button" data-carousel-step="-1">
          <ArrowIcon direction="previous" />
          <span className="visually-hidden">Previous reviews</span>
        </button>
        <button type="button" className="review-carousel__button" data-carousel-step="1">
          <ArrowIcon direction="next" />
          <span className="visually-hidden">Next reviews</span>
        </button>
      </div>
    </div>
  );
}

function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
