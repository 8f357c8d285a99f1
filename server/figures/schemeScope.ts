/**
 * The facts the pre-check, the options table and the lender routes rest on:
 * the FCA schemes' scope, how to complain free, what the regulators said about
 * claims firms. Each is a registry entry (shared/factTypes.ts) taken from
 * ../shared/facts.md (checked 23 November 2026), VERIFIED entries only: a
 * reading the facts file marks INFERRED is never an entry here, the rules that
 * rely on one word it as a hedge ("likely") and cite the VERIFIED fact it
 * rests on, and NOT FOUND is never published.
 *
 * Many of these duplicate entries of server/figures/figures.ts (being rebuilt as the
 * sourced registry in parallel): `figuresRegistryKeyFor` names each twin so the
 * two can be merged; code reads these facts only through `scopeFacts`.
 */
import { brand } from '../../shared/brand.ts';
import type { FactSource, SourcedFact as Fact } from '../../shared/factTypes.ts';

/** The day every entry here was last checked against facts.md. */
export const SCOPE_FACTS_CHECKED = '2026-11-23';

/** Sources by their key in facts.md's source list, so a reader can follow one back. */
export const scopeSources = {
  P1: {
    title: 'FCA PS26/3: Motor Finance Consumer Redress Scheme',
    publisher: 'Regulation Tomorrow (Eversheds Sutherland)',
    date: '2026-03',
    url: 'https://www.regulationtomorrow.com/2026/03/fca-ps26-3-motor-finance-consumer-redress-scheme/',
  },
  P2: {
    title: 'The motor finance redress scheme’s final form',
    publisher: 'Shoosmiths',
    date: 'undated',
    url: 'https://www.swgroup.com/insights-events/insights/the-motor-finance-redress-scheme-takes-shape',
  },
  P3: {
    title: 'FCA motor finance redress scheme: what compliance officers need to do now',
    publisher: 'FinReg-E',
    date: 'undated',
    url: 'https://www.finreg-e.com/fca-motor-finance-redress-scheme-what-compliance-officers-need-to-do-now',
  },
  P4: {
    title: 'FCA publishes press release on proposed motor finance consumer redress scheme',
    publisher: 'Walker Morris, Consumer Finance Law blog',
    date: '2026-03-04',
    url: 'https://consumerfinancelaw.co.uk/wp/2026/03/04/fca-publishes-press-release-on-proposed-motor-finance-consumer-redress-scheme/',
  },
  P7: {
    title: 'FCA Handbook, CONRED 5: the motor finance redress scheme (2014–2024)',
    publisher: 'Financial Conduct Authority',
    date: '2026-03-31',
    url: 'https://handbook.fca.org.uk/handbook/conred5/conred5s1',
  },
  P8: {
    title: 'FCA Handbook, CONRED 6: the motor finance redress scheme (2007–2014)',
    publisher: 'Financial Conduct Authority',
    date: '2026-03-31',
    url: 'https://handbook.fca.org.uk/handbook/conred6/conred6s1',
  },
  C6: {
    title: 'FCA Consultation on Motor Finance Redress Scheme',
    publisher: 'TLT',
    date: '2025-10',
    url: 'https://www.tlt.com/insights-and-events/insight/motor-finance',
  },
  C8: {
    title: 'The FCA announcement on a motor finance compensation scheme',
    publisher: 'Irwin Mitchell',
    date: '2025-08-07',
    url: 'https://www.irwinmitchell.com/news-and-insights/expert-comment/post/102kzav/the-fca-announcement-on-a-motor-finance-compensation-scheme',
  },
  /** Read only in an aggregator's copy of PA's report: the original named, not linked (issue 29). */
  C9: {
    title: 'FCA considering compensation scheme over car finance, PA Media’s report of the FCA’s statement (press report)',
    publisher: 'PA Media',
    date: '2025-08-03',
  },
  C5: {
    title: 'FCA proposed redress scheme on motor finance commission',
    publisher: 'Kennedys',
    date: '2025-10',
    url: 'https://www.kennedyslaw.com/en/thought-leadership/article/2025/fca-proposed-redress-scheme-on-motor-finance-commission',
  },
  D1: {
    title: 'PS25/18: Changes to handling rules for motor finance complaints',
    publisher: 'Financial Conduct Authority',
    date: '2025-12-03',
    url: 'https://www.fca.org.uk/publications/policy-statements/ps25-18-changes-handling-rules-motor-finance-complaints',
  },
  D2: {
    title: 'FCA Handbook, DISP App 5',
    publisher: 'Financial Conduct Authority',
    date: '2025-12-05',
    url: 'https://handbook.fca.org.uk/handbook/DISP/App/5/1.html',
  },
  D3: {
    title: 'Car finance complaints',
    publisher: 'Financial Conduct Authority',
    date: 'undated',
    url: 'https://fca.org.uk/consumers/car-finance-complaints/printable/print',
  },
  D4: { title: 'Commission Complaints', publisher: 'Blue Motor Finance', date: 'undated', url: 'https://blue.co.uk/CommissionComplaints' },
  X2: {
    title: 'Regulator to ban interest rate-linked car finance commission',
    publisher: 'MoneySavingExpert',
    date: '2020-07',
    url: 'https://www.moneysavingexpert.com/news/2020/07/regulator-to-crackdown-on-interest-rate-linked-car-finance-commi/',
  },
  X10: {
    title: 'Customer complaints procedure',
    publisher: 'Refused Car Finance',
    date: 'undated',
    url: 'https://www.refusedcarfinance.com/customer-complaints-procedure/',
  },
  F1: {
    title: 'Financial Ombudsman Service to start charging professional representatives to refer cases',
    publisher: 'Financial Ombudsman Service',
    date: '2025-02',
    url: 'https://financial-ombudsman.org.uk/news/financial-ombudsman-service-start-charging-professional-representatives-refer-cases',
  },
  /** Read only in a copy: the FCA's release named, not linked (issue 29). */
  M1: {
    title: 'Press release: £1 million campaign to raise awareness of the motor finance redress scheme',
    publisher: 'Financial Conduct Authority',
    date: '2025-09-12',
  },
  M3: {
    title: 'FCA and SRA: professional representatives and motor finance commission claims',
    publisher: 'Financial Conduct Authority and Solicitors Regulation Authority',
    date: '2026-02-04',
    url: 'https://www.fca.org.uk/news/statements/fca-sra-professional-representatives-motor-finance-commission-claims',
  },
  M3b: {
    title: 'Firms representing motor finance customers must act in clients’ best interests (PA)',
    publisher: 'Express & Star',
    date: '2026-02-04',
    url: 'https://www.expressandstar.com/news/motors/2026/02/04/firms-representing-motor-finance-customers-must-act-in-clients-best-interests',
  },
  M4: {
    title: 'Car finance FREE reclaim tool & guide',
    publisher: 'MoneySavingExpert',
    date: '2025-10',
    url: 'https://blog.moneysavingexpert.com/reclaim/reclaim-car-finance',
  },
  A1: {
    title: 'Bite-size: Upper Tribunal partially suspends motor finance redress scheme',
    publisher: 'Auxillias',
    date: 'undated',
    url: 'https://auxillias.com/new2/upper-tribunal-partially-suspends-motor-finance-redress-scheme',
  },
  A2: {
    title: 'Tribunal suspends part of motor finance scheme',
    publisher: 'Financial Institutions News',
    date: '2026-07-02',
    url: 'https://www.financialinstitutionsnews.com/2026/07/02/tribunal-suspends-part-of-motor-finance-scheme/amp/',
  },
  A3: {
    title: 'Motor finance redress delay “could send more cases to court”',
    publisher: 'Legal Futures',
    date: '2026-07',
    url: 'https://www.legalfutures.co.uk/latest-news/motor-finance-redress-delay-could-send-more-cases-to-court/print/',
  },
  A4: {
    title: 'Motor finance payouts pushed back to 2027, stalled by legal challenges',
    publisher: 'Industry News',
    date: '2026-07',
    url: 'https://industry-news.biz/?p=43137',
  },
  A7: {
    title: 'Court of Appeal clears way for mass car finance claims despite lenders’ challenge',
    publisher: 'Reclaim247 (a claims management company)',
    date: '2026-06-30',
    url: 'https://www.reclaim247.co.uk/claims-guide/court-of-appeal-clears-way-for-mass-car-finance-claims-despite-lenders-challenge/',
  },
  /** Read in a mirror: GB News is the original, and its own site is linked (issue 29). */
  A10: {
    title: 'Car finance compensation scheme faces legal challenge (press report)',
    publisher: 'GB News',
    date: '2026-04-23',
    url: 'https://www.gbnews.com/',
  },
  /** The firm's own terms: what it takes on and how it handles a claim (its product specification, sections 1 and 9). */
  SPEC: { title: `${brand.name}’s own terms: the agreements we take on and how we handle a claim`, publisher: brand.companyName, date: '2026-11' },
} as const satisfies Record<string, FactSource>;

