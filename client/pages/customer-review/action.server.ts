/**
 * The customer review page's `action`: the form posted without JavaScript
 * (contract, HTTP surface), run by React Router's static handler like any
 * route's data function, then rendered by the same document as every page
 * (the page reads the answer with `useActionData`). It runs on the server
 * only: client/pages/customer-review/loader.server.ts exports it and the route
 * table attaches it (decision 023); the browser's stand-in for that module has
 * none, so in the browser the form sends JSON to /api/reviews instead.
 */
import { createContext, data, redirect, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import type { ReviewFormState } from '../../components/reviews/reviewFormState.tsx';
import { SUBMITTED_PARAM } from '../../../shared/reviews/reviewPage.ts';
import { reviewFormValues, submissionIdOf, type ReviewErrors } from '../../../shared/reviews/reviewSchema.ts';

/** Where the review form lives (route table) and where a post without JavaScript lands once kept. */
export const REVIEW_PAGE_PATH = '/customer-review';
export const REVIEW_SUBMITTED_PATH = `${REVIEW_PAGE_PATH}?${SUBMITTED_PARAM}=1`;

/** How a review post ended: the same for the JSON post and the form (server/reviews/reviewsRoute.ts decides it). */
export type ReviewPostOutcome =
  | { readonly kind: 'saved'; readonly dataid: string }
  | { readonly kind: 'invalid'; readonly errors: ReviewErrors }
  | {
      readonly kind: 'failed';
      readonly status: number;
      readonly message: string;
      readonly retryAfterS?: number;
      readonly queueFull?: true;
      /** The store may have kept it (a timeout, an unreadable answer): said so, never "not saved". */
      readonly unknown?: true;
    };

/** What the action is given for one request: checks, rate limit and store (reviewsRoute.ts), bound to that request. */
export interface ReviewPost {
  /** Takes the posted form (as a urlencoded body parses: a repeated name is an array) and says how it ended. */
  readonly take: (body: Record<string, unknown>) => Promise<ReviewPostOutcome>;
}

/** The request context key under which the server hands the action its ReviewPost (React Router's `createContext`). */
export const reviewPostContext = createContext<ReviewPost>();

/** The form's fields as Express's urlencoded parser gives them, so both posts are read alike: a repeated name is an array. */
function formBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    body[name] = all.length === 1 ? all[0] : all;
  }
  return body;
}

/**
 * Kept: 303 to the thank-you page made at build (no render, so a valid review
 * never waits for a render turn). Otherwise the page again, with the visitor's
 * values, the errors or the alert, at the outcome's status.
 */
export async function reviewAction({ request, context }: ActionFunctionArgs) {
  const post = (context as RouterContextProvider).get(reviewPostContext);
  const body = formBody(await request.formData());
  const outcome = await post.take(body);
  if (outcome.kind === 'saved') return redirect(REVIEW_SUBMITTED_PATH, 303);
  const values = reviewFormValues(body);
  const submission = submissionIdOf(body);
  const submissionId = submission.ok ? submission.id : undefined;
  const state: ReviewFormState =
    outcome.kind === 'invalid'
      ? { values, errors: outcome.errors, submitFailed: false, submissionId }
      : {
          values,
          errors: {},
          submitFailed: true,
          // spec §8's words, unless there is more to say: when to try again, that it may be saved already, or that
          // it came from another site's page (403) and can be sent from this one.
          submitMessage: outcome.retryAfterS !== undefined || outcome.unknown || outcome.status === 403 ? outcome.message : undefined,
          submissionId,
        };
  const retryAfter = outcome.kind === 'failed' && outcome.retryAfterS !== undefined ? { 'Retry-After': String(outcome.retryAfterS) } : undefined;
  return data(state, { status: outcome.kind === 'invalid' ? 400 : outcome.status, headers: { 'Cache-Control': 'no-store', ...retryAfter } });
}
