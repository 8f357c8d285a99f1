import { createContext, useContext, type ReactNode } from 'react';
import type { ReviewErrors, ReviewFormValues } from '../../shared/reviewSchema.ts';

/**
 * What the server hands the review form when it shows the page again after a
 * post without JavaScript: the values as typed, the errors, and whether the
 * data store failed. Only the server provides it; in the browser there is none
 * and the form starts empty.
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

const ReviewFormStateContext = createContext<ReviewFormState | undefined>(undefined);

export function ReviewFormStateProvider({ state, children }: { state: ReviewFormState; children: ReactNode }) {
  return <ReviewFormStateContext value={state}>{children}</ReviewFormStateContext>;
}

export function useReviewFormState(): ReviewFormState | undefined {
  return useContext(ReviewFormStateContext);
}
