/**
 * The named values that the documents in content/ (the FAQ answers, the key
 * facts, the terms) state by `{{name}}`: sentences and ranges worked out from
 * the figures registry, the fee bands and the scheme's scope, so no document
 * types a figure by hand (issue 14).
 *
 * A registry entry itself is never one of them: it is cited everywhere (code,
 * markdown, YAML) as `{group.id.field}` (`{figures.averageRedressFinal.display}`,
 * `{dates.finalRules.month}`; shared/figures/registryFile.ts, `registryText`),
 * and a reference to no entry fails the build.
 */
import { feeRangeText, fees, nothingIfUnsuccessfulText } from '../fees/feeRange.ts';
import { feeBands, formatPounds } from '../fees/fees.ts';
import { averageRedressText, claimWindowText, factsCheckedOn, lenderResponseText, schemeRangeText, windowsSentence } from './figures.ts';
import { schemeStatusSummary } from './schemeStatus.ts';
import { scopeFacts } from './schemeScope.ts';
import { SIGN_UP_ASKS_FOR } from '../brand/signUp.ts';

const maxFees = feeBands.map((band) => band.maxFee);

export const factPlaceholders: Readonly<Record<string, string>> = {
  scheme1Range: schemeRangeText(1),
  /** The firm's window, and with it what the schemes cover (issue 19). */
  claimWindow: claimWindowText(),
  windows: windowsSentence(),
  scheme2Range: schemeRangeText(2),
  factsCheckedOn: factsCheckedOn.display,
  factsCheckedSpan: factsCheckedOn.span,
  schemeStatus: schemeStatusSummary(),
  lenderResponse: lenderResponseText(),
  averageRedress: averageRedressText(),
  feeRange: feeRangeText(),
  coolingOffDays: String(fees.coolingOffDays),
  /** No win no fee with its exception, in one clause (compliance reading B, N2). */
  nothingIfUnsuccessful: nothingIfUnsuccessfulText(),
  lowestMaximumFee: formatPounds(Math.min(...maxFees)),
  highestMaximumFee: formatPounds(Math.max(...maxFees)),
  /** The claim application's sign-up, in the words every page uses (shared/brand/signUp.ts; issue 45 item 2). */
  signUpAsksFor: SIGN_UP_ASKS_FOR,
  // Scheme-scope facts the documents state (shared/figures/schemeScope.ts).
  scheme1ImplementationEnd: scopeFacts.scheme1ImplementationEnd.display,
  scheme2ImplementationEnd: scopeFacts.scheme2ImplementationEnd.display,
  /** facts.md §2.2–2.3: what else can take an agreement out (issue 45 item 3). */
  schemeExclusions: scopeFacts.schemeExclusions.display,
};
