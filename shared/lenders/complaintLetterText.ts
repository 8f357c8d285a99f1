/**
 * The complaint letter as text (issue 23): its shape, and filling in the
 * visitor's details, the plain text for the clipboard and the `mailto:` for
 * the visitor's own email app. Apart from the letter's builder
 * (shared/lenders/complaintLetter.ts), which reads the lender profiles and the
 * registry on the server: the page's code in the browser needs only this.
 */
import type { FactSource } from '../figures/factTypes.ts';
import type { Lender } from './lenderList.ts';

/** The visitor's details: typed on the page, never sent. */
export type LetterSlot = 'name' | 'address' | 'agreementNumber' | 'registration';
export type LetterDetails = Partial<Readonly<Record<LetterSlot, string>>>;

/** Text with places for the visitor's details. */
export type LetterPiece = string | { readonly slot: LetterSlot };
export type LetterText = readonly LetterPiece[];

/** What a printed letter shows where a detail is still to be written in by hand. */
export const BLANK = '____________________';

/** How long each detail may be: longer is cut (a name, a postal address, an agreement number, a registration). */
export const DETAIL_LIMITS: Readonly<Record<LetterSlot, number>> = { name: 100, address: 300, agreementNumber: 40, registration: 12 };

export interface LetterSources {
  readonly sources: readonly FactSource[];
  /** ISO date the sources were last checked. */
  readonly checked: string;
}

export interface LetterParagraph extends Partial<LetterSources> {
  readonly id: string;
  readonly text: LetterText;
  /** A list after the paragraph's text. */
  readonly items?: readonly LetterText[];
}

/** Something the visitor should know before sending: shown beside the letter, never in it. */
export interface LetterFlag extends Partial<LetterSources> {
  readonly id:
    | 'already-represented'
    | 'already-complained'
    | 'straight-from-lender'
    | 'lender-not-chosen'
    | 'lender-unknown'
    | 'no-postal-address'
    | 'handled-by'
    | 'no-email'
    | 'commission-page'
    | 'contract-hire'
    | 'outside-scheme-dates'
    | 'outside-scheme-answers'
    | 'scheme-timetable';
  readonly text: string;
  /** A page the flag points to (the lender's complaints or commission page). */
  readonly link?: { readonly href: string; readonly label: string };
}

export interface LetterRecipient {
  /** Lines of the address block; a line may be blank to write in. */
  readonly lines: readonly LetterText[];
  /** False when the lender or its postal address is unknown: the lines are blanks. */
  readonly addressKnown: boolean;
  /** The lender's complaints email, where its profile gives one. */
  readonly email?: string;
  readonly sources: readonly FactSource[];
  readonly checked?: string;
}

export interface ComplaintLetter {
  /** The lender the letter is to, or undefined (none chosen, or not one of the 20). */
  readonly lender?: Lender;
  readonly sender: readonly LetterText[];
  /** Left blank: the visitor dates the letter when sending it. */
  readonly date: LetterText;
  readonly recipient: LetterRecipient;
  readonly subject: LetterText;
  readonly salutation: string;
  readonly paragraphs: readonly LetterParagraph[];
  readonly signOff: readonly LetterText[];
  readonly flags: readonly LetterFlag[];
}

// ---- Filling it in ----

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** The visitor's details as the letter may show them: text only, control characters dropped, each cut to its limit. */
export function cleanDetails(input: Partial<Record<LetterSlot, unknown>>): LetterDetails {
  const details: Partial<Record<LetterSlot, string>> = {};
  for (const slot of Object.keys(DETAIL_LIMITS) as LetterSlot[]) {
    const value = input[slot];
    if (typeof value !== 'string') continue;
    let text = value.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_NEWLINE, '');
    // Only the address runs over lines.
    if (slot !== 'address') text = text.replace(/\n/g, ' ');
    text = [...text.trim()].slice(0, DETAIL_LIMITS[slot]).join('').trim();
    if (text !== '') details[slot] = text;
  }
  return details;
}

/** One piece as the letter shows it: the visitor's detail, or the blank to write it in. */
export function fillPiece(piece: LetterPiece, details: LetterDetails = {}): string {
  return typeof piece === 'string' ? piece : details[piece.slot]?.trim() || BLANK;
}

/** Text with the visitor's details in, blanks where none is given. */
export function fillText(text: LetterText, details: LetterDetails = {}): string {
  return text.map((piece) => fillPiece(piece, details)).join('');
}

/**
 * The whole letter as plain text: for the clipboard, or (with `forEmail`) the
 * body of an email, which leaves out the postal address blocks and the date.
 */
export function letterPlainText(letter: ComplaintLetter, details: LetterDetails = {}, { forEmail = false }: { forEmail?: boolean } = {}): string {
  const clean = cleanDetails(details);
  const fill = (text: LetterText) => fillText(text, clean);
  const blocks: string[] = [];
  if (!forEmail) {
    blocks.push(letter.sender.map(fill).join('\n'));
    blocks.push(fill(letter.date));
    blocks.push(letter.recipient.lines.map(fill).join('\n'));
    blocks.push(`Subject: ${fill(letter.subject)}`);
  }
  blocks.push(letter.salutation);
  for (const paragraph of letter.paragraphs) {
    const items = paragraph.items?.map((item) => `- ${fill(item)}`) ?? [];
    blocks.push([fill(paragraph.text), ...items].join('\n'));
  }
  blocks.push(letter.signOff.map(fill).join('\n'));
  if (forEmail) blocks.push(letter.sender.slice(1).map(fill).join('\n'));
  return blocks.join('\n\n');
}

const PLAIN_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * A `mailto:` address that opens the visitor's own email app with the letter
 * (RFC 6068: subject and body percent-encoded as UTF-8, line breaks as CRLF),
 * or undefined where the lender takes no complaints by email in our sources.
 */
export function mailtoHref(letter: ComplaintLetter, details: LetterDetails = {}): string | undefined {
  const email = letter.recipient.email;
  if (!email || !PLAIN_EMAIL.test(email)) return undefined;
  const subject = fillText(letter.subject, cleanDetails(details));
  const body = letterPlainText(letter, details, { forEmail: true }).replace(/\n/g, '\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
