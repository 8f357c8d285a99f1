/** The fee range the footer and copy state; apart from fees.ts so the shell needs only this. */
export const fees = {
  minPercentExVat: 15,
  maxPercentExVat: 30,
  minPercentIncVat: 18,
  maxPercentIncVat: 36,
  coolingOffDays: 14,
} as const;

/** "15% to 30% plus VAT (18% to 36% including VAT)". */
export function feeRangeText(): string {
  return `${fees.minPercentExVat}% to ${fees.maxPercentExVat}% plus VAT (${fees.minPercentIncVat}% to ${fees.maxPercentIncVat}% including VAT)`;
}

/**
 * What a claim that does not succeed costs, with its one exception in the same sentence (compliance reading B, N2):
 * "if your claim does not succeed, you pay nothing, unless you cancel after the 14-day cooling-off period, when a
 * cancellation fee may apply". `sentence`: as a sentence of its own, capitalised and stopped. The documents state it
 * as `{{nothingIfUnsuccessful}}` (shared/figures/factPlaceholders.ts), the landing pages as `{nothingIfUnsuccessful}`.
 */
export function nothingIfUnsuccessfulText(form: 'clause' | 'sentence' = 'clause'): string {
  const clause = `if your claim does not succeed, you pay nothing, unless you cancel after the ${fees.coolingOffDays}-day cooling-off period, when a cancellation fee may apply`;
  return form === 'sentence' ? `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.` : clause;
}
