/**
 * The figures registry: every figure, date, claim and quotation the site
 * states, each with whose it is, its source and the date it was last checked
 * against ../shared/facts.md (contract: an operator updates a figure in one
 * place). A claims firm's site is a financial promotion (FCA CMCOB 3.2: fair,
 * clear, not misleading), so copy, documents and tests read figures from here
 * and never type one by hand.
 *
 * `display` is how the site words a figure when it stands on its own, with
 * the words that keep it honest (whose estimate, and when); `short` is the bare
 * figure for a sentence that already says those things.
 *
 * What each entry is, in words, is in server/figures/factLabels.ts; every entry with
 * its id and label is `allFacts()` in server/figures/factRegistry.ts.
 *
 * Operator figures are the firm's own claims, found in no public source. They
 * carry `evidence: undefined` until the firm files its substantiation, and
 * `npm run figures` fails until it does (README, Figures).
 */
import { brand } from '../../shared/brand.ts';
import { formatIsoDate } from '../../shared/dates.ts';
import type { SourceId } from './factSources.ts';
import type { Fact, FactKind } from '../../shared/factTypes.ts';
import { monthText, shortFigure } from '../../shared/registryWords.ts';

export { monthText, shortFigure };

export type { Fact, FactBase, FactKind, SourcedFact } from '../../shared/factTypes.ts';

/** An entry of this module: its source named by key (server/figures/factSources.ts). */
type Entry<T = number | string> = Fact<T> & { readonly sourceId: SourceId };

/** The day every entry below was last checked against ../shared/facts.md. */
const CHECKED = '2026-11-23';

/** A date entry: its display is worked from its value, so the date is written once. */
function dated(value: string, fields: Omit<Entry<string>, 'value' | 'display' | 'checked'> & { display?: string }): Entry<string> {
  return { value, display: formatIsoDate(value), checked: CHECKED, ...fields };
}

const OWN_FIGURE = `${brand.name}’s own figure`;
/** The one name of the household working, wherever it is shown (issue 29: not also "own estimate"). */
const ILLUSTRATION = 'our illustration';

/** An operator figure: no public source, so no evidence until the firm files it (README, Figures). */
function operator<T extends number | string>(fields: Omit<Entry<T>, 'kind' | 'sourceId' | 'checked' | 'evidence'>): Entry<T> {
  return { ...fields, kind: 'operator', sourceId: 'operator', checked: CHECKED, evidence: undefined };
}

/**
 * An operator figure that, until its evidence is filed, may be shown only on /our-figures, marked
 * there as the firm's own and unevidenced (issue 29; facts.md §5.6, §5.10, §5.11 found no source).
 */
function ownUnevidenced<T extends number | string>(fields: Omit<Entry<T>, 'kind' | 'sourceId' | 'checked' | 'evidence' | 'untilEvidenced'>): Entry<T> {
  return { ...operator(fields), untilEvidenced: 'our-figures-only' };
}

/**
 * The firm's own terms (its claim window): a decision, not a claim about the world, so its
 * evidence is the document that records the decision.
 */
const firmTerm = { kind: 'operator', sourceId: 'operator', evidence: 'Product specification, section 9: the claim window' } as const;

// ---- Dates ----

const scheme1Start = dated('2007-04-06', { kind: 'regulator', sourceId: 'conred6' });
const dcaBan = dated('2021-01-28', {
  kind: 'regulator',
  sourceId: 'dcaBan',
});
const finalRules = dated('2026-03-30', {
  kind: 'regulator',
  sourceId: 'ps263',
});
const pauseEnded = dated('2026-05-31', {
  kind: 'regulator',
  sourceId: 'ps2518',
});
const pauseStarted = dated('2024-01-11', {
  kind: 'regulator',
  sourceId: 'disp',
});
const suspension = dated('2026-07-02', {
  display: 'July 2026',
  kind: 'court',
  sourceId: 'suspension',
});
const paymentsIfUpheld = dated('2027', {
  display: 'should begin in 2027',
  short: '2027',
  kind: 'regulator',
  sourceId: 'suspension',
});

