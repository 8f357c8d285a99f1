import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useLoaderData, useLocation, useSearchParams, useSubmit } from 'react-router';
import { ErrorSummary } from '../../components/layout/ErrorSummary.tsx';
import { OptionsTable } from '../../components/pre-check/OptionsTable.tsx';
import { PreCheckResult } from '../../components/pre-check/PreCheckResult.tsx';
import {
  MAX_ANSWER_LENGTH,
  parseAgreementStart,
  formFieldNames,
  preCheckQuestions,
  respondedField,
  startQuestion,
  type ChoiceQuestion,
  type QuestionName,
} from '../../../shared/pre-check/preCheckAnswers.ts';
import type { loader } from './loader.server.ts';

import { PRE_CHECK_PATH, RESULT_ANCHOR } from '../../../shared/pre-check/preCheckUrl.ts';

/** The query parameters this page reads (for the route table's `query`). */
export { PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';

/** The raw value of each answer as the form holds it (what a GET form would send). */
type FormValues = Partial<Record<QuestionName, string>>;

/**
 * Navigation state of a change the form made itself: the form already shows
 * those values, so it keeps them (and the caret in the date box) rather than
 * reading them back from the URL.
 */
const FORM_CHANGE = { preCheckForm: true } as const;

function isFormChange(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { preCheckForm?: unknown }).preCheckForm === true;
}

function valuesFromSearch(params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const name of formFieldNames) {
    // Shown back as typed (GOV.UK: keep the visitor's value), within a length no answer needs.
    const value = params
      .get(name)
      ?.trim()
      .slice(0, MAX_ANSWER_LENGTH * 2);
    if (value) values[name] = value;
  }
  return values;
}

function valuesFromForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  const data = new FormData(form);
  for (const name of formFieldNames) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/**
 * `start=2015-06&type=pcp`, in question order, as the no-JavaScript form would send them (less its
 * empty boxes), a date that reads as one written the one way ("June 2015" → `2015-06`), so a shared
 * address is the same whichever way the date was typed.
 */
function paramsFor(values: FormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of formFieldNames) {
    const value = values[name];
    if (!value) continue;
    params.set(name, name === startQuestion.name || name === respondedField.name ? (parseAgreementStart(value)?.value ?? value) : value);
  }
  return params;
}

const fieldId = (name: QuestionName) => `pre-check-${name}`;

/** The result's section to the top of the view (its scroll-margin clears the sticky header), its heading focused. */
function bringIntoView(heading: HTMLHeadingElement | null): void {
  if (!heading) return;
  heading.closest('section')?.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** The fields are controlled by the form's state; the form's own onChange reads every change. */
const handledByForm = () => {};

/**
 * "Am I covered?" (issue 15): six questions about one agreement, and what
 * they mean, with nothing collected. HTML first: a GET form whose answers are
 * the URL, so the server renders the result (a result can be bookmarked and
 * shared, and works with JavaScript off). With JavaScript each answer
 * replaces the URL as it is given and the result follows, keeping the view
 * where it is. The answers travel only in the address (each change asks the
 * server for the result, which it works out and does not keep): no cookie, no storage.
 */
export default function PreCheckPage() {
  const { result, options, status, errors } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // "Show my result" pressed: once the result for those answers has come, it is brought into view.
  const resultWanted = useRef(false);

  // The form's values follow the URL when something else changes it (a link, Back), not while the
  // visitor types: a half-typed date is not in the URL yet.
  const [values, setValues] = useState(() => valuesFromSearch(searchParams));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!isFormChange(location.state)) setValues(valuesFromSearch(searchParams));
  }

  // Each answer is a GET submission of the form (its loader works out the result on the server), in
  // place of the current entry, keeping the view where it is.
  const show = (next: FormValues): boolean => {
    const params = paramsFor(next);
    const search = params.size ? `?${params}` : '';
    if (search === location.search) return false;
    submit(params, { method: 'get', action: PRE_CHECK_PATH, replace: true, preventScrollReset: true, state: FORM_CHANGE });
    return true;
  };

  // As the page the server sends would (it opens on #result): the visitor lands on the result, its
  // verdict and next step in the first screen (issue 29), below the sticky header (the section's
  // scroll-margin). After the result has changed, so nothing it brings moves it out of view.
  useEffect(() => {
    if (!resultWanted.current) return;
    resultWanted.current = false;
    bringIntoView(resultHeading.current);
  }, [result]);

  // Answers given before the code arrived (it loads after the first paint) count at once.
  useEffect(() => {
    const given = valuesFromForm(form.current!);
    setValues(given);
    show(given);
    // Once, on hydration: later changes come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const next = valuesFromForm(event.currentTarget);
    setValues(next);
    const target = event.target as HTMLInputElement;
    // A date shows its result once it reads as one (or is cleared); a half-typed one waits for the
    // visitor to leave the box or press the button, so no error flashes while they type.
    if (target.name === startQuestion.name && next.start && !parseAgreementStart(next.start)) return;
    if (target.name === respondedField.name && next.responded && !parseAgreementStart(next.responded)) return;
    show(next);
  };

  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name === startQuestion.name || name === respondedField.name) show(valuesFromForm(event.currentTarget));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (show(valuesFromForm(event.currentTarget))) resultWanted.current = true;
    else bringIntoView(resultHeading.current);
  };

  const errorNames = formFieldNames.filter((name) => errors[name]);
  const problems = errorNames.map((name) => ({ fieldId: fieldId(name), message: errors[name]! }));

  return (
    <div className="pre-check">
      <section className="pre-check-intro">
        <div className="container">
          <h1>Am I covered? A free pre-check</h1>
          <p className="lead">
            <span className="num">{preCheckQuestions.length}</span> questions about one finance agreement. We tell you whether the FCA’s redress scheme may
            cover it and what you can do for free, and only then what we would charge.
          </p>
          <p className="pre-check-intro__privacy">
            Your answers travel in this page’s address, so you can bookmark the result or share it. Our server works out the result from them and does not keep
            them. This is a guide, not advice; the lender decides.
          </p>
        </div>
      </section>

      <div className="container pre-check__layout">
        <Form
          ref={form}
          className="pre-check-form"
          method="get"
          action={`${PRE_CHECK_PATH}#${RESULT_ANCHOR}`}
          onChange={onChange}
          onBlur={onBlur}
          onSubmit={onSubmit}
          noValidate
          aria-label="Pre-check questions"
        >
          <ErrorSummary titleId="pre-check-error-summary-title" items={problems} />
          <DateField value={values.start ?? ''} error={errors.start} />
          {preCheckQuestions.map((question) =>
            question.kind === 'choice' ? <ChoiceFieldWithDate key={question.name} question={question} values={values} errors={errors} /> : null,
          )}
          <button type="submit" className="button button--primary">
            Show my result
          </button>
        </Form>

        <PreCheckResult result={result} status={status} headingRef={resultHeading} problems={problems} />
      </div>

      <OptionsTable table={options} />
    </div>
  );
}

