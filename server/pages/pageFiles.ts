import { ROOT_DATA_PATH, ROUTE_DATA_SUFFIX } from '../../shared/routeDataUrl.ts';

/** Where the pages made at build live (dist/pages) and what `pages.json` there says. */
export const PAGES_INDEX = 'pages.json';
export const NOT_FOUND_FILE = '404.html';

export interface PagesIndex {
  readonly buildId: string;
  /** The configuration the pages were made for: canonical links and claim links carry them. */
  readonly siteUrl: string;
  readonly claimAppUrl: string;
  /** Every page made, as its path (the sitemap's). */
  readonly paths: readonly string[];
}

/** `/` is index.html; `/lenders/x` is lenders/x.html. */
export const pageFileOf = (path: string): string => (path === '/' ? '/index.html' : `${path}.html`);

/** The route data's file: its URL and `.json` (`/_root.data.json`, `/about-us.data.json`). */
export const dataFileOf = (path: string): string => `${path === '/' ? ROOT_DATA_PATH : `${path}${ROUTE_DATA_SUFFIX}`}.json`;