export const dates = {
  /**
   * The firm's own window (spec: "April 2007 to 28 January 2021"), stated one way everywhere
   * (issue 19): agreements made from the day Scheme 1 starts and before the DCA ban. Worked from
   * those two regulator dates so they cannot differ, but the window is the firm's choice.
   */
  claimWindowStart: { ...scheme1Start, ...firmTerm },
  claimWindowEnd: { ...dcaBan, ...firmTerm },
  /**
   * Spec: "4 December 2025". Never a deadline for consumers: the date the FCA
   * had extended its pause on lenders' complaint deadlines to, before
   * extending it again to 31 May 2026 (facts.md §5.8).
   */
  complaintDeadline: dated('2025-12-04', {
    kind: 'regulator',
    sourceId: 'fcaConsumerPage',
  }),
  /** Spec: "redress scheme 2026": final rules came in 2026; payments wait on the tribunal. */
  redressScheme: dated('2026', {
    display: `final rules published in ${monthText(finalRules)}; payments not expected before ${paymentsIfUpheld.value}`,
    short: '2026',
    kind: 'regulator',
    sourceId: 'suspension',
  }),
  /** When the FCA said most individuals would probably receive less than £950 (figures.regulatorEstimateAugust2025). */
  regulatorEstimate: dated('2025-08', { kind: 'regulator', sourceId: 'rathi' }),
  consultationPublished: dated('2025-10-07', {
    kind: 'regulator',
    sourceId: 'cp2527',
  }),
  scheme1Start,
  scheme1End: dated('2014-03-31', { kind: 'regulator', sourceId: 'conred6' }),
  scheme2Start: dated('2014-04-01', { kind: 'regulator', sourceId: 'conred5' }),
  scheme2End: dated('2024-11-01', { kind: 'regulator', sourceId: 'conred5' }),
  dcaBan,
  pauseStarted,
  pauseEnded,
  finalRules,
  suspension,
  hearing: {
    value: '2026-12-14/2027-02-26',
    display: '14–18 December 2026 or 16–26 February 2027',
    kind: 'court',
    sourceId: 'hearing',
    checked: CHECKED,
  },
  judgment: {
    value: 'after-hearing',
    display: 'in the months following the hearing',
    kind: 'court',
    sourceId: 'hearing',
    checked: CHECKED,
  },
  paymentsIfUpheld,
  delayIfOverturned: dated('2028', {
    display: 'until 2028 or beyond',
    short: '2028',
    kind: 'regulator',
    sourceId: 'delay',
  }),
  fcaSraWarning: dated('2026-02-04', {
    kind: 'regulator',
    sourceId: 'fcaSra',
  }),
} as const satisfies Record<string, Entry<string>>;

// ---- Figures ----

const averageRedressPerAgreement = {
  value: 700,
  display: '£700 per agreement (the FCA’s October 2025 consultation estimate)',
  short: '£700',
  kind: 'regulator',
  sourceId: 'cp2527',
  checked: CHECKED,
} as const satisfies Entry<number>;

/** "14.2 million agreements – 44% of all agreements made since 2007 – will be considered unfair" (facts.md §5.1): 44% of what, always said. */
const misSoldShare = {
  value: 44,
  display: '44% of all car finance agreements made since 2007 would be considered unfair (the FCA’s October 2025 consultation estimate)',
  short: '44%',
  kind: 'regulator',
  sourceId: 'cp2527',
  checked: CHECKED,
} as const satisfies Entry<number>;

const adultsPerHousehold = ownUnevidenced({ value: 2, display: '2 adults per household', short: '2' });
const agreementsPerPerson = ownUnevidenced({
  value: 4.62,
  display: '4.62 agreements per person',
  short: '4.62',
});

