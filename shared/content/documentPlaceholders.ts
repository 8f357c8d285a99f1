/**
 * The documents in content/ name brand details and fees by `{{placeholder}}`
 * rather than repeating them (contract, Brand: an operator rebrands by
 * editing shared/brand/brand.ts alone). `fillPlaceholders` is the one function that
 * substitutes them; the build (server/build/build-content.ts) and the tests both
 * call it, so the served markdown, the PDFs and the tests read the same text.
 */
import {
  agreementsStorageKey,
  brand,
  consentStorageKey,
  exampleDetailsNote,
  isStandIn,
  legalStatement,
  markedDetail,
  scrollStorageKey,
  shownBrand,
  utmStorageKey,
} from '../brand/brand.ts';
import { CONSENT_MONTHS } from '../attribution/consent.ts';
import { feeBands, feeForRedress, feePercent, fees, formatPence, formatPounds, redressRangeLabel } from '../fees/fees.ts';
import { factPlaceholders } from '../figures/factPlaceholders.ts';
import { fillPlaceholders as fill } from './placeholders.ts';
import { registryText } from '../figures/registryFile.ts';
import { UTM_PARAMS } from '../attribution/utm.ts';

/** React Router's ScrollRestoration (client/Document.tsx) keeps Back/Forward scroll positions under this session-storage key. */
export { scrollStorageKey };

/** Spec section 9: the key-facts fee table, a GFM table built from the fee bands. */
export function feeTableMarkdown(): string {
  const rows = feeBands.map((band) => {
    const redress = band.maxRedress === null ? `${redressRangeLabel(band)} (no upper limit)` : redressRangeLabel(band);
    return `| ${band.band} | ${redress} | ${feePercent(band)}% | ${formatPounds(band.maxFee)} |`;
  });
  return ['| Band | Redress obtained from the lender | Fee (including VAT) | Maximum fee (including VAT) |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Redress amounts for the worked examples: each band, and each band's cap biting. */
export const FEE_EXAMPLE_REDRESS = [1_000, 1_499, 5_000, 9_999, 20_000, 60_000] as const;

/** Worked examples for the key facts (what you pay, what you keep), from feeForRedress. */
export function feeExamplesMarkdown(): string {
  const rows = FEE_EXAMPLE_REDRESS.map((redress) => {
    const quote = feeForRedress(redress)!;
    const fee = `${formatPence(quote.feePence)}${quote.capped ? ' (maximum fee)' : ''}`;
    return `| ${formatPounds(redress)} | ${quote.band.band} | ${quote.percent}% | ${fee} | ${formatPence(redress * 100 - quote.feePence)} |`;
  });
  return ['| Redress obtained | Band | Fee rate (including VAT) | Fee you pay | You keep |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

const { weekdays, weekends } = brand.officeHours;

export const placeholders: Readonly<Record<string, string>> = {
  // Figures, dates and timing from the registry (shared/figures/factPlaceholders.ts).
  ...factPlaceholders,
  brandName: brand.name,
  // issue 45 item 10: every stand-in marked where a document shows it (shared/brand/brand.ts, shownBrand)
  companyName: shownBrand.companyName,
  companyNumber: shownBrand.companyNumber,
  registeredAddress: shownBrand.address,
  regulatorName: brand.regulator.name,
  regulatorShortName: brand.regulator.shortName,
  firmReference: shownBrand.firmReference,
  email: shownBrand.email,
  telephone: shownBrand.telephone,
  telephoneLink: markedDetail('telephone', `[${brand.telephone.display}](${brand.telephone.href})`),
  officeHours: `${weekdays.days}, ${weekdays.opens} to ${weekdays.closes}`,
  weekendHours: weekends,
  partnerLawFirm: brand.partnerLawFirm,
  lawFirmName: shownBrand.lawFirmName,
  lawFirmSraNumber: shownBrand.lawFirmSraNumber,
  legalStatement: [legalStatement(), exampleDetailsNote()].filter(Boolean).join(' '),
  /** Terms 1.2: no one is sent to look up a firm reference number that is an example. */
  registerCheck: isStandIn('regulator.reference')
    ? `Our firm reference number above is an example until the firm’s own is put in, so it cannot be checked on the Financial Services Register yet.`
    : `You can check our details on the Financial Services Register at [register.fca.org.uk](https://register.fca.org.uk) using our firm reference number ${brand.regulator.reference}.`,
  minFeeExVat: `${fees.minPercentExVat}%`,
  maxFeeExVat: `${fees.maxPercentExVat}%`,
  minFeeIncVat: `${fees.minPercentIncVat}%`,
  maxFeeIncVat: `${fees.maxPercentIncVat}%`,
  feeTable: feeTableMarkdown(),
  feeExamples: feeExamplesMarkdown(),
  utmStorageKey,
  utmParameters: UTM_PARAMS.map((name) => `\`${name}\``).join(', '),
  scrollStorageKey,
  consentStorageKey,
  agreementsStorageKey,
  consentMonths: String(CONSENT_MONTHS),
};

/**
 * Substitutes every `{{name}}` and every reference to the figures registry,
 * `{figures.id.display}` (`registryText`); an unknown name or entry is an
 * error, so a typo fails the build.
 */
export function fillPlaceholders(markdown: string, values: Readonly<Record<string, string>> = placeholders): string {
  return registryText(fill(markdown, values));
}
