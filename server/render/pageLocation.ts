/**
 * The location a page is rendered at: its path and, of the query, only the
 * parameters the route reads (its `handle.query` in client/routes.tsx), in
 * the route's order. Anything else (`?x=1`, `?utm_source=...`) leaves the
 * page as it is, so it is answered by the page made at build instead of
 * costing a render, and its loader's data is the same.
 */
export function pageLocation(pathname: string, search: string, reads: readonly string[] = []): string {
  if (!search || reads.length === 0) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
