import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ReviewsSummary } from '../../root.server.ts';
import { RatingBadge } from './RatingBadge.tsx';

const render = (reviews: Omit<ReviewsSummary, 'newest'>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RatingBadge reviews={{ newest: [], ...reviews }} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the rating badges (issue 46: no rating nobody gave)', () => {
  it('shows nothing while no review gave stars and no Google rating is recorded', () => {
    expect(render({ total: 2, google: null })).toBe('');
  });

  it('shows the site’s own score with its count, and no Google badge unless one is recorded', () => {
    const html = render({ total: 3, score: { mean: 3, count: 2 }, google: null });
    expect(text(html)).toContain('3 out of 5 from 2 reviews on this site');
    expect(html).not.toMatch(/Google/);
  });

  it('labels a recorded Google rating as Google’s, with its count, the day it was read and the profile', () => {
    const html = render({ total: 0, google: { stars: 4.6, count: 120, readOn: '2026-12-01', profileUrl: 'https://www.google.com/maps/place/drivefair' } });
    expect(text(html)).toContain('Google rating');
    expect(text(html)).toContain('4.6 out of 5 from 120 reviews on Google, as shown on 1 December 2026');
    expect(html).toContain('href="https://www.google.com/maps/place/drivefair"');
    expect(text(html)).not.toContain('on this site');
  });
});