export const figures = {
  // No "up to 40% possibly mis-sold": a press estimate, not the FCA's, dropped (issue 29, facts.md §5.9).
  misSoldShare,
  averageRedressPerAgreement,
  averageRedressFinal: {
    value: 829,
    display: '£829 per agreement (the FCA’s final estimate of the average, March 2026)',
    short: '£829',
    kind: 'regulator',
    sourceId: 'finalEstimates',
    checked: CHECKED,
  },
  /** "most individuals will probably receive less than £950": never "up to", and per person, not per agreement (facts.md §5.3). */
  regulatorEstimateAugust2025: {
    value: 950,
    display: 'less than £950',
    short: '£950',
    kind: 'regulator',
    sourceId: 'rathi',
    checked: CHECKED,
  },
  /** The final total (PS26/3). The article's £1bn illustration uses the consultation total below. */
  schemeRedressTotal: {
    value: 7_500_000_000,
    display: '£7.5bn in redress (the FCA’s final estimate, March 2026)',
    short: '£7.5bn',
    kind: 'regulator',
    sourceId: 'finalEstimates',
    checked: CHECKED,
  },
  schemeRedressConsultation: {
    value: 8_200_000_000,
    display: '£8.2bn in redress (the FCA’s October 2025 consultation estimate)',
    short: '£8.2bn',
    kind: 'regulator',
    sourceId: 'cp2527',
    checked: CHECKED,
  },
  eligibleAgreements: {
    value: 12_100_000,
    display: '12.1 million eligible agreements (the FCA’s final estimate, March 2026)',
    short: '12.1 million',
    kind: 'regulator',
    sourceId: 'finalEstimates',
    checked: CHECKED,
  },
  /**
   * Worked from the FCA's consultation figures (issue 19): 44% × £700 × 2 × 4.62 = £2,845.92; see householdText().
   * An illustration on /our-figures only (issue 29): superseded figures and our own assumptions.
   */
  averagePerHousehold: ownUnevidenced({
    value: 2845,
    display: `£2,845 per household (${ILLUSTRATION}, worked from the FCA’s October 2025 consultation figures)`,
    short: '£2,845',
  }),
  adultsPerHousehold,
  agreementsPerPerson,
  recoveredTotal: ownUnevidenced({
    value: 449_000_000,
    display: `over £449M recovered for customers (${OWN_FIGURE})`,
    short: '£449M',
  }),
  /** Not an FCA figure: no FCA source says 95% (facts.md §5.6). */
  dealsWithCommission: ownUnevidenced({
    value: 95,
    display: `95% of car finance deals involved commission (${OWN_FIGURE})`,
    short: '95%',
  }),
  averagePastPayout: ownUnevidenced({
    value: 1600,
    display: `£1,600 average past payout (${OWN_FIGURE})`,
    short: '£1,600',
  }),
  eligibilityCheckSeconds: operator({
    value: 60,
    display: '60 seconds',
  }),
  /**
   * FCA: if an agreement was active in the last 6 years, your credit file can show the lender (facts.md §3.1, [D3]);
   * so a search of credit reference data finds only those (issue 29 item 9). Twin of scopeFacts.creditFileYears.
   */
  creditFileYears: {
    value: 6,
    display: '6 years',
    kind: 'regulator',
    sourceId: 'fcaConsumerPage',
    checked: CHECKED,
  },
  /** The normal DISP rule (DISP 1.6.2R); for commission complaints it did not run from 11 Jan 2024 to 31 May 2026. */
  lenderResponseWeeks: {
    value: 8,
    display: '8 weeks',
    kind: 'regulator',
    sourceId: 'dispFinalResponse',
    checked: CHECKED,
  },
  /** The ombudsman's usual time limit (DISP 2.8.2R), again for final responses sent after 29 January 2026 (PS25/18). */
  fosReferralMonths: {
    value: 6,
    display: '6 months',
    kind: 'regulator',
    sourceId: 'dispTimeLimits',
    checked: CHECKED,
  },
  optInMonths: {
    value: 6,
    display: '6 months',
    kind: 'regulator',
    sourceId: 'conred5',
    checked: CHECKED,
  },
  cmcCostShare: {
    value: 30,
    display: 'around 30% of any compensation',
    short: '30%',
    kind: 'regulator',
    sourceId: 'fcaCampaign',
    checked: CHECKED,
  },
  fosProfessionalFee: {
    value: 250,
    display: '£250 a case (£75 if the consumer wins), from 1 April 2025, after 10 free cases a year',
    short: '£250',
    kind: 'ombudsman',
    sourceId: 'fosFees',
    checked: CHECKED,
  },
} as const satisfies Record<string, Entry<number>>;

// ---- Claims (statements with no number of their own) ----

