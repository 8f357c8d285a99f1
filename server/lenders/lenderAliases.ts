/**
 * The other names a driver sees for each of the 20 lenders (issue 23): legal
 * entities, trading names, finance brands, former names and parent groups, as
 * they appear on an agreement or a bank statement. The lender finder
 * (server/lenders/lenderFinder.ts) matches a typed name against these and the lenders'
 * own names.
 *
 * Each alias is here ONLY because a source says so, and carries that source
 * (the registry's shape, shared/factTypes.ts) and the day it was checked:
 * `2026-11-25` where the source itself was read for this list, `2026-11-23`
 * where the mapping is taken from ../shared/facts.md §4 (VERIFIED entries only).
 * A make's own finance brand is not the only lender a dealer of that make
 * uses, so a `vehicle-make` alias always says so (`relation`).
 *
 * Left out, because no source read supports the mapping (or it is ambiguous):
 * - Alphera → BMW Financial Services (GB) Ltd: facts.md §4 no. 2 marks it INFERRED; no UK source states it.
 * - Ford Credit: a source names it FCE Bank plc (Ford's own bank), which is not one of the 20, so it finds nothing.
 * - FCA Automotive Services, Fiat / Jeep / Alfa Romeo / Abarth finance → CA Auto Finance: no UK source links them,
 *   and Stellantis Financial Services' privacy policy lists those franchises in its own network too (ambiguous).
 * - FCA Bank → CA Auto Bank: found only on a copy of an Italian article about the parent bank.
 * - SEAT Finance, Jaguar Financial Services, Lexus Financial Services, smart finance, DS Financial Services:
 *   no source read names the lender behind them.
 * - Close Brothers Limited as Close Brothers Motor Finance's legal entity, and Close Motor Finance Limited as a former
 *   name: facts.md §4 no. 8 marks the entity INFERRED; the 2012–13 report names Close Motor Finance Limited without
 *   saying how it relates to the lender (issue 29).
 * - Provident Financial → Vanquis Banking Group (renamed in 2023): facts.md does not state it, so Provident
 *   Financial is given as Moneybarn's buyer in 2014, dated, not as its owner now.
 * - Vanquis Banking Group → Moneybarn: only by chaining two sources (Provident Financial renamed; Provident owns Moneybarn).
 * - Subaru, Mitsubishi → Black Horse: a press report names finance agreements with the makers, not a brand a driver sees.
 * - Chartered Trust, Lloyds UDT: Black Horse's names before 2001, older than any agreement the schemes cover.
 */
import type { FactSource } from '../../shared/factTypes.ts';
import type { LenderSlug } from '../../shared/lenderList.ts';

/** The day the sources below were read for this list. */
export const ALIASES_CHECKED = '2026-11-25';
/** The day ../shared/facts.md §4 was checked: the mappings taken from it without reading the source again. */
export const FACTS_LENDERS_CHECKED = '2026-11-23';

export type AliasKind =
  | 'legal-entity'
  | 'trading-name'
  | 'finance-brand'
  | 'former-name'
  | 'parent'
  | 'vehicle-make'
  /** A name reports use, not one the lender is shown to trade under. */
  | 'reported-name'
  /** A brand whose old agreements this lender now holds (not its own former name: issue 29). */
  | 'agreements-moved'
  /** The company that now holds this lender's old agreements (not its parent: issue 29). */
  | 'now-held-by';

/** How the finder and the hub say what kind of name matched. */
export const aliasKindLabel: Readonly<Record<AliasKind, string>> = {
  'legal-entity': 'legal name',
  'trading-name': 'trading name',
  'finance-brand': 'finance brand',
  'former-name': 'former name',
  parent: 'parent company',
  'vehicle-make': 'vehicle make',
  'reported-name': 'name used in press reports',
  'agreements-moved': 'its old agreements are now with this lender',
  'now-held-by': 'now holds its old agreements',
};

export interface LenderAlias {
  readonly lender: LenderSlug;
  /** The name as the source writes it. */
  readonly name: string;
  readonly kind: AliasKind;
  /** One sentence: how this name relates to the lender, as the sources say it. */
  readonly relation: string;
  readonly sources: readonly [FactSource, ...FactSource[]];
  /** ISO date the mapping was last checked against its sources. */
  readonly checked: string;
}

