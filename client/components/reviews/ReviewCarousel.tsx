import { useRef } from 'react';
import type { PublishedReview } from '../../../shared/reviews/publishedReviews.ts';
import { scrollBehavior } from '../../motion.ts';
import { ReviewCard } from './ReviewCard.tsx';

/** Spec section 9: the carousel steps one card width plus 16px; the CSS gap between cards is the same 16px. */
export const CAROUSEL_GAP_PX = 16;

/**
 * A horizontal scroll carousel of the newest reviews (spec sections 2 and 4;
 * issue 46: whatever their ratings). Before its code arrives, and without
 * JavaScript, the track scrolls by touch, trackpad or keyboard (it is
 * focusable); the buttons add a smooth step of one card. One review has no
 * buttons: there is nowhere to step to.
 */
export function ReviewCarousel({ reviews, label }: { reviews: readonly PublishedReview[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const card = track.current?.firstElementChild;
    if (!track.current || !card) return;
    const distance = card.getBoundingClientRect().width + CAROUSEL_GAP_PX;
    track.current.scrollBy({ left: direction * distance, behavior: scrollBehavior() });
  };
  return (
    <div className="review-carousel">
      <ul ref={track} className="review-carousel__track" aria-label={label} tabIndex={0}>
        {reviews.map((review) => (
          <li key={review.id} className="review-card">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.length > 1 && (
        <div className="review-carousel__controls">
          <button type="button" className="review-carousel__button" onClick={() => step(-1)}>
            <ArrowIcon direction="previous" />
            <span className="visually-hidden">Previous reviews</span>
          </button>
          <button type="button" className="review-carousel__button" onClick={() => step(1)}>
            <ArrowIcon direction="next" />
            <span className="visually-hidden">Next reviews</span>
          </button>
        </div>
      )}
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
