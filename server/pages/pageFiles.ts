import { ROOT_DATA_PATH, ROUTE_DATA_SUFFIX } from '../../shared/urls/routeDataUrl.ts';

/** Where the pages made at build live (dist/pages) and what `pages.json` there says. */
export const PAGES_INDEX = 'pages.json';
export const NOT_FOUND_FILE = '404.html';

export interface PagesIndex {
  readonly buildId: string;
  /** The configuration the pages were made for: canonical links and claim links carry them. */
  readonly siteUrl: string;
  readonly claimAppUrl: string;
  /** Every sitemap page made, as its path. */
  readonly paths: readonly string[];
  /** Other locations made, a path and a query its page reads: one page for everyone (the review thank-you page). */
  readonly locations: readonly string[];
}

/** `/` is index.html; `/lenders/x` is lenders/x.html; `/customer-review?submitted=1` is customer-review.submitted=1.html. */
export const pageFileOf = (location: string): string => (location === '/' ? '/index.html' : `${location.replace('?', '.')}.html`);

/** The route data's file: its URL and `.json` (`/_root.data.json`, `/about-us.data.json`, `/customer-review.data.submitted=1.json`). */
export const dataFileOf = (location: string): string => {
  const [path = '/', query] = location.split('?');
  return `${path === '/' ? ROOT_DATA_PATH : `${path}${ROUTE_DATA_SUFFIX}`}${query ? `.${query}` : ''}.json`;
};