/**
 * The sources, keyed by facts.md's key where the source is in its list, else
 * by a name. Titles as the page shows them; `undated` where no date was visible.
 */
export const aliasSources = {
  L1b: {
    title: 'Black Horse Limited, company 00661204',
    publisher: 'PaymentCheck (Companies House data)',
    date: 'undated',
    url: 'https://paymentcheck.co.uk/company-search/00661204/black-horse-limited',
  },
  L1d: {
    title: 'Lloyds Banking Group results, Q3 2025',
    publisher: 'The Independent',
    date: '2025-10',
    url: 'https://www.independent.co.uk/news/business/lloyds-lloyds-banking-group-schroders-b2850653.html',
  },
  landRoverFinanceFaqs: {
    title: 'Finance FAQs',
    publisher: 'Land Rover UK',
    date: 'undated',
    url: 'http://www.landrover.co.uk/finance/faqs.html',
  },
  L2: { title: 'Complaints', publisher: 'Alphera Financial Services', date: 'undated', url: 'http://alphera.co.uk/complaints' },
  L3: { title: 'Privacy policy', publisher: 'Volkswagen Financial Services UK', date: 'undated', url: 'https://customer.vwfs.co.uk/privacy-policy.html' },
  L3c: {
    // Read in a copy on another site; the original is The Guardian's (facts.md L3c): named, not linked.
    title: 'VW has been fined £5.4 million for treating vulnerable car finance customers in the UK badly (press report)',
    publisher: 'The Guardian',
    date: '2024-10',
  },
  L3d: {
    title: 'Privacy policy: Volkswagen Financial Services (UK) Ltd trading as MAN Financial Services',
    publisher: 'MAN Financial Services',
    date: 'undated',
    url: 'http://www.financialservices.man.eu/uk/en/Data-protection.html',
  },
  vwfsFaqs: {
    title: 'Frequently asked questions',
    publisher: 'Volkswagen Financial Services UK',
    date: 'undated',
    url: 'https://customer.vwfs.co.uk/Frequently-Asked-Questions.html',
  },
  audiFinancePayments: {
    title: 'Questions and answers: partial payments',
    publisher: 'Audi Finance',
    date: 'undated',
    url: 'https://www.audifinance.co.uk/en/private_customers/faqs_glossary/questions_and_answers/your_payments/partial_payments.html',
  },
  automotiveWorldVwfs: {
    title: 'VW receives UK fine as vehicle finance becomes crucial issue',
    publisher: 'Automotive World',
    date: '2024-10',
    url: 'https://www.automotiveworld.com/articles/vw-receives-uk-fine-vehicle-finance-becomes-crucial-issue/',
  },
  skodaFinance: {
    title: '0% APR finance deals',
    publisher: 'Škoda UK',
    date: 'undated',
    url: 'https://skoda.co.uk/car-finance/0-percent-finance-deals',
  },
  F3: {
    title: 'Update: car finance commission complaints',
    publisher: 'Financial Ombudsman Service',
    date: '2024',
    url: 'https://financial-ombudsman.org.uk/news/update-car-finance-commission-complaints',
  },
  L5: { title: 'Complaints handling procedure', publisher: 'Blue Motor Finance', date: 'undated', url: 'https://blue.co.uk/ComplaintsHandlingProcedure' },
  L6: {
    title: 'Insurance complaints procedure (BMW Financial Services (GB) Ltd)',
    publisher: 'Country Garage BMW',
    date: 'undated',
    url: 'http://www.countrygaragebmw.co.uk/insuranceprocedure/',
  },
  L6b: {
    title: 'Existing finance customers',
    publisher: 'BMW Motorrad UK',
    date: 'undated',
    url: 'https://www.bmw-motorrad.co.uk/en/finance/existing-finance-customers.html',
  },
  miniPrivacy: {
    title: 'Privacy policy',
    publisher: 'MINI UK',
    date: 'undated',
    url: 'https://mini.co.uk/en_GB/home/footer/location-information-safeguards.html',
  },
  A3: {
    title: 'Motor finance redress delay “could send more cases to court”',
    publisher: 'Legal Futures',
    date: '2026-07',
    url: 'https://www.legalfutures.co.uk/latest-news/motor-finance-redress-delay-could-send-more-cases-to-court/print/',
  },
  caAutoFaqs: { title: 'FAQs', publisher: 'CA Auto Finance', date: 'undated', url: 'https://ca-autofinance.co.uk/faqs' },
  L8: {
    title: 'How to complain',
    publisher: 'Close Brothers Motor Finance',
    date: 'undated',
    url: 'https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain',
  },
  L8f: {
    title: 'Customer complaints data',
    publisher: 'Close Brothers Motor Finance',
    date: 'undated',
    url: 'https://www.closemotorfinance.co.uk/customer-complaints-data',
  },
  closeRefund: {
    title: 'Customer refund: frequently asked questions',
    publisher: 'Close Brothers Motor Finance',
    date: 'undated',
    url: 'https://www.closemotorfinance.co.uk/customer-refund',
  },
  L10: {
    title: 'Finance privacy notice',
    publisher: 'Honda Financial Services',
    date: '2023-12-12',
    url: 'https://www.honda.co.uk/cars/useful-links/finance-privacy-policy.html',
  },
  L11: {
    title: 'eApply privacy notice (Hyundai Capital UK Limited)',
    publisher: 'Kia Finance',
    date: 'undated',
    url: 'https://www.kiafinance.co.uk/eapply-privacy/',
  },
  L12: {
    title: 'Complaints',
    publisher: 'Mercedes-Benz Financial Services',
    date: 'undated',
    url: 'https://www.mercedes-benz-trucks.com/en_GB/owner/existing-finance-customers/frequently-asked-questions/complaints.html',
  },
  moneybarnFt: {
    title: 'Provident Financial buys subprime car finance group Moneybarn',
    publisher: 'Financial Times',
    date: '2014-08',
    url: 'https://www.ft.com/content/cf9d5ac2-23b7-11e4-8e29-00144feabdc0',
  },
  F20: {
    title: 'Johnson v FirstRand Bank Ltd [2025] UKSC 33',
    publisher: 'Supreme Court',
    date: '2025-08-01',
    url: 'https://www.supremecourt.uk/cases/uksc-2024-0158',
  },
  L14: { title: 'Complaints data', publisher: 'MotoNovo Finance', date: 'undated', url: 'https://customer.motonovofinance.com/complaints-data' },
  motonovoPrivacy: { title: 'Privacy policy', publisher: 'MotoNovo Finance', date: 'undated', url: 'https://customer.motonovofinance.com/privacy' },
  L15c: { title: 'Payment of arrears', publisher: 'Northridge Finance', date: 'undated', url: 'https://northridgefinance.com/payment-of-arrears-2' },
  L15d: {
    title: 'Support for personal customers: personal loans',
    publisher: 'Bank of Ireland UK',
    date: 'undated',
    url: 'https://www.bankofirelanduk.com/covid-19-update/support-for-personal-customers-covid-19/personal-loans/',
  },
  L16: { title: 'Privacy policy', publisher: 'Stellantis Financial Services UK', date: '2023-04-03', url: 'http://www.psa-finance.co.uk/privacy-policy' },
  L16b: {
    title: 'Frequently asked questions',
    publisher: 'Stellantis Financial Services UK',
    date: 'undated',
    url: 'https://stellantisfinancialservices.co.uk/support/faqs',
  },
  peugeotLegal: { title: 'Legal information', publisher: 'Peugeot UK', date: 'undated', url: 'https://offers.peugeot.co.uk/legal-info' },
  citroenFinanceFaqs: {
    title: 'Frequently asked questions (Citroën Financial Services)',
    publisher: 'PayPSA',
    date: 'undated',
    url: 'https://www.paypsa.com/paypsa/faq?code=2',
  },
  L17: {
    title: 'Frequently asked questions',
    publisher: 'Santander Consumer Finance',
    date: 'undated',
    url: 'https://santanderconsumer.co.uk/frequently-asked-questions/retail-faq',
  },
  santanderPrivacy: {
    title: 'Privacy policy',
    publisher: 'Santander Consumer Finance',
    date: '2025-02-12',
    url: 'https://santanderconsumer.co.uk/your-data/privacy-policy',
  },
  volvoPrivacy: {
    title: 'Privacy policy',
    publisher: 'Volvo Car Financial Services UK',
    date: '2023-02-06',
    url: 'https://vcfs.volvocars.co.uk/volvo/home/privacy',
  },
  L18: {
    title: 'Complaints about commission models',
    publisher: 'Toyota UK',
    date: 'undated',
    url: 'https://www.toyota.co.uk/help-centre/complaints-about-commission-models',
  },
  L18b: { title: 'Finance help centre', publisher: 'Toyota UK', date: 'undated', url: 'https://www.toyota.co.uk/help-centre/finance' },
  gmacVauxhall: {
    title: 'GM plans direct finance',
    publisher: 'Marketing Week',
    date: '1995-11-10',
    url: 'https://www.marketingweek.com/1995/11/10/gm-plans-direct-finance/',
  },
} as const satisfies Record<string, FactSource>;

