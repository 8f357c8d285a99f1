import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BlogCard } from '../components/BlogCard.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { StartClaimLink } from '../components/StartClaimLink.tsx';
import { blogFilterFromParam } from '../../shared/blogFilters.ts';
import { blogCountText, blogFilters, postsForFilter } from '../../shared/blogPosts.ts';
import { figures } from '../../shared/figures.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { KEEP_SCROLL } from '../scroll.ts';

/** contract: /blogs reads `?category=` (the filter), and nothing else. */
export const CATEGORY_PARAM = 'category';

/**
 * The blog list (spec section 2): the posts with the filters View all, Guide
 * and News, then the call to action. The filter lives in the URL
 * (`?category=`), so every kind of navigation, Back and Forward included,
 * shows the posts it names. HTML first: the filters are a GET form, so
 * without JavaScript a choice loads /blogs?category=guide filtered by the
 * server; with JavaScript the same choice is a router navigation that keeps
 * the scroll position. The pressed button carries aria-pressed.
 */
export default function BlogsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = blogFilterFromParam(searchParams.get(CATEGORY_PARAM));
  const posts = postsForFilter(filter);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (!chosen) return;
    event.preventDefault();
    navigate(chosen === 'all' ? '/blogs' : `/blogs?${CATEGORY_PARAM}=${chosen}`, { state: KEEP_SCROLL });
  };

  return (
    <>
      <section className="blog-intro">
        <div className="container">
          <h1>Car finance news and guides</h1>
          <p className="lead">Plain-English guides to car finance commission and claims, and the latest news from the regulator and the courts.</p>
        </div>
      </section>

      <section className="section blog-section" aria-label="Posts">
        <div className="container">
          <form className="blog-filters" method="get" action="/blogs" onSubmit={onSubmit}>
            <span className="blog-filters__label" id="blog-filters-label">
              Show
            </span>
            <div className="blog-filters__buttons" role="group" aria-labelledby="blog-filters-label">
              {blogFilters.map((option) => (
                <button key={option.value} type="submit" name="category" value={option.value} className="blog-filter" aria-pressed={filter === option.value}>
                  {option.label}
                </button>
              ))}
            </div>
          </form>
          <p className="blog-count" role="status">
            {blogCountText(filter, posts.length)}
          </p>

          <ul className="blog-list">
            {posts.map((post, index) => (
              <li key={post.id} className={post.href ? 'blog-list__featured' : undefined}>
                <BlogCard post={post} heading="h2" lazy={index > 0} />
              </li>
            ))}
          </ul>

          <div className="blog-aside">
            <p>
              Think you may have been mis-sold car finance? Checking takes about <span className="num">{figures.eligibilityCheckSeconds.display}</span> and is
              free.
            </p>
            <StartClaimLink />
          </div>
        </div>
      </section>

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
