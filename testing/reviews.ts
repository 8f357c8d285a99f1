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

/** A review as the form without JavaScript posts it (application/x-www-form-urlencoded): every value a string, consent "yes". */
export function reviewForm(review: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(review).map(([name, value]) => [name, name === 'consent' ? (value === true ? 'yes' : '') : String(value)]));
}
