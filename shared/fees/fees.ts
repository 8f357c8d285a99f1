/**
 * The partner law firm's fees (spec sections 1 and 9). The key-facts table,
 * the fee calculator, the copy and the tests all read this module.
 */
export { feeRangeText, fees, nothingIfUnsuccessfulText } from './feeRange.ts';

export interface FeeBand {
  readonly band: number;
  /** Whole pounds, inclusive. */
  readonly minRedress: number;
  /** Whole pounds, inclusive; null = no upper limit. */
  readonly maxRedress: number | null;
  /** Fee including VAT, in basis points (3360 = 33.6%), so sums stay exact. */
  readonly feeBasisPoints: number;
  /** Maximum fee including VAT, whole pounds. */
  readonly maxFee: number;
}

export const feeBands: readonly FeeBand[] = [
  { band: 1, minRedress: 1, maxRedress: 1_499, feeBasisPoints: 3_600, maxFee: 504 },
  { band: 2, minRedress: 1_500, maxRedress: 9_999, feeBasisPoints: 3_360, maxFee: 3_000 },
  { band: 3, minRedress: 10_000, maxRedress: 24_999, feeBasisPoints: 3_000, maxFee: 6_000 },
  { band: 4, minRedress: 25_000, maxRedress: 49_999, feeBasisPoints: 2_400, maxFee: 9_000 },
  { band: 5, minRedress: 50_000, maxRedress: null, feeBasisPoints: 1_800, maxFee: 12_000 },
];

export function feePercent(band: FeeBand): number {
  return band.feeBasisPoints / 100;
}

/** A band covers whole pounds; £1,499.50 is still band 1 (below £1,500). */
export function feeBandFor(redressPounds: number): FeeBand | undefined {
  if (!Number.isFinite(redressPounds) || redressPounds < 1) return undefined;
  return [...feeBands].reverse().find((band) => redressPounds >= band.minRedress);
}

export interface FeeQuote {
  readonly band: FeeBand;
  readonly percent: number;
  /** Fee including VAT, in pence. */
  readonly feePence: number;
  /** True when the band's maximum fee applied. */
  readonly capped: boolean;
}

export function feeForRedress(redressPounds: number): FeeQuote | undefined {
  const band = feeBandFor(redressPounds);
  if (!band) return undefined;
  const redressPence = Math.round(redressPounds * 100);
  const uncapped = Math.round((redressPence * band.feeBasisPoints) / 10_000);
  const capPence = band.maxFee * 100;
  return { band, percent: feePercent(band), feePence: Math.min(uncapped, capPence), capped: uncapped > capPence };
}

// Money is written out rather than with Intl.NumberFormat, which gives the same text (fees.test.ts
// holds them equal): a phone's first `new Intl.NumberFormat('en-GB', { currency })` loads the
// locale's data on the main thread, a long task on a slow phone, on every page (docs/developing.md, Performance).

/** 1234567 → "1,234,567". */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Whole pounds, rounded half away from zero: 1234.5 → "£1,235". */
export function formatPounds(pounds: number): string {
  const whole = Math.round(Math.abs(pounds));
  return `${pounds < 0 && whole > 0 ? '-' : ''}£${grouped(whole)}`;
}

/** Pence as pounds, with pence shown only when there are some: 123456 → "£1,234.56", 120000 → "£1,200". */
export function formatPence(pence: number): string {
  if (pence % 100 === 0) return formatPounds(pence / 100);
  const whole = Math.round(Math.abs(pence));
  return `${pence < 0 ? '-' : ''}£${grouped(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The band's range for an amount with pence (issue 45 item 11: £1,499.50 is in band 1, which "£1 to £1,499"
 * does not say): "£1 to under £1,500", "£50,000 and above".
 */
export function redressRangeWithPence(band: FeeBand): string {
  return band.maxRedress === null ? redressRangeLabel(band) : `${formatPounds(band.minRedress)} to under ${formatPounds(band.maxRedress + 1)}`;
}

export function redressRangeLabel(band: FeeBand): string {
  return band.maxRedress === null ? `${formatPounds(band.minRedress)} and above` : `${formatPounds(band.minRedress)} to ${formatPounds(band.maxRedress)}`;
}
