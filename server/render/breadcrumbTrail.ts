import type { DataStrategyFunction } from 'react-router';
import type { RouteHandle } from '../../client/routes.tsx';
import type { Breadcrumb } from '../../shared/seo/breadcrumbs.ts';
import type { PageHead } from '../../shared/seo/seo.ts';
import { isNoindex } from '../../shared/seo/headTags.ts';
import { breadcrumbListJson } from '../../shared/seo/structuredData.ts';

/** What the trail reads of a matched route. */
export interface CrumbMatch {
  readonly handle: unknown;
  readonly data: unknown;
  readonly pathname: string;
}

/**
 * A page's breadcrumb trail (spec section 2): the `crumb` of each matched
 * route's `handle`, from the root's Home down to the page itself, which is
 * last, at its canonical path. None for a page whose loader threw (the 404):
 * it has no place in the site's hierarchy.
 */
export function breadcrumbTrail(matches: readonly CrumbMatch[]): Breadcrumb[] | undefined {
  const page = matches.at(-1)?.data as PageHead | undefined;
  if (!page) return undefined;
  return matches.flatMap(({ handle, data, pathname }, index) => {
    const crumb = (handle as RouteHandle | undefined)?.crumb;
    if (crumb === undefined) return [];
    const name = typeof crumb === 'function' ? (crumb as (data: unknown) => string)(data) : crumb;
    return [{ name, url: index === matches.length - 1 ? page.canonical : pathname }];
  });
}

/**
 * React Router's `dataStrategy` for the static handler: the matched routes'
 * loaders as usual, then the page's data gets its breadcrumb trail and, for
 * an indexed page, the trail's BreadcrumbList first among its JSON-LD. Worked
 * out here, from the same matches `useMatches` gives, so the browser carries
 * no code for it: the trail comes with the page's data, in the document and
 * at `{path}.data` alike.
 */
export const withBreadcrumbs: DataStrategyFunction = async ({ matches, request }) => {
  const results = await Promise.all(matches.map((match) => match.resolve()));
  const byId = Object.fromEntries(matches.map((match, index) => [match.route.id, results[index]!]));
  const leaf = matches.at(-1);
  const page = leaf && byId[leaf.route.id];
  const head = page?.type === 'data' ? (page.result as PageHead | undefined) : undefined;
  if (!leaf || !head?.head) return byId;
  const crumbs = breadcrumbTrail(matches.map(({ route, pathname }) => ({ handle: route.handle, data: byId[route.id]?.result, pathname })))!;
  const list = isNoindex(head.head) ? undefined : breadcrumbListJson(new URL(request.url).origin, crumbs);
  const structuredData = list === undefined ? head.structuredData : [list, ...head.structuredData];
  byId[leaf.route.id] = { type: 'data', result: { ...head, structuredData, breadcrumbs: crumbs } };
  return byId;
};
