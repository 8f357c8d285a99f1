import { eligibilityFor } from './eligibility.ts';
import {
  MAX_ANSWER_LENGTH,
  answeredCount,
  answersToSearch,
  optionLabel,
  parseAgreementStart,
  preCheckQuestions,
  questionNames,
  startQuestion,
} from './preCheckAnswers.ts';
import { START_IN_FUTURE_MESSAGE, parsePreCheckAnswers, readAgreementStart, START_MESSAGES } from './preCheckReading.ts';

describe('the pre-check questions', () => {
  it('asks the six questions of issue 15 and the APR of issue 45, in order, each named as its URL parameter', () => {
    expect(questionNames).toEqual(['start', 'type', 'apr', 'via', 'for', 'complained', 'represented']);
  });

  it('offers exactly the answers of issues 15 and 45', () => {
    const values = Object.fromEntries(
      preCheckQuestions.flatMap((question) => (question.kind === 'choice' ? [[question.name, question.options.map((option) => option.value)]] : [])),
    );
    expect(values).toEqual({
      type: ['pcp', 'hp', 'conditional-sale', 'lease-purchase', 'personal-loan', 'contract-hire', 'not-sure'],
      apr: ['interest', 'zero', 'not-sure'],
      via: ['dealer', 'direct', 'not-sure'],
      for: ['personal', 'sole-trader', 'company'],
      complained: ['no', 'lender', 'final-response', 'ombudsman'],
      represented: ['no', 'yes'],
    });
  });

  it('gives every question a label, a hint and an error message, and every option a label', () => {
    for (const question of preCheckQuestions) {
      expect(question.label, question.name).toMatch(/\?$/);
      expect(question.hint, question.name).not.toBe('');
      expect(question.errorMessage, question.name).not.toBe('');
      if (question.kind === 'choice') for (const option of question.options) expect(option.label).not.toBe('');
    }
    expect(optionLabel('type', 'hp')).toBe('Hire purchase (HP)');
    expect(optionLabel('type', 'nonsense')).toBeUndefined();
  });
});

describe('parseAgreementStart', () => {
  it('reads a month or a day, padding one-digit parts', () => {
    expect(parseAgreementStart('2015-06')).toEqual({ year: 2015, month: 6, value: '2015-06' });
    expect(parseAgreementStart('2015-6')).toEqual({ year: 2015, month: 6, value: '2015-06' });
    expect(parseAgreementStart(' 2015-06-14 ')).toEqual({ year: 2015, month: 6, day: 14, value: '2015-06-14' });
    expect(parseAgreementStart('2015-6-4')).toEqual({ year: 2015, month: 6, day: 4, value: '2015-06-04' });
  });

  it('accepts real calendar dates only', () => {
    expect(parseAgreementStart('2020-02-29')?.day).toBe(29);
    expect(parseAgreementStart('2000-02-29')?.day).toBe(29);
    for (const bad of ['2021-02-29', '2015-04-31', '2015-13', '2015-00', '2015-06-00', '2015-06-32']) {
      expect(parseAgreementStart(bad), bad).toBeUndefined();
    }
  });

  it('accepts the years 1990 to 2030 only', () => {
    expect(parseAgreementStart('1990-01')?.year).toBe(1990);
    expect(parseAgreementStart('2030-12-31')?.year).toBe(2030);
    expect(parseAgreementStart('1989-12')).toBeUndefined();
    expect(parseAgreementStart('2031-01')).toBeUndefined();
  });

  it('refuses other shapes', () => {
    for (const bad of [
      '',
      '2015-06-14T00:00',
      '２０１５-06',
      '2015-06-14-01',
      'June',
      '14 June',
      'Junk 2015',
      'ju 2015',
      'last summer',
      '15/06/2015/1',
      '2015 June 14 x',
    ]) {
      expect(parseAgreementStart(bad), bad).toBeUndefined();
    }
  });
});

