import type { AgreementStatus } from '../../../shared/agreements/statuses.ts';

/** What has happened so far, as the form offers it and each agreement says it. */
export const statusLabels: Readonly<Record<AgreementStatus, string>> = {
  'not-complained': 'Not complained yet',
  complained: 'Complained to the lender',
  'final-response': 'Had the lender’s final response',
  ombudsman: 'Taken to the Financial Ombudsman Service',
  invited: 'Invited by the lender to join the FCA’s scheme',
  represented: 'Signed with a claims firm or law firm',
};
