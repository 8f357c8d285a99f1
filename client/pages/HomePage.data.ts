// Home's five FAQs and the scheme's status (decision 015): sent with the first page, imported after a navigation.
import { featuredFaqs } from '../../shared/allFaqs.ts';
import type { FaqItem } from '../../shared/faqs.ts';
import { schemeStatus, type SchemeStatus } from '../../shared/schemeStatus.ts';

export interface HomePageData {
  readonly faqs: readonly FaqItem[];
  readonly status: SchemeStatus;
}

export function pageData(): HomePageData {
  return { faqs: featuredFaqs, status: schemeStatus };
}