/** A field's error, GOV.UK style: between its hint and its control, read as "Error: …". */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="pre-check-field__error" id={id}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

/**
 * The start date: one text box that reads the date as people type it ("June 2015", "06/2015",
 * "15/06/2015", "2015-06"…; shared/pre-check/preCheckAnswers.ts), so the GET form and every address already
 * shared (`?start=2015-06`) keep working without JavaScript. GOV.UK style: hint, then the error,
 * then the box with the visitor's value. A text keyboard, as a month's name needs letters.
 */
function DateField({
  field = startQuestion,
  value,
  error,
  followOn,
}: {
  /** The start, or the date on a final response (issue 47), which follows its question. */
  field?: { readonly name: 'start' | 'responded'; readonly label: string; readonly hint: string };
  value: string;
  error?: string;
  followOn?: boolean;
}) {
  const id = fieldId(field.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`pre-check-field${error ? ' pre-check-field--error' : ''}${followOn ? ' pre-check-field--follow-on' : ''}`}>
      <label className="pre-check-field__label" htmlFor={id}>
        {field.label}
      </label>
      <p className="pre-check-field__hint" id={hintId}>
        {field.hint}
      </p>
      <FieldError id={errorId} error={error} />
      <input
        className="pre-check-field__input num"
        id={id}
        name={field.name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_ANSWER_LENGTH}
        value={value}
        onChange={handledByForm}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}

/** A question's choices; after "Have you already complained?", the date on a final response (issue 47). */
function ChoiceFieldWithDate({ question, values, errors }: { question: ChoiceQuestion; values: FormValues; errors: Partial<Record<QuestionName, string>> }) {
  return (
    <>
      <ChoiceField question={question} value={values[question.name]} error={errors[question.name]} />
      {/* Always there (the form works without JavaScript); read only with "I have the lender's final response". */}
      {question.name === 'complained' && <DateField field={respondedField} value={values.responded ?? ''} error={errors.responded} followOn />}
    </>
  );
}

function ChoiceField({ question, value, error }: { question: ChoiceQuestion; value?: string; error?: string }) {
  const id = fieldId(question.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={error ? 'pre-check-field pre-check-field--error' : 'pre-check-field'}
      id={id}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="pre-check-field__label">{question.label}</legend>
      <p className="pre-check-field__hint" id={hintId}>
        {question.hint}
      </p>
      <FieldError id={errorId} error={error} />
      <div className="pre-check-options">
        {question.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="pre-check-option">
              <input
                type="radio"
                id={optionId}
                name={question.name}
                value={option.value}
                // Letter case is forgiven, as parsePreCheckAnswers forgives it.
                checked={value?.toLowerCase() === option.value}
                onChange={handledByForm}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint && (
                <p className="pre-check-option__hint" id={`${optionId}-hint`}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
