import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../testing/site.ts';
import { loadPublishedReviews, loadReviewPolicy, publishedReviews, reviewProblems, type ReviewPolicyFile } from './reviews.ts';
import { ContentError } from '../content/schema.ts';

const file = (reviews: unknown[]) => JSON.stringify({ _about: 'test', reviews });
const REVIEW = { id: 'a1', date: '2026-11-20', rating: 3, author: 'Ada L.', text: 'Fine.' };

describe('content/reviews.json (what reviews:publish writes; issue 46)', () => {
  it('holds no example: every entry is a published review, and today there are none', () => {
    const text = readFileSync(join(ROOT, 'content/reviews.json'), 'utf8');
    expect(text).not.toMatch(/placeholder|example/i);
    expect(publishedReviews).toEqual(loadPublishedReviews(text));
  });

  it('takes ratings 1 to 5 and none, newest first', () => {
    const reviews = loadPublishedReviews(file([REVIEW, { ...REVIEW, id: 'b', rating: null, date: '2026-11-21' }, { ...REVIEW, id: 'c', rating: 1 }]));
    expect(reviews.map((review) => [review.id, review.rating])).toEqual([
      ['b', null],
      ['a1', 3],
      ['c', 1],
    ]);
  });

  it('refuses a rating outside 1 to 5, naming the file, the entry and the field', () => {
    for (const rating of [0, 6, 4.5, '5']) {
      expect(() => loadPublishedReviews(file([{ ...REVIEW, rating }]))).toThrow(ContentError);
    }
    expect(() => loadPublishedReviews(file([{ ...REVIEW, rating: 0 }]))).toThrow(
      'content/reviews.json: reviews[0].rating: Expected 1 to 5 stars, or null for none',
    );
  });

  it('refuses an email address or any field the site does not publish', () => {
    expect(() => loadPublishedReviews(file([{ ...REVIEW, email: 'ada@example.com' }]))).toThrow(/reviews\[0\]/);
  });

  it('refuses a review over 500 characters, an empty one, a day that is not one, and an id twice', () => {
    expect(() => loadPublishedReviews(file([{ ...REVIEW, text: 'x'.repeat(501) }]))).toThrow(/text/);
    expect(() => loadPublishedReviews(file([{ ...REVIEW, text: ' ' }]))).toThrow(/text/);
    expect(() => loadPublishedReviews(file([{ ...REVIEW, date: '2026-02-30' }]))).toThrow(/date/);
    expect(() => loadPublishedReviews(file([REVIEW, REVIEW]))).toThrow(/each review id once/);
  });
});

describe('content/review-policy.yaml and the launch check (npm run figures)', () => {
  const policy = (changes: Partial<ReviewPolicyFile> = {}): ReviewPolicyFile => ({
    reviewedOn: '2026-11-28',
    moderationTime: null,
    googleRating: null,
    ...changes,
  });
  const google = (readOn: string) => ({ stars: 4.6, count: 120, readOn, profileUrl: 'https://www.google.com/maps/place/drivefair' });
  const today = new Date('2026-12-31T09:00:00Z');

  it('fails while the operator has not reviewed the policy', () => {
    expect(reviewProblems(policy({ reviewedOn: null }), today)).toEqual([
      'review policy: not yet reviewed by the operator: read /review-policy, then set reviewedOn in content/review-policy.yaml',
    ]);
    expect(reviewProblems(policy(), today)).toEqual([]);
  });

  it('fails once a recorded Google rating is more than 90 days old', () => {
    expect(reviewProblems(policy({ googleRating: google('2026-10-02') }), today)).toEqual([]);
    expect(reviewProblems(policy({ googleRating: google('2026-10-01') }), today)).toEqual([
      'Google rating: read 91 days ago (more than 90): read it again from the profile and update googleRating in content/review-policy.yaml, or set it to null',
    ]);
  });

  it('no longer asks for reviews: none published is no problem', () => {
    expect(reviewProblems(policy(), today).join(' ')).not.toMatch(/7|placeholder/);
  });

  it('reads today’s file: not yet reviewed, no Google rating recorded', () => {
    const today = loadReviewPolicy(readFileSync(join(ROOT, 'content/review-policy.yaml'), 'utf8'));
    expect(today).toEqual({ reviewedOn: null, moderationTime: null, googleRating: null });
  });

  it('refuses a Google rating without its day, count or profile address', () => {
    const yaml = (rating: string) => `reviewedOn: null\nmoderationTime: null\ngoogleRating: ${rating}\n`;
    expect(loadReviewPolicy(yaml('{ stars: 4.6, count: 120, readOn: 2026-12-01, profileUrl: "https://g.page/x" }')).googleRating?.readOn).toBe('2026-12-01');
    expect(() => loadReviewPolicy(yaml('{ stars: 4.5 }'))).toThrow(/googleRating\.count/);
    expect(() => loadReviewPolicy(yaml('{ stars: 4.6, count: 120, readOn: 2026-12-01, profileUrl: "http://g.page/x" }'))).toThrow(/profileUrl/);
  });
});
