/**
 * One page of each type (issue 7), derived from the route table: what the
 * accessibility, first-load and shell suites visit, and what `npm run audit`
 * (scripts/lighthouse.mjs, plain Node) measures; the build writes the same
 * list to dist/pageTypes.json for it (server/build/build-pages.ts). Each page route
 * by its id, at its first sitemap path (the one-segment fallback is About Us
 * again, so it is left out), and the 404.
 */
import { fallbackRoute, pageRoutes } from '../client/routes.tsx';
import { sitemapPathsOf } from '../client/sitemapPaths.ts';

/** A lender the list does not have: its page is the 404. */
const NOT_A_LENDER = '/lenders/mis-sold-nobody-car-finance';

export const PAGE_TYPES: readonly (readonly [type: string, path: string])[] = [
  ...pageRoutes.flatMap((route) => {
    const path = route === fallbackRoute ? undefined : sitemapPathsOf(route)[0];
    return path === undefined ? [] : [[route.id, path] as const];
  }),
  ['404', NOT_A_LENDER],
];
