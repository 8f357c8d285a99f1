import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { featuredFaqs } from '../../../shared/faqs/allFaqs.ts';
import { windowsSentence } from '../../../shared/figures/figures.ts';
import { schemeStatus } from '../../../shared/figures/schemeStatus.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/',
      title: `${brand.name}: Check if You Were Mis-sold Car Finance`,
      description: `Bought a car, van, motorbike or campervan on finance? See free whether you could be owed money for mis-sold car finance, and how to complain yourself. ${windowsSentence()}`,
      keywords: [...COMMON_KEYWORDS, 'car finance compensation', 'motor finance redress'],
    }),
    faqs: featuredFaqs,
    status: schemeStatus,
  };
}
