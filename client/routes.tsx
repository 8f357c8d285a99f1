/**
 * The route table: the one source of truth for every route of spec section 2.
 * Server rendering, hydration, the 404 decision and sitemap.xml read it; each
 * route's page module adds its search metadata (`meta`, see lazyPage.tsx).
 * A route whose `match` returns null does not exist (the 404).
 */
import { matchRoutes } from 'react-router';
import { ARTICLE_SLUG } from '../shared/breadcrumbs.ts';
import { KEY_FACTS_PAGE_KEY, legalPageKeys } from '../shared/documents.ts';
import { lenderByPageSlug, lenderPath, lenders } from '../shared/lenderList.ts';
import { PRE_CHECK_QUERY } from '../shared/preCheckUrl.ts';
import { REDRESS_PARAM } from '../shared/redressInput.ts';
import type { PageMeta } from '../shared/seo.ts';
import { featuredMakes, vehicleMakeFromParam, vehiclePath } from '../shared/vehicles.ts';
import type { FirstPageData } from './clientConfig.tsx';
import { lazyModule, type LazyPage, type PageDataModule } from './lazyPage.tsx';
import { pageData, type AnyPageData } from './pageData.ts';
import { pageLocation } from '../shared/pageLocation.ts';

/* Pages take the props their route matches; the table holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = LazyPage<any>;

export const pages = {
  home: lazyModule('HomePage', () => import('./pages/HomePage.tsx')),
  about: lazyModule('AboutPage', () => import('./pages/AboutPage.tsx')),
  blogs: lazyModule('BlogsPage', () => import('./pages/BlogsPage.tsx')),
  article: lazyModule('ArticlePage', () => import('./pages/ArticlePage.tsx')),
  faqs: lazyModule('FaqsPage', () => import('./pages/FaqsPage.tsx')),
  contact: lazyModule('ContactPage', () => import('./pages/ContactPage.tsx')),
  customerReview: lazyModule('CustomerReviewPage', () => import('./pages/CustomerReviewPage.tsx')),
  lender: lazyModule('LenderPage', () => import('./pages/LenderPage.tsx')),
  vehicle: lazyModule('VehiclePage', () => import('./pages/VehiclePage.tsx')),
  legal: lazyModule('LegalPage', () => import('./pages/LegalPage.tsx')),
  // Key facts also carries the fee calculator, so it has a chunk of its own.
  keyFacts: lazyModule('KeyFactsPage', () => import('./pages/KeyFactsPage.tsx')),
  ourFigures: lazyModule('OurFiguresPage', () => import('./pages/OurFiguresPage.tsx')),
  notFound: lazyModule('NotFoundPage', () => import('./pages/NotFoundPage.tsx')),
  preCheck: lazyModule('PreCheckPage', () => import('./pages/PreCheckPage.tsx')),
  lenders: lazyModule('LendersPage', () => import('./pages/LendersPage.tsx')),
  vehicles: lazyModule('VehiclesPage', () => import('./pages/VehiclesPage.tsx')),
} satisfies Record<string, AnyPage>;

type Props = Record<string, unknown>;

export interface RouteDef {
  readonly id: string;
  readonly path: string;
  readonly page: AnyPage;
  /** The page's props for these params, or null when no such page exists (the 404). */
  readonly match: (params: Readonly<Record<string, string | undefined>>) => Props | null;
  /** Canonical paths this route adds to sitemap.xml. */
  readonly sitemap: readonly string[];
  /**
   * The query parameters the page reads; the server renders and caches it by
   * these alone, so any other parameter (`?x=1`) shares the one page. None when absent.
   */
  readonly query?: readonly string[];
  /** The page's data module, whose `pageData(props)` the page takes besides its props (decision 015). */
  readonly data?: AnyPageData;
}

function staticRoute(id: string, path: string, page: AnyPage, props: Props = {}, query?: readonly string[], data?: AnyPageData): RouteDef {
  return { id, path, page, match: () => props, sitemap: [path], ...(query && { query }), ...(data && { data }) };
}

/* CustomerReviewPage's SUBMITTED_PARAM and the blog filter's name: literals here so the route table
   does not pull the pages' code in; app.test checks them against the pages. */
const FEE_CALCULATOR_QUERY = [REDRESS_PARAM];

