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
 * Its number and registration are the letter's first values only: the list mounts a new panel for
 * each agreement (MyAgreementsList's `key`), so one agreement's never reach another's letter.
 * Loaded in a chunk of its own, after the page has handed the scheme's facts over (decision 035).
 */
export default function ComplaintLetterPanel({
  agreement,
  addressing,
  today,
}: {
  agreement: Agreement;
  addressing: Readonly<Record<string, LetterAddressing>>;
  /** This device's today (`YYYY-MM-DD`), as the list's cards use it: the notes say when a date has passed. */
  today: string;
}) {
  const lender = lenderBySlug(agreement.lender);
  const letter = complaintLetterFrom({
    slug: agreement.lender,
    ...(lender ? { lender, ...(addressing[lender.slug] ? { addressing: addressing[lender.slug] } : {}) } : {}),
    answers: answersOf(agreement),
    // The note about a complaint already made says what the card says: its final response due, or the ombudsman next.
    ...(agreement.status === 'complained' && agreement.statusDate ? { complainedOn: agreement.statusDate } : {}),
    today,
  });
  const initial = {
    ...(agreement.agreementNumber ? { agreementNumber: agreement.agreementNumber } : {}),
    ...(agreement.registration ? { registration: agreement.registration } : {}),
  };
  return <ComplaintLetter letter={letter} initial={initial} headingLevel={3} />;
}
