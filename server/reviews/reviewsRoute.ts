import { createHash, randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { reviewFormId } from '../../shared/brand.ts';
import {
  EMPTY_REVIEW_FORM,
  INVALID_REVIEW_MESSAGE,
  REVIEW_OUTCOME_UNKNOWN_MESSAGE,
  retryLaterMessage,
  tooManyReviewsMessage,
  reviewFormValues,
  reviewInputFromForm,
  submissionIdOf,
  validateReview,
  type ReviewErrors,
  type ReviewFormValues,
  type ReviewInput,
} from '../../shared/reviewSchema.ts';
import type { ReviewOutcome } from '../metrics.ts';
import { errorPageHtml } from '../render/errorPage.ts';
import { DataStoreBusy, DataStoreRejected, DataStoreTimeout, isOutcomeUnknown, type ReviewRecord, type ReviewStore } from './dataStore.ts';
import { REVIEW_SUBMITTED_PATH, type RenderReviewPage } from './reviewPage.tsx';
import { createReviewQueue, ReviewQueueFull, type ReviewQueue } from './reviewQueue.ts';
import { submissionRegistry, type SubmissionRegistry } from './submissionRegistry.ts';

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
  /** SITE_URL: posts from pages of this origin (or of the request's own host) are the site's own. */
  readonly siteUrl: string;
  /** Recent submission ids (submissionRegistry.ts); one per app by default. */
  readonly submissions?: SubmissionRegistry;
  /** Where reviews wait for their turn at the store (reviewQueue.ts); one per app by default. */
  readonly queue?: ReviewQueue;
  /** The review page shown again after a post without JavaScript (reviewPage.tsx). */
  readonly renderReviewPage: RenderReviewPage;
  readonly rateLimit?: { readonly limit: number; readonly windowMs: number };
  /** For tests: when the review was submitted. */
  readonly now?: () => Date;
  /** Told how each review post ended (the metrics); never what it said. */
  readonly onOutcome?: (outcome: ReviewOutcome) => void;
}

const MESSAGES = {
  unsupportedType: `Send the review as ${JSON_TYPE} or ${FORM_TYPE}.`,
  tooLarge: 'The review is too large to send: the limit is 16 KiB.',
  unreadable: 'The review could not be read: the body is not valid.',
  storeRejected: 'The review could not be saved. Please try again.',
  outcomeUnknown: REVIEW_OUTCOME_UNKNOWN_MESSAGE,
  notAllowed: 'Send reviews with POST.',
  crossSite: 'Reviews can only be sent from this site.',
  badSubmissionId: 'The review could not be read: its submission id is not valid.',
} as const;

/** How long a visitor is asked to wait after a 503 (the embedded store was locked). */
const BUSY_RETRY_AFTER_S = 5;

/**
 * Whether a post comes from a page of another site: the browser says so
 * (`Sec-Fetch-Site: cross-site`), or its Origin is neither SITE_URL's nor the
 * request's own (scheme and Host as this server sees them). Requests with
 * neither header (curl, old browsers) are let through: they are not a
 * browser carrying a visitor's form from elsewhere.
 */
export function isCrossSitePost(req: Request, siteOrigin: string): boolean {
  if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  const own = `${req.protocol}://${(req.get('host') ?? '').toLowerCase()}`;
  return origin !== siteOrigin && origin !== own;
}

/** The charset parameter of a Content-Type, lower case and unquoted; undefined when there is none. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '').toLowerCase() : undefined;
}

/** A digest of the answers: the same submission id with other answers is another review. */
function answersDigest(review: ReviewInput): string {
  return createHash('sha256').update(JSON.stringify(review)).digest('base64url');
}

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
  | {
      readonly kind: 'failed';
      readonly status: number;
      readonly message: string;
      readonly retryAfterS?: number;
      readonly queueFull?: true;
      /** The store may have kept it (a timeout, an unreadable answer): said so, never "not saved". */
      readonly unknown?: true;
    };

/**
 * `POST /api/reviews` (contract, HTTP surface and Review submission): the
 * browser's JSON, or the form posted without JavaScript. Checked with the
 * same schema as the form, then forwarded once to the data store. Only this
 * route turns the store's typed errors into statuses. Its logs carry a
 * review's dataid and never its email or text, not even when it fails.
 */
