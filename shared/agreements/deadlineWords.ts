/**
 * A deadline in words, one wording wherever the site gives one (the pre-check's
 * result and /my-agreements, issue 47): the ombudsman's limits for a final
 * response (facts.md §3.3, both where two may apply), and a date that has
 * passed said plainly ("That date passed on …"), never framed as a step still
 * to take. Pure: the limits come from the one engine (deadlines.ts) and the
 * words from the registry's scope facts, handed in (the browser has them from
 * /my-agreements' loader, decision 035).
 */
import { formatIsoDate } from '../dates/dates.ts';
import type { ScopeFacts } from '../figures/schemeScopeFile.server.ts';
import type { DeadlineRules, OmbudsmanLimits } from './deadlines.ts';
import type { ScopeFactKey } from '../figures/schemeScope.ts';

/** The scope entries the ombudsman's limits for a discretionary commission complaint's final response rest on (facts.md §3.3). */
export const DCA_LIMIT_CITES: readonly ScopeFactKey[] = [
  'fosDcaEarlierFrom',
  'fosDcaEarlierTo',
  'fosDcaEarlierReferBy',
  'fosDcaLongerFrom',
  'fosUsualLimitAgainAfter',
  'fosCommissionLongerLimit',
];

/** The registry's numbers and dates the deadlines rest on (content/scheme-scope.yaml). */
export function deadlineRules(f: ScopeFacts): DeadlineRules {
  return {
    lenderResponseWeeks: f.lenderResponseWeeks.value,
    fosReferralMonths: f.fosReferralMonths.value,
    optInMonths: f.optInMonths.value,
    pauseStarted: f.pauseStarted.value,
    pauseEnded: f.pauseEnded.value,
    fosUsualLimitAgainAfter: f.fosUsualLimitAgainAfter.value,
    fosDcaEarlierFrom: f.fosDcaEarlierFrom.value,
    fosDcaEarlierTo: f.fosDcaEarlierTo.value,
    fosDcaEarlierReferBy: f.fosDcaEarlierReferBy.value,
    fosDcaLongerFrom: f.fosDcaLongerFrom.value,
    fosDcaLongerMonths: f.fosCommissionLongerLimit.value,
    dcaBan: f.dcaBan.value,
  };
}

/** The one wording for a date that has passed. */
export function passedOn(day: string): string {
  return `That date passed on ${formatIsoDate(day)}.`;
}

export interface OmbudsmanWords {
  /** What to do by when; where every limit has passed, says so instead. */
  readonly heading: string;
  /** Each limit in a sentence: its date, or that it passed. */
  readonly limits: readonly string[];
  /** Short, beside the heading in a first screen: only the limits that have passed, each said so. */
  readonly passed: string;
}

const IF_DCA = 'if your complaint was about a discretionary commission arrangement';

/**
 * The ombudsman's limits for one final response, in words. Where the final response may have two
 * (facts.md §3.3 [D4]: the complaint about a discretionary commission arrangement, which the site
 * cannot know), both are given plainly.
 */
export function ombudsmanWords({ responded, usual, dca }: OmbudsmanLimits, f: ScopeFacts): OmbudsmanWords {
  const go = 'Go to the Financial Ombudsman Service';
  const usualEnded = `The usual ${f.fosReferralMonths.display} ended on ${formatIsoDate(usual.due)}`;
  const usualPassed = usual.passed ? `${usualEnded}.` : '';
  const usualLine =
    `The usual limit is ${f.fosReferralMonths.display} from the final response (${formatIsoDate(responded)})` +
    (usual.passed ? `. ${passedOn(usual.due)}` : `: by ${formatIsoDate(usual.due)}.`);
  if (!dca) {
    return {
      heading: usual.passed ? 'The usual time to go to the Financial Ombudsman Service has passed' : `${go} by ${formatIsoDate(usual.due)}`,
      limits: [usualLine],
      passed: usualPassed,
    };
  }
  const window =
    dca.window === 'earlier'
      ? `${capitalised(IF_DCA)}, a final response sent from ${f.fosDcaEarlierFrom.display} to ${f.fosDcaEarlierTo.display} could go to the Ombudsman until a fixed date`
      : `${capitalised(IF_DCA)}, a final response sent from ${f.fosDcaLongerFrom.display} to ${f.fosUsualLimitAgainAfter.display} has ${f.fosCommissionLongerLimit.value} months from the letter`;
  const dcaLine = `${window}${dca.passed ? `. ${passedOn(dca.due)}` : `: by ${formatIsoDate(dca.due)}.`}`;
  const heading = dca.passed
    ? 'The time limits for the Ombudsman have passed'
    : usual.passed
      ? `${go} by ${formatIsoDate(dca.due)} ${IF_DCA}`
      : `${go} by ${formatIsoDate(usual.due)}, or by ${formatIsoDate(dca.due)} ${IF_DCA}`;
  // Short enough for a 320 × 568 first screen: both passed days in one sentence; `limits` has each in full.
  const passed = dca.passed ? `${usualEnded}; the limit for a discretionary commission complaint, on ${formatIsoDate(dca.due)}.` : usualPassed;
  return { heading, limits: [usualLine, dcaLine], passed };
}

/**
 * The ombudsman's limits when the final response's date is not known, in the same words wherever
 * (the pre-check, the complaint letter's notes): the usual limit, and, where the complaint may have
 * been about a discretionary commission arrangement, that some final responses have a different one
 * (facts.md §3.3 [D4]). The last sentence has no full stop: the caller ends it (the pre-check adds
 * where to give the date).
 */
export function ombudsmanWithoutDate(f: ScopeFacts, dca: boolean): string {
  const usual = `The usual limit is ${f.fosReferralMonths.display} from the date on the final response`;
  if (!dca) return usual;
  return `${usual}. Some final responses to discretionary commission complaints, sent from ${f.fosDcaEarlierFrom.display} to ${f.fosUsualLimitAgainAfter.display}, have a different limit`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
