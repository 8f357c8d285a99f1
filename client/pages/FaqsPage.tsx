import { CallToAction } from '../components/CallToAction.copy.tsx';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { FaqsCopy } from './FaqsPage.copy.tsx';

/** FAQs (spec section 2): the questions and answers (server-only copy), then the call to action. */
export default function FaqsPage() {
  return (
    <>
      <FaqsCopy />
      <CallToAction />
    </>
  );
}

export function meta(): PageMeta {
  return pageMeta('/faqs', {
    title: 'Frequently Asked Questions about Car Finance Claims',
    description: 'Answers on eligibility for car finance compensation, fees, the claims process and how long a claim takes.',
    keywords: [...COMMON_KEYWORDS, 'car finance claim FAQs'],
    // The server adds every FAQ as FAQPage data (shared/structuredData.ts).
    faqPage: true,
  });
}
