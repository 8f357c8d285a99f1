/**
 * Letters for one agreement on the visitor's list (issue 47), written on the
 * device and never sent: a subject access request with a request for a copy of
 * the agreement (free, one month: facts.md §8), the Consumer Credit Act's £1
 * copy (only while the agreement is running), and a change of address. Plain
 * text, to print or copy; the visitor's name and addresses are blanks to fill
 * by hand, so nothing about them is typed or kept here. The complaint letter
 * is the site's own (/complain-free), opened filled from the agreement.
 */
import { formatIsoDate } from '../dates/dates.ts';
import { BLANK } from '../lenders/complaintLetterText.ts';
import type { Agreement } from './agreementFile.ts';

export type LetterKind = 'subject-access' | 'cca-copy' | 'change-of-address';

export const LETTER_TITLES: Readonly<Record<LetterKind, string>> = {
  // compliance reading B, M8: a SAR gives the personal data, not a right to the signed document (facts.md §8)
  'subject-access': 'Ask for the personal data the lender holds about you (subject access request)',
  'cca-copy': 'Ask for a copy of a running agreement for £1 (Consumer Credit Act)',
  'change-of-address': 'Tell the lender your new address',
};

export interface LetterFacts {
  /** The CCA copy fee in pounds (registry `ccaCopyRequest`). */
  readonly ccaFeePounds: number;
}

/** "the agreement number AB123, the hire purchase agreement that began in March 2012, for the vehicle AB12 CDE". */
function agreementLines(agreement: Agreement, typeWords: string): string[] {
  return [
    `Agreement number: ${agreement.agreementNumber ?? BLANK}`,
    `Type of agreement: ${typeWords}`,
    `Date of the agreement: ${formatIsoDate(agreement.started)}`,
    `Vehicle registration: ${agreement.registration ?? BLANK}`,
  ];
}

const senderBlock = ['Your full name: ' + BLANK, 'Your address now: ' + BLANK, BLANK];

/** The letter's plain text, dated `today` (`YYYY-MM-DD`). */
export function agreementLetter(kind: LetterKind, agreement: Agreement, lenderName: string, typeWords: string, today: string, facts: LetterFacts): string {
  const head = [...senderBlock, '', formatIsoDate(today), '', lenderName, '', 'About my agreement with you:', ...agreementLines(agreement, typeWords), ''];
  const sign = ['', 'Yours faithfully,', '', BLANK, '(your name)'];
  switch (kind) {
    case 'subject-access':
      return [
        ...head,
        'Dear Sir or Madam,',
        '',
        'Subject access request',
        '',
        'Under Article 15 of the UK General Data Protection Regulation, please send me a copy of all the personal data you hold about me, including:',
        '- the details of the credit agreement above and of any other agreement you hold in my name;',
        '- the statements and payment history of each agreement;',
        '- any information you hold about commission paid to the dealer or broker who arranged the finance.',
        '',
        'My address when I took out the agreement was: ' + BLANK,
        '',
        'I understand this request is normally free and that you must answer within one month of receiving it, or tell me within that month if you need longer. If you need anything from me to confirm who I am, please tell me straight away.',
        ...sign,
      ].join('\n');
    case 'cca-copy':
      return [
        ...head,
        'Dear Sir or Madam,',
        '',
        'Request for a copy of my credit agreement',
        '',
        `Under section 77 (or, for hire, section 79) of the Consumer Credit Act 1974, please send me a copy of the agreement above and a statement of account. I enclose the fee of £${facts.ccaFeePounds}.`,
        '',
        'I still owe money under this agreement.',
        ...sign,
      ].join('\n');
    case 'change-of-address':
      return [
        ...head,
        'Dear Sir or Madam,',
        '',
        'Change of address',
        '',
        'Please update your records of the agreement above with my new address, and send any letters about it, including any about the FCA’s motor finance redress scheme, to that address.',
        '',
        'My address when I took out the agreement was: ' + BLANK,
        'My new address is: ' + BLANK,
        'My email address or telephone number (if you would like them): ' + BLANK,
        ...sign,
      ].join('\n');
  }
}
