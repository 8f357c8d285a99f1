/**
 * The 20 routed lenders (spec section 2), and each one's own free complaint
 * route (issue 15). Their slugs and names are in lenderList.ts (re-exported
 * here), their profiles below: routes, links, the sitemap, the /lenders hub,
 * each lender page and the copy read these two; no lender detail lives
 * anywhere else.
 *
 * A route is given ONLY where ../shared/facts.md §4 states it with a source:
 * every address, number, email and link below carries its source and the day
 * it was checked. Where facts.md says NOT FOUND the field is absent, and the
 * page shows `generalComplaintRoute` instead, never an invented detail. Legal
 * entities are given only where facts.md marks them VERIFIED (Alphera's and
 * Close Brothers' are INFERRED, so absent). No FRN is given: facts.md found
 * none for any of the 20.
 */
import type { Lender, LenderSlug } from '../../shared/lenderList.ts';
import { formatIsoDate } from '../../shared/dates.ts';
import type { FactSource } from '../../shared/factTypes.ts';
import { complaintDetailsList, scopeFacts, type Passage } from '../figures/schemeScope.ts';

// The list itself (slug and name) is in lenderList.ts, kept out of every page's first load; one import gives both.
export * from '../../shared/lenderList.ts';

/** The day facts.md §4 was checked. Lender pages mostly show no date, so each detail is re-checked by this. */
export const LENDER_ROUTES_CHECKED = '2026-11-23';

export interface LenderSource {
  /** The key in facts.md's source list, e.g. `L1`. */
  readonly key: string;
  readonly title: string;
  /** Left out where only a copy was read: the original is named, never the copy's host (issue 29 item 6). */
  readonly url?: string;
}