export type ScopeSourceKey = keyof typeof scopeSources;

/** A registry entry plus every facts.md source key it rests on (the first is `source`). */
export interface ScopeFact<T = number | string> extends Fact<T> {
  readonly sourceKeys: readonly ScopeSourceKey[];
}

function fact<T extends number | string>(
  value: T,
  display: string,
  kind: Fact['kind'],
  sourceKeys: readonly [ScopeSourceKey, ...ScopeSourceKey[]],
  evidence?: string,
): ScopeFact<T> {
  return {
    value,
    display,
    kind,
    source: scopeSources[sourceKeys[0]],
    checked: SCOPE_FACTS_CHECKED,
    sourceKeys,
    ...(evidence === undefined ? {} : { evidence }),
  };
}

export const scopeFacts = {
  // facts.md §2.1: both schemes count by the date the agreement was entered into, both ends inclusive.
  scheme1Start: fact('2007-04-06', '6 April 2007', 'regulator', ['P2', 'P3']),
  scheme1End: fact('2014-03-31', '31 March 2014', 'regulator', ['P2', 'P3']),
  scheme2Start: fact('2014-04-01', '1 April 2014', 'regulator', ['P2', 'P3']),
  scheme2End: fact('2024-11-01', '1 November 2024', 'regulator', ['P2', 'P3', 'P7']),

  // facts.md §2.2: DCAs banned from 28 January 2021; DISP's DCA complaint is an agreement entered "before 28 Jan 2021".
  dcaBan: fact('2021-01-28', '28 January 2021', 'regulator', ['X2']),
  dcaComplaintCutoff: fact('2021-01-28', 'entered into before 28 January 2021', 'regulator', ['D2']),

  // The firm's own window (spec sections 1 and 9, issue 19): from the day Scheme 1 starts, and before the DCA ban.
  claimWindowStart: fact('2007-04-06', '6 April 2007', 'operator', ['SPEC'], 'Product specification section 9: claim window'),
  claimWindowEnd: fact('2021-01-28', '28 January 2021', 'operator', ['SPEC'], 'Product specification section 9: claim window'),
  /** Spec section 1: the finance the firm takes on. */
  firmProducts: fact(
    'pcp,hp,lease-purchase,personal-loan',
    'PCP, hire purchase, lease purchase and personal loans arranged by the dealer',
    'operator',
    ['SPEC'],
    'Product specification section 1: audience',
  ),
  /** Spec section 1: the three steps the firm shows. */
  firmProcess: fact(
    'locate,hand-over,negotiate',
    'We find your agreements (from credit reference and vehicle registration data), pass your claim to our partner law firm, and it deals with the lenders',
    'operator',
    ['SPEC'],
    'Product specification section 1: process in 3 steps',
  ),

  // facts.md §2.2 and §2.4: what the schemes cover.
  creditWithBrokerCommission: fact(
    'regulated credit agreement with commission paid to a credit broker',
    'The schemes cover regulated credit agreements where the lender paid commission to a credit broker, such as the dealer',
    'regulator',
    ['P2', 'C5', 'C6'],
  ),
  qualifyingFeatures: fact(
    'DCA, high commission or tie, inadequately disclosed',
    'The lender must not have properly told you about at least one of: a discretionary commission arrangement, high commission, or an exclusive or first-refusal tie with the broker',
    'regulator',
    ['P2', 'C5', 'C6'],
  ),
  creditProductsIn: fact('pcp,hp,conditional-sale', 'PCP, hire purchase and conditional sale are regulated credit', 'regulator', ['C5', 'D2']),
  contractHireOut: fact(
    'out',
    'Personal contract hire (leasing) is outside the schemes; lenders have answered leasing complaints in the usual way since 5 December 2025',
    'regulator',
    ['P2', 'D1', 'C6'],
  ),

  // facts.md §2.5: who.
  consumerDefinition: fact(
    'individuals; partnerships of 2 or 3; unincorporated bodies',
    'The schemes are for individuals, partnerships of 2 or 3 people and unincorporated bodies',
    'regulator',
    ['P7'],
  ),
  /** A law firm's summary of the FCA's consultation (CP25/27), so worded with its source. */
  soleTradersIncluded: fact('included', 'Sole traders are included, according to a law firm’s summary of the FCA’s proposals', 'regulator', ['C6']),

  // facts.md §2.6 and §1.4: complainants and opt-in.
  complainantsIncluded: fact(
    'automatic',
    'People who complained before the end of the scheme’s implementation period go straight to assessment, with no need to opt in',
    'regulator',
    ['P7'],
  ),
  scheme2ImplementationEnd: fact('2026-06-30', '30 June 2026', 'regulator', ['P3', 'P4']),
  scheme1ImplementationEnd: fact('2026-08-31', '31 August 2026', 'regulator', ['P3', 'P4']),
  alreadyComplainedQuote: fact(
    'Anyone who has already complained does not need to do anything.',
    '“Anyone who has already complained does not need to do anything.”',
    'regulator',
    ['C9'],
  ),
  optInMonths: fact(6, '6 months', 'regulator', ['P7', 'P8']),

  // facts.md §2.7: already represented.
  fcaSraWarning: fact('2026-02-04', '4 February 2026', 'regulator', ['M3']),
  duplicateRepresentation: fact(
    'check not already represented; co-operate on duplicates',
    'Representatives must check that a client is not already represented, and where a client has more than one, the representatives should co-operate to resolve it',
    'regulator',
    ['M3'],
  ),
  terminationFees: fact(
    'reasonable, reflect work done, stated up front',
    'Termination fees must be reasonable, reflect the work done and be stated up front',
    'regulator',
    ['M3'],
  ),
  terminationFeeQuote: fact('wouldn’t expect a termination fee to be charged', '“wouldn’t expect a termination fee to be charged”', 'regulator', ['M3']),
  representativeComplaints: fact(
    'firm, then CMO or Legal Ombudsman',
    'Unhappy with a representative? Complain to the firm first, then to the Claims Management Ombudsman (claims firms) or the Legal Ombudsman (law firms)',
    'regulator',
    ['M3b'],
  ),

  // facts.md §3.1: complaining to the lender.
  complaintDetails: fact(
    'name; agreement number; date of the agreement; vehicle registration; your address when you took it out',
    'your name, the agreement number, the date of the agreement, the vehicle’s registration, and your address when you took it out',
    'regulator',
    ['D3'],
  ),
  creditFileYears: fact(6, '6 years', 'regulator', ['D3']),
  freeComplaintTool: fact('MSE free tool', 'MoneySavingExpert’s free tool drafts and sends a complaint for you', 'press', ['M4']),

  // facts.md §3.2 and §3.3: timescales and the Financial Ombudsman Service.
  lenderResponseWeeks: fact(8, '8 weeks', 'regulator', ['D2', 'X10']),
  pauseEnded: fact('2026-05-31', '31 May 2026', 'regulator', ['D1']),
  fosReferralMonths: fact(6, '6 months', 'ombudsman', ['X10', 'D1']),
  // facts.md §3.3 [D4]: the 15 months is for final responses to discretionary commission (DCA) complaints.
  fosCommissionLongerLimit: fact(
    15,
    '15 months from the letter, for final responses to discretionary commission (DCA) complaints sent from 30 April 2025 to 29 January 2026',
    'ombudsman',
    ['D4'],
  ),
  fosFreeForConsumers: fact(0, 'free for consumers, and for family, friends and charities helping them', 'ombudsman', ['F1']),
  fosProfessionalFee: fact(250, '£250', 'ombudsman', ['F1']),
  fosFreeCasesPerYear: fact(10, '10', 'ombudsman', ['F1']),
  fosNetFeeIfConsumerWins: fact(75, '£75', 'ombudsman', ['F1']),
  notSchemeCaseLetter: fact(
    'must remind of FOS rights',
    'If a lender says a complaint is not a scheme case, its letter must remind you of your right to go to the Financial Ombudsman Service and the time limits',
    'regulator',
    ['P8'],
  ),
  fullAndFinalSettlement: fact('full and final', 'A redress offer can be accepted straight away, in full and final settlement', 'regulator', ['P4', 'P7']),

  // facts.md §1 and §2.6: the scheme's figures and status.
  averageRedressFinal: fact(829, '£829', 'regulator', ['P2', 'A10']),
  finalRules: fact('2026-03-30', '30 March 2026', 'regulator', ['P1', 'P4', 'P7', 'P8']),
  suspension: fact('2026-07-02', '2 July 2026', 'court', ['A2', 'A1', 'A4']),
  hearing: fact('2026-12-14|2027-02-16', '14–18 December 2026 or 16–26 February 2027', 'court', ['A1', 'A4']),
  paymentsIfUpheld: fact('2027', 'should begin in 2027', 'regulator', ['A2', 'A3']),
  delayIfOverturned: fact('2028', 'could be delayed until 2028 or beyond', 'regulator', ['A3']),
  tribunalChallengers: fact(4, 'Consumer Voice, Volkswagen Financial Services, Mercedes-Benz Financial Services and CA Auto Finance', 'court', ['A3', 'A4']),
  /** facts.md §1.1: VERIFIED, single source, a claims firm's news page: always worded with that source. */
  groupLitigation: fact(
    '2026-06-30',
    'a claims firm’s news page reported that on 30 June 2026 the Court of Appeal let group court claims against some lenders continue alongside the scheme',
    'court',
    ['A7'],
  ),

  // facts.md §3.5: what the FCA said about claims firms' fees.
  fcaCmcCostQuote: fact(30, '“Using a CMC or law firm to make a motor finance claim could cost consumers around 30% of any compensation paid.”', 'regulator', [
    'M1',
  ]),
  fcaSchemeAimQuote: fact(
    'no need to use a claims management company or law firm',
    '“Our aim is a compensation scheme that’s fair and easy to participate in, so there’s no need to use a claims management company or law firm.”',
    'regulator',
    ['C8'],
  ),

  factsCheckedOn: fact(SCOPE_FACTS_CHECKED, '23 November 2026', 'operator', ['SPEC'], 'shared/facts.md, checked 23 November 2026'),
} as const satisfies Record<string, ScopeFact>;

