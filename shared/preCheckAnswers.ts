/**
 * The pre-check's questions and the reading of its answers (issue 15). The
 * pre-check is a GET form whose answers are the URL's query, so a result can
 * be bookmarked, shared and used with JavaScript off; the page, the server and
 * the result all read the one list of questions below.
 *
 * Answers are read defensively: anyone can type a URL. Unknown parameters are
 * ignored, a repeated one keeps its first value, values are capped in length,
 * and a value that is not one of the question's answers counts as unanswered
 * with a message for that question (GOV.UK error pattern: the visitor sees
 * what to fix).
 */

export const START_MIN_YEAR = 1990;
export const START_MAX_YEAR = 2030;
/** Longer than any valid answer ("conditional-sale", "2015-06-14"); a longer value is refused unread. */
export const MAX_ANSWER_LENGTH = 32;

export type AgreementType = 'pcp' | 'hp' | 'conditional-sale' | 'lease-purchase' | 'personal-loan' | 'contract-hire' | 'not-sure';
export type ArrangedVia = 'dealer' | 'direct' | 'not-sure';
export type AgreementFor = 'personal' | 'sole-trader' | 'company';
export type Complained = 'no' | 'lender' | 'ombudsman';
export type Represented = 'no' | 'yes';

/** When the agreement began: a month, or a day when the visitor gave one. */
export interface AgreementStart {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to 31, when given. */
  readonly day?: number;
  /** Normalised: `YYYY-MM` or `YYYY-MM-DD`. */
  readonly value: string;
}

export interface PreCheckAnswers {
  readonly start?: AgreementStart;
  readonly type?: AgreementType;
  readonly via?: ArrangedVia;
  readonly for?: AgreementFor;
  readonly complained?: Complained;
  readonly represented?: Represented;
}

export type QuestionName = keyof PreCheckAnswers;

export interface QuestionOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
  readonly hint?: string;
}

interface QuestionBase<N extends QuestionName> {
  /** The URL parameter and the form field's name. */
  readonly name: N;
  /** The question as the visitor reads it (the fieldset's legend or the input's label). */
  readonly label: string;
  readonly hint: string;
  /** Shown when the answer given cannot be read. */
  readonly errorMessage: string;
}

export interface DateQuestion extends QuestionBase<'start'> {
  readonly kind: 'date';
  /** What an example answer looks like, for the input's placeholder or hint. */
  readonly example: string;
}

export interface ChoiceQuestion<N extends Exclude<QuestionName, 'start'> = Exclude<QuestionName, 'start'>, V extends string = string> extends QuestionBase<N> {
  readonly kind: 'choice';
  readonly options: readonly QuestionOption<V>[];
}

export type PreCheckQuestion = DateQuestion | ChoiceQuestion;

export const startQuestion: DateQuestion = {
  name: 'start',
  kind: 'date',
  label: 'When did the agreement begin?',
  hint: 'The month and year are enough, for example 2015-06 for June 2015. Your agreement or statements show the date.',
  example: '2015-06',
  errorMessage: `Enter the month the agreement began as year and month, for example 2015-06, between ${START_MIN_YEAR} and ${START_MAX_YEAR}`,
};

/** GOV.UK's date pattern: a date that cannot have happened yet says so (issue 19). */
export const START_IN_FUTURE_MESSAGE = 'The date the agreement began must be today or in the past';

export const typeQuestion: ChoiceQuestion<'type', AgreementType> = {
  name: 'type',
  kind: 'choice',
  label: 'What kind of agreement was it?',
  hint: 'Your agreement or statements name it.',
  errorMessage: 'Choose the kind of agreement, or “Not sure”',
  options: [
    { value: 'pcp', label: 'Personal contract purchase (PCP)' },
    { value: 'hp', label: 'Hire purchase (HP)' },
    { value: 'conditional-sale', label: 'Conditional sale' },
    { value: 'lease-purchase', label: 'Lease purchase' },
    { value: 'personal-loan', label: 'A personal loan arranged by the dealer' },
    { value: 'contract-hire', label: 'Personal contract hire (leasing)', hint: 'You handed the vehicle back at the end and never owned it.' },
    { value: 'not-sure', label: 'Not sure' },
  ],
};

export const viaQuestion: ChoiceQuestion<'via', ArrangedVia> = {
  name: 'via',
  kind: 'choice',
  label: 'Who arranged the finance?',
  hint: 'Choose the dealer if you took out the finance at the dealership or through a broker.',
  errorMessage: 'Choose who arranged the finance, or “Not sure”',
  options: [
    { value: 'dealer', label: 'The dealer or a broker' },
    { value: 'direct', label: 'I went straight to the lender, with no dealer or broker arranging it' },
    { value: 'not-sure', label: 'Not sure' },
  ],
};

export const forQuestion: ChoiceQuestion<'for', AgreementFor> = {
  name: 'for',
  kind: 'choice',
  label: 'Who was the agreement for?',
  hint: 'The name on the agreement.',
  errorMessage: 'Choose who the agreement was for',
  options: [
    { value: 'personal', label: 'Me, as a private person' },
    { value: 'sole-trader', label: 'My business, as a sole trader' },
    { value: 'company', label: 'A limited company' },
  ],
};

