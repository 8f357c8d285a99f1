import { ARTICLE_MODIFIED, ARTICLE_PUBLISHED, article, articleMeta, blogFilterFromParam, blogFilters, blogPosts, postsForFilter } from './blogPosts.ts';
import { ARTICLE_FORMER_SLUG, ARTICLE_SLUG, ARTICLE_TITLE } from './articleName.ts';
import { dates, figures } from '../figures/figures.ts';

describe('blog posts', () => {
  it('has 4 posts with every field, and only the first links to its article', () => {
    expect(blogPosts).toHaveLength(4);
    for (const post of blogPosts) {
      for (const field of ['id', 'title', 'excerpt', 'image', 'imageAlt', 'date', 'author', 'category'] as const) {
        expect(post[field], `${post.id}.${field}`).toBeTruthy();
      }
      expect(post.image).toMatch(/^\/images\/blog-[a-z-]+\.svg$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(blogPosts.filter((post) => post.href).map((post) => post.href)).toEqual([`/blogs/${ARTICLE_SLUG}`]);
    expect(article).toBe(blogPosts[0]);
    expect(article.title).toBe(ARTICLE_TITLE);
  });

  it('claims a review date only for the post that was reviewed (issue 20)', () => {
    // The article was brought up to date from the figures registry (issue 14); the other three never were.
    expect(blogPosts.filter((post) => post.updated).map((post) => [post.id, post.updated])).toEqual([[article.id, ARTICLE_MODIFIED]]);
  });

  it('writes every title in sentence case, as every other heading', () => {
    for (const post of blogPosts) {
      const [, ...rest] = post.title.split(' ');
      // Capitals only where a name or an abbreviation needs one.
      expect(
        rest.filter((word) => /^[A-Z][a-z]/.test(word)),
        post.title,
      ).toEqual([]);
    }
  });

  it('lists the newest first', () => {
    const dates = blogPosts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives the article Article structured data with author and dates', () => {
    const meta = articleMeta();
    expect(meta.type).toBe('article');
    expect(meta.schema?.[0]).toMatchObject({
      '@type': 'Article',
      headline: ARTICLE_TITLE,
      datePublished: ARTICLE_PUBLISHED,
      dateModified: ARTICLE_MODIFIED,
    });
    expect(ARTICLE_MODIFIED >= ARTICLE_PUBLISHED).toBe(true);
  });
});

describe('blog filters', () => {
  it('offers View all, Guide and News', () => {
    expect(blogFilters.map((filter) => filter.label)).toEqual(['View all', 'Guide', 'News']);
  });

  it('filters by category', () => {
    expect(postsForFilter('all', blogPosts)).toHaveLength(4);
    const guides = postsForFilter('guide', blogPosts);
    const news = postsForFilter('news', blogPosts);
    expect(guides.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    expect(guides.every((post) => post.category === 'Guide')).toBe(true);
    expect(news.every((post) => post.category === 'News')).toBe(true);
    expect(guides.length + news.length).toBe(4);
  });

  it('reads the no-JavaScript query parameter, defaulting to every post', () => {
    expect(blogFilterFromParam('guide')).toBe('guide');
    expect(blogFilterFromParam('News')).toBe('news');
    expect(blogFilterFromParam('all')).toBe('all');
    expect(blogFilterFromParam('<script>')).toBe('all');
    expect(blogFilterFromParam(null)).toBe('all');
  });
});

describe('the article’s address and title (issue 45 item 7)', () => {
  it('state no figure: the one-in-eight illustration had no source and is gone', () => {
    expect(ARTICLE_SLUG).not.toMatch(/\d/);
    expect(ARTICLE_TITLE).not.toMatch(/£|\dbn/);
    expect(ARTICLE_FORMER_SLUG).toContain('1bn');
  });
});

describe('the archive post of August 2025 (issue 29 item 25)', () => {
  it('says it is an archive, and where the scheme stands now', () => {
    const post = blogPosts.find((each) => each.date === '2025-08-12')!;
    expect(post.excerpt).toMatch(/^From our archive:/);
    expect(post.excerpt).toContain(`most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}`);
    expect(post.excerpt).not.toMatch(/per agreement/);
    expect(post.excerpt).toContain(dates.suspension.display);
  });
});
