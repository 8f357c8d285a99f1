import { ratingBadge, ratingProvenance, reviewProblems, reviews, sourcedReviews } from './reviews.ts';

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

  it('defaults the rating badge to 4.5 stars, Good, worded as an example until the rating is verified', () => {
    expect(ratingBadge).toMatchObject({ stars: 4.5, outOf: 5, label: 'Good' });
    if (ratingProvenance.status === 'verified') expect(ratingBadge).toMatchObject({ source: 'Rated on Google', example: false });
    else expect(ratingBadge).toMatchObject({ source: 'Example rating, not yet taken from Google', example: true });
  });
});

describe('review provenance (content/reviews.json)', () => {
  it('records for every review and the rating where and when it was taken, and whether it is real', () => {
    for (const review of sourcedReviews) {
      expect(['placeholder', 'verified']).toContain(review.status);
      if (review.status === 'verified') {
        expect(review.source).toBeTruthy();
        expect(review.takenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(['placeholder', 'verified']).toContain(ratingProvenance.status);
  });

  it('shows exactly the file’s reviews, without their provenance fields', () => {
    expect(reviews.map((review) => review.id)).toEqual(sourcedReviews.map((review) => review.id));
    expect(Object.keys(reviews[0]!).sort()).toEqual(['author', 'content', 'example', 'id', 'rating', 'title']);
    for (const [index, review] of reviews.entries()) expect(review.example).toBe(sourcedReviews[index]!.status !== 'verified');
  });

  it('flags placeholders, and verified entries with no source or day', () => {
    const base = { id: 'r', source: 'Google', takenOn: '2026-11-01', url: null };
    expect(reviewProblems([{ ...base, status: 'verified' }])).toEqual([]);
    expect(reviewProblems([{ ...base, status: 'placeholder' }])).toEqual([`r: placeholder, not a real customer's review or rating`]);
    expect(reviewProblems([{ ...base, source: null, takenOn: null, status: 'verified' }])).toEqual(['r: verified but no source or takenOn']);
  });
});
