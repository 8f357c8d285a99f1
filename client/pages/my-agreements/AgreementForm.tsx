import { useState, type FormEvent } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/layout/ErrorSummary.tsx';
import { FIELD_LIMITS, tidyAgreement, type Agreement } from '../../../shared/agreements/agreementFile.ts';
import { AGREEMENT_STATUSES, type AgreementStatus } from '../../../shared/agreements/statuses.ts';
import { lenderBySlug, lenders } from '../../../shared/lenders/lenderList.ts';
import {
  complainedQuestion,
  forQuestion,
  startQuestion,
  typeQuestion,
  viaQuestion,
  type ChoiceQuestion,
  type QuestionName,
  type AgreementFor,
  type AgreementType,
  type ArrangedVia,
} from '../../../shared/pre-check/preCheckAnswers.ts';
import { readAgreementStart } from '../../../shared/pre-check/preCheckReading.ts';
import { statusLabels } from './statusLabels.ts';

/** The form's values as typed: kept when something is wrong (GOV.UK: never lose what was typed). */
interface AgreementDraft {
  lender: string;
  started: string;
  type: AgreementType | '';
  status: AgreementStatus | '';
  statusDate: string;
  via: ArrangedVia | '';
  for: AgreementFor | '';
  agreementNumber: string;
  registration: string;
  note: string;
}

const emptyDraft: AgreementDraft = {
  lender: '',
  started: '',
  type: '',
  status: '',
  statusDate: '',
  via: '',
  for: '',
  agreementNumber: '',
  registration: '',
  note: '',
};

type DraftField = keyof AgreementDraft;
const fieldId = (field: DraftField) => `agreement-${field}`;

/** A lender named as on the list (any letter case) is kept as its slug; any other name as typed. */
function lenderValue(typed: string): string {
  const name = typed.trim().toLowerCase();
  return lenders.find((lender) => lender.name.toLowerCase() === name || lender.slug === name)?.slug ?? typed.trim();
}

/** The agreement these values make, or what to fix, field by field. */
function readDraft(draft: AgreementDraft, today: string): { agreement?: Agreement; errors: Partial<Record<DraftField, string>> } {
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.lender.trim() === '') errors.lender = 'Enter the lender, as its name is on your paperwork';
  const started = readAgreementStart(draft.started);
  if (draft.started.trim() === '') errors.started = 'Enter when the agreement started, for example June 2015 or 06/2015';
  else if (!started.start)
    errors.started =
      started.error === startQuestion.errorMessage
        ? 'Enter when the agreement started as a month and year, for example June 2015 or 06/2015'
        : started.error.replace('the agreement began', 'the agreement started');
  // The list's format holds a month or a day (contract, "My agreements"; decision 045): a year alone is asked for its month, as typed.
  else if (started.start.month === undefined)
    errors.started = `Enter the month the agreement started as well as the year, for example June ${started.start.year}`;
  else if (started.start.value > today.slice(0, started.start.value.length)) errors.started = 'When the agreement started must be today or in the past';
  if (draft.type === '') errors.type = 'Choose the type of agreement, or “Not sure”';
  if (draft.status === '') errors.status = 'Choose what has happened so far';
  let statusDate: string | undefined;
  if (draft.status !== '' && draft.status !== 'not-complained') {
    const day = readAgreementStart(draft.statusDate);
    if (draft.statusDate.trim() === '') errors.statusDate = 'Enter the date it happened, for example 20 September 2026 or 20/09/2026';
    else if (!day.start || day.start.day === undefined) errors.statusDate = 'Enter the date it happened as a day, month and year, for example 20/09/2026';
    else if (day.start.value > today) errors.statusDate = 'The date it happened must be today or in the past';
    else statusDate = day.start.value;
  }
  if (Object.keys(errors).length > 0 || !started.start || draft.type === '' || draft.status === '') return { errors };
  return {
    errors,
    agreement: tidyAgreement({
      lender: lenderValue(draft.lender),
      started: started.start.value,
      type: draft.type,
      status: draft.status,
      ...(statusDate ? { statusDate } : {}),
      ...(draft.via ? { via: draft.via } : {}),
      ...(draft.for ? { for: draft.for } : {}),
      agreementNumber: draft.agreementNumber,
      registration: draft.registration,
      note: draft.note,
    }),
  };
}

/** One of a question's answers, or '' (an address's fragment can hold anything). */
function choice<V extends string>(question: ChoiceQuestion<Exclude<QuestionName, 'start' | 'responded'>, V>, value: string | null): V | '' {
  return question.options.find((option) => option.value === value)?.value ?? '';
}

/** A pre-check result's answers (in the address's fragment) as the form's values. */
function draftFromAnswers(params: URLSearchParams): AgreementDraft {
  const complained = choice(complainedQuestion, params.get('complained'));
  const status = { no: 'not-complained', lender: 'complained', 'final-response': 'final-response', ombudsman: 'ombudsman' } as const;
  return {
    ...emptyDraft,
    started: readAgreementStart(params.get('start') ?? '').start?.value ?? '',
    type: choice(typeQuestion, params.get('type')),
    via: choice(viaQuestion, params.get('via')),
    for: choice(forQuestion, params.get('for')),
    status: params.get('represented') === 'yes' ? 'represented' : complained ? status[complained] : '',
    statusDate: complained === 'final-response' ? (readAgreementStart(params.get('responded') ?? '').start?.value ?? '') : '',
  };
}

