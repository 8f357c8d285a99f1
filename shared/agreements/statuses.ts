/** What has happened so far with an agreement (the contract's `status`), in the format's order (issue 47). */
export const AGREEMENT_STATUSES = ['not-complained', 'complained', 'final-response', 'ombudsman', 'invited', 'represented'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
