/**
 * The route table: the one source of truth for every route of spec section 2,
 * in React Router's data-mode shape (decision 022). A page is a folder,
 * `client/pages/<page>/`: its component (`page.tsx`, a chunk of its own), its
 * loader module (`loader.server.ts`: its `loader`, and its `handle`: its
 * breadcrumb step and the query it reads) and its tests. Each route object
 * here names them, and its sitemap paths. The server runs the table with `createStaticHandler`, the
 * browser with `createBrowserRouter` and the server's hydration data.
 *
 * Loaders run on the server only. The browser build (build.mjs,
 * `serverModulesPlugin`) gives every `*.server.ts` import the browser's
 * stand-in, client/routeData.ts (or a `*.client.ts` beside it), which fetches
 * the same loader's JSON from the server; the rules, the registry and the
 * lenders never ship as code (but for the pre-check's engine, which
 * /my-agreements runs on the device: decision 035).
 */
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { ARTICLE_SLUG } from '../shared/blog/articleName.ts';
import { KEY_FACTS_PAGE_KEY, legalPageKeys } from '../shared/content/documents.ts';
import { COMPLAIN_FREE_PATH, LENDER_NAMES_PATH } from '../shared/lenders/lenderFinderUrl.ts';
import { FIND_YOUR_AGREEMENT_PATH, MY_AGREEMENTS_PATH } from '../shared/agreements/agreementUrls.ts';
import { REVIEW_POLICY_PATH } from '../shared/reviews/reviewPolicyPath.ts';
import { Document, RootErrorBoundary } from './Document.tsx';
import { NotFound } from './components/layout/NotFound.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { pageComponent } from './pages/pageComponent.ts';
import { loader as rootLoader } from './root.server.ts';
import * as about from './pages/about/loader.server.ts';
import * as article from './pages/article/loader.server.ts';
import * as blogs from './pages/blogs/loader.server.ts';
import * as complainFree from './pages/complain-free/loader.server.ts';
import * as contact from './pages/contact/loader.server.ts';
import * as customerReview from './pages/customer-review/loader.server.ts';
import * as faqs from './pages/faqs/loader.server.ts';
import * as findYourAgreement from './pages/find-your-agreement/loader.server.ts';
import * as home from './pages/home/loader.server.ts';
import * as keyFacts from './pages/key-facts/loader.server.ts';
import * as legal from './pages/legal/loader.server.ts';
import * as lenderNames from './pages/lender-names/loader.server.ts';
import * as lender from './pages/lender/loader.server.ts';
import * as lenders from './pages/lenders/loader.server.ts';
import * as myAgreements from './pages/my-agreements/loader.server.ts';
import { loader as notFoundLoader } from './pages/not-found/loader.server.ts';
import * as ourFigures from './pages/our-figures/loader.server.ts';
import * as preCheck from './pages/pre-check/loader.server.ts';
import * as reviewPolicy from './pages/review-policy/loader.server.ts';
import * as vehicle from './pages/vehicle/loader.server.ts';
import * as vehicles from './pages/vehicles/loader.server.ts';

/** What the app reads of a route (React Router's `handle`: free for the app's own use). */
export interface RouteHandle {
  /** The page's folder under client/pages/ (its `page.tsx`): its chunk in the build manifest, for the preloads. */
  readonly page?: string;
  /**
   * Its step in the breadcrumb trail (spec section 2): a name, or one worked
   * from its loader's data. A route without one adds no step. The server reads
   * them from the matched routes (server/render/breadcrumbTrail.ts).
   */
  readonly crumb?: string | ((data: never) => string);
  /**
   * The query parameters the page reads; the server renders and loads it by
   * these alone, so any other parameter (`?utm_source=`) gets the one page made at build.
   */
  readonly query?: readonly string[];
  /** Its path in sitemap.xml, for a page of one path (client/sitemapPaths.ts adds the lender and vehicle pages). */
  readonly sitemap?: readonly string[];
}

export type PageRoute = RouteObject & { readonly id: string; readonly path: string; readonly handle: RouteHandle };

/**
 * What a page's `loader.server.ts` exports, as a React Router route module
 * does: its `loader`, its `handle` (its breadcrumb step and the query it
 * reads), and the `action` for a form posted to it without JavaScript (server
 * only: the browser's stand-in has neither `handle` nor `action`).
 */
interface PageModule {
  readonly loader: LoaderFunction;
  readonly handle?: Pick<RouteHandle, 'crumb' | 'query'>;
  readonly action?: ActionFunction;
}

interface PageDef extends Pick<RouteHandle, 'sitemap'> {
  /** Its route id: its folder's name, unless several routes share the folder. */
  readonly id?: string;
  readonly path: string;
  /** Its folder under client/pages/. */
  readonly page: string;
  readonly module: PageModule;
}

/** A page's route: its component loads with its chunk, its loader's data alongside (React Router starts both at once). */
function page({ page: folder, id = folder, path, module: { loader, handle, action }, sitemap = [path] }: PageDef): PageRoute {
  return {
    id,
    path,
    lazy: async () => ({ Component: (await pageComponent(folder)).default }),
    loader,
    ...(action && { action }),
    handle: { page: folder, sitemap, ...handle },
  };
}

