/**
 * The customer review rules (spec §3 and §5, contract "Review submission"):
 * one module that the browser form and the server both run, so a review the
 * form accepts is a review the server accepts. Hand-written rather than a
 * schema library: it ships to the browser in the review page's chunk.
 */

/** spec §5 and §9: the review is capped at 500 characters. */
export const REVIEW_MAX_LENGTH = 500;
/** Long enough for any real name; a cap keeps the record and the log bounded. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321: a forward path is at most 254 characters, a local part at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
/** spec §3: rating 1 to 5 stars, starting at 0; §5: 0 does not block submission. */
export const RATING_MIN = 0;
export const RATING_MAX = 5;
/** spec §9: the Thank You modal closes by itself after 20000 ms. */
export const THANK_YOU_AUTO_CLOSE_MS = 20_000;
/** spec §8: the alert for a non-OK answer or a network error, word for word. */
export const SUBMIT_ERROR_MESSAGE = 'There was an error submitting your review. Please try again.';

/**
 * When the server cannot take a review just now (a 503 with Retry-After: many
 * arriving at once): nothing was sent, what was typed is kept, and when to
 * send it again. The same words with and without JavaScript.
 */
export function retryLaterMessage(seconds: number): string {
  const wait = seconds > 0 && Number.isFinite(seconds) ? `in ${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}` : 'in a moment';
  return `We are receiving a lot of reviews right now, so yours has not been sent yet. Your answers are kept: please try again ${wait}.`;
}
/**
 * When the server cannot tell whether the review was kept (the data store
 * timed out, or answered with something unreadable: a 504, or a 502 marked
 * `outcome: "unknown"`): it may well have it. Saying "not saved" would be
 * untrue, and a retry is safe: it carries the same submission id, so it can
 * be recognised as the same review (issue 30).
 */
export const REVIEW_OUTCOME_UNKNOWN_MESSAGE =
  'We may already have your review: we did not get the reply confirming it was saved. Your answers are kept here. Sending it again is safe: it goes with the same reference, so it can be recognised as the same review.';

/** A 429: how long until this connection may send reviews again, in minutes (Retry-After counts seconds). */
export function tooManyReviewsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds > 0 && Number.isFinite(seconds) ? `in ${minutes} minute${minutes === 1 ? '' : 's'}` : 'later';
  return `Too many reviews have been sent from this connection. Your answers are kept: please try again ${wait}.`;
}

/**
 * The alert for a review post the server did not take, from its status, its
 * Retry-After and its JSON body: spec §8's words, unless what happened calls
 * for others (when to try again; that it may already be saved).
 */
export function submitFailureMessage(status: number, retryAfter: string | null, body: unknown): string {
  if (status === 503) return retryLaterMessage(Number(retryAfter));
  if (status === 429) return tooManyReviewsMessage(Number(retryAfter));
  const outcome = typeof body === 'object' && body !== null ? (body as { outcome?: unknown }).outcome : undefined;
  if (status === 504 || outcome === 'unknown') return REVIEW_OUTCOME_UNKNOWN_MESSAGE;
  return SUBMIT_ERROR_MESSAGE;
}

/** The summary line of a 400 answer; the per-field messages carry the detail. */
export const INVALID_REVIEW_MESSAGE = 'Check your review: some answers need correcting.';

/** The fields a visitor fills in, in the order the form shows them (and the error summary lists them). */
export const REVIEW_FIELDS = ['firstName', 'lastName', 'email', 'rating', 'review', 'consent'] as const;

/**
 * The consent to publish (issue 29 item 21). The privacy policy publishes a
 * review on consent (section 4: first name and rating, never the email
 * address), and the data store keeps exactly the contract's fields, with no
 * room for a consent flag: so a review is taken only with the box ticked, and
 * every stored review is one its author agreed to publish. The form posts
 * `consent=yes`; JSON sends `"consent": true`. Never sent to the data store.
 */
export const CONSENT_FIELD = 'consent';
export const CONSENT_FORM_VALUE = 'yes';
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** A whole number from 0 (no stars chosen) to 5. */
  readonly rating: number;
  readonly review: string;
}

