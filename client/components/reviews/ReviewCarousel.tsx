import { useRef } from 'react';
import type { DisplayedReview } from '../../../server/content/reviews.ts';
import { scrollBehavior } from '../../motion.ts';
import { Stars } from './Stars.tsx';

/**
 * The reviews block's heading and intro (issue 29 item 8): "What our customers say" only once every
 * review shown is a verified customer's (content/reviews.json); until then they say the reviews are
 * examples (DMCC Act 2024: no review may pass for a customer's that is not).
 */
export function reviewsBlockWords(reviews: readonly Pick<DisplayedReview, 'example'>[]): { readonly heading: string; readonly intro: string } {
  if (reviews.some((review) => review.example))
    return {
      heading: 'Example reviews',
      intro: 'These are examples of how reviews will look, not reviews from customers. Real, verified reviews will replace them.',
    };
  return { heading: 'What our customers say', intro: 'Reviews from people who have started a claim with us.' };
}

/** Spec section 9: the carousel steps one card width plus 16px; the CSS gap between cards is the same 16px. */
export const CAROUSEL_GAP_PX = 16;

/**
 * A horizontal scroll carousel of reviews (spec sections 2 and 4). Before its
 * code arrives, and without JavaScript, the track scrolls by touch, trackpad
 * or keyboard (it is focusable); the buttons add a smooth step of one card.
 */
export function ReviewCarousel({ reviews, label }: { reviews: readonly DisplayedReview[]; label: string }) {
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
            <article aria-labelledby={`${review.id}-title`}>
              {review.example && <p className="review-card__example">Example review, not from a customer</p>}
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
        <button type="button" className="review-carousel__button" onClick={() => step(-1)}>
          <ArrowIcon direction="previous" />
          <span className="visually-hidden">Previous reviews</span>
        </button>
        <button type="button" className="review-carousel__button" onClick={() => step(1)}>
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
