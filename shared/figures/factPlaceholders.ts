/**
 * The placeholders that state figures, dates and timing in content/ (the FAQ
 * answers, the key facts, the terms), each from the figures registry or the
 * fee bands, so no document types a figure by hand (issue 14).
 *
 * Every registry entry gives `{{key}}` (its display: the words that keep it
 * honest) and, where it has one, `{{keyShort}}` (the bare figure, for a
 * sentence that already says whose it is). A quotation gives `{{key}}` as its
 * exact words in quotation marks, followed by who said it and when.
 */
import { feeRangeText, fees } from '../fees/feeRange.ts';
import { feeBands, formatPounds } from '../fees/fees.ts';
import {
  averageRedressText,
  claimWindowText,
  claims,
  dates,
  factsCheckedOn,
  figures,
  lenderResponseText,
  monthText,
  quotes,
  schemeRangeText,
  windowsSentence,
  type Fact,
} from './figures.ts';
import { schemeStatusSummary } from './schemeStatus.ts';
import { scopeFacts } from './schemeScope.ts';
import { SIGN_UP_ASKS_FOR } from '../brand/signUp.ts';

function entriesOf(group: Readonly<Record<string, Fact>>): [string, string][] {
  return Object.entries(group).flatMap(([key, fact]): [string, string][] => [
    [key, fact.display],
    ...(fact.short ? [[`${key}Short`, fact.short] as [string, string]] : []),
  ]);
}

const quoteEntries = Object.entries(quotes).map(([key, quote]): [string, string] => [key, `“${quote.value}” (${quote.display})`]);

const maxFees = feeBands.map((band) => band.maxFee);

export const factPlaceholders: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...entriesOf(figures), ...entriesOf(dates), ...entriesOf(claims), ...quoteEntries]),
  consultationMonth: monthText(dates.consultationPublished),
  finalRulesMonth: monthText(dates.finalRules),
  scheme1Range: schemeRangeText(1),
  /** The firm's window, and with it what the schemes cover (issue 19). */
  claimWindow: claimWindowText(),
  windows: windowsSentence(),
  scheme2Range: schemeRangeText(2),
  factsCheckedOn: factsCheckedOn.display,
  schemeStatus: schemeStatusSummary(),
  lenderResponse: lenderResponseText(),
  averageRedress: averageRedressText(),
  feeRange: feeRangeText(),
  coolingOffDays: String(fees.coolingOffDays),
  lowestMaximumFee: formatPounds(Math.min(...maxFees)),
  highestMaximumFee: formatPounds(Math.max(...maxFees)),
  /** The claim application's sign-up, in the words every page uses (shared/brand/signUp.ts; issue 45 item 2). */
  signUpAsksFor: SIGN_UP_ASKS_FOR,
  /** DISP: a final response to a complaint within 8 weeks (lenders and us alike). */
  responseTime: figures.lenderResponseWeeks.display,
  // Scheme-scope facts the documents state (shared/figures/schemeScope.ts).
  scheme1ImplementationEnd: scopeFacts.scheme1ImplementationEnd.display,
  scheme2ImplementationEnd: scopeFacts.scheme2ImplementationEnd.display,
  /** The FCA: credit files show agreements active in about the last 6 years (issue 29: "no paperwork needed" qualified). */
  creditFileYears: scopeFacts.creditFileYears.display,
  /** facts.md §2.2–2.3: what else can take an agreement out (issue 45 item 3). */
  schemeExclusions: scopeFacts.schemeExclusions.display,
};
