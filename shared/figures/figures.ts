/**
 * The figures registry as the code reads it: every figure, date, claim and
 * quotation the site states, each with whose it is, its source and the date it
 * was last checked. The entries themselves (value, words, label, source,
 * evidence) are content/figures.yaml, edited without TypeScript (contract: an
 * operator updates a figure in one place) and checked by
 * shared/content/schema.ts; this module gives them to pages, documents and
 * tests, with the sentences worked from several entries.
 *
 * `display` is how the site words a figure when it stands on its own, with
 * the words that keep it honest (whose estimate, and when); `short` is the bare
 * figure for a sentence that already says those things. Every entry with its
 * id and label is `allFacts()` in shared/figures/factRegistry.ts.
 *
 * Operator figures are the firm's own claims, found in no public source. They
 * carry `evidence: undefined` until the firm files its substantiation, and
 * `npm run figures` fails until it does (docs/compliance.md, Figures).
 */
import { brand } from '../brand/brand.ts';
import { formatIsoDate } from '../dates/dates.ts';
import type { Fact, FactKind } from './factTypes.ts';
import { monthText, shortFigure } from './registryWords.ts';
import { registry } from './registryFile.ts';

export { monthText, shortFigure };

export type { Fact, FactBase, FactKind, SourcedFact } from './factTypes.ts';

/** The one name of the household working, wherever it is shown (issue 29: not also "own estimate"). */
const ILLUSTRATION = 'our illustration';

/**
 * The dates: the schemes' spans, the pause, the rules, the tribunal. The firm's own window
 * (`claimWindowStart`, `claimWindowEnd`) takes its days from Scheme 1's start and the DCA ban
 * (`sameAs` in the file), so they cannot differ, but the window is the firm's choice.
 */
export const dates = registry.dates;

export const figures = registry.figures;

/** Statements with no number of their own. */
export const claims = registry.claims;

/** Exact words, never paraphrased inside quotation marks: `value` is the quotation, `display` who said it and when. */
export const quotes = registry.quotes;

/**
 * When the facts were checked: `value`/`display` the oldest check in the registry, so "as at" is never
 * overstated; `span` from the oldest to the newest ("between 23 and 28 November 2026", or "on 23 November
 * 2026" when every entry was checked the same day), said as "Facts checked {span}": "last checked on" the
 * oldest was wrong once some entries were checked later (compliance reading B, S1). Only the entries a
 * source states count: the firm's own (`kind: operator`) are checked against no public source, so a day
 * one of them was reviewed is not a day the facts were checked (compliance reading C, S1).
 */
export const factsCheckedOn = factsCheckedFrom([figures, dates, claims, quotes].flatMap((group: Readonly<Record<string, Fact>>) => Object.values(group)));

/** `factsCheckedOn` worked from the given entries, the firm's own left out. */
export function factsCheckedFrom(entries: readonly Pick<Fact, 'kind' | 'checked'>[]): {
  readonly value: string;
  readonly display: string;
  readonly newest: string;
  readonly span: string;
} {
  const days = entries
    .filter((fact) => fact.kind !== 'operator')
    .map((fact) => fact.checked)
    .sort();
  const [value, newest] = [days[0]!, days.at(-1)!];
  return { value, display: formatIsoDate(value), newest, span: checkedSpanText(value, newest) };
}

/** "on 23 November 2026"; "between 23 and 28 November 2026"; "between 30 November and 2 December 2026"; across years, both in full. */
export function checkedSpanText(oldest: string, newest: string): string {
  if (oldest === newest) return `on ${formatIsoDate(oldest)}`;
  const [from, to] = [formatIsoDate(oldest).split(' '), formatIsoDate(newest)];
  const [, fromMonth, fromYear] = from as [string, string, string];
  const sameYear = oldest.slice(0, 4) === newest.slice(0, 4);
  const sameMonth = sameYear && oldest.slice(0, 7) === newest.slice(0, 7);
  const start = sameMonth ? from[0] : sameYear ? `${from[0]} ${fromMonth}` : `${from[0]} ${fromMonth} ${fromYear}`;
  return `between ${start} and ${to}`;
}

// ---- Wording helpers ----

