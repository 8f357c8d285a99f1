import { useId } from 'react';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A row of stars, partly filled for fractions (4.5 shows four and a half).
 * Decorative: the caller gives the rating in words.
 */
export function Stars({ rating, outOf = 5, size = 20 }: { rating: number; outOf?: number; size?: number }) {
  const id = useId();
  return (
    <span className="stars" aria-hidden="true">
      {Array.from({ length: outOf }, (_, index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        const clipId = `${id}-star-${index}`;
        return (
          <svg key={index} className="stars__star" width={size} height={size} viewBox="0 0 24 24" focusable="false">
            <path d={STAR_PATH} className="stars__empty" />
            {fill > 0 && (
              <>
                <clipPath id={clipId}>
                  <rect x="0" y="0" width={24 * fill} height="24" />
                </clipPath>
                <path d={STAR_PATH} className="stars__full" clipPath={`url(#${clipId})`} />
              </>
            )}
          </svg>
        );
      })}
    </span>
  );
}
