import { blogPosts, type BlogPost } from '../../../server/content/blogPosts.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../../shared/pageMeta.ts';
import type { PageMeta } from '../../../shared/seo.ts';

export interface BlogsData {
  readonly meta: PageMeta;
  readonly posts: readonly BlogPost[];
}

export function loader(): BlogsData {
  return {
    posts: blogPosts,
    meta: pageMeta('/blogs', {
      title: 'Car Finance Claims News and Guides',
      description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
      keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
    }),
  };
}
