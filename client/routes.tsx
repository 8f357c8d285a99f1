/**
 * The route table: the one source of truth for every route of spec section 2,
 * in React Router's data-mode shape (decision 016). Each route is a route
 * object: `path`, `lazy` (the page component), `loader` and `handle` (what
 * the server needs to know of it: its page chunk, the query it reads, its
 * sitemap paths). The server runs it with `createStaticHandler`, the browser
 * with `createBrowserRouter` and the server's hydration data.
 *
 * Loaders run on the server only (`#route-loader`: server/loaders.ts there;
 * in the browser, client/routeData.ts fetches the same loader's JSON from the
 * server), so the rules, the registry and the lenders never ship as code.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routeLoader } from '#route-loader';
import { ARTICLE_SLUG } from '../shared/articleName.ts';
import { KEY_FACTS_PAGE_KEY, legalPageKeys } from '../shared/documents.ts';
import { COMPLAIN_FREE_PATH, LENDER_FINDER_PARAM, LENDER_NAMES_PATH, LETTER_LENDER_PARAM } from '../shared/lenderFinderUrl.ts';
import { PRE_CHECK_QUERY } from '../shared/preCheckUrl.ts';
import { REDRESS_PARAM } from '../shared/redressInput.ts';
import { Document, RootErrorBoundary } from './Document.tsx';
import { NotFound } from './components/NotFound.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

/** What the server reads of a route (React Router's `handle`: free for the app's own use). */
export interface RouteHandle {
  /** The page's source file under client/pages/: its chunk in the build manifest, for the preloads (none for the 404). */
  readonly chunk?: string;
  /**
   * The query parameters the page reads; the server renders and loads it by
   * these alone, so any other parameter (`?utm_source=`) gets the one page made at build.
   */
  readonly query?: readonly string[];
  /** Its path in sitemap.xml, for a page of one path (server/sitemapPaths.ts adds the lender and vehicle pages). */
  readonly sitemap?: readonly string[];
}

export type PageRoute = RouteObject & { readonly id: string; readonly handle: RouteHandle };

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page's route: its component loads with its chunk, its loader's data alongside (React Router starts both at once). */
function page(id: string, path: string, chunk: string, load: PageModule, handle: Omit<RouteHandle, 'chunk'> = { sitemap: [path] }): PageRoute {
  return { id, path, lazy: async () => ({ Component: (await load()).default }), loader: routeLoader(id), handle: { chunk, ...handle } };
}

/* Each import names its file literally, so the bundler makes one chunk a page. */
const home = () => import('./pages/HomePage.tsx');
const about = () => import('./pages/AboutPage.tsx');
const legal = () => import('./pages/LegalPage.tsx');

export const pageRoutes: readonly PageRoute[] = [
  page('home', '/', 'HomePage', home),
  page('about', '/about-us', 'AboutPage', about),
  page('blogs', '/blogs', 'BlogsPage', () => import('./pages/BlogsPage.tsx'), { sitemap: ['/blogs'], query: ['category'] }),
  page('article', `/blogs/${ARTICLE_SLUG}`, 'ArticlePage', () => import('./pages/ArticlePage.tsx')),
  page('faqs', '/faqs', 'FaqsPage', () => import('./pages/FaqsPage.tsx')),
  page('contact', '/contact', 'ContactPage', () => import('./pages/ContactPage.tsx')),
  page('customerReview', '/customer-review', 'CustomerReviewPage', () => import('./pages/CustomerReviewPage.tsx'), {
    sitemap: ['/customer-review'],
    query: ['submitted'],
  }),
  page('ourFigures', '/our-figures', 'OurFiguresPage', () => import('./pages/OurFiguresPage.tsx')),
  page('lenderNames', LENDER_NAMES_PATH, 'LenderNamesPage', () => import('./pages/LenderNamesPage.tsx')),
  // Issue 15: the pre-check reads its answers from the query; a result's canonical path stays /pre-check.
  page('preCheck', '/pre-check', 'PreCheckPage', () => import('./pages/PreCheckPage.tsx'), { sitemap: ['/pre-check'], query: PRE_CHECK_QUERY }),
  // The hubs are the breadcrumbs' middle steps, so they come before the one-segment fallback below.
  // Issue 23: the hub finds a lender from the name on the visitor's paperwork (`?q=`).
  // Issue 29: and carries a pre-check result's answers on to each lender's page and letter.
  page('lenders', '/lenders', 'LendersPage', () => import('./pages/LendersPage.tsx'), {
    sitemap: ['/lenders'],
    query: [LENDER_FINDER_PARAM, ...PRE_CHECK_QUERY],
  }),
  // Issue 23: the free complaint letter, to a lender (`?lender=`), filled from a pre-check result's answers.
  page('complainFree', COMPLAIN_FREE_PATH, 'ComplainFreePage', () => import('./pages/ComplainFreePage.tsx'), {
    sitemap: [COMPLAIN_FREE_PATH],
    query: [LETTER_LENDER_PARAM, ...PRE_CHECK_QUERY],
  }),
  page('vehicles', '/vehicles', 'VehiclesPage', () => import('./pages/VehiclesPage.tsx')),
  // Their pages in sitemap.xml come from the lender list and the featured makes (server/sitemapPaths.ts).
  // Issue 29: a lender's page carries a pre-check result's answers on to its letter.
  page('lender', '/lenders/:slug', 'LenderPage', () => import('./pages/LenderPage.tsx'), { query: PRE_CHECK_QUERY }),
  page('vehicle', '/vehicles/:make', 'VehiclePage', () => import('./pages/VehiclePage.tsx'), {}),
  ...legalPageKeys.map((key) =>
    key === KEY_FACTS_PAGE_KEY
      ? // Key facts also carries the fee calculator, so it has a chunk of its own.
        page(`legal:${key}`, `/${key}`, 'KeyFactsPage', () => import('./pages/KeyFactsPage.tsx'), { sitemap: [`/${key}`], query: [REDRESS_PARAM] })
      : page(`legal:${key}`, `/${key}`, 'LegalPage', legal),
  ),
  // contract: any other one-segment path renders About Us (its meta gives canonical /about-us)
  page('fallback', '/:page', 'AboutPage', about, {}),
  // contract: any other path is the 404 page: its loader throws a 404, and the pages' boundary shows it.
  { id: 'notFound', path: '*', loader: routeLoader('notFound'), Component: NotFound, handle: {} },
];

/**
 * The whole tree: the document (html, head, header, footer) above every page;
 * a pathless layout route whose boundary catches a page's errors (its data,
 * its code or its render) inside the document; the root's boundary catches
 * the document's own.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // The registry's words, the same for every page of a build: loaded with the first page, never again.
    loader: routeLoader('root'),
    shouldRevalidate: () => false,
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    children: [{ id: 'page', ErrorBoundary: PageErrorBoundary, children: [...pageRoutes] }],
  },
];

const byId = new Map(pageRoutes.map((route) => [route.id, route]));

/** The page route of an id the router matched (every leaf is one). */
export function pageRouteById(id: string): PageRoute | undefined {
  return byId.get(id);
}