export const claims = {
  suspensionTerms: {
    value: 'lenders-need-not-calculate-pay-or-write',
    display:
      'Until the tribunal process ends, lenders need not work out or pay redress under the scheme, or write to people about compensation owed. ' +
      'They must still find complaints and agreements, gather commission data, tell people who are not owed compensation, and keep complainants up to date.',
    kind: 'court',
    sourceId: 'suspension',
    checked: CHECKED,
  },
  fcaFallback: {
    value: 'no-pause-no-scheme',
    display:
      'If the scheme or parts of it are quashed, the FCA plans for no complaints pause and no scheme: complaints would go to lenders and then to the Financial Ombudsman Service.',
    kind: 'regulator',
    sourceId: 'fallback',
    checked: CHECKED,
  },
  overturnedOptions: {
    value: 'fca-decides-next',
    display:
      'If the scheme is overturned in whole or in part, the FCA will need to decide what to do next. It may revise the scheme, or tell lenders to resolve complaints one by one.',
    /** For a line already headed "If the scheme is overturned" (the status block). */
    short: 'The FCA will need to decide what to do next. It may revise the scheme, or tell lenders to resolve complaints one by one.',
    kind: 'regulator',
    sourceId: 'delay',
    checked: CHECKED,
  },
  /** The spec's banner: the firm's own claim about its process, so it needs evidence like a figure. */
  aiProcessing: ownUnevidenced({
    value: 'ai-assisted-processing',
    display: 'AI-powered for faster processing',
  }),
  fosFreeForConsumers: {
    value: 'free',
    display: 'The Financial Ombudsman Service is free for consumers.',
    kind: 'ombudsman',
    sourceId: 'fosFees',
    checked: CHECKED,
  },
} as const satisfies Record<string, Entry<string>>;

// ---- Quotations (exact words, never paraphrased inside quotation marks) ----

export const quotes = {
  rathiNoNeedForClaimsFirm: {
    value:
      'Our aim is a compensation scheme that’s fair and easy to participate in, so there’s no need to use a claims management company or law firm. ' +
      'If you do, it will cost you a significant chunk of any money you get.',
    display: 'Nikhil Rathi, chief executive of the FCA, 3 August 2025',
    kind: 'regulator',
    sourceId: 'rathi',
    checked: CHECKED,
  },
  fcaCostOfClaimsFirm: {
    value: 'Using a CMC or law firm to make a motor finance claim could cost consumers around 30% of any compensation paid.',
    display: 'Financial Conduct Authority, press release, 12 September 2025',
    kind: 'regulator',
    sourceId: 'fcaCampaignRelease',
    checked: CHECKED,
  },
  howardLoseOver30: {
    value: 'If you do, you could lose over 30% of any money you’re owed.',
    display: 'Sheree Howard, FCA, 12 September 2025',
    kind: 'regulator',
    sourceId: 'fcaCampaignRelease',
    checked: CHECKED,
  },
  alreadyComplained: {
    value: 'Anyone who has already complained does not need to do anything.',
    display: 'Financial Conduct Authority, 3 August 2025',
    kind: 'regulator',
    sourceId: 'fcaAugust2025',
    checked: CHECKED,
  },
} as const satisfies Record<string, Entry<string>>;

/** The day the facts were last checked: the oldest check in the registry, so the claim is never overstated. */
export const factsCheckedOn: { readonly value: string; readonly display: string } = (() => {
  const groups: readonly Readonly<Record<string, Fact>>[] = [figures, dates, claims, quotes];
  const value = groups.flatMap((group) => Object.values(group).map((fact) => fact.checked)).sort()[0]!;
  return { value, display: formatIsoDate(value) };
})();

// ---- Wording helpers ----

/** Whose figure it is, in words, for the sources page. */
export function kindText(kind: FactKind): string {
  return {
    regulator: 'The regulator (FCA)',
    court: 'The court or tribunal',
    ombudsman: 'The Financial Ombudsman Service',
    press: 'Press estimate',
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
  return `The FCA’s redress schemes cover agreements made ${schemesWindowText()}, free. We take on agreements made ${claimWindowText()}.`;
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

export { financeTypes, vehicleTypes } from '../../shared/coverTypes.ts';

/** The free routes to redress the site must always state (spec section 1). */
export const freeRoutes = ['directly with your lender', 'through the regulator’s redress scheme', 'through the Financial Ombudsman Service'] as const;

export function freeRoutesText(): string {
  return `You do not have to use a claims company. You can claim for free ${freeRoutes[0]}, ${freeRoutes[1]}, or ${freeRoutes[2]}.`;
}
