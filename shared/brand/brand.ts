/**
 * Every brand and company detail the site shows. Contract: an operator
 * rebrands by editing this file and nothing else.
 */
/**
 * `written` as people write it; `display` as pages and documents show it, its
 * groups joined by no-break spaces (U+00A0) so the number never breaks across
 * lines; `href` for the link.
 */
const telephoneWritten = '0121 496 0123';
const telephone = { written: telephoneWritten, display: telephoneWritten.replace(/ /g, '\u00a0'), href: 'tel:+441214960123' } as const;

export const brand = {
  name: 'Drivefair',
  /** Product key: form id prefix and local-storage key (contract, Brand). */
  productKey: 'drivefair',
  tagline: 'Check if you were mis-sold car finance',
  /** What the company does, in a sentence: Organization structured data and anywhere a summary is needed. */
  description:
    // compliance reading B, N1: the free route before the paid service
    'You can complain to your lender yourself, for free. Drivefair is a UK claims management company: its free pre-check shows whether the FCA’s redress ' +
    'schemes may cover a car, van, motorbike or campervan finance agreement, and it passes claims to a partner law firm on a no win no fee basis.',
  companyName: 'Drivefair Claims Limited',
  companyNumber: '15482736',
  registeredAddress: {
    lines: ['Suite 4, Lichfield House', '21 Lichfield Street'],
    town: 'Wolverhampton',
    postcode: 'WV1 1EA',
  },
  regulator: {
    name: 'Financial Conduct Authority',
    shortName: 'FCA',
    reference: '987654',
  },
  email: 'help@drivefair.example',
  telephone,
  /** The same as `telephone.display`, under the name the issue asked for. */
  telephoneDisplay: telephone.display,
  officeHours: {
    weekdays: { days: 'Monday to Friday', opens: '9:00', closes: '17:30' },
    weekends: 'Closed',
  },
  partnerLawFirm: 'our partner law firm',
  /** The law firm that acts for the customer on a claim and charges, and invoices, the fee (terms, sections 1 and 5). */
  lawFirm: { name: 'Example Solicitors LLP', sraNumber: '000000' },
} as const;

/**
 * Issue 29: the details of `brand` that are still stand-ins this site shipped with, not the
 * firm's own. The launch check (the production start warning and `npm run figures`,
 * server/config/brandExamples.ts) names each one listed here, and also any telephone number in Ofcom's
 * drama ranges or email address on an example domain. Put the real detail in above, then take
 * its name out of this list.
 */
export const brandStandIns: readonly BrandDetail[] = [
  'companyName',
  'companyNumber',
  'registeredAddress',
  'regulator.reference',
  'email',
  'telephone',
  'lawFirm.name',
  'lawFirm.sraNumber',
];

/** A brand detail the launch check can name. */
export type BrandDetail =
  'companyName' | 'companyNumber' | 'registeredAddress' | 'regulator.reference' | 'email' | 'telephone' | 'lawFirm.name' | 'lawFirm.sraNumber';

export const reviewFormId = `${brand.productKey}_customer_review`;
export const utmStorageKey = `${brand.productKey}_utm`;

/** Local storage key of the visitor's answer to the campaign-labels question (issue 28, cookie policy). */
export const consentStorageKey = `${brand.productKey}_consent`;

/**
 * Local storage key of the visitor's own list of agreements (issue 47, contract "My agreements"): written only
 * by the visitor's own action on /my-agreements, read and written only by shared/agreements/agreementStore.ts.
 */
export const agreementsStorageKey = `${brand.productKey}_agreements`;

/** Session storage key of the scroll positions React Router's ScrollRestoration keeps for Back and Forward (cookie policy). */
export const scrollStorageKey = `${brand.productKey}_scroll`;

export function postalAddress(separator = ', '): string {
  const { lines, town, postcode } = brand.registeredAddress;
  return [...lines, town, postcode].join(separator);
}

/**
 * Issue 45 item 10: a stand-in is never shown as if it were the firm's own. Wherever a page or document
 * shows one, these words follow it, in visible text; a real detail (taken out of `brandStandIns`) drops them.
 */
export const EXAMPLE_MARK = '(example)';

export function isStandIn(detail: BrandDetail): boolean {
  return brandStandIns.includes(detail);
}

/** `text` (a brand detail as shown), followed by the example mark while `detail` is a stand-in. */
export function markedDetail(detail: BrandDetail, text: string): string {
  return isStandIn(detail) ? `${text} ${EXAMPLE_MARK}` : text;
}

/** Every brand detail as pages and documents show it: each stand-in marked. */
export const shownBrand = {
  companyName: markedDetail('companyName', brand.companyName),
  companyNumber: markedDetail('companyNumber', brand.companyNumber),
  address: markedDetail('registeredAddress', postalAddress()),
  firmReference: markedDetail('regulator.reference', brand.regulator.reference),
  email: markedDetail('email', brand.email),
  telephone: markedDetail('telephone', brand.telephone.display),
  lawFirmName: markedDetail('lawFirm.name', brand.lawFirm.name),
  lawFirmSraNumber: markedDetail('lawFirm.sraNumber', brand.lawFirm.sraNumber),
} as const;

/** The legal line the footer and documents carry (spec section 1, legal footer), every stand-in marked. */
export function legalStatement(): string {
  return (
    `${brand.name} is a claims management company and a trading style of ${shownBrand.companyName}, ` +
    `registered in England and Wales (company number ${shownBrand.companyNumber}). ` +
    `Registered office: ${shownBrand.address}. ` +
    `Authorised and regulated by the ${brand.regulator.name} for claims management activity ` +
    `(firm reference number ${shownBrand.firmReference}).`
  );
}

/** Said once beside the details, wherever a stand-in is shown: what the mark means. Empty when none is. */
export function exampleDetailsNote(): string {
  return brandStandIns.length === 0
    ? ''
    : `Details marked ${EXAMPLE_MARK} are placeholders this website was built with, not yet the firm’s own: do not rely on them.`;
}
