import { ratingBadge, reviews } from './reviews.ts';

describe('displayed reviews (spec sections 3 and 9)', () => {
  it('has 7 reviews, each rated 4 or 5, with an id, title, text and author', () => {
    expect(reviews).toHaveLength(7);
    for (const review of reviews) {
      expect([4, 5]).toContain(review.rating);
      expect(review.title.trim()).not.toBe('');
      expect(review.content.trim()).not.toBe('');
      expect(review.author.trim()).not.toBe('');
    }
  });

  it('gives every review its own id and publishes only a first name and initial', () => {
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    for (const review of reviews) expect(review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });

  it('defaults the rating badge to 4.5 stars, Good, Rated on Google', () => {
    expect(ratingBadge).toMatchObject({ stars: 4.5, outOf: 5, label: 'Good', source: 'Rated on Google' });
  });
});
