import { describe, expect, it } from 'vitest';
import { sourcedReviews, type SourcedReview } from './reviews.ts';
import { organizationSchema, reviewProperties } from './structuredData.ts';

const entry = (status: SourcedReview['status'], title: string): SourcedReview => ({
  id: title,
  rating: 5,
  title,
  content: `${title} words`,
  author: 'Sam T.',
  source: status === 'verified' ? 'Google' : null,
  takenOn: status === 'verified' ? '2026-11-01' : null,
  url: null,
  status,
});

describe('reviews in structured data (DMCC Act 2024: no placeholder as a real review)', () => {
  it('marks up verified reviews and leaves placeholders out', () => {
    const { review } = reviewProperties([entry('placeholder', 'Made up'), entry('verified', 'Real one')]) as { review: { name: string }[] };
    expect(review.map((item) => item.name)).toEqual(['Real one']);
  });

  it('adds no review property while every entry is a placeholder', () => {
    expect(reviewProperties([entry('placeholder', 'Made up')])).toEqual({});
  });

  it('never marks up a rating', () => {
    expect(JSON.stringify(reviewProperties([entry('verified', 'Real one')]))).not.toMatch(/aggregateRating/i);
  });

  it("puts none of today's placeholder reviews into the organisation's JSON-LD", () => {
    const json = JSON.stringify(organizationSchema('https://example.test'));
    for (const review of sourcedReviews.filter((item) => item.status !== 'verified')) expect(json).not.toContain(review.content);
    expect(json).not.toMatch(/aggregateRating|ratingValue/i);
  });
});
