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
/** Longer than any valid answer ("conditional-sale", "14th September, 2015"); a longer value is refused unread. */
export const MAX_ANSWER_LENGTH = 32;

export type AgreementType = 'pcp' | 'hp' | 'conditional-sale' | 'lease-purchase' | 'personal-loan' | 'contract-hire' | 'not-sure';
export type InterestRate = 'interest' | 'zero' | 'not-sure';
export type ArrangedVia = 'dealer' | 'direct' | 'not-sure';
export type AgreementFor = 'personal' | 'sole-trader' | 'company';
export type Complained = 'no' | 'lender' | 'final-response' | 'ombudsman';
export type Represented = 'no' | 'yes';

/**
 * When the agreement began: a year, a month, or a day, as far as the visitor gave it (issue 47: the
 * year alone is enough where every day of it gives the same answer; the engine asks for more only
 * where it decides).
 */
export interface AgreementStart {
  readonly year: number;
  /** 1 to 12, when given. */
  readonly month?: number;
  /** 1 to 31, when given (only with a month). */
  readonly day?: number;
  /** Normalised: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  readonly value: string;
}

export interface PreCheckAnswers {
  readonly start?: AgreementStart;
  readonly type?: AgreementType;
  readonly apr?: InterestRate;
  readonly via?: ArrangedVia;
  readonly for?: AgreementFor;
  readonly complained?: Complained;
  readonly represented?: Represented;
  /**
   * The day on the lender's final response (`YYYY-MM-DD`), given with `complained=final-response`
   * (issue 47): not one of the six questions, but the date the ombudsman's 6 months run from.
   */
  readonly responded?: string;
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

export interface ChoiceQuestion<
  N extends Exclude<QuestionName, 'start' | 'responded'> = Exclude<QuestionName, 'start' | 'responded'>,
  V extends string = string,
> extends QuestionBase<N> {
  readonly kind: 'choice';
  readonly options: readonly QuestionOption<V>[];
}

export type PreCheckQuestion = DateQuestion | ChoiceQuestion;

export const startQuestion: DateQuestion = {
  name: 'start',
  kind: 'date',
  label: 'When did the agreement begin?',
  hint: 'The month and year are enough, for example June 2015 or 06/2015, and often the year alone. If you know the day, you can give it too, for example 14/06/2015. Your agreement or statements show the date.',
  example: 'June 2015',
  errorMessage: 'Enter the year the agreement began, or the month and year, for example 2015 or June 2015',
};

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

/**
 * Issue 45 item 3: something a person can know that changes the answer. 0% APR agreements are largely
 * outside the schemes (facts.md §2.3, [P6]); the agreement states its APR.
 */
export const aprQuestion: ChoiceQuestion<'apr', InterestRate> = {
  name: 'apr',
  kind: 'choice',
  label: 'Was the finance interest-free (0% APR)?',
  hint: 'Your agreement shows the APR. Interest-free finance is 0% APR.',
  errorMessage: 'Choose whether the finance was interest-free, or “Not sure”',
  options: [
    { value: 'interest', label: 'No, I paid interest' },
    { value: 'zero', label: 'Yes, it was 0% APR' },
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
    { value: 'lender', label: 'Yes, to the lender, and I am waiting for its answer' },
    { value: 'final-response', label: 'Yes, and I have the lender’s final response' },
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
export const preCheckQuestions: readonly PreCheckQuestion[] = [
  startQuestion,
  typeQuestion,
  aprQuestion,
  viaQuestion,
  forQuestion,
  complainedQuestion,
  representedQuestion,
];

export const questionNames: readonly Exclude<QuestionName, 'responded'>[] = preCheckQuestions.map(
  (question) => question.name as Exclude<QuestionName, 'responded'>,
);

/**
 * The date of the final response (issue 47): asked beside "Have you already complained?", for the
 * answer "I have the lender's final response", since the ombudsman's 6 months run from it.
 */
export const respondedField = {
  name: 'responded',
  label: 'If you have the final response: the date on it',
  hint: 'For example 1 July 2026 or 01/07/2026. It tells you the last day to go to the Financial Ombudsman Service.',
} as const;

/** Every field of the form, in the order the page shows them and the URL lists them. */
export const formFieldNames: readonly QuestionName[] = ['start', 'type', 'apr', 'via', 'for', 'complained', 'responded', 'represented'];

export function questionByName(name: Exclude<QuestionName, 'responded'>): PreCheckQuestion {
  return preCheckQuestions.find((question) => question.name === name)!;
}

/** The label of one answer, e.g. `optionLabel('type', 'hp')` → "Hire purchase (HP)". */
export function optionLabel(name: Exclude<QuestionName, 'start' | 'responded'>, value: string): string | undefined {
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

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** 1 to 12 for a month's name or its first three letters or more ("jun", "June", "Sept"); undefined otherwise. */
function monthOfName(word: string): number | undefined {
  if (word.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(word));
  return index < 0 ? undefined : index + 1;
}

/** The parts a visitor typed, before they are checked: each a number, or undefined when not given. */
interface StartParts {
  readonly year: number;
  /** As typed: a two-digit year is refused with its own message. */
  readonly yearDigits: number;
  readonly month: number | undefined;
  readonly day?: number;
}

const SEP = '[\\s/.-]';
const ORDINAL = '(?:st|nd|rd|th)?';

/**
 * The shapes people type a date in (issue 29), each to its parts. Numbers
 * are read in the UK's order (day, month, year); a year always has its four
 * digits, except where a two-digit one is recognised to say so.
 */
const SHAPES: readonly { readonly pattern: RegExp; readonly parts: (m: RegExpExecArray) => StartParts | undefined }[] = [
  // 2015-06, 2015-06-14, 2015/6, 2015.06.14
  {
    pattern: new RegExp(`^(\\d{4})${SEP}(\\d{1,2})(?:${SEP}(\\d{1,2}))?$`),
    parts: (m) => ({ year: Number(m[1]), yearDigits: 4, month: Number(m[2]), ...(m[3] ? { day: Number(m[3]) } : {}) }),
  },
  // 06/2015, 6/2015, 6-2015, 06 2015; 06/15
  { pattern: new RegExp(`^(\\d{1,2})${SEP}(\\d{4}|\\d{2})$`), parts: (m) => ({ year: Number(m[2]), yearDigits: m[2]!.length, month: Number(m[1]) }) },
  // 15/06/2015, 15.6.2015, 15-06-2015; 15/06/15
  {
    pattern: new RegExp(`^(\\d{1,2})${SEP}(\\d{1,2})${SEP}(\\d{4}|\\d{2})$`),
    parts: (m) => ({ year: Number(m[3]), yearDigits: m[3]!.length, month: Number(m[2]), day: Number(m[1]) }),
  },
  // June 2015, Jun 2015, 14 June 2015, 14th June 2015, 14 Jun, 2015; June 15
  {
    pattern: new RegExp(`^(?:(\\d{1,2})${ORDINAL}\\s*)?([a-z]+)\\.?,?\\s*(\\d{4}|\\d{2})$`),
    parts: (m) => {
      const month = monthOfName(m[2]!);
      if (month === undefined) return undefined;
      return { year: Number(m[3]), yearDigits: m[3]!.length, month, ...(m[1] ? { day: Number(m[1]) } : {}) };
    },
  },
  // June 14 2015, June 14th, 2015
  {
    pattern: new RegExp(`^([a-z]+)\\.?\\s*(\\d{1,2})${ORDINAL},?\\s+(\\d{4})$`),
    parts: (m) => {
      const month = monthOfName(m[1]!);
      return month === undefined ? undefined : { year: Number(m[3]), yearDigits: 4, month, day: Number(m[2]) };
    },
  },
  // 2015 alone: the year is the answer where every day of it gives the same one (issue 47).
  { pattern: /^(\d{4})$/, parts: (m) => ({ year: Number(m[1]), yearDigits: 4, month: undefined }) },
];

/** Why a typed start cannot be read (preCheckReading.ts words each; the page's code needs no words). */
export type StartProblem = 'shape' | 'yearInFull' | 'notReal' | 'yearRange';

/**
 * The start as a person types it (issue 29): "June 2015", "Jun 2015",
 * "06/2015", "6/2015", "15/06/2015", "14 June 2015", "2015-06",
 * "2015-06-14" and the like, in any letter case; or the year alone, "2015"
 * (issue 47). A real calendar date, the year within 1990–2030; else what is
 * wrong (`readAgreementStart` in preCheckReading.ts says it in words).
 */
export function readStart(
  text: string,
): { readonly start: AgreementStart; readonly problem?: undefined } | { readonly start?: undefined; readonly problem: StartProblem } {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let parts: StartParts | undefined;
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(typed);
    if (match && (parts = shape.parts(match))) break;
  }
  if (!parts) return { problem: 'shape' };
  if (parts.yearDigits !== 4) return { problem: 'yearInFull' };
  const { year, month, day } = parts;
  if (month !== undefined && (month < 1 || month > 12)) return { problem: 'notReal' };
  if (year < START_MIN_YEAR || year > START_MAX_YEAR) return { problem: 'yearRange' };
  if (month === undefined) return { start: { year, value: String(year) } };
  if (day === undefined) return { start: { year, month, value: `${year}-${pad2(month)}` } };
  if (day < 1 || day > daysInMonth(year, month)) return { problem: 'notReal' };
  return { start: { year, month, day, value: `${year}-${pad2(month)}-${pad2(day)}` } };
}

/** The start, or undefined where it cannot be read. */
export function parseAgreementStart(text: string): AgreementStart | undefined {
  return readStart(text).start;
}

/** `?start=2015-06&type=pcp…` in question order, answered questions only; '' when none. */
export function answersToSearch(answers: PreCheckAnswers): string {
  const params = new URLSearchParams();
  for (const name of formFieldNames) {
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
