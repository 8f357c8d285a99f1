import { createHash, randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RouterContextProvider } from 'react-router';
import { reviewFormId } from '../../shared/brand/brand.ts';
import {
  INVALID_REVIEW_MESSAGE,
  REVIEW_OUTCOME_UNKNOWN_MESSAGE,
  retryLaterMessage,
  tooManyReviewsMessage,
  reviewFormValues,
  reviewInputFromForm,
  submissionIdOf,
  validateReview,
  type ReviewInput,
} from '../../shared/reviews/reviewSchema.ts';
import type { ReviewOutcome } from '../metrics/metrics.ts';
import { errorPageHtml } from '../render/errorPage.ts';
import type { FormSubmission } from '../render/renderPage.tsx';
import { DataStoreBusy, DataStoreRejected, DataStoreTimeout, isOutcomeUnknown, type ReviewRecord, type ReviewStore } from './dataStore.ts';
import { reviewPostContext, type ReviewPostOutcome } from '../../client/pages/customer-review/action.server.ts';
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
  /**
   * The form posted without JavaScript, once its transport is checked: the review page's action
   * (reviewAction.ts) through the static handler and the document render (renderPage.tsx `submit`).
   */
  readonly formPage: (req: Request, res: Response, next: NextFunction, submission: FormSubmission) => Promise<void>;
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
  crossSiteForm: 'Your review came from a page on another site, so it was not saved. Check it below and send it from here.',
  badSubmissionId: 'The review could not be read: its submission id is not valid.',
} as const;

/** How long a visitor is asked to wait after a 503 (the embedded store was locked). */
const BUSY_RETRY_AFTER_S = 5;

/**
 * Whether a post comes from a page of another site, decided as Go's
 * `net/http.CrossOriginProtection` does, with SITE_URL as a trusted origin:
 * - `Sec-Fetch-Site` (every current browser sends it) is the browser's own
 *   comparison of the page with the post's target, whatever front (the edge, a
 *   CDN on another host) stands between: `same-origin` and `none` (typed, a
 *   bookmark) are ours, `cross-site` never is.
 * - Otherwise (`same-site`, or an old browser without the header) the Origin
 *   decides: SITE_URL's, or the address the post was sent to as the visitor's
 *   browser named it (`req.protocol` and `req.host`: the Host, or a trusted
 *   proxy's X-Forwarded-Proto and X-Forwarded-Host under TRUST_PROXY).
 * Requests with neither header (curl) are let through: they are not a
 * browser carrying a visitor's form from elsewhere.
 */
