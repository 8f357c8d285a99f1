/**
 * A row of five stars, filled to the nearest half (4.5 shows four and a
 * half). Decorative: the caller gives the rating in words.
 *
 * Two elements, the stars drawn by the stylesheet (a star mask repeated
 * along the row, `.stars` in marketing.css), not an SVG with a clip path for
 * each star: several elements a star, for every card of a page that shows the
 * reviews, all styled, laid out and painted before a phone can answer a tap
 * (the DOM-size budget, docs/developing.md, Performance). The fill is a class per half star, as the CSP allows no style attribute.
 */
export function Stars({ rating, size = 20 }: { rating: number; size?: 18 | 20 | 22 }) {
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  return (
    <span className={`stars stars--${size}`} aria-hidden="true">
      <span className="stars__full" data-halves={halves} />
    </span>
  );
}
