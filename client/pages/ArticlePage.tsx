import { CallToAction } from '../components/CallToAction.copy.tsx';
import { articleMeta } from '../../shared/article.ts';
import { ARTICLE_SLUG } from '../../shared/breadcrumbs.ts';
import { pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { ArticleCopy } from './ArticlePage.copy.tsx';

/** The article (spec section 2): its text and related blogs (server-only copy), then the call to action. */
export default function ArticlePage() {
  return (
    <>
      <ArticleCopy />
      <CallToAction />
    </>
  );
}

export function meta(): PageMeta {
  return pageMeta(`/blogs/${ARTICLE_SLUG}`, articleMeta());
}
