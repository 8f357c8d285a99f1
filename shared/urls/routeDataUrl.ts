/**
 * Where the browser gets a route's loader data on a navigation: the page's
 * path with `.data` added (`/` is `/_root.data`, as React Router's framework
 * mode names it), the query the page was asked with, and the build that
 * rendered the document, so a reply is the same for everyone and can be
 * cached for good, and a new build's server can tell an old page it must
 * reload (409): the file made at build (server/pages/builtPages.ts, or the edge), or made
 * per request (server/render/routeData.ts).
 */
export const ROUTE_DATA_SUFFIX = '.data';
export const ROOT_DATA_PATH = '/_root.data';
export const BUILD_PARAM = '_build';

export function routeDataUrl(pathname: string, search: string, build: string): string {
  const params = new URLSearchParams(search);
  params.set(BUILD_PARAM, build);
  return `${pathname === '/' ? ROOT_DATA_PATH : `${pathname}${ROUTE_DATA_SUFFIX}`}?${params}`;
}

/** The page path a data URL's path asks for, or undefined when it is no data URL. */
export function pagePathOfDataUrl(pathname: string): string | undefined {
  if (pathname === ROOT_DATA_PATH) return '/';
  return pathname.endsWith(ROUTE_DATA_SUFFIX) && pathname.length > ROUTE_DATA_SUFFIX.length + 1 ? pathname.slice(0, -ROUTE_DATA_SUFFIX.length) : undefined;
}
