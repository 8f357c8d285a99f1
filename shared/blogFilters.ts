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
