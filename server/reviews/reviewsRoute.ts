import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { reviewFormId } from '../../shared/brand.ts';
import {
  EMPTY_REVIEW_FORM,
  INVALID_REVIEW_MESSAGE,
  reviewFormValues,
  reviewInputFromForm,
  validateReview,
  type ReviewErrors,
  type ReviewFormValues,
  type ReviewInput,
} from '../../shared/reviewSchema.ts';
import { DataStoreRejected, DataStoreTimeout, type ReviewRecord, type ReviewStore } from './dataStore.ts';
import { REVIEW_SUBMITTED_PATH, type RenderReviewPage } from './reviewPage.tsx';

/** contract: 413 for a body over 16 KiB. A valid review is well under 4 KiB even form-encoded. */
export const REVIEW_BODY_LIMIT = '16kb';
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Per client, counted over reviews that pass validation (those are the ones
 * forwarded to the data store). A person leaves one review; a few retries
 * after an error fit easily, a script posting reviews does not.
 */
export const REVIEW_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

export interface ReviewsRouteOptions {
  readonly store: ReviewStore;
  /** The review page shown again after a post without JavaScript (reviewPage.tsx). */
  readonly renderReviewPage: RenderReviewPage;
  readonly rateLimit?: { readonly limit: number; readonly windowMs: number };
  /** For tests: when the review was submitted. */
  readonly now?: () => Date;
}

const MESSAGES = {
  unsupportedType: `Send the review as ${JSON_TYPE} or ${FORM_TYPE}.`,
  tooLarge: 'The review is too large to send: the limit is 16 KiB.',
  unreadable: 'The review could not be read: the body is not valid.',
  tooMany: 'Too many reviews from this connection. Please try again later.',
  storeRejected: 'The review could not be saved. Please try again.',
  storeTimeout: 'The review could not be saved in time. Please try again.',
  notAllowed: 'Send reviews with POST.',
} as const;

/**
 * The request's media type when it is one of the two accepted, from the
 * header itself: `req.is` answers null for an empty body, which should be a
 * 400 for missing answers rather than a 415.
 */
function mediaTypeOf(req: Request): typeof JSON_TYPE | typeof FORM_TYPE | undefined {
  const match = /^\s*(application\/json|application\/x-www-form-urlencoded)\s*(?:;|$)/i.exec(req.get('content-type') ?? '');
  return match ? (match[1]!.toLowerCase() as typeof JSON_TYPE | typeof FORM_TYPE) : undefined;
}

type Outcome =
  | { readonly kind: 'saved'; readonly dataid: string }
  | { readonly kind: 'invalid'; readonly errors: ReviewErrors }
  | { readonly kind: 'failed'; readonly status: number; readonly message: string };

/**
 * `POST /api/reviews` (contract, HTTP surface and Review submission): the
 * browser's JSON, or the form posted without JavaScript. Checked with the
 * same schema as the form, then forwarded once to the data store. Only this
 * route turns the store's typed errors into statuses. Its logs carry a
 * review's dataid and never its email or text, not even when it fails.
 */