/** facts.md's lender sources, by key. Only those a detail below rests on. */
export const lenderSources = {
  L1: { key: 'L1', title: 'Black Horse: complaints', url: 'https://www.blackhorse.co.uk/complaints' },
  L1d: {
    key: 'L1d',
    title: 'The Independent: Lloyds Banking Group results, Q3 2025',
    url: 'https://www.independent.co.uk/news/business/lloyds-lloyds-banking-group-schroders-b2850653.html',
  },
  L2: { key: 'L2', title: 'Alphera: complaints', url: 'http://alphera.co.uk/complaints' },
  L3: { key: 'L3', title: 'Volkswagen Financial Services: privacy policy', url: 'https://customer.vwfs.co.uk/privacy-policy.html' },
  L3c: {
    key: 'L3c',
    // Read in a copy on another site; the original is The Guardian's (facts.md L3c).
    title: 'The Guardian (press report): VW fined £5.4 million for treating car finance customers badly, October 2024',
  },
  L4: {
    key: 'L4',
    title: 'Barclays: How do I make a complaint (Barclays Partner Finance)',
    url: 'http://www.barclays.co.uk/help/barclays-partner-finance/how-do-i-make-a-complaint-and-what-happens-once-i-have/',
  },
  L4b: { key: 'L4b', title: 'Barclays Partner Finance: your loan', url: 'https://www.barclayspartnerfinance.com/home/personal/yourloan/' },
  F3: {
    key: 'F3',
    title: 'Financial Ombudsman Service: update on car finance commission complaints',
    url: 'https://financial-ombudsman.org.uk/news/update-car-finance-commission-complaints',
  },
  L5: { key: 'L5', title: 'Blue Motor Finance: complaints handling procedure', url: 'https://blue.co.uk/ComplaintsHandlingProcedure' },
  L5b: { key: 'L5b', title: 'Blue Motor Finance: commission complaints', url: 'https://blue.co.uk/CommissionComplaints' },
  L6: { key: 'L6', title: 'BMW dealer: insurance complaints procedure', url: 'http://www.countrygaragebmw.co.uk/insuranceprocedure/' },
  L6b: { key: 'L6b', title: 'BMW Motorrad: existing finance customers', url: 'https://www.bmw-motorrad.co.uk/en/finance/existing-finance-customers.html' },
  L8: { key: 'L8', title: 'Close Brothers Motor Finance: how to complain', url: 'https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain' },
  L8b: {
    key: 'L8b',
    title: 'Close Brothers Motor Finance: commission complaints',
    url: 'https://www.closemotorfinance.co.uk/customers/help-centre/commission-complaints',
  },
  L8c: {
    key: 'L8c',
    title: 'Close Brothers Motor Finance: site notice of 1 May 2026',
    url: 'https://www.closemotorfinance.co.uk/dealers/support-and-resources/remote-signing/ive-been-informed-by-the-customer-that-theyve-failed-the-authentication-process',
  },
  L10: {
    key: 'L10',
    title: 'Honda Financial Services: finance privacy notice, 12 December 2023',
    url: 'https://www.honda.co.uk/cars/useful-links/finance-privacy-policy.html',
  },
  L11: { key: 'L11', title: 'Kia Finance / Hyundai Capital UK: privacy notice', url: 'https://www.kiafinance.co.uk/eapply-privacy/' },
  L12: {
    key: 'L12',
    title: 'Mercedes-Benz Financial Services: complaints',
    url: 'https://www.mercedes-benz-trucks.com/en_GB/owner/existing-finance-customers/frequently-asked-questions/complaints.html',
  },
  L14: { key: 'L14', title: 'MotoNovo Finance: complaints data', url: 'https://customer.motonovofinance.com/complaints-data' },
  L15: { key: 'L15', title: 'Northridge Finance: motor finance commission', url: 'https://northridgefinance.com/motor-finance-commission' },
  L15b: { key: 'L15b', title: 'Northridge Finance: customer tool kit', url: 'https://northridgefinance.com/customer-tool-kit' },
  L15c: { key: 'L15c', title: 'Northridge Finance: payment of arrears', url: 'https://northridgefinance.com/payment-of-arrears-2' },
  L16: { key: 'L16', title: 'Stellantis Financial Services: privacy policy, 3 April 2023', url: 'http://www.psa-finance.co.uk/privacy-policy' },
  L16b: { key: 'L16b', title: 'Stellantis Financial Services: FAQs', url: 'https://stellantisfinancialservices.co.uk/support/faqs' },
  L17: { key: 'L17', title: 'Santander Consumer Finance: FAQ', url: 'https://santanderconsumer.co.uk/frequently-asked-questions/retail-faq' },
  L17b: {
    key: 'L17b',
    title: 'Santander Consumer Finance: make a contract hire complaint',
    url: 'https://santanderconsumer.co.uk/managing-your-contract-hire-account/make-a-contract-hire-complaint',
  },
  L18: { key: 'L18', title: 'Toyota: complaints about commission models', url: 'https://www.toyota.co.uk/help-centre/complaints-about-commission-models' },
  L18b: { key: 'L18b', title: 'Toyota: finance help centre', url: 'https://www.toyota.co.uk/help-centre/finance' },
  A3: {
    key: 'A3',
    title: 'Legal Futures: Motor finance redress delay “could send more cases to court”, July 2026',
    url: 'https://www.legalfutures.co.uk/latest-news/motor-finance-redress-delay-could-send-more-cases-to-court/print/',
  },
  A4: {
    key: 'A4',
    title: 'Industry News: Motor finance payouts pushed back to 2027, stalled by legal challenges, July 2026',
    url: 'https://industry-news.biz/?p=43137',
  },
  F20: {
    key: 'F20',
    title: 'Supreme Court: Johnson v FirstRand Bank Ltd [2025] UKSC 33, 1 August 2025',
    url: 'https://www.supremecourt.uk/cases/uksc-2024-0158',
  },
} as const satisfies Record<string, LenderSource>;

type LenderSourceKey = keyof typeof lenderSources;

