/**
 * Each agreement's next step in words (stepWords.ts): a passed opt-in date is headed as passed, with
 * the free route after it (compliance C m5), and the calendar files name the day they are for,
 * never "today is the last day" (compliance B N9: how to count "within 6 months" is not in facts.md).
 */
import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { nextStepFor } from '../../../shared/agreements/deadlines.ts';
import { deadlineRules } from '../../../shared/agreements/deadlineWords.ts';
import { scopeFacts } from '../../../shared/figures/schemeScope.ts';
import { stepWords } from './stepWords.ts';

const TODAY = '2026-11-29';
const rules = deadlineRules(scopeFacts);

function wordsFor(agreement: Agreement, today = TODAY) {
  return stepWords(nextStepFor(agreement, today, rules), agreement, 'Santander', scopeFacts);
}

const invited = (statusDate: string): Agreement => ({ lender: 'santander', started: '2019-11', type: 'pcp', status: 'invited', statusDate });

describe('stepWords', () => {
  it('an invitation still open: reply by its day, with no free route added', () => {
    const words = wordsFor(invited('2026-08-01'));
    expect(words.heading).toBe('Reply to the scheme’s invitation by 1 February 2027');
    expect(words.overdue).toBeUndefined();
    expect(words.text).not.toContain('complain to the lender yourself');
  });

  it('an invitation whose 6 months have passed: headed as passed, never as a step to take, and the free route follows', () => {
    const words = wordsFor(invited('2026-04-01'));
    expect(words.heading).toBe('The 6 months to reply to the invitation have passed');
    expect(words.heading).not.toMatch(/^Reply/);
    expect(words.overdue).toBe(
      'That date passed on 1 October 2026. A lender may decline to go on when someone opts in more than 6 months after its invitation.',
    );
    expect(words.text).toContain('You can still complain to the lender yourself, free: the complaint letter below is filled from this agreement.');
    expect(words.text).toContain('The Financial Ombudsman Service is free for consumers');
    // Passed the day after the 6 months, not on the day.
    expect(wordsFor(invited('2026-04-01'), '2026-10-01').heading).toBe('Reply to the scheme’s invitation by 1 October 2026');
    expect(wordsFor(invited('2026-04-01'), '2026-10-02').heading).toBe('The 6 months to reply to the invitation have passed');
  });

  it.each<[string, Agreement, string]>([
    ['the opt-in', invited('2026-08-01'), 'the last day is 1 February 2027'],
    [
      'the final response due',
      { lender: 'black-horse', started: '2012-03', type: 'hp', status: 'complained', statusDate: '2026-10-20' },
      'is due by 15 December 2026',
    ],
    [
      'the final response overdue',
      { lender: 'black-horse', started: '2012-03', type: 'hp', status: 'complained', statusDate: '2026-09-20' },
      'was due by 15 November 2026',
    ],
    [
      'the ombudsman’s usual limit',
      { lender: 'motonovo', started: '2016-05', type: 'pcp', status: 'final-response', statusDate: '2026-07-01' },
      'the usual last day to ask the Financial Ombudsman Service to look at it, free, is 1 January 2027',
    ],
    [
      'the ombudsman’s DCA limit',
      { lender: 'motonovo', started: '2015-06', type: 'pcp', status: 'final-response', statusDate: '2025-12-15' },
      'your complaint was about a discretionary commission arrangement, the last day to ask the Financial Ombudsman Service to look at it, free, is 15 March 2027',
    ],
  ])('the calendar file for %s names its day, never "today"', (_, agreement, said) => {
    const calendar = wordsFor(agreement).calendar!;
    expect(calendar.description).toContain(said);
    expect(calendar.description).not.toMatch(/\btoday\b/i);
  });
});