export const complainedQuestion: ChoiceQuestion<'complained', Complained> = {
  name: 'complained',
  kind: 'choice',
  label: 'Have you already complained about this agreement?',
  hint: 'About the commission or the finance, yourself or through someone else.',
  errorMessage: 'Choose whether you have already complained',
  options: [
    { value: 'no', label: 'No' },
    { value: 'lender', label: 'Yes, to the lender' },
    { value: 'ombudsman', label: 'Yes, and it is with the Financial Ombudsman Service' },
  ],
};

export const representedQuestion: ChoiceQuestion<'represented', Represented> = {
  name: 'represented',
  kind: 'choice',
  label: 'Have you already signed with a claims firm or law firm for this agreement?',
  hint: 'Someone you agreed could claim for you.',
  errorMessage: 'Choose whether you have already signed with a firm',
  options: [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes' },
  ],
};

/** In the order the page asks them and the URL lists them. */
export const preCheckQuestions: readonly PreCheckQuestion[] = [startQuestion, typeQuestion, viaQuestion, forQuestion, complainedQuestion, representedQuestion];

export const questionNames: readonly QuestionName[] = preCheckQuestions.map((question) => question.name);

export function questionByName(name: QuestionName): PreCheckQuestion {
  return preCheckQuestions.find((question) => question.name === name)!;
}

/** The label of one answer, e.g. `optionLabel('type', 'hp')` → "Hire purchase (HP)". */
export function optionLabel(name: Exclude<QuestionName, 'start'>, value: string): string | undefined {
  const question = questionByName(name);
  return question.kind === 'choice' ? question.options.find((option) => option.value === value)?.label : undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * `YYYY-MM` or `YYYY-MM-DD` (a one-digit month or day is accepted and
 * padded), a real calendar date, the year within 1990–2030. Anything else is
 * undefined.
 */
export function parseAgreementStart(text: string): AgreementStart | undefined {
  const match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < START_MIN_YEAR || year > START_MAX_YEAR || month < 1 || month > 12) return undefined;
  if (match[3] === undefined) return { year, month, value: `${year}-${pad2(month)}` };
  const day = Number(match[3]);
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day, value: `${year}-${pad2(month)}-${pad2(day)}` };
}

export interface ParsedPreCheck {
  readonly answers: PreCheckAnswers;
  /** One message per question whose answer could not be read; that question counts as unanswered. */
  readonly errors: Partial<Record<QuestionName, string>>;
  /** The raw text of each refused answer (capped), so the form can show what was typed. */
  readonly rejected: Partial<Record<QuestionName, string>>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Today as `YYYY-MM-DD` in UTC: what `parsePreCheckAnswers` compares a start date with. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The answers in a query string or its URLSearchParams. An empty value is
 * unanswered without complaint (a GET form sends `start=` for an empty box).
 * `today` (`YYYY-MM-DD`) refuses a start date after it; the caller passes the
 * clock, so the reading stays pure and testable.
 */
export function parsePreCheckAnswers(search: URLSearchParams | string, today: string = todayIso()): ParsedPreCheck {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const answers: Mutable<PreCheckAnswers> = {};
  const errors: Partial<Record<QuestionName, string>> = {};
  const rejected: Partial<Record<QuestionName, string>> = {};

  for (const question of preCheckQuestions) {
    const raw = params.get(question.name);
    if (raw === null) continue;
    const text = raw.trim();
    if (text === '') continue;
    const refuse = (): void => {
      errors[question.name] = question.errorMessage;
      rejected[question.name] = [...text].slice(0, MAX_ANSWER_LENGTH).join('');
    };
    if (text.length > MAX_ANSWER_LENGTH) {
      refuse();
      continue;
    }
    if (question.kind === 'date') {
      const start = parseAgreementStart(text);
      if (!start) refuse();
      // A month is in the past if it has begun; a day if it has come.
      else if (start.value > today.slice(0, start.value.length)) {
        refuse();
        errors.start = START_IN_FUTURE_MESSAGE;
      } else answers.start = start;
      continue;
    }
    // Letter case is forgiven: `PCP` is plainly `pcp`.
    const option = question.options.find((candidate) => candidate.value === text.toLowerCase());
    if (option) (answers as Record<string, string>)[question.name] = option.value;
    else refuse();
  }
  return { answers, errors, rejected };
}

/** `?start=2015-06&type=pcp…` in question order, answered questions only; '' when none. */
export function answersToSearch(answers: PreCheckAnswers): string {
  const params = new URLSearchParams();
  for (const name of questionNames) {
    const answer = answers[name];
    if (answer === undefined) continue;
    params.set(name, typeof answer === 'string' ? answer : answer.value);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

export function answeredCount(answers: PreCheckAnswers): number {
  return questionNames.filter((name) => answers[name] !== undefined).length;
}
