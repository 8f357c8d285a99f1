import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { blogPosts } from '../../../shared/blog/blogPosts.ts';
import { COMMON_KEYWORDS } from '../../../shared/seo/pageMeta.ts';
import { CATEGORY_PARAM } from '../../../shared/blog/blogFilters.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    posts: blogPosts,
    ...pageHead(request, {
      canonical: '/blogs',
      title: 'Car Finance Claims News and Guides',
      description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
      keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
    }),
  };
}

/** React Router's `handle` for this route: the query its loader reads. */
export const handle = { query: [CATEGORY_PARAM] };
