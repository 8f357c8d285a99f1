import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { featuredFaqs } from '../../../shared/faqs/allFaqs.ts';
import { brand } from '../../../shared/brand/brand.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const { weekdays } = brand.officeHours;
  return {
    ...pageHead(request, {
      canonical: '/contact',
      title: 'Contact Us',
      description: `Contact ${brand.name} by email, telephone or post. Our office is open ${weekdays.days}, ${weekdays.opens} to ${weekdays.closes}.`,
      keywords: [...COMMON_KEYWORDS, `contact ${brand.name}`],
    }),
    faqs: featuredFaqs,
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'Contact',
};