/** One detail a source states, with the source and the day it was checked. */
export interface Sourced<T = string> {
  readonly value: T;
  /** What the detail is for, where the source says it is not a complaints contact as such ("Customer Services"). */
  readonly label?: string;
  /** When it is answered, where the source says ("Monday to Friday, 9am to 5pm"). */
  readonly hours?: string;
  readonly sources: readonly LenderSource[];
  readonly checked: string;
}

function sourced<T>(value: T, keys: readonly [LenderSourceKey, ...LenderSourceKey[]], label?: string, hours?: string): Sourced<T> {
  return {
    value,
    ...(label === undefined ? {} : { label }),
    ...(hours === undefined ? {} : { hours }),
    sources: keys.map((key) => lenderSources[key]),
    checked: LENDER_ROUTES_CHECKED,
  };
}

/** A lender's own complaint route: each part only where facts.md §4 states it. */
export interface ComplaintRoute {
  /** The lender's complaints page. */
  readonly url?: Sourced;
  /** A page or form for commission complaints, where one is stated. */
  readonly commissionUrl?: Sourced;
  readonly phone?: Sourced;
  readonly email?: Sourced;
  readonly post?: Sourced;
  /** What the lender asks you to include. Absent: the FCA's list (`generalComplaintRoute.details`) applies. */
  readonly details?: Sourced<readonly string[]>;
  /** Anything else the source says that a visitor should know. */
  readonly notes?: readonly Sourced[];
}

export interface Challenger {
  /** "Volkswagen Financial Services is one of four parties challenging …", dated. */
  readonly text: string;
  readonly sources: readonly LenderSource[];
  readonly checked: string;
}

/** Who handles a lender's complaints and how to reach them free: `lenderProfile(lender)`. */
export interface LenderProfile {
  /** The legal entity that handles its complaints, VERIFIED only. */
  readonly entity?: Sourced;
  /** Undefined where facts.md found no route: the page shows `generalComplaintRoute`. */
  readonly route?: ComplaintRoute;
  /** Set for the lenders challenging the FCA's scheme in the Upper Tribunal. */
  readonly challenger?: Challenger;
}

// facts.md §1.1 and §1.2: four challenges about May 2026; the tribunal partly suspended the scheme about 2 July 2026 [A3][A4].
function challenger(who: string): Challenger {
  return {
    text:
      `${who} is one of ${scopeFacts.tribunalChallengers.value} parties challenging the FCA’s redress scheme in the Upper Tribunal, ` +
      `which partly suspended the scheme on ${scopeFacts.suspension.display} while it hears the challenges (reported July 2026). ` +
      `You can still complain to the lender yourself, free.`,
    sources: [lenderSources.A3, lenderSources.A4],
    checked: LENDER_ROUTES_CHECKED,
  };
}

const VWFS = 'Volkswagen Financial Services (UK) Limited';

// facts.md §4 no. 4 and no. 9: Clydesdale Financial Services Limited trades as Barclays Partner Finance.
const barclaysPartnerFinanceEntity = sourced('Clydesdale Financial Services Limited, trading as Barclays Partner Finance', ['F3']);
const barclaysPartnerFinanceRoute: ComplaintRoute = {
  url: sourced(lenderSources.L4.url, ['L4'], 'How do I make a complaint (Barclays Partner Finance)'),
  phone: sourced('0800 15 22 888', ['L4b'], 'Customer service'),
  details: sourced(['your 16-digit instalment account number', 'the details of your complaint', 'what you would like done', 'your contact details'], ['L4']),
  notes: [sourced('No page for commission complaints in particular was found.', ['L4'])],
};

/**
 * Each lender's profile, by its slug in shared/lenderList.ts: the type makes
 * every routed lender have one entry, and no other.
 */