export type ScopeFactKey = keyof typeof scopeFacts;

/** facts.md §3.1 [D3]: what the FCA says to give the lender, as a list for the page. */
export const complaintDetailsList: readonly string[] = [
  'your name',
  'the agreement number',
  'the date of the agreement',
  'the vehicle’s registration',
  'your address when you took it out',
];

/**
 * For the merge with server/figures/figures.ts: the registry key of each entry here
 * that the figures registry also holds. Entries not named are only here.
 */
export const figuresRegistryKeyFor: Partial<Record<ScopeFactKey, string>> = {
  scheme1Start: 'dates.scheme1Start',
  scheme1End: 'dates.scheme1End',
  scheme2Start: 'dates.scheme2Start',
  scheme2End: 'dates.scheme2End',
  dcaBan: 'dates.dcaBan',
  claimWindowStart: 'dates.claimWindowStart',
  claimWindowEnd: 'dates.claimWindowEnd',
  pauseEnded: 'dates.pauseEnded',
  finalRules: 'dates.finalRules',
  suspension: 'dates.suspension',
  hearing: 'dates.hearing',
  fcaSraWarning: 'dates.fcaSraWarning',
  averageRedressFinal: 'figures.averageRedressFinal',
  fosReferralMonths: 'figures.fosReferralMonths',
  optInMonths: 'figures.optInMonths',
  lenderResponseWeeks: 'figures.lenderResponseWeeks',
  creditFileYears: 'figures.creditFileYears',
  fcaCmcCostQuote: 'figures.cmcCostShare',
  fosProfessionalFee: 'figures.fosProfessionalFee',
  // Issue 29: the same quotation or date listed twice on /our-figures.
  alreadyComplainedQuote: 'quotes.alreadyComplained',
  fcaSchemeAimQuote: 'quotes.rathiNoNeedForClaimsFirm',
  paymentsIfUpheld: 'dates.paymentsIfUpheld',
  delayIfOverturned: 'dates.delayIfOverturned',
  factsCheckedOn: 'factsCheckedOn',
};