export function reviewsRoute({ store, renderReviewPage, rateLimit: limits = REVIEW_RATE_LIMIT, now = () => new Date() }: ReviewsRouteOptions) {
  const router = express.Router();

  const isForm = (req: Request) => mediaTypeOf(req) === FORM_TYPE;

  /** A JSON answer for scripts; for the form without JavaScript, the page again (or the thank-you page). */
  const answer = async (req: Request, res: Response, outcome: Outcome, values: ReviewFormValues) => {
    res.set('Cache-Control', 'no-store');
    if (!isForm(req)) {
      if (outcome.kind === 'saved') res.status(201).json({ dataid: outcome.dataid });
      else if (outcome.kind === 'invalid') res.status(400).json({ error: INVALID_REVIEW_MESSAGE, fields: outcome.errors });
      else res.status(outcome.status).json({ error: outcome.message });
      return;
    }
    if (outcome.kind === 'saved') {
      res.redirect(303, REVIEW_SUBMITTED_PATH);
      return;
    }
    const html = await renderReviewPage(
      outcome.kind === 'invalid' ? { values, errors: outcome.errors, submitFailed: false } : { values, errors: {}, submitFailed: true },
    );
    res
      .status(outcome.kind === 'invalid' ? 400 : outcome.status)
      .type('html')
      .send(html);
  };

  const requireSupportedType: RequestHandler = (req, res, next) => {
    if (mediaTypeOf(req)) return next();
    res.status(415).set('Cache-Control', 'no-store').json({ error: MESSAGES.unsupportedType });
  };

  /**
   * body-parser's errors as answers. Never its message: a JSON syntax error
   * quotes the body, and the body is what a visitor typed.
   */
  const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
    const type = (error as { type?: unknown }).type;
    if (typeof type !== 'string') return next(error);
    const status = type === 'entity.too.large' || type === 'parameters.too.many' ? 413 : /unsupported$/.test(type) ? 415 : 400;
    const message = status === 413 ? MESSAGES.tooLarge : status === 415 ? MESSAGES.unsupportedType : MESSAGES.unreadable;
    req.log?.warn({ bodyError: type, status }, 'review: body refused');
    // Nothing was read, so the form without JavaScript gets the page with the alert, and Back keeps what was typed.
    answer(req, res, { kind: 'failed', status, message }, EMPTY_REVIEW_FORM).catch(next);
  };

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // req.ip, which follows TRUST_PROXY through Express's `trust proxy` (set in app.ts).
    handler: (req, res, next) => {
      req.log?.warn('review: rate limit reached');
      answer(req, res, { kind: 'failed', status: 429, message: MESSAGES.tooMany }, (res.locals.reviewValues as ReviewFormValues) ?? EMPTY_REVIEW_FORM).catch(next);
    },
  });

  /** Checks the review; only a valid one goes on to the rate limit and the store. */
  const validate: RequestHandler = (req, res, next) => {
    const values = isForm(req) ? reviewFormValues(req.body) : EMPTY_REVIEW_FORM;
    res.locals.reviewValues = values;
    const checked = validateReview(isForm(req) ? reviewInputFromForm(values) : req.body);
    if (checked.ok) {
      res.locals.review = checked.value;
      return next();
    }
    req.log?.info({ invalidFields: Object.keys(checked.errors) }, 'review: invalid');
    answer(req, res, { kind: 'invalid', errors: checked.errors }, values).catch(next);
  };

  const forward: RequestHandler = async (req, res) => {
    const record: ReviewRecord = { web_form_id: reviewFormId, ...(res.locals.review as ReviewInput), submittedAt: now().toISOString() };
    const values = res.locals.reviewValues as ReviewFormValues;
    let outcome: Outcome;
    try {
      const { dataid } = await store.save(record);
      req.log?.info({ dataid }, 'review: saved');
      outcome = { kind: 'saved', dataid };
    } catch (error) {
      if (error instanceof DataStoreTimeout) {
        req.log?.error({ reason: error.name, timeoutMs: error.timeoutMs }, 'review: not saved, data store timed out');
        outcome = { kind: 'failed', status: 504, message: MESSAGES.storeTimeout };
      } else if (error instanceof DataStoreRejected) {
        // The message is built by the store from codes and statuses only (dataStore.ts).
        req.log?.error({ reason: error.name, detail: error.message, storeStatus: error.status }, 'review: not saved, data store rejected it');
        outcome = { kind: 'failed', status: 502, message: MESSAGES.storeRejected };
      } else {
        // A bug, not an outage: its name only, as its message could hold anything.
        req.log?.error({ reason: (error as Error)?.name ?? typeof error }, 'review: not saved, unexpected error');
        outcome = { kind: 'failed', status: 500, message: MESSAGES.storeRejected };
      }
    }
    await answer(req, res, outcome, values);
  };

  router.post(
    '/',
    requireSupportedType,
    express.json({ limit: REVIEW_BODY_LIMIT, type: JSON_TYPE, strict: true }),
    express.urlencoded({ limit: REVIEW_BODY_LIMIT, type: FORM_TYPE, extended: false, parameterLimit: 20 }),
    bodyErrors,
    validate,
    limiter,
    forward,
  );
  router.all('/', (_req, res) => {
    res.status(405).set({ Allow: 'POST', 'Cache-Control': 'no-store' }).json({ error: MESSAGES.notAllowed });
  });
  return router;
}