/** An agreement on the list as the form's values, to change it ("Edit"). */
function draftFromAgreement(agreement: Agreement): AgreementDraft {
  return {
    lender: lenderBySlug(agreement.lender)?.name ?? agreement.lender,
    started: agreement.started,
    type: agreement.type,
    status: agreement.status,
    statusDate: agreement.statusDate ?? '',
    via: agreement.via ?? '',
    for: agreement.for ?? '',
    agreementNumber: agreement.agreementNumber ?? '',
    registration: agreement.registration ?? '',
    note: agreement.note ?? '',
  };
}

const ORDER: readonly DraftField[] = ['lender', 'started', 'type', 'status', 'statusDate'];

/**
 * "Add an agreement" (contract, accessible names): Lender, When the agreement started, Type of
 * agreement, What has happened so far, Date it happened, then the optional fields; filled from a
 * pre-check result's answers when it brings them, or from an agreement on the list to change it
 * ("Save changes", or "Cancel"). Not a form the browser submits: it has no action, and saving writes
 * only to this device. What was typed stays when something is wrong.
 */
export default function AgreementForm({
  answers,
  editing,
  onSave,
  onCancel,
  today,
}: {
  answers: URLSearchParams | null;
  /** The agreement being changed; absent to add one. */
  editing?: Agreement;
  onSave: (agreement: Agreement) => boolean;
  onCancel?: () => void;
  today: string;
}) {
  const [draft, setDraft] = useState<AgreementDraft>(() => (editing ? draftFromAgreement(editing) : answers ? draftFromAnswers(answers) : emptyDraft));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const set = (field: DraftField) => (value: string) => setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readDraft(draft, today);
    setErrors(reading.errors);
    if (reading.agreement && onSave(reading.agreement)) setDraft(emptyDraft);
  };
  const problems: ErrorSummaryItem[] = ORDER.flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field] }] : []));
  const dated = draft.status !== 'not-complained';
  return (
    <form onSubmit={submit} noValidate aria-labelledby="agreement-form-heading">
      <ErrorSummary titleId="agreement-form-errors" items={problems} />
      <TextField
        field="lender"
        label="Lender"
        hint="The name on your agreement or statements. Start typing to choose from the lenders we know, or type any name."
        value={draft.lender}
        onChange={set('lender')}
        error={errors.lender}
        maxLength={FIELD_LIMITS.lender}
        list="agreement-lenders"
      />
      <datalist id="agreement-lenders">
        {lenders.map((lender) => (
          <option key={lender.slug} value={lender.name} />
        ))}
      </datalist>
      <TextField
        field="started"
        label="When the agreement started"
        hint="The month and year, for example June 2015 or 06/2015. If you know the day, you can give it too. Your agreement or statements show the date."
        value={draft.started}
        onChange={set('started')}
        error={errors.started}
        maxLength={32}
      />
      <SelectField field="type" label="Type of agreement" value={draft.type} onChange={set('type')} error={errors.type} options={typeQuestion.options} />
      <SelectField
        field="status"
        label="What has happened so far"
        value={draft.status}
        onChange={set('status')}
        error={errors.status}
        options={AGREEMENT_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))}
      />
      {dated && (
        <TextField
          field="statusDate"
          label="Date it happened"
          hint="The date on the letter or email, for example 20/09/2026. Not needed if you have not complained yet."
          value={draft.statusDate}
          onChange={set('statusDate')}
          error={errors.statusDate}
          maxLength={32}
        />
      )}
      <details
        className="agreement-form__more"
        open={Boolean(draft.via || draft.for || draft.agreementNumber || draft.registration || draft.note) || undefined}
      >
        <summary>More details (optional)</summary>
        <SelectField field="via" label={viaQuestion.label} value={draft.via} onChange={set('via')} options={viaQuestion.options} optional />
        <SelectField field="for" label={forQuestion.label} value={draft.for} onChange={set('for')} options={forQuestion.options} optional />
        <TextField
          field="agreementNumber"
          label="Agreement number"
          value={draft.agreementNumber}
          onChange={set('agreementNumber')}
          maxLength={FIELD_LIMITS.agreementNumber}
        />
        <TextField
          field="registration"
          label="Registration"
          hint="The vehicle’s number plate."
          value={draft.registration}
          onChange={set('registration')}
          maxLength={FIELD_LIMITS.registration}
        />
        <TextField field="note" label="Note" value={draft.note} onChange={set('note')} maxLength={FIELD_LIMITS.note} multiline />
      </details>
      <div className="agreement-form__buttons">
        <button type="submit" className="button button--primary">
          {editing ? 'Save changes' : 'Add agreement'}
        </button>
        {editing && onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="pre-check-field__error" id={id}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

function TextField({
  field,
  label,
  hint,
  value,
  onChange,
  error,
  maxLength,
  list,
  multiline,
}: {
  field: DraftField;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  list?: string;
  multiline?: boolean;
}) {
  const id = fieldId(field);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, maxLength, 'aria-describedby': described, 'aria-invalid': error ? true : undefined, className: 'pre-check-field__input' };
  return (
    <div className={error ? 'pre-check-field pre-check-field--error' : 'pre-check-field'}>
      <label className="pre-check-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="pre-check-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" spellCheck={false} list={list} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

function SelectField({
  field,
  label,
  value,
  onChange,
  error,
  options,
  optional,
}: {
  field: DraftField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  options: readonly { readonly value: string; readonly label: string }[];
  optional?: boolean;
}) {
  const id = fieldId(field);
  return (
    <div className={error ? 'pre-check-field pre-check-field--error' : 'pre-check-field'}>
      <label className="pre-check-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={`${id}-error`} error={error} />
      <select
        id={id}
        className="pre-check-field__input agreement-form__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{optional ? 'Not given' : 'Choose one'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
