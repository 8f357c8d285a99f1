import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_REVIEW_COUNT,
  carouselReviews,
  newestFirst,
  ratingDistribution,
  reviewScore,
  scoreWords,
  type PublishedReview,
  type StarRating,
} from './publishedReviews.ts';

const review = (id: string, rating: StarRating | null, date = '2026-11-20'): PublishedReview => ({ id, date, rating, author: 'Ada L.', text: `Review ${id}` });

describe('the score (issue 46: the mean of the published ratings, with their count)', () => {
  it('is the mean of the ratings given, leaving out reviews without stars', () => {
    expect(reviewScore([review('a', 5), review('b', 1), review('c', null)])).toEqual({ mean: 3, count: 2 });
  });

  it('counts a one-star review like any other', () => {
    expect(reviewScore([review('a', 5), review('b', 5), review('c', 1)])).toEqual({ mean: 3.7, count: 3 });
  });

  it('rounds the mean to one decimal place', () => {
    expect(reviewScore([review('a', 4), review('b', 4), review('c', 4), review('d', 3)])?.mean).toBe(3.8);
  });

  it('is nothing while no published review gave stars', () => {
    expect(reviewScore([])).toBeUndefined();
    expect(reviewScore([review('a', null)])).toBeUndefined();
  });

  it('reads as the issue words it', () => {
    expect(scoreWords({ mean: 3, count: 2 })).toBe('3 out of 5 from 2 reviews on this site');
    expect(scoreWords({ mean: 3.8, count: 42 })).toBe('3.8 out of 5 from 42 reviews on this site');
    expect(scoreWords({ mean: 1, count: 1 })).toBe('1 out of 5 from 1 review on this site');
  });
});

describe('the distribution of ratings', () => {
  it('counts each number of stars from 5 down to 1, and those without stars', () => {
    expect(ratingDistribution([review('a', 5), review('b', 1), review('c', null), review('d', 5)])).toEqual({
      byStars: [
        { stars: 5, count: 2 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
      unrated: 1,
    });
  });
});

describe('the carousel (the newest seven, whatever their ratings)', () => {
  it('takes the newest seven by day, keeping the file’s order within a day', () => {
    const reviews = [
      review('old-5', 5, '2026-01-01'),
      ...Array.from({ length: 6 }, (_, index) => review(`new-${index}`, 1, `2026-11-${String(10 + index)}`)),
      review('same-day-first', 2, '2026-11-20'),
      review('same-day-second', 5, '2026-11-20'),
    ];
    const shown = carouselReviews(reviews);
    expect(shown).toHaveLength(CAROUSEL_REVIEW_COUNT);
    expect(shown.map((each) => each.id)).toEqual(['same-day-first', 'same-day-second', 'new-5', 'new-4', 'new-3', 'new-2', 'new-1']);
    expect(shown.map((each) => each.id)).not.toContain('old-5');
  });

  it('shows every review while there are seven or fewer', () => {
    expect(newestFirst([review('a', 1, '2026-01-01'), review('b', null, '2026-02-01')]).map((each) => each.id)).toEqual(['b', 'a']);
    expect(carouselReviews([])).toEqual([]);
  });
});
