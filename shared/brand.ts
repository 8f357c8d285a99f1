/**
 * Every brand and company detail the site shows. Contract: an operator
 * rebrands by editing this file and nothing else.
 */
export const brand = {
  name: 'Drivefair',
  /** Product key: form id prefix and local-storage key (contract, Brand). */
  productKey: 'drivefair',
  tagline: 'Check if you were mis-sold car finance',
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
  telephone: { display: '0121 496 0123', href: 'tel:+441214960123' },
  officeHours: {
    weekdays: { days: 'Monday to Friday', opens: '9:00', closes: '17:30' },
    weekends: 'Closed',
  },
  partnerLawFirm: 'our partner law firm',
} as const;

export const reviewFormId = `${brand.productKey}_customer_review`;
export const utmStorageKey = `${brand.productKey}_utm`;

export function postalAddress(separator = ', '): string {
  const { lines, town, postcode } = brand.registeredAddress;
  return [...lines, town, postcode].join(separator);
}

/** The legal line the footer and documents carry (spec section 1, legal footer). */
export function legalStatement(): string {
  return (
    `${brand.name} is a claims management company and a trading style of ${brand.companyName}, ` +
    `registered in England and Wales (company number ${brand.companyNumber}). ` +
    `Registered office: ${postalAddress()}. ` +
    `Authorised and regulated by the ${brand.regulator.name} for claims management activity ` +
    `(firm reference number ${brand.regulator.reference}).`
  );
}
