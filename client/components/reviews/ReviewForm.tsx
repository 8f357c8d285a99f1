import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import { ExampleMark } from '../layout/ExampleMark.tsx';
import {
  CONSENT_FIELD,
  CONSENT_FORM_VALUE,
  REVIEW_FIELDS,
  REVIEW_MAX_LENGTH,
  REVIEW_MESSAGES,
  SUBMISSION_ID_FIELD,
  SUBMIT_ERROR_MESSAGE,
  submitFailureMessage,
  newSubmissionId,
  retryLaterMessage,
  reviewLength,
  validateReview,
  type ReviewErrors,
  type ReviewField,
} from '../../../shared/reviews/reviewSchema.ts';
import { ErrorSummary } from '../layout/ErrorSummary.tsx';
import type { ReviewFormState } from './reviewFormState.tsx';
import { ReviewStarRating, starInputId } from './ReviewStarRating.tsx';
import { REVIEW_POLICY_PATH } from '../../../shared/reviews/reviewPolicyPath.ts';
import { ReviewThankYouDialog, type ThankYouWords } from './ReviewThankYouDialog.tsx';

/** Where the form posts with JavaScript (JSON): contract, HTTP surface. */
export const REVIEWS_ENDPOINT = '/api/reviews';
/**
 * Where it posts without JavaScript: the page's own address (issue 20), so the
 * form shown again with its errors is at an address that still works when reloaded.
 */
export const REVIEW_FORM_ACTION = '/customer-review';

const FIELD_IDS: Readonly<Record<ReviewField, string>> = {
  firstName: 'review-first-name',
  lastName: 'review-last-name',
  email: 'review-email',
  rating: starInputId(1),
  review: 'review-text',
  consent: 'review-consent',
};

type TextField = Exclude<ReviewField, 'rating' | 'consent'>;
type TextValues = Record<TextField, string>;

const EMPTY: TextValues = { firstName: '', lastName: '', email: '', review: '' };
const TEXT_FIELDS = Object.keys(EMPTY) as TextField[];

function initialRating(posted: string | undefined): number {
  return posted && /^[1-5]$/.test(posted) ? Number(posted) : 0;
}

/** What the form's controls hold: the page shows the form, and takes typing, before this code arrives. */
function typedValues(form: HTMLFormElement): TextValues & { rating: number; consent: boolean } {
  const typed = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  const checked = form.querySelector<HTMLInputElement>('input[name="rating"]:checked');
  const consent = form.querySelector<HTMLInputElement>(`input[name="${CONSENT_FIELD}"]`)?.checked === true;
  return {
    firstName: typed('firstName'),
    lastName: typed('lastName'),
    email: typed('email'),
    review: typed('review'),
    rating: initialRating(checked?.value),
    consent,
  };
}

/**
 * The customer review form (spec §4, §5, §7, §8). It is a plain HTML form that
 * posts to the server, so it works without JavaScript; once hydrated it checks
 * the answers with the shared schema, sends JSON with fetch, and shows the
 * Thank You modal or the error alert without leaving the page.
 */
