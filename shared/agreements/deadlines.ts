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
  /** facts.md §3.3 [D4]: final responses to DCA complaints sent from this day… */
  readonly fosDcaEarlierFrom: string;
  /** …to this one… */
  readonly fosDcaEarlierTo: string;
  /** …could go to the ombudsman by this day. */
  readonly fosDcaEarlierReferBy: string;
  /** facts.md §3.3 [D4]: final responses to DCA complaints sent from this day to `fosUsualLimitAgainAfter`… */
  readonly fosDcaLongerFrom: string;
  /** …have this many months from the letter. */
  readonly fosDcaLongerMonths: number;
  /** facts.md §2.2: DCAs were banned from this day; a DCA complaint is about an agreement entered before it [D2]. */
  readonly dcaBan: string;
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
 * - `scheme-timetable`: complaints the scheme covers follow its own timetable, partly suspended.
 */
export type Caveat = 'commission-pause' | 'scheme-timetable';

/** A day to act by, and whether it has passed (today is after it). */
export interface DatedLimit {
  readonly due: string;
  readonly passed: boolean;
}

/**
 * The ombudsman's limits for one final response (facts.md §3.3): the usual 6 months, and, where
 * the final response was sent in one of [D4]'s windows and the complaint may have been about a
 * discretionary commission arrangement, that window's limit: `earlier` (sent 12 July 2023 –
 * 29 April 2025: by 29 July 2026) or `longer` (sent 30 April 2025 – 29 January 2026: 15 months).
 * Which applies depends on what the complaint was about, which the site does not know: both are given.
 */
export interface OmbudsmanLimits {
  readonly responded: string;
  readonly usual: DatedLimit;
  readonly dca?: DatedLimit & { readonly window: 'earlier' | 'longer' };
}

export interface NextStep {
  readonly kind: StepKind;
  /** The step's date (`YYYY-MM-DD`); absent when it has none. For the ombudsman, the first limit still open, else the last. */
  readonly due?: string;
  /** The date has passed (today is after it); for the ombudsman, every limit has. */
  readonly overdue: boolean;
  readonly caveats: readonly Caveat[];
  /** `ombudsman` with a final response's date: both limits where two may apply. */
  readonly limits?: OmbudsmanLimits;
}

export interface StatusAndDate {
  readonly status: AgreementStatus;
  /** `YYYY-MM-DD`, the day of that event; absent for `not-complained`. */
  readonly statusDate?: string;
  /** When the agreement began (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`), if known: one begun on or after the DCA ban had no DCA. */
  readonly started?: string;
}

/** The next step for an agreement on `today` (`YYYY-MM-DD`). */
export function nextStepFor({ status, statusDate, started }: StatusAndDate, today: string, rules: DeadlineRules): NextStep {
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
    case 'final-response': {
      if (statusDate === undefined) return undated('ombudsman');
      const limits = ombudsmanLimits(statusDate, today, rules, dcaPossible(started, rules));
      const all = [limits.usual, ...(limits.dca ? [limits.dca] : [])];
      const open = all.filter((limit) => !limit.passed);
      // The DCA limit, where there is one, is always the later.
      const due = (open[0] ?? all.at(-1)!).due;
      return { kind: 'ombudsman', due, overdue: open.length === 0, caveats: [], limits };
    }
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
 * Whether a complaint about an agreement begun `started` (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or not
 * known) may have been about a DCA: not when every day it can mean is on or after the ban.
 */
export function dcaPossible(started: string | undefined, rules: Pick<DeadlineRules, 'dcaBan'>): boolean {
  if (started === undefined) return true;
  const banned = rules.dcaBan.slice(0, started.length);
  // A year or month that holds the ban's day also holds days before it.
  return started < banned || (started === banned && started.length < rules.dcaBan.length);
}

/** The ombudsman's limits for a final response sent `responded`, on `today` (facts.md §3.3, [D4]). */
export function ombudsmanLimits(responded: string, today: string, rules: DeadlineRules, dca = true): OmbudsmanLimits {
  const limit = (due: string): DatedLimit => ({ due, passed: today > due });
  const usual = limit(ombudsmanDeadline(responded, rules));
  if (dca && responded >= rules.fosDcaEarlierFrom && responded <= rules.fosDcaEarlierTo) {
    return { responded, usual, dca: { ...limit(rules.fosDcaEarlierReferBy), window: 'earlier' } };
  }
  if (dca && responded >= rules.fosDcaLongerFrom && responded <= rules.fosUsualLimitAgainAfter) {
    return { responded, usual, dca: { ...limit(addMonths(responded, rules.fosDcaLongerMonths)), window: 'longer' } };
  }
  return { responded, usual };
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