const lenderProfiles: Readonly<Record<LenderSlug, LenderProfile>> = {
  'black-horse': {
    entity: sourced('Black Horse Limited, part of Lloyds Banking Group', ['L1d']),
    route: {
      url: sourced(lenderSources.L1.url, ['L1'], 'Black Horse complaints'),
      phone: sourced('0344 824 8888', ['L1']),
      post: sourced('Customer Complaints, Black Horse Finance, St William House, Cardiff CF10 5BH', ['L1']),
      details: sourced(['your agreement number', 'the details of your complaint', 'what you would like done', 'copies of your paperwork'], ['L1']),
      notes: [sourced('This is its general complaints page; no page for commission complaints in particular was found.', ['L1'])],
    },
  },
  alphera: {
    // facts.md §4 no. 2: the legal entity is INFERRED, so not given.
    route: {
      url: sourced(lenderSources.L2.url, ['L2'], 'Alphera complaints'),
      phone: sourced('0370 5050 197', ['L2']),
      email: sourced('csescalations@alphera.co.uk', ['L2']),
      post: sourced('Customer Escalations Team, Alphera Financial Services, Summit ONE, Summit Avenue, Farnborough, Hampshire GU14 0FB', ['L2']),
    },
  },
  audi: {
    entity: sourced(VWFS, ['L3c']),
    challenger: challenger('Volkswagen Financial Services, which provides finance for Audi,'),
  },
  barclays: {
    entity: barclaysPartnerFinanceEntity,
    route: barclaysPartnerFinanceRoute,
  },
  'blue-motor': {
    entity: sourced('Blue Motor Finance Ltd', ['L5']),
    route: {
      url: sourced(lenderSources.L5.url, ['L5'], 'Blue Motor Finance complaints handling procedure'),
      commissionUrl: sourced(lenderSources.L5b.url, ['L5b'], 'Blue Motor Finance commission complaints'),
      notes: [sourced('It accepts complaints “by any reasonable means including phone, email and in person”.', ['L5'])],
    },
  },
  bmw: {
    // L6 gives the address only as where to send complaints about BMW-sold insurance, not finance: the name alone.
    entity: sourced('BMW Financial Services (GB) Ltd', ['L6']),
    route: {
      phone: sourced('0370 5050 150', ['L6b'], 'Customer Services'),
      notes: [sourced('No complaints page for finance or commission was found; ask Customer Services how to complain.', ['L6b'])],
    },
  },
  'ca-auto': {
    // facts.md §4 no. 7: the UK legal entity and the route were NOT FOUND.
    challenger: challenger('CA Auto Finance (named in reports as Crédit Agricole Auto Finance)'),
  },
  'close-brothers': {
    // facts.md §4 no. 8: the legal entity is INFERRED, so not given.
    route: {
      url: sourced(lenderSources.L8.url, ['L8'], 'Close Brothers Motor Finance: how to complain'),
      commissionUrl: sourced(lenderSources.L8b.url, ['L8b'], 'Close Brothers Motor Finance commission complaint form'),
      phone: sourced('0333 321 6060', ['L8'], undefined, 'Monday to Friday, 9am to 5pm'),
      details: sourced(
        ['your name and address', 'the vehicle’s registration', 'your agreement number (it looks like 12-123456)', 'what happened', 'the outcome you want'],
        ['L8'],
      ),
      notes: [
        sourced(
          'Its site said on 1 May 2026 that the FCA had confirmed the scheme was legally challenged, so communication and any compensation are delayed.',
          ['L8c'],
        ),
      ],
    },
  },
  'clydesdale-bank': {
    // Spec slug kept so the routed URL stays; facts.md §4 no. 9: the motor lender is
    // Clydesdale Financial Services (Barclays Partner Finance), not Clydesdale Bank.
    entity: barclaysPartnerFinanceEntity,
    route: barclaysPartnerFinanceRoute,
  },
  honda: {
    entity: sourced('Honda Finance Europe plc, trading as Honda Financial Services', ['L10']),
  },
  hyundai: {
    entity: sourced('Hyundai Capital UK Limited', ['L11']),
  },
  mercedes: {
    entity: sourced('Mercedes-Benz Financial Services UK Ltd', ['L12']),
    route: {
      url: sourced(lenderSources.L12.url, ['L12'], 'Mercedes-Benz Financial Services complaints'),
      phone: sourced('0370 847 0700', ['L12']),
      email: sourced('customerservices-mbfs@daimler.com', ['L12']),
      post: sourced('Mercedes-Benz Financial Services UK Ltd, Tongwell, Milton Keynes MK15 8BA', ['L12']),
      notes: [sourced('No page for commission complaints in particular was found.', ['L12'])],
    },
    challenger: challenger('Mercedes-Benz Financial Services'),
  },
  // facts.md §4 no. 13: entity and route NOT FOUND (its one number is for withdrawals, not complaints).
  moneybarn: {},
  motonovo: {
    entity: sourced('FirstRand Bank Limited (London Branch), trading as MotoNovo Finance', ['F20', 'L14']),
  },
  northridge: {
    entity: sourced('NIIB Group Limited, trading as Northridge Finance', ['L15c']),
    route: {
      commissionUrl: sourced(lenderSources.L15.url, ['L15'], 'Northridge Finance: motor finance commission'),
      phone: sourced('0800 917 0931', ['L15b'], 'Customer service'),
      post: sourced('Northridge Finance, 1 Donegall Square South, Belfast BT1 5LR', ['L15b']),
      notes: [sourced('No complaints contact in particular was found; its commission page explains its approach.', ['L15'])],
    },
  },
  psa: {
    entity: sourced('Stellantis Financial Services UK Ltd', ['L16']),
  },
  santander: {
    entity: sourced('Santander Consumer (UK) plc', ['L17']),
    route: {
      phone: sourced('0800 085 1759', ['L17'], 'Customer Services'),
      notes: [sourced('Its commission complaint page is for contract hire customers only; no page for hire purchase or PCP was found.', ['L17b'])],
    },
  },
  toyota: {
    entity: sourced('Toyota Financial Services (UK) PLC', ['L18']),
    route: {
      commissionUrl: sourced(lenderSources.L18.url, ['L18'], 'Toyota: Motor Commission Complaints and Enquiry Form'),
      email: sourced('commissioncomplaints@toyota-fs.com', ['L18'], 'Commission complaints'),
      post: sourced('Customer Relations, Toyota Financial Services (UK) PLC, Great Burgh, Burgh Heath, Epsom, Surrey KT18 5UZ', ['L18']),
      phone: sourced('0333 041 0501', ['L18b'], 'General complaints'),
    },
  },
  vauxhall: {
    // facts.md §4 no. 19: old Vauxhall Finance agreements are now with Stellantis Financial Services; the historic entity NOT FOUND.
    entity: sourced('Stellantis Financial Services, which now holds old Vauxhall Finance agreements (agreement numbers starting “ZX”)', ['L16b']),
  },
  volkswagen: {
    entity: sourced(VWFS, ['L3']),
    // facts.md §4 no. 20: its data-protection contact is not a complaints route, so it is not given.
    challenger: challenger('Volkswagen Financial Services'),
  },
};

