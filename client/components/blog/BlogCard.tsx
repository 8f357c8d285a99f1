import { Link } from 'react-router';
import type { BlogPost } from '../../../shared/blog/blogFilters.ts';
import { formatIsoDate } from '../../../shared/dates/dates.ts';

/** The illustrations are drawn at 16:9; width and height reserve the space (no layout shift). */
export const BLOG_IMAGE_WIDTH = 640;
export const BLOG_IMAGE_HEIGHT = 360;

/**
 * One post as a card, on /blogs (title as h2) and under Related Blogs (h3).
 * Only a post with its own page links to it (spec section 2): the title is the
 * one link, stretched over the card by CSS so the whole card is a target.
 */
export function BlogCard({ post, heading: Heading, lazy, linked = true }: { post: BlogPost; heading: 'h2' | 'h3'; lazy: boolean; linked?: boolean }) {
  const href = linked ? post.href : undefined;
  return (
    <article className={`blog-card${href ? ' blog-card--linked' : ''}`}>
      <img
        className="blog-card__image"
        src={post.image}
        alt={post.imageAlt}
        width={BLOG_IMAGE_WIDTH}
        height={BLOG_IMAGE_HEIGHT}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
      <div className="blog-card__body">
        <p className="blog-meta">
          <span className="blog-tag">{post.category}</span>
          {/* Labelled, so a 2025 date beside a page checked in 2026 reads as when it was written (issue 20). */}
          <span>
            Published{' '}
            <time className="num" dateTime={post.date}>
              {formatIsoDate(post.date)}
            </time>
          </span>
          {post.updated && (
            <span>
              Updated{' '}
              <time className="num" dateTime={post.updated}>
                {formatIsoDate(post.updated)}
              </time>
            </span>
          )}
        </p>
        <Heading className="blog-card__title">
          {href ? (
            <Link to={href} className="blog-card__link">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <p className="blog-card__author">By {post.author}</p>
        {href && (
          <span className="blog-card__more" aria-hidden="true">
            Read the article
          </span>
        )}
      </div>
    </article>
  );
}