/** Whose figure it is, in words, for the sources page. */
export function kindText(kind: FactKind): string {
  return {
    regulator: 'The regulator (FCA)',
    'data-regulator': 'The data protection regulator (ICO)',
    law: 'The law (an Act of Parliament)',
    court: 'The court or tribunal',
    ombudsman: 'The Financial Ombudsman Service',
    // issue 45 item 11: MoneySavingExpert's free tool is not an estimate
    press: 'The press or a consumer guide',
    operator: `${brand.name}’s own figure`,
  }[kind];
}

/**
 * "from 6 April 2007 and before 28 January 2021": the firm's window, in the one form every page
 * uses (issue 19), after "made", "taken out" or "financed".
 */
export function claimWindowText(): string {
  return `from ${dates.claimWindowStart.display} and before ${dates.claimWindowEnd.display}`;
}

/** "from 6 April 2007 to 1 November 2024": what the FCA's two schemes cover, both days included. */
export function schemesWindowText(): string {
  return `from ${dates.scheme1Start.display} to ${dates.scheme2End.display}`;
}

/**
 * Wherever the firm's window is stated, what the schemes cover too (issue 19): drivers with a
 * later agreement are not out, they are covered free.
 */
export function windowsSentence(): string {
  return `The FCA’s redress schemes can cover agreements made ${schemesWindowText()}, free. We take on agreements made ${claimWindowText()}.`;
}

/** "between 6 April 2007 and 31 March 2014": a scheme's dates, both days included. */
export function schemeRangeText(scheme: 1 | 2): string {
  const [start, end] = scheme === 1 ? [dates.scheme1Start, dates.scheme1End] : [dates.scheme2Start, dates.scheme2End];
  return `between ${start.display} and ${end.display}`;
}

/**
 * The 8-week rule with its qualification (facts.md §5.7): the normal DISP
 * rule, paused for commission complaints, and scheme cases on their own timetable.
 */
export function lenderResponseText(): string {
  return (
    `Lenders normally have ${figures.lenderResponseWeeks.display} to send a final response to a complaint. ` +
    `For car finance commission complaints that clock was paused from ${dates.pauseStarted.display} to ${dates.pauseEnded.display}; ` +
    'complaints handled under the redress scheme follow the scheme’s own timetable.'
  );
}

/** The £700 consultation estimate beside the final £829 (facts.md §5.2). */
export function averageRedressText(): string {
  return (
    `The FCA estimates the average redress at ${shortFigure(figures.averageRedressFinal)} per agreement in its final rules (${monthText(dates.finalRules)}), ` +
    `up from the ${shortFigure(figures.averageRedressPerAgreement)} estimated in its ${monthText(dates.consultationPublished)} consultation. ` +
    'It is an average, not a prediction: your own amount could be higher, lower or nothing.'
  );
}

/**
 * How the £2,845 per household is worked out (issue 19): the FCA's consultation share and average
 * times the firm's two assumptions, never "from our customers' agreements".
 */
export function householdText(): string {
  const { averagePerHousehold, misSoldShare, averageRedressPerAgreement, adultsPerHousehold, agreementsPerPerson } = figures;
  const illustration = ILLUSTRATION.charAt(0).toUpperCase() + ILLUSTRATION.slice(1);
  return (
    `${illustration}, not a prediction: ${shortFigure(averagePerHousehold)} per household, worked from the FCA’s ${monthText(dates.consultationPublished)} consultation figures: ` +
    `${shortFigure(misSoldShare)} of all agreements made since 2007 considered unfair × ${shortFigure(averageRedressPerAgreement)} × ${adultsPerHousehold.display} × ${agreementsPerPerson.display}. ` +
    `The ${adultsPerHousehold.short} adults and ${agreementsPerPerson.short} agreements are our assumptions, not the FCA’s, and we hold no evidence for them yet. ` +
    `The FCA’s final rules replaced those consultation figures: its final estimate of the average is ${shortFigure(figures.averageRedressFinal)} per agreement.`
  );
}

export { financeTypes, vehicleTypes } from '../pre-check/coverTypes.ts';

/** The free routes to redress the site must always state (spec section 1). */
export const freeRoutes = ['directly with your lender', 'through the regulator’s redress scheme', 'through the Financial Ombudsman Service'] as const;

export function freeRoutesText(): string {
  return `You do not have to use a claims company. You can claim for free ${freeRoutes[0]}, ${freeRoutes[1]}, or ${freeRoutes[2]}.`;
}
