import { renderToStaticMarkup } from 'react-dom/server';
import { Stars } from './Stars.tsx';

describe('Stars', () => {
  it.each([
    [5, 10],
    [4.5, 9],
    [4, 8],
    [4.3, 9],
    [4.2, 8],
    [1, 2],
    [0, 0],
    [7, 10],
    [-1, 0],
  ])('fills %s stars as %i half stars, one element for the row and one for its fill', (rating, halves) => {
    const html = renderToStaticMarkup(<Stars rating={rating} size={18} />);
    expect(html).toBe(`<span class="stars stars--18" aria-hidden="true"><span class="stars__full" data-halves="${halves}"></span></span>`);
  });
});
