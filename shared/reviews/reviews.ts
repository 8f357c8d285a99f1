/**
 * What the site shows of its reviews (issue 46; contract, "Customer reviews:
 * moderation and publishing"), from two content files checked here when the
 * build and the server load them (a mistake names the file, entry and field):
 *
 * - content/reviews.json: every approved review, written by `npm run
 *   reviews:publish` (server/reviews/publish-reviews.ts), never by hand.
 * - content/review-policy.yaml: the operator's record: the day the review
 *   policy was reviewed, the moderation time the firm can keep to, and the
 *   firm's Google rating with the day it was read (shown only when recorded).
 *
 * `npm run figures` fails while the policy is not reviewed or the Google
 * rating is older than 90 days (reviewProblems).
 */
import { z } from 'zod';
import reviewsJson from '../../content/reviews.json?raw';
import policyYaml from '../../content/review-policy.yaml?raw';
import { reviewLength, REVIEW_MAX_LENGTH } from './reviewSchema.ts';
import { newestFirst, type PublishedReview } from './publishedReviews.ts';
import { parseContent } from '../content/schema.ts';

export const REVIEWS_FILE = 'content/reviews.json';
export const REVIEW_POLICY_FILE = 'content/review-policy.yaml';
/** facts.md §7: a rating is review information; like every figure, read again within 90 days. */
export const GOOGLE_RATING_MAX_AGE_DAYS = 90;

const realDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a real day as YYYY-MM-DD')
  .refine((iso) => new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso), 'Expected a real day as YYYY-MM-DD');

/** One published review: exactly these fields (no email address can slip in). */
export const publishedReviewSchema = z.strictObject({
  id: z.string().min(1).max(200),
  date: realDay,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.null()], { error: 'Expected 1 to 5 stars, or null for none' }),
  author: z.string().trim().min(1, 'Expected the first name and initial'),
  text: z
    .string()
    .trim()
    .min(1, 'Expected the review’s words')
    .refine((text) => reviewLength(text) <= REVIEW_MAX_LENGTH, `Expected at most ${REVIEW_MAX_LENGTH} characters`),
}) satisfies z.ZodType<PublishedReview>;

export const reviewsFileSchema = z
  .strictObject({ _about: z.string(), reviews: z.array(publishedReviewSchema) })
  .refine((file) => new Set(file.reviews.map((review) => review.id)).size === file.reviews.length, 'Expected each review id once');

const googleRatingSchema = z.strictObject({
  stars: z.number().min(1).max(5),
  count: z.number().int().min(1),
  readOn: realDay,
  profileUrl: z.url({ protocol: /^https$/, error: 'Expected the https address of the firm’s Google profile' }),
});
export type GoogleRating = z.output<typeof googleRatingSchema>;

export const reviewPolicyFileSchema = z.strictObject({
  reviewedOn: realDay.nullable(),
  moderationTime: z.string().trim().min(1).nullable(),
  googleRating: googleRatingSchema.nullable(),
});
export type ReviewPolicyFile = z.output<typeof reviewPolicyFileSchema>;

export function loadPublishedReviews(text: string): PublishedReview[] {
  return newestFirst(parseContent(REVIEWS_FILE, text, reviewsFileSchema).reviews);
}

export function loadReviewPolicy(text: string): ReviewPolicyFile {
  return parseContent(REVIEW_POLICY_FILE, text, reviewPolicyFileSchema);
}

/** Every published review, newest first. */
export const publishedReviews: readonly PublishedReview[] = loadPublishedReviews(reviewsJson);
export const reviewPolicy: ReviewPolicyFile = loadReviewPolicy(policyYaml);

const DAY_MS = 86_400_000;

/** What stops the reviews going live (`npm run figures`): the policy not yet reviewed, or a Google rating read too long ago. */
export function reviewProblems(policy: ReviewPolicyFile = reviewPolicy, today: Date = new Date()): string[] {
  const problems: string[] = [];
  if (!policy.reviewedOn) {
    problems.push(`review policy: not yet reviewed by the operator: read /review-policy, then set reviewedOn in ${REVIEW_POLICY_FILE}`);
  }
  if (policy.googleRating) {
    const age = Math.floor(
      (Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${policy.googleRating.readOn}T00:00:00Z`)) / DAY_MS,
    );
    if (age > GOOGLE_RATING_MAX_AGE_DAYS) {
      problems.push(
        `Google rating: read ${age} days ago (more than ${GOOGLE_RATING_MAX_AGE_DAYS}): read it again from the profile and update googleRating in ${REVIEW_POLICY_FILE}, or set it to null`,
      );
    }
  }
  return problems;
}