export type ReviewErrors = Partial<Record<ReviewField, string>>;

export type ReviewValidation = { readonly ok: true; readonly value: ReviewInput } | { readonly ok: false; readonly errors: ReviewErrors };

/**
 * How long a text is, as the counter and the 500 limit count it: Unicode code
 * points, so an emoji or an accented letter is one character on both sides
 * (JavaScript's `length` would count UTF-16 units and make an emoji two).
 * Line breaks count as one: a browser posting a form sends CR LF for each one
 * the visitor typed, and the visitor typed one.
 */
export function reviewLength(text: string): number {
  let count = 0;
  // for…of walks code points; a CR directly followed by LF is one line break.
  let previous = '';
  for (const char of text) {
    if (!(char === '\n' && previous === '\r')) count += 1;
    previous = char;
  }
  return count;
}

/** One line-break convention for storage: the visitor's CR LF or lone CR becomes LF. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * What a name may not hold: control characters (line breaks, tabs, NUL...),
 * line and paragraph separators, and halves of a broken surrogate pair. Any
 * other character a person types is theirs to use: people's names carry dots,
 * digits and every script ("St. John", "J.R.R. Tolkien", "X Æ A-12",
 * "Lovelace 2nd", "李", "O'Neill").
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * The WHATWG `<input type="email">` rule (what browsers check), tightened as
 * GOV.UK does to need a dot in the domain: `name@example` is more often a
 * typo than an address. Letters outside ASCII in the domain must be typed in
 * punycode; the local part allows what real mailboxes use.
 */
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const MESSAGES = {
  firstName: {
    missing: 'Enter your first name',
    tooLong: `First name must be ${NAME_MAX_LENGTH} characters or fewer`,
    pattern: 'First name must be on one line, without tabs or other control characters',
  },
  lastName: {
    missing: 'Enter your last name',
    tooLong: `Last name must be ${NAME_MAX_LENGTH} characters or fewer`,
    pattern: 'Last name must be on one line, without tabs or other control characters',
  },
  email: {
    missing: 'Enter your email address',
    tooLong: `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer`,
    pattern: 'Enter an email address in the correct format, like name@example.com',
  },
  rating: {
    invalid: `Rating must be 1 to ${RATING_MAX} stars, or none`,
  },
  review: {
    missing: 'Enter your review',
    tooLong: `Review must be ${REVIEW_MAX_LENGTH} characters or fewer`,
  },
  consent: {
    missing: 'Tick the box to agree to your review being published, or leave the page without sending it',
  },
} as const;

export const REVIEW_MESSAGES = MESSAGES;

type Check<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

function textOf(raw: unknown): string {
  return typeof raw === 'string' ? raw : '';
}

function checkName(raw: unknown, messages: (typeof MESSAGES)['firstName' | 'lastName']): Check<string> {
  const value = textOf(raw).trim();
  if (!value) return { error: messages.missing };
  if (reviewLength(value) > NAME_MAX_LENGTH) return { error: messages.tooLong };
  if (NOT_IN_A_NAME.test(value)) return { error: messages.pattern };
  return { value };
}

function checkEmail(raw: unknown): Check<string> {
  const value = textOf(raw).trim();
  if (!value) return { error: MESSAGES.email.missing };
  if (value.length > EMAIL_MAX_LENGTH) return { error: MESSAGES.email.tooLong };
  const local = value.slice(0, value.lastIndexOf('@'));
  if (!EMAIL_PATTERN.test(value) || local.length > EMAIL_LOCAL_MAX_LENGTH) return { error: MESSAGES.email.pattern };
  return { value };
}

/** Absent means not chosen, which is 0 (spec §5); anything else must already be a whole number. */
function checkRating(raw: unknown): Check<number> {
  if (raw === undefined) return { value: RATING_MIN };
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < RATING_MIN || raw > RATING_MAX) {
    return { error: MESSAGES.rating.invalid };
  }
  return { value: raw };
}

