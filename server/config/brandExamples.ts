/**
 * The launch check's word on the brand (issue 29, items 12 and 22): which of the
 * firm's and the law firm's details in shared/brand/brand.ts are still examples. Named
 * by the production start warning (server/config/launchWarnings.ts) and by `npm run
 * figures`, one detail at a time, so an operator knows exactly what to replace.
 */
import { brand, brandStandIns, postalAddress, type BrandDetail } from '../../shared/brand/brand.ts';

/** The details the check reads, as plain strings (shared/brand/brand.ts's are literal types). */
interface Brand {
  readonly companyName: string;
  readonly companyNumber: string;
  readonly address: string;
  readonly regulator: { readonly reference: string };
  readonly email: string;
  readonly telephone: { readonly written: string };
  readonly lawFirm: { readonly name: string; readonly sraNumber: string };
}

/**
 * Ofcom's numbers for drama (TV, radio, film): never a real line. As national numbers, digits
 * only: 0113–0161 496 0xxx, 0191 498 0xxx, 020 7946 0xxx, 029 2018 0xxx, 01632 960xxx,
 * 07700 900xxx, 08081 570xxx, 0909 879 0xxx, 03069 990xxx.
 */
const DRAMA_NUMBERS = [
  /^01(1[3-8]|21|31|41|51|61)4960\d{3}$/,
  /^01914980\d{3}$/,
  /^02079460\d{3}$/,
  /^02920180\d{3}$/,
  /^01632960\d{3}$/,
  /^07700900\d{3}$/,
  /^08081570\d{3}$/,
  /^09098790\d{3}$/,
  /^03069990\d{3}$/,
];

/** Domains kept for examples and tests (RFC 2606 and RFC 6761): mail to them never arrives. */
const EXAMPLE_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** A UK number in national form, digits only: `+44 121 496 0123` → `01214960123`. */
function nationalDigits(written: string): string {
  const digits = written.replace(/\D/g, '');
  return digits.startsWith('44') ? `0${digits.slice(2)}` : digits;
}

export function isDramaNumber(written: string): boolean {
  const digits = nationalDigits(written);
  return DRAMA_NUMBERS.some((range) => range.test(digits));
}

export function isExampleEmail(email: string): boolean {
  return EXAMPLE_DOMAIN.test(email.split('@').pop() ?? '');
}

const defaultBrand: Brand = { ...brand, address: postalAddress() };

/** How each detail is named in the warning, with its value. */
function describe(detail: BrandDetail, b: Brand): string {
  return {
    companyName: `the company name (${b.companyName})`,
    companyNumber: `the company number (${b.companyNumber})`,
    registeredAddress: `the registered office (${b.address})`,
    'regulator.reference': `the FCA firm reference number (${b.regulator.reference})`,
    email: `the email address (${b.email})`,
    telephone: `the telephone number (${b.telephone.written})`,
    'lawFirm.name': `the partner law firm's name (${b.lawFirm.name})`,
    'lawFirm.sraNumber': `the partner law firm's SRA number (${b.lawFirm.sraNumber})`,
  }[detail];
}

/**
 * Every brand detail still an example, one line each naming why; empty when the
 * firm's and the law firm's identity are real. The stand-ins listed in
 * shared/brand/brand.ts, and whatever the values themselves show to be examples.
 */
export function brandExamples(b: Brand = defaultBrand, standIns: readonly BrandDetail[] = brandStandIns): string[] {
  const reasons = new Map<BrandDetail, string>(standIns.map((detail) => [detail, 'a stand-in the site shipped with']));
  if (isDramaNumber(b.telephone.written)) reasons.set('telephone', 'in Ofcom’s range for drama, never a real line');
  if (isExampleEmail(b.email)) reasons.set('email', 'on a domain kept for examples, where mail never arrives');
  if (/\bexample\b/i.test(b.lawFirm.name)) reasons.set('lawFirm.name', 'a stand-in the site shipped with');
  return [...reasons].map(([detail, reason]) => `${describe(detail, b)} is ${reason}: replace it in shared/brand/brand.ts`);
}
