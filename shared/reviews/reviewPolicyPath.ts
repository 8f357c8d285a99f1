/**
 * The review policy's address (issue 46): linked from the footer, the review
 * form and the reviews block on most pages. A module of its own, so those
 * links do not bring the policy's rules (shared/reviews/reviewPolicy.ts) into every
 * page's code.
 */
export const REVIEW_POLICY_PATH = '/review-policy';
