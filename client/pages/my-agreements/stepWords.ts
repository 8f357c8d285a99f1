/**
 * Each agreement's next step in words (issue 47), from the step worked out on
 * the device (shared/agreements/deadlines.ts) and the registry's words for the
 * facts it rests on (the scheme scope the loader hands over). Plain: a date
 * that has passed is said to have passed, in the pre-check's words
 * (shared/agreements/deadlineWords.ts); no urgency, no promise.
 */
import type { ScopeFacts } from '../../../shared/figures/schemeScopeFile.server.ts';
import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import type { Caveat, NextStep } from '../../../shared/agreements/deadlines.ts';
import { ombudsmanWords, passedOn } from '../../../shared/agreements/deadlineWords.ts';
import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { statusLabels } from './statusLabels.ts';

export interface StepWords {
  readonly heading: string;
  /** Said plainly when the step's date has passed. */
  readonly overdue?: string;
  readonly text: string;
  readonly caveats: readonly string[];
  /** For the calendar file: its title and what to do. */
  readonly calendar?: { readonly summary: string; readonly description: string };
}

/** "Complained on 20 September 2026". */
export function statusLine({ status, statusDate }: Pick<Agreement, 'status' | 'statusDate'>): string {
  if (status === 'not-complained' || !statusDate) return statusLabels[status];
  return `${statusLabels[status]} on ${formatIsoDate(statusDate)}`;
}

function caveatWords(caveat: Caveat, f: ScopeFacts): string {
  switch (caveat) {
    case 'commission-pause':
      return `For complaints about commission, the ${f.lenderResponseWeeks.display} did not run from ${f.pauseStarted.display} to ${f.pauseEnded.display}; after that, lenders mostly had up to ${f.lenderResponseWeeks.display}, so the date here is counted from ${f.pauseEnded.display}.`;
    case 'scheme-timetable':
      return `Complaints the FCA’s scheme covers follow the scheme’s own timetable, which has been partly suspended since ${f.suspension.display}.`;
  }
}

export function stepWords(step: NextStep, agreement: Agreement, lenderName: string, f: ScopeFacts): StepWords {
  const due = step.due ? formatIsoDate(step.due) : '';
  const on = agreement.statusDate ? formatIsoDate(agreement.statusDate) : '';
  const caveats = step.caveats.map((caveat) => caveatWords(caveat, f));
  const fosFree = `The Financial Ombudsman Service is ${f.fosFreeForConsumers.display}.`;
  switch (step.kind) {
    case 'complain':
      return {
        heading: 'Complain to the lender yourself, free',
        text: `You can complain to the lender yourself, free: the complaint letter below is filled from this agreement. If it has not answered after ${f.lenderResponseWeeks.display}, or you disagree with its answer, you can go to the Financial Ombudsman Service. ${fosFree}`,
        caveats,
      };
    case 'await-response':
      return {
        heading: `The lender’s final response is due by ${due}`,
        text: `You complained on ${on}. The lender normally has ${f.lenderResponseWeeks.display} to send its final response. If it has not come by ${due}, or you disagree with it, you can go to the Financial Ombudsman Service. ${fosFree}`,
        caveats,
        calendar: {
          summary: `${lenderName}: the final response is due`,
          description: `The lender’s final response to your complaint of ${on} is due by ${due}. If it has not come, or you disagree with it, you can ask the Financial Ombudsman Service to look at your complaint, free.`,
        },
      };
    case 'ombudsman-no-response':
      return {
        heading: 'Next: the Financial Ombudsman Service, free',
        overdue: `${passedOn(step.due!)} The lender’s final response was due by then.`,
        text: `You complained on ${on}, and the lender normally has ${f.lenderResponseWeeks.display} to send its final response. If you have not had it, you can now ask the Financial Ombudsman Service to look at your complaint. ${fosFree}`,
        caveats,
        calendar: {
          summary: `${lenderName}: the final response was due; the ombudsman is next`,
          description: `The lender’s final response to your complaint of ${on} was due by ${due}. If it has not come, you can ask the Financial Ombudsman Service to look at your complaint, free.`,
        },
      };
    case 'ombudsman': {
      // The usual limit, and the longer one where the final response may have it (facts.md §3.3): both, in the pre-check's words.
      const limits = step.limits ? ombudsmanWords(step.limits, f) : undefined;
      return {
        heading: limits?.heading ?? 'Go to the Financial Ombudsman Service, free',
        // Where every limit has passed, the heading says so and each limit says when: no "overdue" line besides.
        text: `If you disagree with the lender’s final response${on ? ` of ${on}` : ''}, you can ask the Financial Ombudsman Service to look at it. ${limits ? limits.limits.join(' ') : `It is normally within ${f.fosReferralMonths.display} of the final response.`} ${fosFree}`,
        caveats,
        calendar: {
          summary: `${lenderName}: last day to ask the Financial Ombudsman Service`,
          description:
            step.limits?.dca && step.due === step.limits.dca.due
              ? `If you disagree with the lender’s final response of ${on} and your complaint was about a discretionary commission arrangement, the last day to ask the Financial Ombudsman Service to look at it, free, is ${due}.`
              : `If you disagree with the lender’s final response of ${on}, the usual last day to ask the Financial Ombudsman Service to look at it, free, is ${due}.`,
        },
      };
    }
    case 'opt-in':
      return {
        // Compliance C m5: a passed date is headed as passed, never as a step still to take, and the free route follows.
        heading: step.overdue ? `The ${f.optInMonths.display} to reply to the invitation have passed` : `Reply to the scheme’s invitation by ${due}`,
        ...(step.overdue
          ? {
              overdue: `${passedOn(step.due!)} A lender may decline to go on when someone opts in more than ${f.optInMonths.display} after its invitation.`,
            }
          : {}),
        text:
          `The lender invited you on ${on} to join the FCA’s redress scheme. You have ${f.optInMonths.display} from the day the lender sends the invitation to reply to it, so count from the date on its letter.` +
          (step.overdue
            ? ` You can still complain to the lender yourself, free: the complaint letter below is filled from this agreement. If it has not answered after ${f.lenderResponseWeeks.display}, or you disagree with its answer, you can go to the Financial Ombudsman Service. ${fosFree}`
            : ''),
        caveats,
        calendar: {
          summary: `${lenderName}: last day to reply to the scheme’s invitation`,
          description: `The lender invited you on ${on} to join the FCA’s redress scheme. You have ${f.optInMonths.display} from the day it sent the invitation to reply: the last day is ${due}.`,
        },
      };
    case 'ombudsman-has-it':
      return {
        heading: 'With the Financial Ombudsman Service',
        text: `Your complaint is with the Financial Ombudsman Service, which is ${f.fosFreeForConsumers.display}: it will tell you what happens next.`,
        caveats,
      };
    case 'ask-your-firm':
      return {
        heading: 'Ask the firm you signed with what it is doing',
        text: 'You have signed with a firm for this agreement. Do not sign with another firm for the same agreement: ask the one you signed with what it has done for you.',
        caveats,
      };
  }
}