/** The limit counts what the visitor typed (as the counter does); surrounding white space is then dropped. */
function checkReview(raw: unknown): Check<string> {
  const text = normaliseLineBreaks(textOf(raw));
  if (!text.trim()) return { error: MESSAGES.review.missing };
  if (reviewLength(text) > REVIEW_MAX_LENGTH) return { error: MESSAGES.review.tooLong };
  return { value: text.trim() };
}

/** Only a tick: `true` from the browser's JSON, `yes` from the form. */
function checkConsent(raw: unknown): Check<true> {
  return raw === true || raw === CONSENT_FORM_VALUE ? { value: true } : { error: MESSAGES.consent.missing };
}

/**
 * Checks a submitted review. Anything that is not a plain object counts as
 * empty; the consent must be given but is not part of the value; fields
 * other than these are ignored and never reach the value.
 */
export function validateReview(input: unknown): ReviewValidation {
  const body = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const field = (name: ReviewField): unknown => (Object.hasOwn(body, name) ? body[name] : undefined);
  const checks = {
    firstName: checkName(field('firstName'), MESSAGES.firstName),
    lastName: checkName(field('lastName'), MESSAGES.lastName),
    email: checkEmail(field('email')),
    rating: checkRating(field('rating')),
    review: checkReview(field('review')),
    consent: checkConsent(field('consent')),
  };
  const errors: ReviewErrors = {};
  for (const name of REVIEW_FIELDS) {
    const error = checks[name].error;
    if (error) errors[name] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: checks.firstName.value!,
      lastName: checks.lastName.value!,
      email: checks.email.value!,
      rating: checks.rating.value!,
      review: checks.review.value!,
    },
  };
}

/** What a form post (every value a string, or a list when a name repeats) carries, as the form typed it. */
export interface ReviewFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** The radio value as posted: '' when no star was chosen. */
  readonly rating: string;
  readonly review: string;
  /** The checkbox as posted: `yes` when ticked, '' when not. */
  readonly consent: string;
}

/**
 * The form's values from an `application/x-www-form-urlencoded` body, so the
 * page can be shown again with what the visitor typed. A repeated name or a
 * missing one reads as empty.
 */
export function reviewFormValues(body: unknown): ReviewFormValues {
  const source = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const read = (name: keyof ReviewFormValues) => {
    const value = Object.hasOwn(source, name) ? source[name] : undefined;
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    rating: read('rating'),
    review: read('review'),
    consent: read('consent'),
  };
}

/**
 * Form values into the shape `validateReview` checks: the rating radio posts
 * '1' to '5', or nothing when no star was chosen. Any other text is passed on
 * as text, so the schema rejects it rather than it quietly becoming 0.
 */
export function reviewInputFromForm(values: ReviewFormValues): Record<ReviewField, unknown> {
  // The consent stays text: only `yes` is a tick.
  const rating = values.rating === '' ? undefined : /^\d$/.test(values.rating) ? Number(values.rating) : values.rating;
  return { ...values, rating };
}

/**
 * A submission id: a random UUID the form makes once per set of answers and
 * sends again with a retry of the same answers, so the server can answer a
 * retry after a lost reply with the first review's dataid instead of keeping
 * a second copy (issue 13). Never part of what the data store receives.
 */
export const SUBMISSION_ID_FIELD = 'submissionId';
const SUBMISSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A version 4 UUID from `crypto.getRandomValues`, which (unlike `randomUUID`) browsers give pages on plain http too. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The submission id a body carries: none (old pages, the form without
 * JavaScript), a well-formed one (lower case), or one that is not a UUID.
 */
export function submissionIdOf(input: unknown): { readonly ok: true; readonly id?: string } | { readonly ok: false } {
  const body = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const raw = Object.hasOwn(body, SUBMISSION_ID_FIELD) ? body[SUBMISSION_ID_FIELD] : undefined;
  if (raw === undefined || raw === '') return { ok: true };
  if (typeof raw !== 'string') return { ok: false };
  const id = raw.trim().toLowerCase();
  return SUBMISSION_ID_PATTERN.test(id) ? { ok: true, id } : { ok: false };
}
