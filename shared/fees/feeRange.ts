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
