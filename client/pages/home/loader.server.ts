import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../server/content/structuredData.ts';
import { featuredFaqs } from '../../../server/content/allFaqs.ts';
import { renderedFaqs, type RenderedFaq } from '../../../server/content/faqAnswers.tsx';
import { windowsSentence } from '../../../server/figures/figures.ts';
import { schemeStatus, type SchemeStatus } from '../../../server/figures/schemeStatus.ts';
import { brand } from '../../../shared/brand.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../server/content/pageMeta.ts';
import type { PageHead } from '../../../shared/seo.ts';

export interface HomeData extends PageHead {
  readonly faqs: readonly RenderedFaq[];
  readonly status: SchemeStatus;
}

const faqs = renderedFaqs(featuredFaqs);

export function loader({ request }: LoaderFunctionArgs): HomeData {
  return {
    ...pageHead(
      request,
      pageMeta('/', {
        title: `${brand.name}: Check if You Were Mis-sold Car Finance`,
        description: `Bought a car, van, motorbike or campervan on finance? See free whether you could be owed money for mis-sold car finance, and how to complain yourself. ${windowsSentence()}`,
        keywords: [...COMMON_KEYWORDS, 'car finance compensation', 'motor finance redress'],
      }),
    ),
    faqs,
    status: schemeStatus,
  };
}