describe('readAgreementStart: the date as people type it (issue 29)', () => {
  it.each([
    ['2015-06', '2015-06'],
    ['2015-06-14', '2015-06-14'],
    ['June 2015', '2015-06'],
    ['june 2015', '2015-06'],
    ['JUNE 2015', '2015-06'],
    ['Jun 2015', '2015-06'],
    ['Jun. 2015', '2015-06'],
    ['Sept 2015', '2015-09'],
    ['June2015', '2015-06'],
    ['06/2015', '2015-06'],
    ['6/2015', '2015-06'],
    ['6-2015', '2015-06'],
    ['06.2015', '2015-06'],
    ['06 2015', '2015-06'],
    ['15/06/2015', '2015-06-15'],
    ['15/6/2015', '2015-06-15'],
    ['5.6.2015', '2015-06-05'],
    ['15-06-2015', '2015-06-15'],
    ['14 June 2015', '2015-06-14'],
    ['14th June 2015', '2015-06-14'],
    ['1st Jun 2015', '2015-06-01'],
    ['June 14, 2015', '2015-06-14'],
    ['2015/06', '2015-06'],
    ['  2015-6-4  ', '2015-06-04'],
    ['May 2015', '2015-05'],
    ['Mar 2015', '2015-03'],
  ])('%j is %s', (typed, value) => {
    expect(readAgreementStart(typed)).toEqual({ start: expect.objectContaining({ value }) });
  });

  it('reads the same date from every form, to the same parts', () => {
    expect(readAgreementStart('15/06/2015').start).toEqual({ year: 2015, month: 6, day: 15, value: '2015-06-15' });
    expect(readAgreementStart('June 2015').start).toEqual({ year: 2015, month: 6, value: '2015-06' });
  });

  it.each([
    ['1990-01', true],
    ['January 1990', true],
    ['12/2030', true],
    ['31/12/2030', true],
    ['12/1989', false],
    ['31/12/1989', false],
    ['January 2031', false],
    ['01/01/2031', false],
  ])('the years 1990 to 2030 only: %s accepted %s', (typed, accepted) => {
    const reading = readAgreementStart(typed);
    if (accepted) expect(reading.start).toBeDefined();
    else expect(reading.error).toBe(START_MESSAGES.yearRange);
  });

  it('refuses what cannot be a date, saying what to fix', () => {
    expect(START_MESSAGES.yearRange).toBe('The year the agreement began must be between 1990 and 2030');
    for (const notReal of ['29/02/2021', '31/04/2015', '13/2015', '0/2015', '2015-13', '2015-00', '00/06/2015', '32/06/2015', '2015-06-32']) {
      expect(readAgreementStart(notReal), notReal).toEqual({ error: START_MESSAGES.notReal });
    }
    expect(readAgreementStart('29/02/2020').start?.value).toBe('2020-02-29');
    for (const short of ['06/15', '15/06/15', 'June 15', 'Jun 15']) expect(readAgreementStart(short), short).toEqual({ error: START_MESSAGES.yearInFull });
    // issue 47: the year alone is an answer; the engine asks for more only where it decides
    expect(readAgreementStart('2015')).toEqual({ start: { year: 2015, value: '2015' } });
    expect(readAgreementStart(' 2007 ').start?.value).toBe('2007');
    expect(readAgreementStart('1989')).toEqual({ error: START_MESSAGES.yearRange });
    expect(readAgreementStart('2031')).toEqual({ error: START_MESSAGES.yearRange });
    for (const nonsense of ['', 'yesterday', 'June', 'Junk 2015', '2015-06-14T00:00', '1/2/3/4']) {
      expect(readAgreementStart(nonsense), nonsense).toEqual({ error: startQuestion.errorMessage });
    }
    expect(startQuestion.errorMessage).toBe('Enter the year the agreement began, or the month and year, for example 2015 or June 2015');
  });

  it('gives its message through parsePreCheckAnswers, keeping what was typed', () => {
    const parsed = parsePreCheckAnswers('start=31%2F04%2F2015');
    expect(parsed.errors.start).toBe(START_MESSAGES.notReal);
    expect(parsed.rejected.start).toBe('31/04/2015');
    expect(parsePreCheckAnswers('start=June+2015', '2026-11-24').answers.start?.value).toBe('2015-06');
    // A year is in the past once it has begun.
    expect(parsePreCheckAnswers('start=2026', '2026-01-01').answers.start?.value).toBe('2026');
    expect(parsePreCheckAnswers('start=2027', '2026-12-31').errors.start).toBe(START_IN_FUTURE_MESSAGE);
  });
});

