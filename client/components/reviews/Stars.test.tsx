import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

describe('the stars stylesheet', () => {
  it('gives each half star its width, as no style attribute may (CSP)', () => {
    const css = readFileSync(join(import.meta.dirname, '../../styles/marketing.css'), 'utf8');
    for (let halves = 1; halves <= 10; halves++) {
      expect(css, String(halves)).toMatch(new RegExp(`\\.stars__full\\[data-halves='${halves}'\\] \\{\\s*width: ${halves * 10}%;`));
    }
  });
});
