/**
 * Every figure the site shows, with where it comes from and when it was last
 * checked (contract: an operator updates a figure in one place). Copy and
 * tests import these; no page writes a figure by hand.
 */
export interface Figure<T = number> {
  readonly value: T;
  /** How the site words it. */
  readonly display: string;
  readonly source: string;
  /** ISO date the figure was last checked against its source. */
  readonly checked: string;
}

const SPEC = 'Product specification, sections 1 and 9 (figures as stated by the site)';
const REGULATOR = 'Financial Conduct Authority, motor finance consultation (CP25/27), October 2025';
const CHECKED = '2026-11-22';

export const figures = {
  misSoldShare: { value: 44, display: 'up to 44%', source: SPEC, checked: CHECKED },
  possiblyMisSoldShare: { value: 40, display: 'up to 40%', source: SPEC, checked: CHECKED },
  averageRedressPerAgreement: { value: 700, display: '£700', source: REGULATOR, checked: CHECKED },
  regulatorEstimateAugust2025: { value: 950, display: 'up to £950', source: 'Financial Conduct Authority statement, August 2025', checked: CHECKED },
  /** The blog article's £1bn illustration is worked from this total. */
  schemeRedressTotal: { value: 8_200_000_000, display: '£8.2bn', source: REGULATOR, checked: CHECKED },
  averagePerHousehold: { value: 2845, display: '£2,845', source: SPEC, checked: CHECKED },
  adultsPerHousehold: { value: 2, display: '2', source: SPEC, checked: CHECKED },
  agreementsPerPerson: { value: 4.62, display: '4.62', source: SPEC, checked: CHECKED },
  recoveredTotal: { value: 449_000_000, display: '£449M', source: SPEC, checked: CHECKED },
  dealsWithCommission: { value: 95, display: '95%', source: 'Financial Conduct Authority, motor finance review, 2019', checked: CHECKED },
  averagePastPayout: { value: 1600, display: '£1,600', source: SPEC, checked: CHECKED },
  eligibilityCheckSeconds: { value: 60, display: '60 seconds', source: SPEC, checked: CHECKED },
  lenderResponseWeeks: { value: 8, display: '8 weeks', source: 'FCA DISP rules: final response within 8 weeks', checked: CHECKED },
} as const satisfies Record<string, Figure>;

/** Dates the copy refers to (spec sections 1 and 9). */
export const dates = {
  claimWindowStart: { value: '2007-04', display: 'April 2007', source: SPEC, checked: CHECKED },
  claimWindowEnd: { value: '2021-01-28', display: '28 January 2021', source: SPEC, checked: CHECKED },
  complaintDeadline: { value: '2025-12-04', display: '4 December 2025', source: 'Financial Conduct Authority: extension of the motor finance complaint-handling pause', checked: CHECKED },
  redressScheme: { value: '2026', display: 'early 2026', source: REGULATOR, checked: CHECKED },
  /** When the regulator gave its "up to £950" estimate (figures.regulatorEstimateAugust2025). */
  regulatorEstimate: { value: '2025-08', display: 'August 2025', source: 'Financial Conduct Authority statement, August 2025', checked: CHECKED },
} as const satisfies Record<string, Figure<string>>;

/** "April 2007 to 28 January 2021". */
export function claimWindowText(): string {
  return `${dates.claimWindowStart.display} to ${dates.claimWindowEnd.display}`;
}

/** "between April 2007 and 28 January 2021". */
export function claimWindowBetweenText(): string {
  return `between ${dates.claimWindowStart.display} and ${dates.claimWindowEnd.display}`;
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
