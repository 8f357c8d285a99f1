import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { parseAgreementStart, type PreCheckAnswers } from '../../../shared/pre-check/preCheckAnswers.ts';

/** The pre-check's answers for an agreement on the list: its date, type and status as the questions put them. */
export function answersOf(agreement: Agreement): PreCheckAnswers {
  const complained = { 'not-complained': 'no', invited: 'no', complained: 'lender', 'final-response': 'final-response', ombudsman: 'ombudsman' } as const;
  return {
    start: parseAgreementStart(agreement.started),
    type: agreement.type,
    via: agreement.via,
    for: agreement.for,
    complained: agreement.status === 'represented' ? undefined : complained[agreement.status],
    responded: agreement.status === 'final-response' ? agreement.statusDate : undefined,
    represented: agreement.status === 'represented' ? 'yes' : 'no',
  };
}