/**
 * A hub and the pages under it (`/lenders` and `/lenders/:slug`): the hub's
 * breadcrumb step comes before theirs. Its own page is a child at the same path.
 */
function section(path: string, crumb: string, children: PageRoute[]): RouteObject {
  return { path, handle: { crumb } satisfies RouteHandle, children };
}

const legalRoutes = legalPageKeys.map((key) =>
  page({
    id: `legal:${key}`,
    path: `/${key}`,
    // Key facts also carries the fee calculator, so it has a chunk of its own, and reads its query.
    ...(key === KEY_FACTS_PAGE_KEY ? { page: 'key-facts', module: keyFacts } : { page: 'legal', module: legal }),
  }),
);

// Their pages in sitemap.xml come from the lender list (client/sitemapPaths.ts).
// Issue 29: a lender's page carries a pre-check result's answers on to its letter.
export const lenderRoute = page({
  path: '/lenders/:slug',
  page: 'lender',
  module: lender,
  sitemap: [],
});

// Their pages in sitemap.xml come from the featured makes (client/sitemapPaths.ts).
export const vehicleRoute = page({
  path: '/vehicles/:make',
  page: 'vehicle',
  module: vehicle,
  sitemap: [],
});

// contract: any other one-segment path renders About Us (its meta gives canonical /about-us)
export const fallbackRoute = page({ id: 'fallback', path: '/:page', page: 'about', module: about, sitemap: [] });

/** The pages, in the order the router's tree holds them (the hubs before the one-segment fallback). */
const tree: RouteObject[] = [
  page({ path: '/', page: 'home', module: home }),
  page({ path: '/about-us', page: 'about', module: about }),
  section('/blogs', 'Blogs', [
    page({ path: '/blogs', page: 'blogs', module: blogs }),
    page({ path: `/blogs/${ARTICLE_SLUG}`, page: 'article', module: article }),
  ]),
  page({ path: '/faqs', page: 'faqs', module: faqs }),
  page({ path: '/contact', page: 'contact', module: contact }),
  page({ path: '/customer-review', page: 'customer-review', module: customerReview }),
  // Issue 46: how reviews are collected, checked, published and removed.
  page({ path: REVIEW_POLICY_PATH, page: 'review-policy', module: reviewPolicy }),
  section('/our-figures', 'Our Figures', [
    page({ path: '/our-figures', page: 'our-figures', module: ourFigures }),
    page({ path: LENDER_NAMES_PATH, page: 'lender-names', module: lenderNames }),
  ]),
  // Issue 15: the pre-check reads its answers from the query; a result's canonical path stays /pre-check.
  page({ path: '/pre-check', page: 'pre-check', module: preCheck }),
  section('/lenders', 'Lenders', [
    // Issue 23: the hub finds a lender from the name on the visitor's paperwork (`?q=`).
    // Issue 29: and carries a pre-check result's answers on to each lender's page and letter.
    page({ path: '/lenders', page: 'lenders', module: lenders }),
    // Their pages in sitemap.xml come from the lender list (client/sitemapPaths.ts).
    // Issue 29: a lender's page carries a pre-check result's answers on to its letter.
    lenderRoute,
  ]),
  // Issue 23: the free complaint letter, to a lender (`?lender=`), filled from a pre-check result's answers.
  page({ path: COMPLAIN_FREE_PATH, page: 'complain-free', module: complainFree }),
  // Issue 47: the visitor's own list, kept on their device (it reads no query: a result's answers come in the fragment).
  page({ path: MY_AGREEMENTS_PATH, page: 'my-agreements', module: myAgreements }),
  // Issue 47: no paperwork? Where to look.
  page({ path: FIND_YOUR_AGREEMENT_PATH, page: 'find-your-agreement', module: findYourAgreement }),
  section('/vehicles', 'Vehicles', [page({ path: '/vehicles', page: 'vehicles', module: vehicles }), vehicleRoute]),
  ...legalRoutes,
  fallbackRoute,
  // contract: any other path is the 404 page: its loader throws a 404, and the pages' boundary shows it.
  { id: 'notFound', path: '*', loader: notFoundLoader, Component: NotFound, handle: {} },
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
    loader: rootLoader,
    shouldRevalidate: () => false,
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    handle: { crumb: 'Home' } satisfies RouteHandle,
    children: [{ id: 'page', ErrorBoundary: PageErrorBoundary, children: tree }],
  },
];

function leaves(list: readonly RouteObject[]): PageRoute[] {
  return list.flatMap((route) => (route.children ? leaves(route.children) : [route as PageRoute]));
}

/** Every page's route (the leaves of the tree), for the server: the sitemap, the preloads, the query each reads. */
// Pure: the browser never reads them, so the bundler leaves them out of its chunks.
export const pageRoutes: readonly PageRoute[] = /* @__PURE__ */ leaves(routes);

/** The page route of an id the router matched (every leaf is one). */
export function pageRouteById(id: string): PageRoute | undefined {
  return pageRoutes.find((route) => route.id === id);
}
