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
 * What each entry is, in words, is in shared/factLabels.ts; every entry with
 * its id and label is `allFacts()` in shared/factRegistry.ts.
 *
 * Operator figures are the firm's own claims, found in no public source. They
 * carry `evidence: undefined` until the firm files its substantiation, and
 * `npm run figures` fails until it does (README, Figures).
 */
import { brand } from './brand.ts';
import type { Fact, FactKind, FactSource } from './factTypes.ts';

export type { Fact, FactKind, FactSource } from './factTypes.ts';

/** The day every entry below was last checked against ../shared/facts.md. */
const CHECKED = '2026-11-23';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2007-04-06` → `6 April 2007`; `2007-04` → `April 2007`; `2027` → `2027`. The same on server and browser. */
export function formatIsoDate(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return dayFormat.format(new Date(`${iso}T00:00:00Z`));
  if (/^\d{4}-\d{2}$/.test(iso)) return monthFormat.format(new Date(`${iso}-01T00:00:00Z`));
  return iso;
}

/** `October 2025` from a dated entry, for a sentence that needs only the month. */
export function monthText(fact: Fact<string>): string {
  return formatIsoDate(fact.value.slice(0, 7));
}

/** A date entry: its display is worked from its value, so the date is written once. */
function dated(value: string, fields: Omit<Fact<string>, 'value' | 'display' | 'checked'> & { display?: string }): Fact<string> {
  return { value, display: formatIsoDate(value), checked: CHECKED, ...fields };
}

// ---- Sources (titles as the page shows them; where none was visible, the facts file's description) ----

const source = {
  cp2527: {
    title: 'Compensation payouts due on 14m unfair car loans (report of FCA consultation CP25/27)',
    publisher: 'The Independent',
    date: '2025-10-07',
    url: 'https://www.independent.co.uk/money/compensation-payouts-due-on-14m-unfair-car-loans-watchdog-says-b2841124.html',
  },
  fcaAugust2025: {
    title: 'FCA statement on a motor finance compensation scheme (PA copy)',
    publisher: 'Newsio',
    date: '2025-08-03',
    url: 'https://newsio.com/2025/08/03/fca-considering-compensation-scheme-over-car-finance-scandal-raising-hopes-of-payouts-for-motorists-2',
  },
  rathi: {
    title: 'The FCA announcement on a motor finance compensation scheme',
    publisher: 'Irwin Mitchell',
    date: '2025-08-07',
    url: 'https://www.irwinmitchell.com/news-and-insights/expert-comment/post/102kzav/the-fca-announcement-on-a-motor-finance-compensation-scheme',
  },
  fortyPercent: {
    title: 'Car finance scandal: what happened and are you eligible for £700 compensation payout',
    publisher: 'London News Network',
    date: '2025-10-07',
    url: 'https://londonnewsnetwork.com/2025/10/07/car-finance-scandal-what-happened-and-are-you-eligible-for-700-compensation-payout',
  },
  ps263: {
    title: 'FCA PS26/3: Motor Finance Consumer Redress Scheme',
    publisher: 'Regulation Tomorrow (Eversheds Sutherland)',
    date: '2026-03',
    url: 'https://www.regulationtomorrow.com/2026/03/fca-ps26-3-motor-finance-consumer-redress-scheme/',
  },
  finalEstimates: {
    title: 'Car finance compensation scheme: legal challenge (12.1 million agreements, £829 average, £7.5bn redress)',
    publisher: 'GB News',
    date: '2026-04-23',
    url: 'https://longform.social/post/did:plc:oznbnvgr7dmvddiyvr7dih52/3mk5zfrucjkb2/source',
  },
  conred6: {
    title: 'CONRED 6: Motor finance consumer redress scheme (2007–2014)',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2026-03-31',
    url: 'https://handbook.fca.org.uk/handbook/conred6/conred6s1',
  },
  conred5: {
    title: 'CONRED 5: Motor finance consumer redress scheme (2014–2024)',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2026-03-31',
    url: 'https://public-prod-ui.azurewebsites.net/handbook/conred5',
  },
  dcaBan: {
    title: 'Regulator to ban interest rate-linked car finance commission',
    publisher: 'MoneySavingExpert',
    date: '2020-07',
    url: 'https://www.moneysavingexpert.com/news/2020/07/regulator-to-crackdown-on-interest-rate-linked-car-finance-commi/',
  },
  disp: {
    title: 'DISP App 5: motor finance commission complaints',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2025-12-05',
    url: 'https://public-ui-fcahandbook-dev.azurewebsites.net/handbook/dispapp5',
  },
  fcaConsumerPage: {
    title: 'Car finance complaints (printable version, before PS25/18)',
    publisher: 'Financial Conduct Authority',
    date: 'undated',
    url: 'https://fca.org.uk/consumers/car-finance-complaints/printable/print',
  },
  ps2518: {
    title: 'PS25/18: Changes to handling rules for motor finance complaints',
    publisher: 'Financial Conduct Authority',
    date: '2025-12-03',
    url: 'https://www.fca.org.uk/publications/policy-statements/ps25-18-changes-handling-rules-motor-finance-complaints',
  },
  suspension: {
    title: 'Tribunal suspends part of motor finance scheme',
    publisher: 'Financial Institutions News',
    date: '2026-07-02',
    url: 'https://www.financialinstitutionsnews.com/2026/07/02/tribunal-suspends-part-of-motor-finance-scheme/amp/',
  },
  hearing: {
    title: 'Motor finance payouts pushed back to 2027, stalled by legal challenges',
    publisher: 'Industry News',
    date: '2026-07',
    url: 'https://industry-news.biz/?p=43137',
  },
  delay: {
    title: 'Compensation under FCA’s redress scheme could be delayed until 2028 or beyond',
    publisher: 'Financial Reporter',
    date: '2026-07',
    url: 'https://www.financialreporter.co.uk/compensation-under-fcas-redress-scheme-could-be-delayed-until-2028-or-beyond.html',
  },
  fallback: {
    title: 'Bite-size: Upper Tribunal partially suspends motor finance redress scheme',
    publisher: 'Auxillias',
    date: 'undated',
    url: 'https://auxillias.com/new2/upper-tribunal-partially-suspends-motor-finance-redress-scheme',
  },
  fcaSra: {
    title: 'FCA and SRA: professional representatives and motor finance commission claims',
    publisher: 'Financial Conduct Authority',
    date: '2026-02-04',
    url: 'https://www.fca.org.uk/news/statements/fca-sra-professional-representatives-motor-finance-commission-claims',
  },
  fcaCampaign: {
    title: 'FCA launches £1m campaign to raise awareness of redress scheme',
    publisher: 'Financial Reporter',
    date: '2025-09-12',
    url: 'https://www.financialreporter.co.uk/fca-launches-1m-campaign-to-raise-awareness-of-redress-scheme.html',
  },
  fcaCampaignRelease: {
    title: '£1 million campaign to raise awareness of the motor finance redress scheme (FCA press release)',
    publisher: 'Parliament Today',
    date: '2025-09-12',
    url: 'https://www.parliamenttoday.com/free/viewnews.html?id=167845',
  },
  fosFees: {
    title: 'Financial Ombudsman Service to start charging professional representatives to refer cases',
    publisher: 'Financial Ombudsman Service',
    date: '2025-02',
    url: 'https://financial-ombudsman.org.uk/news/financial-ombudsman-service-start-charging-professional-representatives-refer-cases',
  },
  /** The firm's own figures: found in no public source (facts.md §5.6, §5.10, §5.11). */
  operator: {
    title: `${brand.name} internal figures`,
    publisher: brand.companyName,
    date: 'undated',
  },
} as const satisfies Record<string, FactSource>;

const OWN_ESTIMATE = `${brand.name}’s own estimate`;
const OWN_FIGURE = `${brand.name}’s own figure`;

/** An operator figure: no public source, so no evidence until the firm files it (README, Figures). */
function operator<T extends number | string>(fields: Omit<Fact<T>, 'kind' | 'source' | 'checked' | 'evidence'>): Fact<T> {
  return { ...fields, kind: 'operator', source: source.operator, checked: CHECKED, evidence: undefined };
}

// ---- Dates ----

const scheme1Start = dated('2007-04-06', { kind: 'regulator', source: source.conred6 });
const dcaBan = dated('2021-01-28', {
  kind: 'regulator',
  source: source.dcaBan,
});
const finalRules = dated('2026-03-30', {
  kind: 'regulator',
  source: source.ps263,
});
const pauseEnded = dated('2026-05-31', {
  kind: 'regulator',
  source: source.ps2518,
});
const pauseStarted = dated('2024-01-11', {
  kind: 'regulator',
  source: source.disp,
});
const suspension = dated('2026-07-02', {
  display: 'July 2026',
  kind: 'court',
  source: source.suspension,
});
const paymentsIfUpheld = dated('2027', {
  display: 'should begin in 2027',
  short: '2027',
  kind: 'regulator',
  source: source.suspension,
});

export const dates = {
  /** Spec: "April 2007"; the month Scheme 1 starts, worked from it so the two cannot differ. */
  claimWindowStart: {
    ...scheme1Start,
    value: scheme1Start.value.slice(0, 7),
    display: formatIsoDate(scheme1Start.value.slice(0, 7)),
  },
  /** Spec: "28 January 2021", the day discretionary commission was banned. */
  claimWindowEnd: { ...dcaBan },
  /**
   * Spec: "4 December 2025". Never a deadline for consumers: the date the FCA
   * had extended its pause on lenders' complaint deadlines to, before
   * extending it again to 31 May 2026 (facts.md §5.8).
   */
  complaintDeadline: dated('2025-12-04', {
    kind: 'regulator',
    source: source.fcaConsumerPage,
  }),
  /** Spec: "redress scheme 2026": final rules came in 2026; payments wait on the tribunal. */
  redressScheme: dated('2026', {
    display: `final rules published in ${monthText(finalRules)}; payments not expected before ${paymentsIfUpheld.value}`,
    short: '2026',
    kind: 'regulator',
    source: source.suspension,
  }),
  /** When the FCA said most people would probably receive less than £950 (figures.regulatorEstimateAugust2025). */
  regulatorEstimate: dated('2025-08', { kind: 'regulator', source: source.fcaAugust2025 }),
  consultationPublished: dated('2025-10-07', {
    kind: 'regulator',
    source: source.cp2527,
  }),
  scheme1Start,
  scheme1End: dated('2014-03-31', { kind: 'regulator', source: source.conred6 }),
  scheme2Start: dated('2014-04-01', { kind: 'regulator', source: source.conred5 }),
  scheme2End: dated('2024-11-01', { kind: 'regulator', source: source.conred5 }),
  dcaBan,
  pauseStarted,
  pauseEnded,
  finalRules,
  suspension,
  hearing: {
    value: '2026-12-14/2027-02-26',
    display: '14–18 December 2026 or 16–26 February 2027',
    kind: 'court',
    source: source.hearing,
    checked: CHECKED,
  },
  judgment: {
    value: 'after-hearing',
    display: 'in the months following the hearing',
    kind: 'court',
    source: source.hearing,
    checked: CHECKED,
  },
  paymentsIfUpheld,
  delayIfOverturned: dated('2028', {
    display: 'until 2028 or beyond',
    short: '2028',
    kind: 'regulator',
    source: source.delay,
  }),
  fcaSraWarning: dated('2026-02-04', {
    kind: 'regulator',
    source: source.fcaSra,
  }),
} as const satisfies Record<string, Fact<string>>;

// ---- Figures ----

const averageRedressPerAgreement = {
  value: 700,
  display: '£700 per agreement (the FCA’s October 2025 consultation estimate)',
  short: '£700',
  kind: 'regulator',
  source: source.cp2527,
  checked: CHECKED,
} as const satisfies Fact<number>;

const misSoldShare = {
  value: 44,
  display: '44% of agreements made since 2007 (the FCA’s October 2025 consultation estimate)',
  short: '44%',
  kind: 'regulator',
  source: source.cp2527,
  checked: CHECKED,
} as const satisfies Fact<number>;

const adultsPerHousehold = operator({ value: 2, display: '2 adults per household', short: '2' });
const agreementsPerPerson = operator({
  value: 4.62,
  display: '4.62 agreements per person',
  short: '4.62',
});

export const figures = {
  misSoldShare,
  possiblyMisSoldShare: {
    value: 40,
    display: 'up to 40% of car finance deals (press estimates, including MoneySavingExpert’s Martin Lewis, reported in October 2025)',
    short: 'up to 40%',
    kind: 'press',
    source: source.fortyPercent,
    checked: CHECKED,
  },
  averageRedressPerAgreement,
  averageRedressFinal: {
    value: 829,
    display: '£829 per agreement (the FCA’s final estimate of the average, March 2026)',
    short: '£829',
    kind: 'regulator',
    source: source.finalEstimates,
    checked: CHECKED,
  },
  /** "most individuals will probably receive less than £950": never "up to" (facts.md §5.3). */
  regulatorEstimateAugust2025: {
    value: 950,
    display: 'less than £950',
    short: '£950',
    kind: 'regulator',
    source: source.fcaAugust2025,
    checked: CHECKED,
  },
  /** The final total (PS26/3). The article's £1bn illustration uses the consultation total below. */
  schemeRedressTotal: {
    value: 7_500_000_000,
    display: '£7.5bn in redress (the FCA’s final estimate, March 2026)',
    short: '£7.5bn',
    kind: 'regulator',
    source: source.finalEstimates,
    checked: CHECKED,
  },
  schemeRedressConsultation: {
    value: 8_200_000_000,
    display: '£8.2bn in redress (the FCA’s October 2025 consultation estimate)',
    short: '£8.2bn',
    kind: 'regulator',
    source: source.cp2527,
    checked: CHECKED,
  },
  eligibleAgreements: {
    value: 12_100_000,
    display: '12.1 million eligible agreements (the FCA’s final estimate, March 2026)',
    short: '12.1 million',
    kind: 'regulator',
    source: source.finalEstimates,
    checked: CHECKED,
  },
  averagePerHousehold: operator({
    value: 2845,
    display: `£2,845 per household (${OWN_ESTIMATE})`,
    short: '£2,845',
  }),
  adultsPerHousehold,
  agreementsPerPerson,
  recoveredTotal: operator({
    value: 449_000_000,
    display: `over £449M recovered for customers (${OWN_FIGURE})`,
    short: '£449M',
  }),
  /** Not an FCA figure: no FCA source says 95% (facts.md §5.6). */
  dealsWithCommission: operator({
    value: 95,
    display: `95% of car finance deals involved commission (${OWN_ESTIMATE})`,
    short: '95%',
  }),
  averagePastPayout: operator({
    value: 1600,
    display: `£1,600 average past payout (${OWN_FIGURE})`,
    short: '£1,600',
  }),
  eligibilityCheckSeconds: operator({
    value: 60,
    display: '60 seconds',
  }),
  /** The normal DISP rule; for commission complaints it did not run from 11 Jan 2024 to 31 May 2026. */
  lenderResponseWeeks: {
    value: 8,
    display: '8 weeks',
    kind: 'regulator',
    source: source.disp,
    checked: CHECKED,
  },
  fosReferralMonths: {
    value: 6,
    display: '6 months',
    kind: 'ombudsman',
    source: source.ps2518,
    checked: CHECKED,
  },
  optInMonths: {
    value: 6,
    display: '6 months',
    kind: 'regulator',
    source: source.conred5,
    checked: CHECKED,
  },
  cmcCostShare: {
    value: 30,
    display: 'around 30% of any compensation',
    short: '30%',
    kind: 'regulator',
    source: source.fcaCampaign,
    checked: CHECKED,
  },
  fosProfessionalFee: {
    value: 250,
    display: '£250 a case (£75 if the consumer wins), from 1 April 2025, after 10 free cases a year',
    short: '£250',
    kind: 'ombudsman',
    source: source.fosFees,
    checked: CHECKED,
  },
} as const satisfies Record<string, Fact<number>>;

// ---- Claims (statements with no number of their own) ----

export const claims = {
  suspensionTerms: {
    value: 'lenders-need-not-calculate-pay-or-write',
    display:
      'Until the tribunal process ends, lenders need not work out or pay redress under the scheme, or write to people about compensation owed. ' +
      'They must still find complaints and agreements, gather commission data, tell people who are not owed compensation, and keep complainants up to date.',
    kind: 'court',
    source: source.suspension,
    checked: CHECKED,
  },
  fcaFallback: {
    value: 'no-pause-no-scheme',
    display:
      'If the scheme or parts of it are quashed, the FCA plans for no complaints pause and no scheme: complaints would go to lenders and then to the Financial Ombudsman Service.',
    kind: 'regulator',
    source: source.fallback,
    checked: CHECKED,
  },
  overturnedOptions: {
    value: 'fca-decides-next',
    display:
      'If the scheme is overturned in whole or in part, the FCA will need to decide what to do next. It may revise the scheme, or tell lenders to resolve complaints one by one.',
    kind: 'regulator',
    source: source.delay,
    checked: CHECKED,
  },
  fosFreeForConsumers: {
    value: 'free',
    display: 'The Financial Ombudsman Service is free for consumers.',
    kind: 'ombudsman',
    source: source.fosFees,
    checked: CHECKED,
  },
} as const satisfies Record<string, Fact<string>>;

// ---- Quotations (exact words, never paraphrased inside quotation marks) ----

export const quotes = {
  rathiNoNeedForClaimsFirm: {
    value:
      'Our aim is a compensation scheme that’s fair and easy to participate in, so there’s no need to use a claims management company or law firm. ' +
      'If you do, it will cost you a significant chunk of any money you get.',
    display: 'Nikhil Rathi, chief executive of the FCA, 3 August 2025',
    kind: 'regulator',
    source: source.rathi,
    checked: CHECKED,
  },
  fcaCostOfClaimsFirm: {
    value: 'Using a CMC or law firm to make a motor finance claim could cost consumers around 30% of any compensation paid.',
    display: 'Financial Conduct Authority, press release, 12 September 2025',
    kind: 'regulator',
    source: source.fcaCampaignRelease,
    checked: CHECKED,
  },
  howardLoseOver30: {
    value: 'If you do, you could lose over 30% of any money you’re owed.',
    display: 'Sheree Howard, FCA, 12 September 2025',
    kind: 'regulator',
    source: source.fcaCampaignRelease,
    checked: CHECKED,
  },
  alreadyComplained: {
    value: 'Anyone who has already complained does not need to do anything.',
    display: 'Financial Conduct Authority, 3 August 2025',
    kind: 'regulator',
    source: source.fcaAugust2025,
    checked: CHECKED,
  },
} as const satisfies Record<string, Fact<string>>;

export type FigureId = keyof typeof figures;
export type DateId = keyof typeof dates;
export type ClaimId = keyof typeof claims;
export type QuoteId = keyof typeof quotes;

/** The day the facts were last checked: the oldest check in the registry, so the claim is never overstated. */
export const factsCheckedOn: { readonly value: string; readonly display: string } = (() => {
  const groups: readonly Readonly<Record<string, Fact>>[] = [figures, dates, claims, quotes];
  const value = groups
    .flatMap((group) => Object.values(group).map((fact) => fact.checked))
    .sort()[0]!;
  return { value, display: formatIsoDate(value) };
})();

// ---- Wording helpers ----

/** A fact's figure for a sentence that already says whose it is: `short`, else `display`. */
export function shortFigure(fact: Fact): string {
  return fact.short ?? fact.display;
}

/** `Financial Conduct Authority, PS25/18: …, 3 December 2025`: a source as one line of text. */
export function sourceText(fact: Fact): string {
  const { title, publisher, date } = fact.source;
  return date === 'undated' ? `${publisher}, ${title}` : `${publisher}, ${title}, ${formatIsoDate(date)}`;
}

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

/** "April 2007 to 28 January 2021". */
export function claimWindowText(): string {
  return `${dates.claimWindowStart.display} to ${dates.claimWindowEnd.display}`;
}

/** "between April 2007 and 28 January 2021" (never "between … to …"). */
export function claimWindowBetweenText(): string {
  return `between ${dates.claimWindowStart.display} and ${dates.claimWindowEnd.display}`;
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

/** Vehicles and finance types covered (spec section 1). */
export const vehicleTypes = ['car', 'van', 'motorbike', 'campervan'] as const;
export const financeTypes = [
  'Personal contract purchase (PCP)',
  'Hire purchase (HP)',
  'Lease purchase',
  'A personal loan arranged by the dealer',
] as const;

/** The free routes to redress the site must always state (spec section 1). */
export const freeRoutes = [
  'directly with your lender',
  'through the regulator’s redress scheme',
  'through the Financial Ombudsman Service',
] as const;

export function freeRoutesText(): string {
  return `You do not have to use a claims company. You can claim for free ${freeRoutes[0]}, ${freeRoutes[1]}, or ${freeRoutes[2]}.`;
}
