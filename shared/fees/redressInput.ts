/** The query parameter the fee calculator's JavaScript-free form submits. */
export const REDRESS_PARAM = 'redress';

/** The calculator's anchor on the key facts page: the home page's form sends the amount there. */
export const FEE_CALCULATOR_ANCHOR = 'fee-calculator';

/**
 * Reads an amount of money as people type it: "2500", "2,500", "£2,500.50",
 * " £ 2 500 ". Returns whole pounds and pence as a number, or undefined when
 * the text is not an amount (the fee calculator then asks again).
 */
export function parseRedressInput(text: string): number | undefined {
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/[,\s]/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return undefined;
  const pounds = Number(cleaned);
  return Number.isFinite(pounds) ? pounds : undefined;
}
