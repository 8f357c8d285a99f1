import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/vehicles',
      title: 'Car Finance Claims by Vehicle Make',
      description: 'Financed an Audi, BMW, Ford or another make? Find the page for your vehicle make and see how a car finance claim works.',
      keywords: ['car finance claim by make', ...COMMON_KEYWORDS],
    }),
  };
}