type AliasSourceKey = keyof typeof aliasSources;

/** Keys of the sources above that were read again for this list (the rest are as facts.md §4 gives them). */
const READ_FOR_THIS_LIST: ReadonlySet<AliasSourceKey> = new Set<AliasSourceKey>([
  'landRoverFinanceFaqs',
  'L2',
  'L3',
  'L3d',
  'vwfsFaqs',
  'audiFinancePayments',
  'automotiveWorldVwfs',
  'skodaFinance',
  'L6b',
  'miniPrivacy',
  'caAutoFaqs',
  'closeRefund',
  'L11',
  'L12',
  'moneybarnFt',
  'motonovoPrivacy',
  'L16',
  'L16b',
  'peugeotLegal',
  'citroenFinanceFaqs',
  'L17',
  'santanderPrivacy',
  'volvoPrivacy',
  'L18b',
  'gmacVauxhall',
]);

function alias(lender: LenderSlug, name: string, kind: AliasKind, relation: string, keys: readonly [AliasSourceKey, ...AliasSourceKey[]]): LenderAlias {
  const sources = keys.map((key) => aliasSources[key]) as unknown as LenderAlias['sources'];
  // A mapping is as fresh as its least fresh source.
  const checked = keys.every((key) => READ_FOR_THIS_LIST.has(key)) ? ALIASES_CHECKED : FACTS_LENDERS_CHECKED;
  return { lender, name, kind, relation, sources, checked };
}

