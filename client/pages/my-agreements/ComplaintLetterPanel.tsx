import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { complaintLetterFrom, type LetterAddressing } from '../../../shared/lenders/complaintLetterBody.ts';
import { lenderBySlug } from '../../../shared/lenders/lenderList.ts';
import { ComplaintLetter } from '../../components/lenders/ComplaintLetter.tsx';
import { answersOf } from './agreementAnswers.ts';

/**
 * The complaint letter for one agreement on the list (issue 47 item 4), made here on the device from
 * the agreement and the lender's addressing the page's route data brought for every lender: the same
 * letter /complain-free makes on the server (shared/lenders/complaintLetterBody.ts), with the
 * agreement's number and registration filled in, and no request carrying any of it (decision 042).
 * Loaded in a chunk of its own, after the page has handed the scheme's facts over (decision 035).
 */
export default function ComplaintLetterPanel({ agreement, addressing }: { agreement: Agreement; addressing: Readonly<Record<string, LetterAddressing>> }) {
  const lender = lenderBySlug(agreement.lender);
  const letter = complaintLetterFrom({
    slug: agreement.lender,
    ...(lender ? { lender, ...(addressing[lender.slug] ? { addressing: addressing[lender.slug] } : {}) } : {}),
    answers: answersOf(agreement),
  });
  const initial = {
    ...(agreement.agreementNumber ? { agreementNumber: agreement.agreementNumber } : {}),
    ...(agreement.registration ? { registration: agreement.registration } : {}),
  };
  return <ComplaintLetter letter={letter} initial={initial} headingLevel={3} />;
}
