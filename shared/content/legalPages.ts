/**
 * Each legal page's config (spec section 3: title, file, optional hero), its
 * search description and keywords. Apart from documents.ts so the route table
 * (in the entry chunk) needs only the keys.
 */
import { documentOfLegalPage, type DocumentName, type LegalPageKey } from './documents.ts';

export interface LegalPageConfig {
  /** Page key, also its path: `/${key}`. */
  readonly key: LegalPageKey;
  readonly title: string;
  readonly file: DocumentName;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly hasPdf?: boolean;
  readonly hasHero?: boolean;
  readonly heroTitle?: string;
  readonly heroSubtitle?: string;
}

const pages: readonly Omit<LegalPageConfig, 'file'>[] = [
  {
    key: 'terms-and-conditions',
    title: 'Terms and Conditions',
    hasPdf: true,
    description: 'The terms on which Drivefair and our partner law firm handle your car finance claim: fees, the 14-day cooling-off period and cancellation.',
    keywords: ['terms and conditions', 'car finance claim terms', 'no win no fee terms'],
  },
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How Drivefair collects, uses, shares and protects your personal data, and your rights under UK GDPR.',
    keywords: ['privacy policy', 'UK GDPR', 'personal data'],
  },
  {
    key: 'cookie-policy',
    title: 'Cookie Policy',
    description: 'What Drivefair stores in your browser, why, and how to clear it.',
    keywords: ['cookie policy', 'local storage', 'cookies'],
  },
  {
    key: 'terms-of-use',
    title: 'Terms of Use',
    description: 'The terms for using the Drivefair website.',
    keywords: ['terms of use', 'website terms'],
  },
  {
    key: 'complaints-procedure',
    title: 'Complaints Procedure',
    description: 'How to complain to Drivefair, how we handle your complaint, and how to refer it to the Financial Ombudsman Service.',
    keywords: ['complaints procedure', 'Financial Ombudsman Service', 'complaint'],
  },
  {
    key: 'mlm-information-and-key-facts',
    title: 'Information & Key Facts',
    hasPdf: true,
    description: 'Key facts about making a car finance claim with Drivefair: our fee bands, the maximum fees, and the free ways to claim yourself.',
    keywords: ['key facts', 'claim fees', 'fee table', 'car finance claim costs'],
  },
];

/** Each with the document it shows (documents.ts decides which). */
export const legalPages: readonly LegalPageConfig[] = pages.map((page) => ({ ...page, file: documentOfLegalPage(page.key) }));

export function legalPageByKey(key: string): LegalPageConfig | undefined {
  return legalPages.find((page) => page.key === key);
}