export function ReviewForm({ initial, thankYou }: { initial?: ReviewFormState; thankYou: ThankYouWords }) {
  const [values, setValues] = useState<TextValues>(() =>
    initial ? { firstName: initial.values.firstName, lastName: initial.values.lastName, email: initial.values.email, review: initial.values.review } : EMPTY,
  );
  const [rating, setRating] = useState(() => initialRating(initial?.values.rating));
  // Unticked until the visitor ticks it (issue 29 item 21); kept when the form comes back with errors.
  const [consent, setConsent] = useState(() => initial?.values.consent === CONSENT_FORM_VALUE);
  const [errors, setErrors] = useState<ReviewErrors>(initial?.errors ?? {});
  // The alert's words, or null when there is none.
  const [failure, setFailure] = useState<string | null>(initial?.submitFailed ? (initial.submitMessage ?? SUBMIT_ERROR_MESSAGE) : null);
  // Sent by the form without JavaScript: made by whoever renders the form, kept when the server shows it again.
  const [formSubmissionId] = useState(() => initial?.submissionId ?? newSubmissionId());
  const [submitting, setSubmitting] = useState(false);
  const [thankYouOpen, setThankYouOpen] = useState(false);
  // Which message to move focus to after the next render, as GOV.UK does for its error summary.
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'alert' } | null>(null);
  const inFlight = useRef(false);
  // One id per set of answers, kept while they stay the same: when a reply is lost and the visitor
  // sends again, the server recognises the retry and answers with the first review's dataid.
  const submission = useRef<{ readonly id: string; readonly answers: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const element = focusRequest.target === 'summary' ? summaryRef.current : alertRef.current;
    element?.focus();
    element?.scrollIntoView({ block: 'start' });
  }, [focusRequest]);

  // Hydration keeps what the visitor typed or chose before the code arrived (it loads after the
  // first paint, decision 010); the state takes it up from there.
  useEffect(() => {
    const { rating: typedRating, consent: typedConsent, ...typed } = typedValues(formRef.current!);
    setValues((current) => (TEXT_FIELDS.every((field) => current[field] === typed[field]) ? current : typed));
    setRating(typedRating);
    setConsent(typedConsent);
  }, []);

  const closeThankYou = useCallback(() => setThankYouOpen(false), []);

  /**
   * A message goes away as soon as its answer is put right (the summary with
   * it); new messages only come with the next submit, so nobody is told off
   * for an answer they are still typing.
   */
  const clearFixed = (field: ReviewField, next: TextValues, nextRating: number, nextConsent = consent) => {
    if (!errors[field]) return;
    const checked = validateReview({ ...next, rating: nextRating, consent: nextConsent });
    if (checked.ok || !checked.errors[field]) {
      setErrors((current) => {
        const { [field]: _fixed, ...rest } = current;
        return rest;
      });
    }
  };

  const update = (field: TextField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    clearFixed(field, next, rating);
  };

  const chooseRating = (next: number) => {
    setRating(next);
    clearFixed('rating', values, next);
  };

  const tickConsent = (event: { target: { checked: boolean } }) => {
    setConsent(event.target.checked);
    clearFixed('consent', values, rating, event.target.checked);
  };

  const showErrors = (found: ReviewErrors) => {
    setErrors(found);
    setFocusRequest({ target: 'summary' });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One review, one request: a second click while the first is on its way does nothing.
    if (inFlight.current) return;
    setFailure(null);
    const checked = validateReview({ ...values, rating, consent });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    const answers = JSON.stringify(checked.value);
    if (submission.current?.answers !== answers) submission.current = { id: newSubmissionId(), answers };
    try {
      const response = await fetch(REVIEWS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...checked.value, [CONSENT_FIELD]: true, [SUBMISSION_ID_FIELD]: submission.current.id }),
      });
      const body = (await response.json().catch(() => null)) as { dataid?: unknown; fields?: ReviewErrors } | null;
      if (response.status === 400 && body?.fields && Object.keys(body.fields).length > 0) {
        // The server's copy of the rules had the last word; show its messages like ours.
        showErrors(body.fields);
        return;
      }
      if (response.status === 503) {
        // Not sent: the server is taking too many at once. Everything typed stays; say when to try again.
        console.error('Review submission deferred: server busy');
        setFailure(retryLaterMessage(Number(response.headers.get('Retry-After'))));
        setFocusRequest({ target: 'alert' });
        return;
      }
      if (!response.ok) {
        // spec §8: error logged, alert shown, every value kept; the words say what is known (reviewSchema.ts).
        console.error(`Review submission failed: review submission answered ${response.status}`);
        setFailure(submitFailureMessage(response.status, response.headers.get('Retry-After'), body));
        setFocusRequest({ target: 'alert' });
        return;
      }
      // spec §7: the dataid is read and only logged.
      console.log('Review submitted, dataid:', body?.dataid);
      submission.current = null;
      setValues(EMPTY);
      setRating(0);
      setConsent(false);
      setThankYouOpen(true);
    } catch (error) {
      // spec §8: error logged, alert shown, every value kept. The error names no personal data.
      console.error('Review submission failed:', error instanceof Error ? error.message : error);
      setFailure(SUBMIT_ERROR_MESSAGE);
      setFocusRequest({ target: 'alert' });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const reviewCount = reviewLength(values.review);
  const overLimit = reviewCount > REVIEW_MAX_LENGTH;
  // Over the limit shows at once, not only on submit: the textarea never cuts text off silently.
  const reviewError = errors.review ?? (overLimit ? REVIEW_MESSAGES.review.tooLong : undefined);

  return (
    <>
      {/* Without JavaScript, the page's own action (client/pages/customer-review/action.server.ts); with it, `submit` sends JSON instead. */}
      <Form ref={formRef} className="review-form" method="post" action={REVIEW_FORM_ACTION} noValidate onSubmit={submit} aria-busy={submitting}>
        {/* A page made at build carries one id for everyone: the server keys it with the answers, so only the same answers posted twice are one review. */}
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={formSubmissionId} suppressHydrationWarning />
        <ErrorSummary
          titleId="review-error-summary-title"
          items={REVIEW_FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: FIELD_IDS[field], message: errors[field] }] : []))}
          ref={summaryRef}
        />
        {failure && (
          <div className="review-form__alert" role="alert" tabIndex={-1} ref={alertRef}>
            {failure}
          </div>
        )}
        <div className="review-form__names">
          <TextInput
            field="firstName"
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={update('firstName')}
          />
          <TextInput
            field="lastName"
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={update('lastName')}
          />
        </div>
        <TextInput field="email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={update('email')} />
        <ReviewStarRating rating={rating} onChange={chooseRating} error={errors.rating} />
        <Field field="review" label="Review" error={reviewError}>
          {(describedBy) => (
            <>
              <textarea
                id={FIELD_IDS.review}
                className="review-field__input review-field__textarea"
                name="review"
                rows={6}
                value={values.review}
                onChange={update('review')}
                aria-invalid={reviewError ? true : undefined}
                aria-describedby={['review-count', describedBy].filter(Boolean).join(' ')}
              />
              <p id="review-count" className={`character-count${overLimit ? ' character-count--over' : ''}`}>
                <span className="num">
                  {reviewCount}/{REVIEW_MAX_LENGTH}
                </span>{' '}
                characters maximum
              </p>
            </>
          )}
        </Field>
        <ConsentField checked={consent} onChange={tickConsent} error={errors.consent} />
        <button type="submit" className="button button--primary button--large review-form__submit">
          Submit review
        </button>
      </Form>
      <ReviewThankYouDialog open={thankYouOpen} onClose={closeThankYou} words={thankYou} />
    </>
  );
}

