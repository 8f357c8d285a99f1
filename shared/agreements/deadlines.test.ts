import { addDays, addMonths, addWeeks, isRealDay } from './calendarDays.ts';
import { byDueDate, dcaPossible, nextStepFor, ombudsmanDeadline, ombudsmanLimits, type DeadlineRules } from './deadlines.ts';
import { deadlineRules, ombudsmanWords } from './deadlineWords.ts';
import { scopeFacts } from '../figures/schemeScope.ts';

// The registry's values (content/scheme-scope.yaml), written out so a change there is a change here too.
const rules: DeadlineRules = {
  lenderResponseWeeks: 8,
  fosReferralMonths: 6,
  optInMonths: 6,
  pauseStarted: '2024-01-11',
  pauseEnded: '2026-05-31',
  fosUsualLimitAgainAfter: '2026-01-29',
  fosDcaEarlierFrom: '2023-07-12',
  fosDcaEarlierTo: '2025-04-29',
  fosDcaEarlierReferBy: '2026-07-29',
  fosDcaLongerFrom: '2025-04-30',
  fosDcaLongerMonths: 15,
  dcaBan: '2021-01-28',
};

it('the rules written out here are the registry’s', () => {
  expect(deadlineRules(scopeFacts)).toEqual(rules);
});

describe('calendar days', () => {
  it.each([
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'], // 2028 is a leap year
    ['2026-07-01', 6, '2027-01-01'],
    ['2026-08-01', 6, '2027-02-01'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2099-08-31', 6, '2100-02-28'], // 2100 is not a leap year
    ['2399-08-31', 6, '2400-02-29'], // 2400 is
    ['2026-12-15', 6, '2027-06-15'],
    ['2026-06-30', 6, '2026-12-30'],
    ['2025-04-30', 15, '2026-07-30'],
  ])('%s + %i months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it.each([
    ['2026-09-20', 8, '2026-11-15'],
    ['2026-05-31', 8, '2026-07-26'],
    ['2028-01-10', 8, '2028-03-06'], // across 29 February 2028
    ['2027-01-10', 8, '2027-03-07'],
    ['2026-12-01', 8, '2027-01-26'], // across the year's end
  ])('%s + %i weeks is %s', (from, weeks, expected) => {
    expect(addWeeks(from, weeks)).toBe(expected);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('knows a real day', () => {
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-04-31')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-1-01')).toBe(false);
  });
});

