/**
 * The filters of /blogs (spec section 2): View all, Guide, News, read from
 * `?category=`.
 */
export type BlogCategory = 'News' | 'Guide';

/** The filter buttons of /blogs (spec section 2): View all, Guide, News. */
export type BlogFilter = 'all' | 'guide' | 'news';

export const blogFilters: readonly { readonly value: BlogFilter; readonly label: string; readonly category?: BlogCategory }[] = [
  { value: 'all', label: 'View all' },
  { value: 'guide', label: 'Guide', category: 'Guide' },
  { value: 'news', label: 'News', category: 'News' },
];

/** `?category=guide` (the filter form without JavaScript); anything unknown shows every post. */
export function blogFilterFromParam(param: string | null | undefined): BlogFilter {
  const value = (param ?? '').toLowerCase();
  return blogFilters.some((filter) => filter.value === value) ? (value as BlogFilter) : 'all';
}

/** The status line under the filters: `Showing all 4 posts`, `Showing 2 posts in Guide`. */
export function blogCountText(filter: BlogFilter, count: number): string {
  const posts = `${count} ${count === 1 ? 'post' : 'posts'}`;
  const label = blogFilters.find((option) => option.value === filter)?.label;
  return filter === 'all' ? `Showing all ${posts}` : `Showing ${posts} in ${label}`;
}

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly image: string;
  readonly imageAlt: string;
  /** ISO date it was published: shown as "Published", never as a review date. */
  readonly date: string;
  /**
   * ISO date someone last checked the post against its sources, only when that
   * actually happened (issue 20): the card then shows "Updated" beside
   * "Published". A post never reviewed has none, and reads as of its day.
   */
  readonly updated?: string;
  readonly author: string;
  readonly category: BlogCategory;
  /** Only the first post has its own page (spec section 2). */
  readonly href?: string;
}

export function postsForFilter(filter: BlogFilter, posts: readonly BlogPost[]): readonly BlogPost[] {
  const category = blogFilters.find((option) => option.value === filter)?.category;
  return category ? posts.filter((post) => post.category === category) : posts;
}

/** contract: /blogs reads `?category=` (the filter), and nothing else. */
export const CATEGORY_PARAM = 'category';