describe('parsePreCheckAnswers', () => {
  it('reads every answer from a query string or URLSearchParams', () => {
    const search = '?start=2015-06&type=pcp&via=dealer&for=sole-trader&complained=lender&represented=no';
    const expected = {
      start: { year: 2015, month: 6, value: '2015-06' },
      type: 'pcp',
      via: 'dealer',
      for: 'sole-trader',
      complained: 'lender',
      represented: 'no',
    };
    expect(parsePreCheckAnswers(search)).toEqual({ answers: expected, errors: {}, rejected: {} });
    expect(parsePreCheckAnswers(new URLSearchParams(search)).answers).toEqual(expected);
  });

  it('treats no answers as nothing answered and nothing wrong', () => {
    expect(parsePreCheckAnswers('')).toEqual({ answers: {}, errors: {}, rejected: {} });
  });

  it('treats empty answers, as a GET form sends them, as unanswered without an error', () => {
    expect(parsePreCheckAnswers('start=&type=&via=%20')).toEqual({ answers: {}, errors: {}, rejected: {} });
  });

  it('ignores parameters it does not ask about', () => {
    expect(parsePreCheckAnswers('utm_source=x&name=Jo&email=a@b.c&type=hp')).toEqual({ answers: { type: 'hp' }, errors: {}, rejected: {} });
  });

  it('keeps the first of a repeated answer', () => {
    expect(parsePreCheckAnswers('type=hp&type=pcp').answers.type).toBe('hp');
  });

  it('forgives letter case and surrounding spaces in a choice', () => {
    expect(parsePreCheckAnswers('type=%20PCP%20&via=Dealer').answers).toEqual({ type: 'pcp', via: 'dealer' });
  });

  it('gives a message for each answer it cannot read, and counts that question as unanswered', () => {
    const parsed = parsePreCheckAnswers('start=2021-02-29&type=lease&via=dealer&for=llp&complained=maybe&represented=1');
    expect(parsed.answers).toEqual({ via: 'dealer' });
    expect(Object.keys(parsed.errors).sort()).toEqual(['complained', 'for', 'represented', 'start', 'type']);
    for (const question of preCheckQuestions) {
      if (parsed.errors[question.name] && question.name !== 'start') expect(parsed.errors[question.name]).toBe(question.errorMessage);
    }
    expect(parsed.errors.start).toBe(START_MESSAGES.notReal);
    expect(parsed.rejected).toMatchObject({ start: '2021-02-29', type: 'lease' });
  });

  it('refuses an over-long answer without reading it, and caps what it keeps of it', () => {
    const long = 'pcp'.repeat(1000);
    const parsed = parsePreCheckAnswers(`type=${long}&start=${'2015-06'.padEnd(MAX_ANSWER_LENGTH + 1, '0')}`);
    expect(parsed.answers).toEqual({});
    expect(parsed.errors.type).toBeDefined();
    expect(parsed.errors.start).toBeDefined();
    expect(parsed.rejected.type).toHaveLength(MAX_ANSWER_LENGTH);
  });

  it('does not let an answer reach a prototype', () => {
    const parsed = parsePreCheckAnswers('__proto__=x&constructor=y&toString=z&type=hasOwnProperty');
    expect(parsed.answers).toEqual({});
    expect(Object.getPrototypeOf(parsed.answers)).toBe(Object.prototype);
  });
});

describe('a start date in the future (issue 19)', () => {
  it.each([
    ['2026-11-24', '2026-11-24', true],
    ['2026-11-25', '2026-11-24', false],
    ['2026-11', '2026-11-24', true],
    ['2026-12', '2026-11-24', false],
    ['2027-01-01', '2026-12-31', false],
    ['2026-12-31', '2026-12-31', true],
  ])('%s on %s: accepted %s', (start, today, accepted) => {
    const parsed = parsePreCheckAnswers(`start=${start}`, today);
    expect(parsed.answers.start?.value).toBe(accepted ? start : undefined);
    expect(parsed.errors.start).toBe(accepted ? undefined : START_IN_FUTURE_MESSAGE);
    if (!accepted) expect(parsed.rejected.start).toBe(start);
  });

  it('says so in the GOV.UK pattern, and the result says the date could not be used rather than "not told"', () => {
    expect(START_IN_FUTURE_MESSAGE).toBe('The date the agreement began must be today or in the past');
    const parsed = parsePreCheckAnswers('start=2030-01', '2026-11-24');
    const reason = eligibilityFor(parsed.answers, parsed.errors).scheme.answers[0]!.reasons[0]!;
    expect(reason.text).toMatch(/^We could not use the date you gave/);
    expect(eligibilityFor(parsed.answers).scheme.answers[0]!.reasons[0]!.text).toMatch(/^You have not told us when/);
  });
});

describe('answersToSearch', () => {
  it('writes the answered questions in question order, and nothing when none is answered', () => {
    expect(answersToSearch({})).toBe('');
    expect(answersToSearch({ represented: 'yes', type: 'hp', start: { year: 2015, month: 6, day: 4, value: '2015-06-04' } })).toBe(
      '?start=2015-06-04&type=hp&represented=yes',
    );
  });

  it('round-trips with parsePreCheckAnswers', () => {
    const search = '?start=2007-04&type=lease-purchase&via=not-sure&for=company&complained=ombudsman&represented=yes';
    const { answers } = parsePreCheckAnswers(search);
    expect(answersToSearch(answers)).toBe(search);
    expect(answeredCount(answers)).toBe(6);
    expect(answeredCount({ type: 'hp' })).toBe(1);
  });
});
