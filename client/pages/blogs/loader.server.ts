import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { blogPosts } from '../../../shared/blog/blogPosts.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/seo/pageMeta.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    posts: blogPosts,
    ...pageHead(
      request,
      pageMeta('/blogs', {
        title: 'Car Finance Claims News and Guides',
        description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
        keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
      }),
    ),
  };
}