export function isCrossSitePost(req: Request, siteOrigin: string): boolean {
  const site = req.get('sec-fetch-site')?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  return origin !== siteOrigin && origin !== `${req.protocol}://${req.host.toLowerCase()}`;
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

type Checked = { readonly review: ReviewInput; readonly submissionKey: string };

/** The form's fields as a body a form post carries again (a repeated name stays repeated): what the action reads. */
function formOf(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    for (const each of Array.isArray(value) ? value : [value]) if (typeof each === 'string') form.append(name, each);
  return form;
}

/**
 * `POST /api/reviews` (contract, HTTP surface and Review submission): the
 * browser's JSON, or the form posted without JavaScript. Checked with the
 * same schema as the form, then forwarded once to the data store. Only this
 * route turns the store's typed errors into statuses. Its logs carry a
 * review's dataid and never its email or text, not even when it fails. The
 * JSON is answered here; the form's answer is the review page's action
 * (reviewAction.ts), handed the same checks, limit and store (`take`).
 */
export function reviewsRoute({
  store,
  siteUrl,
  submissions = submissionRegistry(),
  queue = createReviewQueue(),
  formPage,
  rateLimit: limits = REVIEW_RATE_LIMIT,
  now = () => new Date(),
  onOutcome,
}: ReviewsRouteOptions) {
  const router = express.Router();
  const siteOrigin = new URL(siteUrl).origin;

  const isForm = (req: Request) => mediaTypeOf(req) === FORM_TYPE;

  /** Told to the metrics once per answered post; a saved review is told by `save` (saved or a duplicate). */
  const counted = (outcome: ReviewPostOutcome): ReviewPostOutcome => {
    if (outcome.kind === 'invalid') onOutcome?.('refused');
    else if (outcome.kind === 'failed')
      onOutcome?.(outcome.queueFull ? 'queue_full' : outcome.unknown ? 'unknown' : outcome.status >= 500 ? 'store_error' : 'refused');
    return outcome;
  };

  const answerJson = (res: Response, outcome: ReviewPostOutcome) => {
    res.set('Cache-Control', 'no-store');
    if (outcome.kind === 'failed' && outcome.retryAfterS !== undefined) res.set('Retry-After', String(outcome.retryAfterS));
    if (outcome.kind === 'saved') res.status(201).json({ dataid: outcome.dataid });
    else if (outcome.kind === 'invalid') res.status(400).json({ error: INVALID_REVIEW_MESSAGE, fields: outcome.errors });
    else res.status(outcome.status).json({ error: outcome.message, ...(outcome.unknown && { outcome: 'unknown' }) });
  };

  /** The form without JavaScript: the review page's action decides the answer, `take` (or an outcome already known) the review's fate. */
  const answerForm = (req: Request, res: Response, next: NextFunction, take: (body: Record<string, unknown>) => Promise<ReviewPostOutcome>) => {
    const context = new RouterContextProvider(new Map([[reviewPostContext, { take }]]));
    formPage(req, res, next, { form: formOf(req.body), context }).catch(next);
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

  /**
   * contract: 403 for a post from another site; the site's own form, with or without JavaScript, is same-origin.
   * The form is read first and answered with the page again, every value kept (nothing is taken from it).
   */
  const refuseCrossSite: RequestHandler = (req, res, next) => {
    if (!isCrossSitePost(req, siteOrigin)) return next();
    req.log?.warn({ secFetchSite: req.get('sec-fetch-site'), hasOrigin: req.get('origin') !== undefined }, 'review: refused, posted from another site');
    res.set('Cache-Control', 'no-store');
    if (isForm(req)) {
      res.locals.crossSite = true;
      return next();
    }
    res.status(403);
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
    const outcome = counted({ kind: 'failed', status, message });
    // Nothing was read, so the form without JavaScript gets the page with the alert, and Back keeps what was typed.
    if (isForm(req)) answerForm(req, res, next, async () => outcome);
    else answerJson(res, outcome);
  };

  /** Resolves with the seconds to wait when this client is past its limit, undefined otherwise. */
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
      res.locals.rateLimitedS = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limits.windowMs) - Date.now()) / 1000));
      next();
    },
  });
  const overLimit = (req: Request, res: Response) =>
    new Promise<number | undefined>((resolve, reject) => {
      void limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve(res.locals.rateLimitedS as number | undefined)));
    });

  /** Checks the review; only a valid one goes on to the rate limit and the store. */
  const check = (req: Request, body: unknown, form: boolean): Checked | ReviewPostOutcome => {
    const checked = validateReview(form ? reviewInputFromForm(reviewFormValues(body)) : body);
    const submission = submissionIdOf(body);
    if (checked.ok && !submission.ok) {
      req.log?.info({ invalidFields: ['submissionId'] }, 'review: invalid');
      return { kind: 'failed', status: 400, message: MESSAGES.badSubmissionId };
    }
    if (!checked.ok) {
      req.log?.info({ invalidFields: Object.keys(checked.errors) }, 'review: invalid');
      return { kind: 'invalid', errors: checked.errors };
    }
    // Every review has a key, sent to the store with it (Idempotency-Key). The form without JavaScript: a
    // page made at build carries one id for all its visitors (or none, from an older page), so with the
    // answers it means "these answers, posted again". JSON without an id gets one of its own (issue 30).
    const id = (submission.ok ? submission.id : undefined) ?? (form ? 'form' : randomUUID());
    return { review: checked.value, submissionKey: `${id}:${answersDigest(checked.value)}` };
  };

  const save = async (req: Request, res: Response, { review, submissionKey }: Checked): Promise<ReviewPostOutcome> => {
    const record: ReviewRecord = { web_form_id: reviewFormId, ...review, submittedAt: now().toISOString() };
    res.locals.reviewStage = 'saving';
    try {
      // Waits its turn rather than being refused for load; refused only when the line is full (never once saving began).
      const { dataid, duplicate, resent } = await submissions.run(submissionKey, () => queue.run(() => store.save(record, { submissionKey })));
      if (duplicate) req.log?.info({ dataid }, 'review: already saved, answered with its dataid');
      // The first try's outcome was unknown: the store may hold it twice unless it honours the Idempotency-Key.
      else if (resent) req.log?.info({ dataid, resent }, 'review: saved, sent again with the same Idempotency-Key after an unknown outcome');
      else req.log?.info({ dataid }, 'review: saved');
      onOutcome?.(duplicate ? 'duplicate' : 'saved');
      return { kind: 'saved', dataid };
    } catch (error) {
      if (error instanceof ReviewQueueFull) {
        req.log?.warn({ reason: error.name, retryAfterS: error.retryAfterS }, 'review: not saved, the queue is full; asked to send again');
        return { kind: 'failed', status: 503, message: retryLaterMessage(error.retryAfterS), retryAfterS: error.retryAfterS, queueFull: true };
      }
      if (error instanceof DataStoreTimeout) {
        // Never "not saved": the store may have kept it, and the visitor's retry carries the same key.
        req.log?.error({ reason: error.name, timeoutMs: error.timeoutMs }, 'review: outcome unknown, data store timed out (it may have kept it)');
        return { kind: 'failed', status: 504, message: MESSAGES.outcomeUnknown, unknown: true };
      }
      if (error instanceof DataStoreRejected && isOutcomeUnknown(error)) {
        req.log?.error(
          { reason: error.name, detail: error.message, storeStatus: error.status },
          'review: outcome unknown, data store answer unreadable or connection lost (it may have kept it)',
        );
        return { kind: 'failed', status: 502, message: MESSAGES.outcomeUnknown, unknown: true };
      }
      if (error instanceof DataStoreBusy) {
        req.log?.error({ reason: error.name, waitedMs: error.waitedMs }, 'review: not saved, data store busy');
        return { kind: 'failed', status: 503, message: retryLaterMessage(BUSY_RETRY_AFTER_S), retryAfterS: BUSY_RETRY_AFTER_S };
      }
      if (error instanceof DataStoreRejected) {
        // The message is built by the store from codes and statuses only (dataStore.ts).
        req.log?.error({ reason: error.name, detail: error.message, storeStatus: error.status }, 'review: not saved, data store rejected it');
        return { kind: 'failed', status: 502, message: MESSAGES.storeRejected };
      }
      // A bug, not an outage: its name only, as its message could hold anything.
      req.log?.error({ reason: (error as Error)?.name ?? typeof error }, 'review: not saved, unexpected error');
      return { kind: 'failed', status: 500, message: MESSAGES.storeRejected };
    }
  };

  /** A review's whole way: checked, counted against its client's limit, then saved in its turn. */
  const take = async (req: Request, res: Response, body: unknown, form: boolean): Promise<ReviewPostOutcome> => {
    const checked = check(req, body, form);
    if ('kind' in checked) return counted(checked);
    const retryAfterS = await overLimit(req, res);
    if (retryAfterS !== undefined) {
      req.log?.warn({ retryAfterS }, 'review: rate limit reached');
      return counted({ kind: 'failed', status: 429, message: tooManyReviewsMessage(retryAfterS), retryAfterS });
    }
    const outcome = await save(req, res, checked);
    res.locals.reviewStage = 'answering';
    return outcome.kind === 'saved' ? outcome : counted(outcome);
  };

  const answer: RequestHandler = async (req, res, next) => {
    if (res.locals.crossSite === true) {
      const refused = counted({ kind: 'failed', status: 403, message: MESSAGES.crossSiteForm });
      return answerForm(req, res, next, async () => refused);
    }
    if (isForm(req)) return answerForm(req, res, next, (body) => take(req, res, body, true));
    answerJson(res, await take(req, res, req.body, false));
  };

  router.post(
    '/',
    logCutOff,
    refuseCrossSite,
    requireSupportedType,
    express.json({ limit: REVIEW_BODY_LIMIT, type: JSON_TYPE, strict: true }),
    express.urlencoded({ limit: REVIEW_BODY_LIMIT, type: FORM_TYPE, extended: false, parameterLimit: 20 }),
    bodyErrors,
    answer,
  );
  router.all('/', (_req, res) => {
    res.status(405).set({ Allow: 'POST', 'Cache-Control': 'no-store' }).json({ error: MESSAGES.notAllowed });
  });
  return router;
}