/**
 * What a sentence the site builds from these facts cites: an entry above, or
 * the partner law firm's fee bands and fee range (shared/fees.ts), which are
 * the firm's own terms and live there.
 */
export type Citation = ScopeFactKey | 'feeBands' | 'feeRange';

/** A sentence or two of copy and the entries it rests on (never empty). */
export interface Passage {
  readonly text: string;
  readonly cites: readonly [Citation, ...Citation[]];
}

/**
 * What each scope fact that is not a twin of a registry entry is, in words, for /our-figures and
 * `npm run figures` (the registry's own labels are in content/figures.yaml).
 */
export const scopeFactLabels: Readonly<Record<string, string>> = {
  'scope.dcaComplaintCutoff': 'Agreements a discretionary commission complaint can be about',
  'scope.firmProducts': 'The finance we take on',
  'scope.firmProcess': 'How we handle a claim',
  'scope.creditWithBrokerCommission': 'What the schemes cover: credit with commission paid to a broker',
  'scope.qualifyingFeatures': 'What the lender must not have disclosed for redress to be owed',
  'scope.creditProductsIn': 'Kinds of agreement the schemes cover',
  'scope.contractHireOut': 'Contract hire (leasing): outside the schemes',
  'scope.consumerDefinition': 'Who the schemes are for',
  'scope.soleTradersIncluded': 'Sole traders and the schemes',
  'scope.complainantsIncluded': 'People who have already complained',
  'scope.scheme2ImplementationEnd': 'End of Scheme 2’s implementation period',
  'scope.scheme1ImplementationEnd': 'End of Scheme 1’s implementation period',
  'scope.duplicateRepresentation': 'FCA and SRA on signing with a second firm',
  'scope.terminationFees': 'FCA and SRA on termination fees',
  'scope.terminationFeeQuote': 'FCA on termination fees where someone did not understand the agreement',
  'scope.representativeComplaints': 'Where to complain about a claims firm or law firm',
  'scope.complaintDetails': 'What to give when you complain to a lender',
  'scope.freeComplaintTool': 'A free tool that writes your complaint',
  'scope.fosCommissionLongerLimit': 'Longer time to go to the Financial Ombudsman Service for some final responses to discretionary commission complaints',
  'scope.fosFreeForConsumers': 'Who the Financial Ombudsman Service is free for',
  'scope.fosFreeCasesPerYear': 'Free cases a year for a professional representative at the Financial Ombudsman Service',
  'scope.fosNetFeeIfConsumerWins': 'The Financial Ombudsman Service’s fee to a representative when the consumer wins',
  'scope.notSchemeCaseLetter': 'What a lender’s letter must say when a complaint is not a scheme case',
  'scope.fullAndFinalSettlement': 'Accepting a redress offer',
  'scope.tribunalChallengers': 'Who is challenging the scheme at the Upper Tribunal',
  'scope.groupLitigation': 'Group court claims about car finance (a claims firm’s report)',
};