/**
 * What is done with the answers, as the privacy policy says it (sections 2, 4
 * and 7), and the consent to publish it relies on: a box left unticked until
 * the visitor ticks it (issue 29 item 21).
 */
function ConsentField({ checked, onChange, error }: { checked: boolean; onChange: (event: { target: { checked: boolean } }) => void; error?: string }) {
  const errorId = `${FIELD_IDS.consent}-error`;
  return (
    <div className={`review-field review-consent${error ? ' review-field--error' : ''}`}>
      <p id="review-privacy" className="review-consent__notice">
        We keep your name, email address, star rating and review, with the time you send them, to publish your review on this website. A person reads it first,
        and we publish it, whatever its rating, unless it breaks a rule of our <Link to={REVIEW_POLICY_PATH}>review policy</Link>. We publish only your first
        name and the first letter of your last name, your rating, your review and the day you sent it, never your email address, and only if you agree below.
        You can ask us to remove your review at any time by emailing <a href={`mailto:${brand.email}`}>{brand.email}</a>
        <ExampleMark detail="email" />; we keep your review until you ask us to delete it. Read more in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      {error && (
        <p id={errorId} className="review-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="review-consent__choice">
        <input
          id={FIELD_IDS.consent}
          className="review-consent__input"
          type="checkbox"
          name={CONSENT_FIELD}
          value={CONSENT_FORM_VALUE}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={['review-privacy', error ? errorId : undefined].filter(Boolean).join(' ')}
        />
        <label className="review-consent__label" htmlFor={FIELD_IDS.consent}>
          {/* Words apart from the other controls' names (First name, Email, Review): each stays one control's label. */}I agree to {brand.name} publishing it
          on this website, as set out above
        </label>
      </div>
    </div>
  );
}

interface FieldProps {
  readonly field: TextField;
  readonly label: string;
  readonly error?: string;
  /** The control, given the id of the error message to point at (if any). */
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its error message between label and control (GOV.UK layout). */
function Field({ field, label, error, children }: FieldProps) {
  const errorId = `${FIELD_IDS[field]}-error`;
  return (
    <div className={`review-field${error ? ' review-field--error' : ''}`}>
      <label className="review-field__label" htmlFor={FIELD_IDS[field]}>
        {label}
      </label>
      {error && (
        <p id={errorId} className="review-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children(error ? errorId : undefined)}
    </div>
  );
}

interface TextInputProps {
  readonly field: TextField;
  readonly label: string;
  readonly value: string;
  readonly onChange: (event: { target: { value: string } }) => void;
  readonly error?: string;
  readonly type?: 'text' | 'email';
  readonly autoComplete: string;
}

function TextInput({ field, label, value, onChange, error, type = 'text', autoComplete }: TextInputProps) {
  return (
    <Field field={field} label={label} error={error}>
      {(describedBy) => (
        <input
          id={FIELD_IDS[field]}
          className="review-field__input"
          type={type}
          name={field}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
