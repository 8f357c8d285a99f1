import { CallToAction } from '../components/CallToAction.copy.tsx';
import { useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BlogCard } from '../components/BlogCard.tsx';
import { StartClaimLink } from '../components/StartClaimLink.tsx';
import { figures } from '../../shared/figures.ts';
import { blogFilterFromParam, blogFilters, postsForFilter, type BlogFilter } from '../../shared/blogPosts.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';

function resultText(filter: BlogFilter, count: number): string {
  const posts = `${count} ${count === 1 ? 'post' : 'posts'}`;
  const label = blogFilters.find((option) => option.value === filter)?.label;
  return filter === 'all' ? `Showing all ${posts}` : `Showing ${posts} in ${label}`;
}

/**
 * The blog list (spec section 2): 4 posts and the filters View all, Guide and
 * News. HTML first: the filters are a GET form, so without JavaScript a choice
 * reloads /blogs?category=guide filtered by the server; with JavaScript the
 * list filters in place. The pressed button carries aria-pressed.
 */
export default function BlogsPage() {
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<BlogFilter>(() => blogFilterFromParam(searchParams.get('category')));
  const posts = postsForFilter(filter);

  function choose(event: MouseEvent<HTMLButtonElement>, value: BlogFilter) {
    event.preventDefault();
    setFilter(value);
    // Keep the address shareable without a router navigation (which would scroll to the top).
    const url = new URL(window.location.href);
    if (value === 'all') url.searchParams.delete('category');
    else url.searchParams.set('category', value);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <>
      <section className="blog-intro">
        <div className="container">
          <h1>Car Finance News and Guides</h1>
          <p className="lead">
            Plain-English guides to car finance commission and claims, and the latest news from the regulator and the courts.
          </p>
        </div>
      </section>

      <section className="section blog-section" aria-label="Posts">
        <div className="container">
          <form className="blog-filters" method="get" action="/blogs">
            <span className="blog-filters__label" id="blog-filters-label">
              Show
            </span>
            <div className="blog-filters__buttons" role="group" aria-labelledby="blog-filters-label">
              {blogFilters.map((option) => (
                <button
                  key={option.value}
                  type="submit"
                  name="category"
                  value={option.value}
                  className="blog-filter"
                  aria-pressed={filter === option.value}
                  onClick={(event) => choose(event, option.value)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </form>
          <p className="blog-count" role="status">
            {resultText(filter, posts.length)}
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
              Think you may have been mis-sold car finance? Checking takes about{' '}
              <span className="num">{figures.eligibilityCheckSeconds.display}</span> and is free.
            </p>
            <StartClaimLink>Check if you can claim</StartClaimLink>
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