/** The lender's entity, free route and challenge, from the profiles above. */
export function lenderProfile(lender: Lender): LenderProfile {
  return Object.hasOwn(lenderProfiles, lender.slug) ? lenderProfiles[lender.slug as LenderSlug] : {};
}

/**
 * The route for any lender, and the whole route where facts.md found none for
 * a lender (facts.md §3.1, the FCA's consumer page [D3]).
 */
export const generalComplaintRoute: {
  readonly where: Passage;
  readonly details: readonly string[];
  readonly detailsPassage: Passage;
  readonly lenderUnknown: Passage;
  readonly ombudsman: Passage;
} = {
  where: {
    text: 'Use the complaints page of the lender named on your agreement or statements.',
    cites: ['complaintDetails'],
  },
  details: complaintDetailsList,
  detailsPassage: { text: `The FCA says to give ${scopeFacts.complaintDetails.display}.`, cites: ['complaintDetails'] },
  lenderUnknown: {
    text: `Not sure who the lender was? If the agreement was active in the last ${scopeFacts.creditFileYears.display}, it may be listed on your credit file.`,
    cites: ['creditFileYears'],
  },
  ombudsman: {
    text: `If the lender has not sent its final response after ${scopeFacts.lenderResponseWeeks.display} (the normal rule; complaints the redress scheme covers follow its own timetable), or you disagree with it, you can ask the Financial Ombudsman Service, normally within ${scopeFacts.fosReferralMonths.display} of the final response. It is ${scopeFacts.fosFreeForConsumers.display}.`,
    cites: ['lenderResponseWeeks', 'fosReferralMonths', 'fosFreeForConsumers'],
  },
};

