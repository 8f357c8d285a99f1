import { useSearchParams } from 'react-router';
import { CallToAction } from '../components/CallToAction.copy.tsx';
import { blogFilterFromParam } from '../../shared/blogFilters.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { blogFilter } from '../blogFilter.ts';
import { addCopyBehaviour } from '../serverCopy.tsx';
import { BlogsCopy } from './BlogsPage.copy.tsx';

addCopyBehaviour(blogFilter);

/** The blog list (spec section 2): the posts and their filters (server-only copy), then the call to action. */
export default function BlogsPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <BlogsCopy filter={blogFilterFromParam(searchParams.get('category'))} />
      <CallToAction />
    </>
  );
}

export function meta(): PageMeta {
  return pageMeta('/blogs', {
    title: 'Car Finance Claims News and Guides',
    description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
    keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
  });
}
