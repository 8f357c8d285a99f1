/**
 * One valid review, as the site's own form sends it: tests change only what
 * they are about (`validReview({ email: 'not-an-email' })`).
 */
const VALID_REVIEW = Object.freeze({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  rating: 5,
  review: 'Clear and quick.',
  consent: true,
});

export type ReviewPayload = { -readonly [K in keyof typeof VALID_REVIEW]: (typeof VALID_REVIEW)[K] } & Record<string, unknown>;

/** The JSON body of a valid POST /api/reviews. */
export function validReview(overrides: Record<string, unknown> = {}): ReviewPayload {
  return { ...VALID_REVIEW, ...overrides };
}
