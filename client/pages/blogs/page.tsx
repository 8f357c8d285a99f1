import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { BlogCard } from '../../components/blog/BlogCard.tsx';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { blogFilterFromParam, CATEGORY_PARAM } from '../../../shared/blog/blogFilters.ts';
import { blogCountText, blogFilters, postsForFilter } from '../../../shared/blog/blogFilters.ts';
import type { loader } from './loader.server.ts';

/**
 * The blog list (spec section 2): the posts with the filters View all, Guide
 * and News, then the call to action. The filter lives in the URL
 * (`?category=`), so every kind of navigation, Back and Forward included,
 * shows the posts it names. HTML first: the filters are a GET form, so
 * without JavaScript a choice loads /blogs?category=guide filtered by the
 * server; with JavaScript React Router's <Form> makes the same choice a
 * navigation that keeps the scroll position. The pressed button carries aria-pressed. The page's one start-claim
 * button is the closing block's, after the free routes and the fee (compliance reading B, M11).
 */
export default function BlogsPage() {
  const [searchParams] = useSearchParams();
  const filter = blogFilterFromParam(searchParams.get(CATEGORY_PARAM));
  const posts = postsForFilter(filter, useLoaderData<typeof loader>().posts);

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
          {/* A GET form: without JavaScript the server filters; with it, a router navigation that keeps the view where it is. */}
          <Form className="blog-filters" method="get" action="/blogs" preventScrollReset>
            <span className="blog-filters__label" id="blog-filters-label">
              Show
            </span>
            <div className="blog-filters__buttons" role="group" aria-labelledby="blog-filters-label">
              {blogFilters.map((option) => (
                // View all sends no filter: its address is /blogs itself.
                <button
                  key={option.value}
                  type="submit"
                  name={option.value === 'all' ? undefined : CATEGORY_PARAM}
                  value={option.value === 'all' ? undefined : option.value}
                  className="blog-filter"
                  aria-pressed={filter === option.value}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </Form>
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
            {/* issue 29 item 7: the free check is the pre-check. Compliance reading B, M11: no start-claim button here; the
                page's one is in the closing block, after the free routes and the fee. */}
            <p>
              Think you may have been mis-sold car finance? <Link to={PRE_CHECK_PATH}>See free whether the FCA’s schemes may cover your agreement</Link>, with
              nothing collected.
            </p>
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