export const routes: readonly RouteDef[] = [
  staticRoute('home', '/', pages.home, {}, undefined, pageData.home),
  staticRoute('about', '/about-us', pages.about),
  staticRoute('blogs', '/blogs', pages.blogs, {}, ['category']),
  staticRoute('article', `/blogs/${ARTICLE_SLUG}`, pages.article, {}, undefined, pageData.article),
  staticRoute('faqs', '/faqs', pages.faqs, {}, undefined, pageData.faqs),
  staticRoute('contact', '/contact', pages.contact, {}, undefined, pageData.contact),
  staticRoute('customerReview', '/customer-review', pages.customerReview, {}, ['submitted']),
  staticRoute('ourFigures', '/our-figures', pages.ourFigures, {}, undefined, pageData.ourFigures),
  // Issue 15. The pre-check reads its answers from the query (PRE_CHECK_QUERY, shared/preCheckUrl.ts);
  // a result's canonical path stays /pre-check. The hubs are the breadcrumbs' middle steps, so they
  // come before the one-segment fallback below.
  staticRoute('preCheck', '/pre-check', pages.preCheck, {}, PRE_CHECK_QUERY, pageData.preCheck),
  staticRoute('lenders', '/lenders', pages.lenders, {}, undefined, pageData.lenders),
  staticRoute('vehicles', '/vehicles', pages.vehicles),
  {
    id: 'lender',
    path: '/lenders/:slug',
    page: pages.lender,
    data: pageData.lender,
    match: (params) => {
      const lender = lenderByPageSlug(params.slug ?? '');
      return lender ? { lender } : null;
    },
    sitemap: lenders.map(lenderPath),
  },
  {
    id: 'vehicle',
    path: '/vehicles/:make',
    page: pages.vehicle,
    data: pageData.vehicle,
    match: (params) => {
      const make = vehicleMakeFromParam(params.make ?? '');
      return make ? { make } : null;
    },
    sitemap: featuredMakes.map(vehiclePath),
  },
  ...legalPageKeys.map((key) =>
    key === KEY_FACTS_PAGE_KEY
      ? staticRoute(`legal:${key}`, `/${key}`, pages.keyFacts, { pageKey: key }, FEE_CALCULATOR_QUERY)
      : staticRoute(`legal:${key}`, `/${key}`, pages.legal, { pageKey: key }),
  ),
  // contract: any other one-segment path renders About Us (its meta gives canonical /about-us)
  { id: 'fallback', path: '/:page', page: pages.about, match: () => ({}), sitemap: [] },
];

export const notFoundRoute: RouteDef = { id: 'notFound', path: '*', page: pages.notFound, match: () => ({}), sitemap: [] };

const matchable = routes.map((route) => ({ path: route.path, id: route.id }));
const byId = new Map(routes.map((route) => [route.id, route]));

export interface ResolvedRoute {
  readonly route: RouteDef;
  readonly props: Props;
  readonly status: 200 | 404;
}

export function resolveRoute(pathname: string, forceNotFound = false): ResolvedRoute {
  const match = forceNotFound ? undefined : matchRoutes(matchable, pathname)?.at(-1);
  const route = match && byId.get(match.route.id);
  const props = route && match ? route.match(match.params) : null;
  if (route && props) return { route, props, status: 200 };
  return { route: notFoundRoute, props: {}, status: 404 };
}

/** Search metadata of a resolved route whose page has loaded (always, on the server). */
export function metaFor(resolved: ResolvedRoute): PageMeta {
  const module = resolved.route.page.loaded();
  if (!module) throw new Error(`metaFor: page ${resolved.route.page.chunk} has not loaded`);
  return module.meta(resolved.props);
}

/** The server loads every page and data module at start, so no render waits on an import. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...routes, notFoundRoute].flatMap(({ page, data }) => [page.preload(), data?.preload()]));
}

/**
 * Where a page's data comes from: its path and the query parameters its route
 * reads, as the server renders it (`?utm_source=` and the like change nothing).
 */
export function dataLocation(route: RouteDef, pathname: string, search: string): string {
  return pageLocation(pathname, search, route.query);
}

/** What the server sends of a resolved route's data for the page at `location` (on the server, every data module has loaded). */
export function firstPageData(resolved: ResolvedRoute, location: string): FirstPageData | undefined {
  const { data } = resolved.route;
  if (!data) return undefined;
  const module = data.loaded();
  if (!module) throw new Error(`firstPageData: data ${data.chunk} has not loaded`);
  return { path: location, props: pageDataAt(module, resolved, location) };
}

/** What a data module gives the page at `location` (its path and the query its route reads: `dataLocation`). */
export function pageDataAt(module: PageDataModule, resolved: ResolvedRoute, location: string): Props {
  const queryStart = location.indexOf('?');
  return module.pageData(resolved.props, new URLSearchParams(queryStart < 0 ? '' : location.slice(queryStart)));
}

export function sitemapPaths(): string[] {
  return routes.flatMap((route) => route.sitemap);
}
