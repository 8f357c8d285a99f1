/**
 * Each agreement's one next step and its deadline (issue 47, contract "My
 * agreements"), worked out on the device from what has happened so far and
 * when. Pure: the rules' numbers and dates come in (`DeadlineRules`, from the
 * registry's scope facts, ../shared/facts.md §2.6, §3.2, §3.3) and today comes
 * in, so every boundary is tested to the day.
 */
import { addMonths, addWeeks } from './calendarDays.ts';
import type { AgreementStatus } from './statuses.ts';

/** The registry's numbers and dates the deadlines rest on. */
export interface DeadlineRules {
  /** facts.md §3.2: the lender's final response, normally 8 weeks after a complaint. */
  readonly lenderResponseWeeks: number;
  /** facts.md §3.3: the ombudsman, normally within 6 months of the final response. */
  readonly fosReferralMonths: number;
  /** facts.md §2.6: opting in, within 6 months of the lender's invitation. */
  readonly optInMonths: number;
  /** facts.md §3.2: for commission complaints the 8 weeks did not run from this day… */
  readonly pauseStarted: string;
  /** …to this one; after it, firms mostly had up to 8 weeks. */
  readonly pauseEnded: string;
  /** facts.md §3.3: for final responses sent after this day the usual 6 months applies again. */
  readonly fosUsualLimitAgainAfter: string;
}

/**
 * The next step:
 * - `complain`: not complained yet: complain to the lender, free (no deadline);
 * - `await-response`: the final response is due by `due`;
 * - `ombudsman-no-response`: the final response was due by `due` and has not come: the ombudsman;
 * - `ombudsman`: the ombudsman, by `due` (6 months after the final response);
 * - `ombudsman-has-it`: with the ombudsman: it says what happens next;
 * - `opt-in`: reply to the scheme's invitation by `due`;
 * - `ask-your-firm`: signed with a firm: ask it what it is doing.
 */
export type StepKind = 'complain' | 'await-response' | 'ombudsman-no-response' | 'ombudsman' | 'ombudsman-has-it' | 'opt-in' | 'ask-your-firm';

/**
 * A caveat the facts attach to a deadline:
 * - `commission-pause`: the complaint was made during the commission-complaint pause, so the
 *   8 weeks are counted from the day the pause ended;
 * - `scheme-timetable`: complaints the scheme covers follow its own timetable, partly suspended;
 * - `longer-dca-limit`: a final response sent before the usual 6 months applied again: some
 *   (to discretionary commission complaints) have a longer limit.
 */
export type Caveat = 'commission-pause' | 'scheme-timetable' | 'longer-dca-limit';

export interface NextStep {
  readonly kind: StepKind;
  /** The step's date (`YYYY-MM-DD`); absent when it has none. */
  readonly due?: string;
  /** The date has passed (today is after it). */
  readonly overdue: boolean;
  readonly caveats: readonly Caveat[];
}

export interface StatusAndDate {
  readonly status: AgreementStatus;
  /** `YYYY-MM-DD`, the day of that event; absent for `not-complained`. */
  readonly statusDate?: string;
}

/** The next step for an agreement on `today` (`YYYY-MM-DD`). */
export function nextStepFor({ status, statusDate }: StatusAndDate, today: string, rules: DeadlineRules): NextStep {
  const dated = (kind: StepKind, due: string, caveats: readonly Caveat[] = []): NextStep => ({ kind, due, overdue: today > due, caveats });
  const undated = (kind: StepKind): NextStep => ({ kind, overdue: false, caveats: [] });
  switch (status) {
    case 'not-complained':
      return undated('complain');
    case 'ombudsman':
      return undated('ombudsman-has-it');
    case 'represented':
      return undated('ask-your-firm');
    // The file's format requires the day of each of these (agreementFile.ts); without it there is no date to give.
    case 'complained': {
      if (statusDate === undefined) return undated('await-response');
      const inPause = statusDate >= rules.pauseStarted && statusDate <= rules.pauseEnded;
      const due = addWeeks(inPause ? rules.pauseEnded : statusDate, rules.lenderResponseWeeks);
      const caveats: Caveat[] = inPause ? ['commission-pause', 'scheme-timetable'] : ['scheme-timetable'];
      return dated(today > due ? 'ombudsman-no-response' : 'await-response', due, caveats);
    }
    case 'final-response':
      if (statusDate === undefined) return undated('ombudsman');
      return dated('ombudsman', ombudsmanDeadline(statusDate, rules), statusDate <= rules.fosUsualLimitAgainAfter ? ['longer-dca-limit'] : []);
    case 'invited':
      if (statusDate === undefined) return undated('opt-in');
      return dated('opt-in', addMonths(statusDate, rules.optInMonths));
  }
}

/** The usual last day to ask the ombudsman: 6 months after the final response (facts.md §3.3). */
export function ombudsmanDeadline(finalResponse: string, rules: Pick<DeadlineRules, 'fosReferralMonths'>): string {
  return addMonths(finalResponse, rules.fosReferralMonths);
}

/**
 * "Sorted by what is due first" (issue 47): by the step's date, earliest (so
 * the overdue) first; steps without a date after, in the order given.
 */
export function byDueDate<T>(items: readonly T[], stepOf: (item: T) => NextStep): T[] {
  return items
    .map((item, index) => ({ item, index, due: stepOf(item).due }))
    .sort((a, b) => {
      if (a.due === undefined || b.due === undefined) return a.due === b.due ? a.index - b.index : a.due === undefined ? 1 : -1;
      return a.due < b.due ? -1 : a.due > b.due ? 1 : a.index - b.index;
    })
    .map(({ item }) => item);
}
