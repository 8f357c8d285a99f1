import { featuredFaqs } from '../../../server/content/allFaqs.ts';
import { renderedFaqs, type RenderedFaq } from '../../../server/faqAnswers.tsx';
import { brand } from '../../../shared/brand.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/pageMeta.ts';
import type { PageMeta } from '../../../shared/seo.ts';

export interface ContactData {
  readonly meta: PageMeta;
  readonly faqs: readonly RenderedFaq[];
}

const faqs = renderedFaqs(featuredFaqs);

export function loader(): ContactData {
  const { weekdays } = brand.officeHours;
  return {
    meta: pageMeta('/contact', {
      title: 'Contact Us',
      description: `Contact ${brand.name} by email, telephone or post. Our office is open ${weekdays.days}, ${weekdays.opens} to ${weekdays.closes}.`,
      keywords: [...COMMON_KEYWORDS, `contact ${brand.name}`],
    }),
    faqs,
  };
}
