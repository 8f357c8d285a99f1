// Contact's five FAQs (decision 015): sent with the first page, imported after a navigation.
import { featuredFaqs } from '../../shared/allFaqs.ts';
import type { FaqItem } from '../../shared/faqs.ts';

export interface ContactPageData {
  readonly faqs: readonly FaqItem[];
}

export function pageData(): ContactPageData {
  return { faqs: featuredFaqs };
}