export function reviewsRoute({
  store,
  siteUrl,
  submissions = submissionRegistry(),
  queue = createReviewQueue(),
  renderReviewPage,
  rateLimit: limits = REVIEW_RATE_LIMIT,
  now = () => new Date(),
  onOutcome,
}: ReviewsRouteOptions) {
  const router = express.Router();
  const siteOrigin = new URL(siteUrl).origin;

  const isForm = (req: Request) => mediaTypeOf(req) === FORM_TYPE;

  /** A JSON answer for scripts; for the form without JavaScript, the page again (or the thank-you page). */
  const answer = async (req: Request, res: Response, outcome: Outcome, values: ReviewFormValues) => {
    if (outcome.kind === 'invalid') onOutcome?.('refused');
    else if (outcome.kind === 'failed')
      onOutcome?.(outcome.queueFull ? 'queue_full' : outcome.unknown ? 'unknown' : outcome.status >= 500 ? 'store_error' : 'refused');
    res.set('Cache-Control', 'no-store');
    if (outcome.kind === 'failed' && outcome.retryAfterS !== undefined) res.set('Retry-After', String(outcome.retryAfterS));
    if (!isForm(req)) {
      if (outcome.kind === 'saved') res.status(201).json({ dataid: outcome.dataid });
      else if (outcome.kind === 'invalid') res.status(400).json({ error: INVALID_REVIEW_MESSAGE, fields: outcome.errors });
      else res.status(outcome.status).json({ error: outcome.message, ...(outcome.unknown && { outcome: 'unknown' }) });
      return;
    }
    if (outcome.kind === 'saved') {
      res.redirect(303, REVIEW_SUBMITTED_PATH);
      return;
    }
    const submissionId = (res.locals.submissionId as string | undefined) ?? undefined;
    const html = await renderReviewPage(
      outcome.kind === 'invalid'
        ? { values, errors: outcome.errors, submitFailed: false, submissionId }
        : {
            values,
            errors: {},
            submitFailed: true,
            // spec §8's words, unless there is more to say: when to try again, or that it may be saved already.
            submitMessage: outcome.retryAfterS !== undefined || outcome.unknown ? outcome.message : undefined,
            submissionId,
          },
    );
    res
      .status(outcome.kind === 'invalid' ? 400 : outcome.status)
      .type('html')
      .send(html);
  };

  /**
   * Every review request ends with a line of its own: answered (the lines
   * below), or cut off before its answer was sent (the visitor went away, or
   * the server's shutdown grace ran out): then the review may or may not be kept.
   */
  const logCutOff: RequestHandler = (req, res, next) => {
    res.once('close', () => {
      if (!res.writableFinished) req.log?.warn({ stage: res.locals.reviewStage ?? 'reading' }, 'review: connection closed before the answer was sent');
    });
    next();
  };

  /** contract: 403 for a post from another site; the site's own form, with or without JavaScript, is same-origin. */
  const refuseCrossSite: RequestHandler = (req, res, next) => {
    if (!isCrossSitePost(req, siteOrigin)) return next();
    req.log?.warn({ secFetchSite: req.get('sec-fetch-site'), hasOrigin: req.get('origin') !== undefined }, 'review: refused, posted from another site');
    res.status(403).set('Cache-Control', 'no-store');
    if (mediaTypeOf(req) === JSON_TYPE) res.json({ error: MESSAGES.crossSite });
    else res.type('html').send(errorPageHtml(403));
  };

  /** contract: 415 for another media type, or a charset other than UTF-8 (body-parser would decode UTF-7 or Latin-1). */
  const requireSupportedType: RequestHandler = (req, res, next) => {
    const charset = charsetOf(req.get('content-type') ?? '');
    if (mediaTypeOf(req) && (charset === undefined || charset === 'utf-8')) return next();
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
    // Its start-up checks print errors with a stack to the console, outside the JSON log (one fired
    // for TRUST_PROXY=true, which config.ts now refuses; another for any X-Forwarded-For without it).
    validate: false,
    // req.ip, which follows TRUST_PROXY through Express's `trust proxy` (set in app.ts); IPv6 by its /56, as
    // the library does. A client that reset the connection after sending has no address left: its review is
    // still saved (it was read whole), counted under one shared key rather than failing as a 500.
    keyGenerator: (req) => (req.ip ? ipKeyGenerator(req.ip) : 'address-gone'),
    handler: (req, res, next) => {
      // Tell the visitor when, in minutes: "try again now" while Retry-After says ten minutes sent them back too soon.
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterS = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limits.windowMs) - Date.now()) / 1000));
      req.log?.warn({ retryAfterS }, 'review: rate limit reached');
      answer(
        req,
        res,
        { kind: 'failed', status: 429, message: tooManyReviewsMessage(retryAfterS), retryAfterS },
        (res.locals.reviewValues as ReviewFormValues) ?? EMPTY_REVIEW_FORM,
      ).catch(next);
    },
  });

  /** Checks the review; only a valid one goes on to the rate limit and the store. */
  const validate: RequestHandler = (req, res, next) => {
    const values = isForm(req) ? reviewFormValues(req.body) : EMPTY_REVIEW_FORM;
    res.locals.reviewValues = values;
    const checked = validateReview(isForm(req) ? reviewInputFromForm(values) : req.body);
    const submission = submissionIdOf(req.body);
    if (submission.ok) res.locals.submissionId = submission.id;
    if (checked.ok && !submission.ok) {
      req.log?.info({ invalidFields: ['submissionId'] }, 'review: invalid');
      answer(req, res, { kind: 'failed', status: 400, message: MESSAGES.badSubmissionId }, values).catch(next);
      return;
    }
    if (checked.ok) {
      res.locals.review = checked.value;
      // Every review has a key, sent to the store with it (Idempotency-Key). The form without JavaScript: a
      // page made at build carries one id for all its visitors (or none, from an older page), so with the
      // answers it means "these answers, posted again". JSON without an id gets one of its own (issue 30).
      const id = (submission.ok ? submission.id : undefined) ?? (isForm(req) ? 'form' : randomUUID());
      res.locals.submissionKey = `${id}:${answersDigest(checked.value)}`;
      return next();
    }
    req.log?.info({ invalidFields: Object.keys(checked.errors) }, 'review: invalid');
    answer(req, res, { kind: 'invalid', errors: checked.errors }, values).catch(next);
  };

  const forward: RequestHandler = async (req, res) => {
    const review = res.locals.review as ReviewInput;
    const record: ReviewRecord = { web_form_id: reviewFormId, ...review, submittedAt: now().toISOString() };
    const values = res.locals.reviewValues as ReviewFormValues;
    const submissionKey = res.locals.submissionKey as string | undefined;
    res.locals.reviewStage = 'saving';
    let outcome: Outcome;
    try {
      // Waits its turn rather than being refused for load; refused only when the line is full (never once saving began).
      const save = () => queue.run(() => store.save(record, { submissionKey }));
      const { dataid, duplicate, resent } = submissionKey ? await submissions.run(submissionKey, save) : { ...(await save()), duplicate: false, resent: false };
      if (duplicate) req.log?.info({ dataid }, 'review: already saved, answered with its dataid');
      // The first try's outcome was unknown: the store may hold it twice unless it honours the Idempotency-Key.
      else if (resent) req.log?.info({ dataid, resent }, 'review: saved, sent again with the same Idempotency-Key after an unknown outcome');
      else req.log?.info({ dataid }, 'review: saved');
      onOutcome?.(duplicate ? 'duplicate' : 'saved');
      outcome = { kind: 'saved', dataid };
    } catch (error) {
      if (error instanceof ReviewQueueFull) {
        req.log?.warn({ reason: error.name, retryAfterS: error.retryAfterS }, 'review: not saved, the queue is full; asked to send again');
        outcome = { kind: 'failed', status: 503, message: retryLaterMessage(error.retryAfterS), retryAfterS: error.retryAfterS, queueFull: true };
      } else if (error instanceof DataStoreTimeout) {
        // Never "not saved": the store may have kept it, and the visitor's retry carries the same key.
        req.log?.error({ reason: error.name, timeoutMs: error.timeoutMs }, 'review: outcome unknown, data store timed out (it may have kept it)');
        outcome = { kind: 'failed', status: 504, message: MESSAGES.outcomeUnknown, unknown: true };
      } else if (error instanceof DataStoreRejected && isOutcomeUnknown(error)) {
        req.log?.error(
          { reason: error.name, detail: error.message, storeStatus: error.status },
          'review: outcome unknown, data store answer unreadable or connection lost (it may have kept it)',
        );
        outcome = { kind: 'failed', status: 502, message: MESSAGES.outcomeUnknown, unknown: true };
      } else if (error instanceof DataStoreBusy) {
        req.log?.error({ reason: error.name, waitedMs: error.waitedMs }, 'review: not saved, data store busy');
        outcome = { kind: 'failed', status: 503, message: retryLaterMessage(BUSY_RETRY_AFTER_S), retryAfterS: BUSY_RETRY_AFTER_S };
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
    res.locals.reviewStage = 'answering';
    await answer(req, res, outcome, values);
  };

  router.post(
    '/',
    logCutOff,
    refuseCrossSite,
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
