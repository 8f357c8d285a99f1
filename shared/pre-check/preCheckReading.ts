/**
 * Reading the pre-check's answers in words (issue 15): the messages that say
 * what to fix, and the reading of a query or a typed date with them. Apart
 * from preCheckAnswers.ts so the pre-check page's first load, which reads a
 * date only to know that it reads (`parseAgreementStart`), carries none of
 * these words: the server reads the answers and hands the messages over
 * (scripts/budgets.system.test.ts; decision 045).
 */
import {
  MAX_ANSWER_LENGTH,
  START_MAX_YEAR,
  START_MIN_YEAR,
  preCheckQuestions,
  readStart,
  respondedField,
  startQuestion,
  type AgreementStart,
  type PreCheckAnswers,
  type QuestionName,
} from './preCheckAnswers.ts';

/** The messages for a date that reads as one but cannot be used (GOV.UK's date pattern: say what is wrong). */
export const START_MESSAGES = {
  yearRange: `The year the agreement began must be between ${START_MIN_YEAR} and ${START_MAX_YEAR}`,
  yearInFull: 'Enter the year the agreement began in full, for example 2015',
  notReal: 'The date the agreement began must be a real date',
} as const;

/** GOV.UK's date pattern: a date that cannot have happened yet says so (issue 19). */
export const START_IN_FUTURE_MESSAGE = 'The date the agreement began must be today or in the past';

/** What is said when the date on the final response cannot be used. */
export const RESPONDED_MESSAGES = {
  errorMessage: 'Enter the date on the lender’s final response, for example 1 July 2026 or 01/07/2026',
  dayMissing: 'Enter the day of the final response as well as the month, for example 1 July 2026',
  inFuture: 'The date on the final response must be today or in the past',
} as const;

/** What reading a typed start gives: the date, or the message saying what to fix. */
export type StartReading = { readonly start: AgreementStart; readonly error?: undefined } | { readonly start?: undefined; readonly error: string };

/** The start as a person types it (`readStart`), or the message that says what to fix (GOV.UK's date pattern). */
export function readAgreementStart(text: string): StartReading {
  const { start, problem } = readStart(text);
  if (start) return { start };
  return { error: problem === 'shape' ? startQuestion.errorMessage : START_MESSAGES[problem] };
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
      const { start, error } = readAgreementStart(text);
      if (!start) {
        refuse();
        errors.start = error;
      }
      // A year or a month is in the past if it has begun; a day if it has come.
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
  const responded = params.get(respondedField.name)?.trim();
  if (responded) {
    const error = respondedError(responded, today);
    if (error) {
      errors.responded = error;
      rejected.responded = [...responded].slice(0, MAX_ANSWER_LENGTH).join('');
    } else answers.responded = readAgreementStart(responded).start!.value;
  }
  return { answers, errors, rejected };
}

/** What is wrong with the date typed for the final response, if anything: it must be a real, past day. */
function respondedError(text: string, today: string): string | undefined {
  if (text.length > MAX_ANSWER_LENGTH) return RESPONDED_MESSAGES.errorMessage;
  const { start, error } = readAgreementStart(text);
  if (!start)
    return error === START_MESSAGES.yearRange || error === START_MESSAGES.notReal
      ? error.replace('the agreement began', 'on the final response')
      : RESPONDED_MESSAGES.errorMessage;
  if (start.day === undefined) return RESPONDED_MESSAGES.dayMissing;
  return start.value > today ? RESPONDED_MESSAGES.inFuture : undefined;
}
