import { serverCopy } from '../serverCopy.tsx';
import { BlogCard } from '../components/BlogCard.tsx';
import { StartClaimLink } from '../components/StartClaimLink.tsx';
import { figures } from '../../shared/figures.ts';
import { blogCountText, blogFilterFor, blogFilters, blogPosts, postsForFilter, type BlogFilter } from '../../shared/blogPosts.ts';

/**
 * The blog list's words and posts (spec section 2), server-only copy: every
 * post with the filters View all, Guide and News. HTML first: the filters are
 * a GET form, so without JavaScript a choice reloads /blogs?category=guide
 * filtered by the server; with JavaScript the list filters in place
 * (client/blogFilter.ts). The pressed button carries aria-pressed.
 */
export const BlogsCopy = serverCopy('blogs', function BlogsCopy({ filter }: { filter: BlogFilter }) {
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
                  data-blog-filter={option.value}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </form>
          <p className="blog-count" role="status">
            {blogCountText(filter, postsForFilter(filter).length)}
          </p>

          <ul className="blog-list">
            {/* Every post, those outside the filter hidden, so the browser can filter in place (client/blogFilter.ts). */}
            {blogPosts.map((post, index) => (
              <li
                key={post.id}
                className={post.href ? 'blog-list__featured' : undefined}
                data-category={blogFilterFor(post.category)}
                hidden={filter !== 'all' && blogFilterFor(post.category) !== filter}
              >
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
    </>
  );
});