const VWFS = 'Volkswagen Financial Services (UK) Limited';

/** In the lenders' order (spec section 2), then the strength of the link. */
export const lenderAliases: readonly LenderAlias[] = [
  alias('black-horse', 'Black Horse Limited', 'legal-entity', 'Black Horse’s registered company name.', ['L1b']),
  alias('black-horse', 'Lloyds Banking Group', 'parent', 'Black Horse is part of Lloyds Banking Group.', ['L1d']),
  alias(
    'black-horse',
    'Land Rover Financial Services',
    'finance-brand',
    'Land Rover’s finance: payments show on a bank statement as “Land Rover Financial Services”, and its finance FAQs refer to the service from Black Horse.',
    ['landRoverFinanceFaqs'],
  ),

  alias('alphera', 'Alphera Financial Services', 'trading-name', 'The name Alphera uses on its complaints page.', ['L2']),

  alias('audi', 'Audi Finance', 'finance-brand', 'Audi’s finance brand; Volkswagen Financial Services provides finance for Audi.', [
    'audiFinancePayments',
    'L3c',
  ]),
  alias('audi', VWFS, 'legal-entity', 'Volkswagen Financial Services provides finance across the Volkswagen Group, Audi included.', ['L3c']),

  alias('barclays', 'Barclays Partner Finance', 'trading-name', 'The trading name of Clydesdale Financial Services Limited, the motor lender.', ['F3']),
  alias('barclays', 'Clydesdale Financial Services Limited', 'legal-entity', 'The company that trades as Barclays Partner Finance.', ['F3']),

  alias('blue-motor', 'Blue Motor Finance Ltd', 'legal-entity', 'Blue Motor Finance’s company name.', ['L5']),

  alias('bmw', 'BMW Financial Services (GB) Ltd', 'legal-entity', 'BMW’s finance company in the UK.', ['L6']),
  alias('bmw', 'MINI Financial Services', 'trading-name', 'A trading style of BMW Financial Services (GB) Limited.', ['miniPrivacy']),
  alias('bmw', 'BMW Motorrad Financial Services', 'finance-brand', 'BMW Motorrad’s finance, run by BMW Financial Services.', ['L6b']),

  alias(
    'ca-auto',
    'Crédit Agricole Auto Finance',
    'reported-name',
    'How press reports name CA Auto Finance, one of the lenders challenging the FCA’s scheme; our sources do not give its UK company name.',
    ['A3'],
  ),
  alias('ca-auto', 'CA Auto Finance', 'trading-name', 'The name on the lender’s own site.', ['caAutoFaqs']),

  alias('close-brothers', 'Close Brothers Motor Finance', 'trading-name', 'The name on the lender’s complaints page.', ['L8']),
  alias('close-brothers', 'Close Brothers Group plc', 'parent', 'Close Brothers Motor Finance is part of Close Brothers Group plc.', ['closeRefund']),

  alias(
    'clydesdale-bank',
    'Clydesdale Financial Services Limited',
    'legal-entity',
    'The motor lender, which trades as Barclays Partner Finance (not Clydesdale Bank).',
    ['F3'],
  ),
  alias('clydesdale-bank', 'Barclays Partner Finance', 'trading-name', 'The trading name of Clydesdale Financial Services Limited.', ['F3']),

  alias('honda', 'Honda Financial Services', 'trading-name', 'The trading name of Honda Finance Europe plc.', ['L10']),
  alias('honda', 'Honda Finance Europe plc', 'legal-entity', 'The company that trades as Honda Financial Services.', ['L10']),

  alias('hyundai', 'Hyundai Capital UK Limited', 'legal-entity', 'Hyundai’s finance company in the UK.', ['L11']),
  alias('hyundai', 'Kia Finance', 'finance-brand', 'Kia Finance’s site is run by Hyundai Capital UK Limited.', ['L11']),

  alias('mercedes', 'Mercedes-Benz Financial Services UK Ltd', 'legal-entity', 'Mercedes-Benz’s finance company in the UK.', ['L12']),
  alias('mercedes', 'Mercedes-Benz Finance', 'finance-brand', 'The name its complaints page uses.', ['L12']),

  alias('moneybarn', 'Duncton Group', 'former-name', 'Moneybarn was the trading brand of Duncton Group when Provident Financial bought it in 2014.', [
    'moneybarnFt',
  ]),
  alias(
    'moneybarn',
    'Provident Financial',
    'parent',
    'Provident Financial bought Moneybarn in 2014, as the Financial Times reported then; we have no later source on who owns it now.',
    ['moneybarnFt'],
  ),

  alias(
    'motonovo',
    'MotoNovo Finance Limited',
    'legal-entity',
    'MotoNovo’s company as its privacy policy names it now (an undated page), part of the FirstRand banking group. Our sources do not say from when; older agreements may name FirstRand Bank Limited (London Branch).',
    ['motonovoPrivacy'],
  ),
  alias(
    'motonovo',
    'FirstRand Bank Limited (London Branch)',
    'legal-entity',
    'The Supreme Court’s 2025 judgment names the lender as FirstRand Bank Limited (London Branch), trading as MotoNovo Finance, and so does MotoNovo’s complaints-data page. Our sources do not say until when agreements were made in this name.',
    ['F20', 'L14'],
  ),
  alias('motonovo', 'Aldermore Group', 'parent', 'MotoNovo Finance Limited is a subsidiary of Aldermore Group PLC.', ['motonovoPrivacy']),

  alias('northridge', 'NIIB Group Limited', 'legal-entity', 'The company that trades as Northridge Finance.', ['L15c']),
  alias('northridge', 'Bank of Ireland UK', 'parent', 'Northridge Finance is part of Bank of Ireland UK.', ['L15d']),

  alias('psa', 'Stellantis Financial Services UK Ltd', 'legal-entity', 'The company behind PSA Finance’s site and agreements (company 01024322).', ['L16']),
  alias('psa', 'PSA Finance', 'trading-name', 'PSA Finance’s site carries the privacy policy of Stellantis Financial Services UK Ltd.', ['L16']),
  alias('psa', 'Citroën Financial Services', 'finance-brand', 'Citroën’s finance, on PSA’s payment site.', ['citroenFinanceFaqs']),
  alias(
    'psa',
    'Peugeot',
    'vehicle-make',
    'Peugeot’s own finance came from PSA Finance, now Stellantis Financial Services. A Peugeot dealer may have used another lender: check your agreement.',
    ['peugeotLegal'],
  ),
  alias(
    'psa',
    'Vauxhall Finance',
    'agreements-moved',
    'Old Vauxhall Finance agreements are now with Stellantis Financial Services (agreement numbers starting “ZX”), the company behind PSA Finance.',
    ['L16b'],
  ),

  alias('santander', 'Santander Consumer (UK) plc', 'legal-entity', 'The company that trades as Santander Consumer Finance.', ['santanderPrivacy']),
  alias('santander', 'Santander Consumer Finance', 'trading-name', 'A trading style of Santander Consumer (UK) plc.', ['santanderPrivacy', 'L17']),
  alias(
    'santander',
    'Volvo Car Financial Services',
    'finance-brand',
    'Volvo Car Financial Services’ privacy policy of 6 February 2023 names Santander Consumer (UK) plc with Volvo Car Financial Services UK Ltd. A Volvo dealer may have used another lender, and an older agreement may be with someone else: check your agreement.',
    ['volvoPrivacy'],
  ),

  alias('toyota', 'Toyota Financial Services (UK) PLC', 'legal-entity', 'Toyota’s finance company in the UK.', ['L18']),
  alias('toyota', 'Toyota Finance', 'finance-brand', 'The name Toyota’s finance help centre gives agreements.', ['L18b']),

  alias(
    'vauxhall',
    'Stellantis Financial Services',
    'now-held-by',
    'Old Vauxhall Finance agreements are now with Stellantis Financial Services (agreement numbers starting “ZX”).',
    ['L16b'],
  ),
  alias('vauxhall', 'GMAC', 'former-name', 'Vauxhall Finance was one of the finance companies of General Motors Acceptance Corporation (GMAC).', [
    'gmacVauxhall',
  ]),

  alias('volkswagen', VWFS, 'legal-entity', 'Volkswagen’s finance company in the UK (company 02835230).', ['L3']),
  alias('volkswagen', 'Volkswagen Finance', 'trading-name', 'The name Volkswagen Financial Services asks letters to be addressed to.', ['vwfsFaqs']),
  alias('volkswagen', 'VWFS', 'trading-name', 'How Volkswagen Financial Services names itself.', ['L3']),
  alias('volkswagen', 'MAN Financial Services', 'trading-name', 'Volkswagen Financial Services (UK) Ltd trades as MAN Financial Services.', ['L3d']),
  alias('volkswagen', 'Škoda Financial Services', 'finance-brand', 'Škoda’s finance brand; Volkswagen Financial Services provides finance for Škoda.', [
    'skodaFinance',
    'automotiveWorldVwfs',
  ]),
  alias(
    'volkswagen',
    'Cupra',
    'vehicle-make',
    'Volkswagen Financial Services provides finance for Cupra. A dealer may have used another lender: check your agreement.',
    ['automotiveWorldVwfs'],
  ),
];

/**
 * Names that look like a lender's but are not it, with what the sources say
 * (facts.md §4 no. 9: do not merge Clydesdale Bank with the motor lender).
 * The finder shows the caution beside a match on that name.
 */
export interface AliasCaution {
  readonly lender: LenderSlug;
  readonly name: string;
  readonly text: string;
  readonly sources: readonly [FactSource, ...FactSource[]];
  readonly checked: string;
}

export const aliasCautions: readonly AliasCaution[] = [
  {
    lender: 'clydesdale-bank',
    name: 'Clydesdale Bank',
    text: 'The motor lender is Clydesdale Financial Services Limited, which trades as Barclays Partner Finance. We found no source showing Clydesdale Bank itself as a car finance lender.',
    sources: [aliasSources.F3],
    checked: FACTS_LENDERS_CHECKED,
  },
];

/** A lender's aliases, in the order above. */
export function aliasesOf(slug: string): readonly LenderAlias[] {
  return lenderAliases.filter((entry) => entry.lender === slug);
}
