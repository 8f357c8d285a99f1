import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { faqs } from '../../../shared/faqs/allFaqs.ts';
import { answerText } from '../../../shared/faqs/faqs.ts';
import { renderedFaqs } from '../../../shared/faqs/faqAnswers.tsx';
import { schemeStatus } from '../../../shared/figures/schemeStatus.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';

const rendered = renderedFaqs(faqs);

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/faqs',
      title: 'Frequently Asked Questions about Car Finance Claims',
      description: 'Answers on eligibility for car finance compensation, fees, the claims process and how long a claim takes.',
      keywords: [...COMMON_KEYWORDS, 'car finance claim FAQs'],
      faqs: faqs.map((faq) => ({ question: faq.question, answer: answerText(faq.answer) })),
    }),
    faqs: rendered,
    status: schemeStatus,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'FAQs',
};