describe('the next step and its deadline', () => {
  const today = '2026-11-28';

  it('the issue’s three agreements, on 28 November 2026', () => {
    expect(nextStepFor({ status: 'complained', statusDate: '2026-09-20' }, today, rules)).toEqual({
      kind: 'ombudsman-no-response',
      due: '2026-11-15',
      overdue: true,
      caveats: ['scheme-timetable'],
    });
    expect(nextStepFor({ status: 'final-response', statusDate: '2026-07-01' }, today, rules)).toEqual({
      kind: 'ombudsman',
      due: '2027-01-01',
      overdue: false,
      caveats: [],
      limits: { responded: '2026-07-01', usual: { due: '2027-01-01', passed: false } },
    });
    expect(nextStepFor({ status: 'invited', statusDate: '2026-08-01' }, today, rules)).toEqual({
      kind: 'opt-in',
      due: '2027-02-01',
      overdue: false,
      caveats: [],
    });
  });

  it('a final response is awaited to the day it is due, and overdue the day after', () => {
    const complaint = { status: 'complained', statusDate: '2026-09-20' } as const;
    expect(nextStepFor(complaint, '2026-11-15', rules)).toMatchObject({ kind: 'await-response', due: '2026-11-15', overdue: false });
    expect(nextStepFor(complaint, '2026-11-16', rules)).toMatchObject({ kind: 'ombudsman-no-response', due: '2026-11-15', overdue: true });
  });

  it('a complaint made during the commission-complaint pause is counted from the day it ended, with its caveat', () => {
    expect(nextStepFor({ status: 'complained', statusDate: '2024-01-11' }, today, rules)).toMatchObject({
      due: '2026-07-26',
      caveats: ['commission-pause', 'scheme-timetable'],
    });
    expect(nextStepFor({ status: 'complained', statusDate: '2026-05-31' }, today, rules)).toMatchObject({
      due: '2026-07-26',
      caveats: ['commission-pause', 'scheme-timetable'],
    });
    expect(nextStepFor({ status: 'complained', statusDate: '2026-06-01' }, today, rules)).toMatchObject({ due: '2026-07-27', caveats: ['scheme-timetable'] });
    expect(nextStepFor({ status: 'complained', statusDate: '2024-01-10' }, today, rules)).toMatchObject({ due: '2024-03-06', caveats: ['scheme-timetable'] });
  });

  it('the ombudsman: 6 months after the final response, to the month’s end', () => {
    expect(nextStepFor({ status: 'final-response', statusDate: '2026-08-31' }, today, rules)).toMatchObject({ due: '2027-02-28', caveats: [] });
    expect(nextStepFor({ status: 'final-response', statusDate: '2027-08-31' }, '2027-09-01', rules)).toMatchObject({ due: '2028-02-29' });
    expect(ombudsmanDeadline('2026-07-01', rules)).toBe('2027-01-01');
  });

  // facts.md §3.3 [D4]: DCA final responses sent 12 July 2023 – 29 April 2025 by 29 July 2026; 30 April 2025 – 29 January 2026, 15 months.
  it.each([
    ['2023-07-11', '2024-01-11', undefined],
    ['2023-07-12', '2024-01-12', { due: '2026-07-29', window: 'earlier' }],
    ['2024-01-10', '2024-07-10', { due: '2026-07-29', window: 'earlier' }],
    ['2025-04-29', '2025-10-29', { due: '2026-07-29', window: 'earlier' }],
    ['2025-04-30', '2025-10-30', { due: '2026-07-30', window: 'longer' }],
    ['2025-06-01', '2025-12-01', { due: '2026-09-01', window: 'longer' }],
    ['2025-12-15', '2026-06-15', { due: '2027-03-15', window: 'longer' }],
    ['2026-01-20', '2026-07-20', { due: '2027-04-20', window: 'longer' }],
    ['2026-01-29', '2026-07-29', { due: '2027-04-29', window: 'longer' }],
    ['2026-01-30', '2026-07-30', undefined],
  ])('a final response of %s: usually by %s; for a DCA complaint %o', (responded, usual, dca) => {
    const limits = ombudsmanLimits(responded, today, rules);
    expect(limits.usual.due).toBe(usual);
    expect(limits.dca && { due: limits.dca.due, window: limits.dca.window }).toEqual(dca);
  });

  it('a limit is open to its day and passed the day after; the step’s date is the first still open', () => {
    const letter = { status: 'final-response', statusDate: '2025-12-15' } as const;
    expect(nextStepFor(letter, '2026-06-15', rules)).toMatchObject({ due: '2026-06-15', overdue: false });
    expect(nextStepFor(letter, '2026-06-16', rules)).toMatchObject({
      due: '2027-03-15',
      overdue: false,
      limits: { usual: { passed: true }, dca: { passed: false } },
    });
    expect(nextStepFor(letter, '2027-03-15', rules)).toMatchObject({ due: '2027-03-15', overdue: false });
    expect(nextStepFor(letter, '2027-03-16', rules)).toMatchObject({ due: '2027-03-15', overdue: true });
    expect(nextStepFor({ status: 'final-response', statusDate: '2024-01-10' }, today, rules)).toMatchObject({ due: '2026-07-29', overdue: true });
  });

  it('no DCA limit for an agreement begun on or after the DCA ban (28 January 2021)', () => {
    expect(dcaPossible(undefined, rules)).toBe(true);
    expect(dcaPossible('2020', rules)).toBe(true);
    expect(dcaPossible('2021', rules)).toBe(true);
    expect(dcaPossible('2021-01', rules)).toBe(true);
    expect(dcaPossible('2021-01-27', rules)).toBe(true);
    expect(dcaPossible('2021-01-28', rules)).toBe(false);
    expect(dcaPossible('2021-02', rules)).toBe(false);
    expect(dcaPossible('2022', rules)).toBe(false);
    expect(nextStepFor({ status: 'final-response', statusDate: '2025-12-15', started: '2022-05' }, today, rules)).toMatchObject({
      due: '2026-06-15',
      overdue: true,
      limits: { usual: { due: '2026-06-15' } },
    });
    expect(nextStepFor({ status: 'final-response', statusDate: '2025-12-15', started: '2022-05' }, today, rules).limits?.dca).toBeUndefined();
  });

  it('in words: both dates plainly, and a date that has passed said so', () => {
    const words = (responded: string, on: string) => ombudsmanWords(ombudsmanLimits(responded, on, rules), scopeFacts);
    expect(words('2025-12-15', '2026-06-01').heading).toBe(
      'Go to the Financial Ombudsman Service by 15 June 2026, or by 15 March 2027 if your complaint was about a discretionary commission arrangement',
    );
    const usualPassed = words('2025-12-15', today);
    expect(usualPassed.heading).toBe(
      'Go to the Financial Ombudsman Service by 15 March 2027 if your complaint was about a discretionary commission arrangement',
    );
    expect(usualPassed.limits[0]).toBe('The usual limit is 6 months from the final response (15 December 2025). That date passed on 15 June 2026.');
    expect(usualPassed.limits[1]).toContain('from 30 April 2025 to 29 January 2026 has 15 months from the letter: by 15 March 2027.');
    const earlier = words('2024-01-10', today);
    expect(earlier.heading).toBe('The time limits for the Ombudsman have passed');
    expect(earlier.limits).toEqual([
      'The usual limit is 6 months from the final response (10 January 2024). That date passed on 10 July 2024.',
      'If your complaint was about a discretionary commission arrangement, a final response sent from 12 July 2023 to 29 April 2025 could go to the Ombudsman until a fixed date. That date passed on 29 July 2026.',
    ]);
    expect(words('2026-02-15', today)).toEqual({
      heading: 'The usual time to go to the Financial Ombudsman Service has passed',
      limits: ['The usual limit is 6 months from the final response (15 February 2026). That date passed on 15 August 2026.'],
      passed: 'The usual 6 months ended on 15 August 2026.',
    });
    expect(earlier.passed).toBe('The usual 6 months ended on 10 July 2024; the limit for a discretionary commission complaint, on 29 July 2026.');
    expect(words('2026-11-20', today).heading).toBe('Go to the Financial Ombudsman Service by 20 May 2027');
  });

  it('the opt-in: 6 months after the invitation; overdue the day after', () => {
    const invited = { status: 'invited', statusDate: '2026-08-31' } as const;
    expect(nextStepFor(invited, '2027-02-28', rules)).toMatchObject({ due: '2027-02-28', overdue: false });
    expect(nextStepFor(invited, '2027-03-01', rules)).toMatchObject({ due: '2027-02-28', overdue: true });
  });

  it('steps without a date', () => {
    expect(nextStepFor({ status: 'not-complained' }, today, rules)).toEqual({ kind: 'complain', overdue: false, caveats: [] });
    expect(nextStepFor({ status: 'ombudsman', statusDate: '2026-10-01' }, today, rules)).toEqual({ kind: 'ombudsman-has-it', overdue: false, caveats: [] });
    expect(nextStepFor({ status: 'represented', statusDate: '2025-10-01' }, today, rules)).toEqual({ kind: 'ask-your-firm', overdue: false, caveats: [] });
  });

  it('sorts by what is due first, the undated last in their order', () => {
    const items = [
      { name: 'none-a', status: 'not-complained' },
      { name: 'santander', status: 'invited', statusDate: '2026-08-01' },
      { name: 'none-b', status: 'represented', statusDate: '2025-01-01' },
      { name: 'motonovo', status: 'final-response', statusDate: '2026-07-01' },
      { name: 'black-horse', status: 'complained', statusDate: '2026-09-20' },
    ] as const;
    expect(byDueDate(items, (item) => nextStepFor(item, today, rules)).map((item) => item.name)).toEqual([
      'black-horse',
      'motonovo',
      'santander',
      'none-a',
      'none-b',
    ]);
  });
});
