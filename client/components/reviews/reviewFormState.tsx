import type { ReviewErrors, ReviewFormValues } from '../../../shared/reviews/reviewSchema.ts';

/**
 * The review page's action data (client/pages/customer-review/action.server.ts) when a post
 * without JavaScript is shown again: the values as typed, the errors, and
 * whether the data store failed. The page reads it with `useActionData`;
 * otherwise there is none and the form starts empty.
 */
export interface ReviewFormState {
  readonly values: ReviewFormValues;
  readonly errors: ReviewErrors;
  /** The data store failed: show the spec §8 alert. */
  readonly submitFailed: boolean;
  /** The alert's words when they are not the spec §8 ones (the server was too busy: when to try again). */
  readonly submitMessage?: string;
  /** The submission id the form was posted with, kept so posting the same answers again stores one review. */
  readonly submissionId?: string;
}
