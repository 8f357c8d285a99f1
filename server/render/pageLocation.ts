/**
 * The location a page is rendered at: its path and, of the query, only the
 * parameters the route reads (`query` in client/routes.tsx), in the route's
 * order. Anything else (`?x=1`, `?utm_source=...`) leaves the page as it is,
 * so it shares the path's one cache entry instead of costing a render, and
 * the page's data (decision 015) is the same.
 */
export function pageLocation(pathname: string, search: string, reads: readonly string[] = []): string {
  if (!search || reads.length === 0) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