/**
 * What a lender page's free-route block shows (client/components/LenderFreeRoute.tsx):
 * the lender's profile and the general route, as plain data that the server
 * sends with the page (decision 015), so a phone need not download all 20.
 */
export interface LenderFreeRoute extends LenderProfile {
  readonly heading: string;
  readonly general: {
    readonly where: string;
    readonly details: readonly string[];
    readonly detailsSource: { readonly sources: readonly FactSource[]; readonly checked: string };
    readonly lenderUnknown: string;
    readonly ombudsman: string;
  };
}

export function lenderFreeRoute(lender: Lender): LenderFreeRoute {
  const general = generalComplaintRoute;
  return {
    ...lenderProfile(lender),
    heading: freeRouteHeading(lender),
    general: {
      where: general.where.text,
      details: general.details,
      detailsSource: { sources: [scopeFacts.complaintDetails.source], checked: scopeFacts.complaintDetails.checked },
      lenderUnknown: general.lenderUnknown.text,
      ombudsman: general.ombudsman.text,
    },
  };
}

/** "Complain to Black Horse yourself, free". */
export function freeRouteHeading(lender: Lender): string {
  return `Complain to ${lender.name} yourself, free`;
}

/** One line for the /lenders hub: how to complain to this lender free, or the general route. */
export function freeRouteLine(lender: Lender): string {
  const { route } = lenderProfile(lender);
  if (!route || !(route.url || route.commissionUrl || route.email || route.post || complaintPhone(route))) {
    const contact = route?.phone ? ` or ask ${route.phone.label ?? 'the lender'} on ${route.phone.value}` : '';
    return `No complaints route found in our sources: use the complaints page of the lender named on your agreement or statements${contact}.`;
  }
  const ways = [
    route.commissionUrl ? 'a commission complaints page' : undefined,
    route.url ? 'a complaints page' : undefined,
    route.phone
      ? `${route.phone.label ? `${route.phone.label.toLowerCase()} ` : ''}${route.phone.value}${route.phone.hours ? ` (${route.phone.hours})` : ''}`
      : undefined,
    route.email ? route.email.value : undefined,
    route.post ? 'post' : undefined,
  ].filter((way): way is string => way !== undefined);
  return `Complain free: ${ways.join(', ')}. Checked ${formatIsoDate(LENDER_ROUTES_CHECKED)}.`;
}

/** A phone number the source gives for complaints (not only for general customer service). */
function complaintPhone(route: ComplaintRoute): Sourced | undefined {
  return route.phone && (route.phone.label === undefined || /complaint/i.test(route.phone.label)) ? route.phone : undefined;
}

/** Every contact detail a lender page may show, with its source: the test of issue 15 compares pages with this. */
export function lenderContactDetails(lender: Lender): Sourced[] {
  const { route } = lenderProfile(lender);
  if (!route) return [];
  return [route.url, route.commissionUrl, route.phone, route.email, route.post].filter((detail): detail is Sourced => detail !== undefined);
}
