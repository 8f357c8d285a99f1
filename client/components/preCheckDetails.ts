/**
 * What /pre-check shows beyond its form: the rules, the result and the options
 * table, all words. One part (client/deferredPart.ts), so the page's first
 * load is its form and the visitor can answer while these arrive.
 */
export { eligibilityFor } from '../../shared/eligibility.ts';
export { OptionsTable } from './OptionsTable.tsx';
export { PreCheckResult } from './PreCheckResult.tsx';
