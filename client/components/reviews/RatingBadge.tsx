import type { ratingBadge } from '../../../server/content/reviews.ts';
import { Stars } from './Stars.tsx';

/** The Google rating badge (spec section 2; defaults from spec section 9: 4.5 stars, Good). */
export function RatingBadge({ badge }: { badge: typeof ratingBadge }) {
  const { stars, label, source, outOf } = badge;
  return (
    <div className="rating-badge">
      <p className="rating-badge__label">{label}</p>
      <p className="rating-badge__score">
        <span className="rating-badge__number num" aria-hidden="true">
          {stars}
        </span>
        <Stars rating={stars} size={22} />
        <span className="visually-hidden">
          Rated {stars} out of {outOf} stars
        </span>
      </p>
      <p className="rating-badge__source">
        <svg className="rating-badge__g" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
          <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
        </svg>
        {source}
      </p>
    </div>
  );
}
