/**
 * The route table: the one source of truth for every route of spec section 2.
 * Server rendering, hydration, the 404 decision, breadcrumbs and sitemap.xml
 * all read it. A route whose `resolve` returns null does not exist (the 404).
 */
import { matchRoutes } from 'react-router';
import { ARTICLE_SLUG, ARTICLE_TITLE, breadcrumbsForPath } from '../shared/breadcrumbs.ts';
import { brand } from '../shared/brand.ts';
import { KEY_FACTS_PAGE_KEY, legalPages, type LegalPageConfig } from '../shared/documents.ts';
import { answerText, faqs } from '../shared/faqs.ts';
import { lenderByPageSlug, lenderPath, lenders, type Lender } from '../shared/lenders.ts';
import { DEFAULT_IMAGE, DEFAULT_IMAGE_ALT, type PageMeta } from '../shared/seo.ts';
import { featuredMakes, vehicleMakeFromParam, vehiclePath, type VehicleMake } from '../shared/vehicles.ts';
import { articleMeta } from '../shared/blogPosts.ts';
import { lazyPage, type LazyPage } from './lazyPage.tsx';

/* eslint-disable @typescript-eslint/no-explicit-any -- pages take the props their route resolves */
type AnyPage = LazyPage<any>;

export const pages = {
  home: lazyPage('HomePage', () => import('./pages/HomePage.tsx')),
  about: lazyPage('AboutPage', () => import('./pages/AboutPage.tsx')),
  blogs: lazyPage('BlogsPage', () => import('./pages/BlogsPage.tsx')),
  article: lazyPage('ArticlePage', () => import('./pages/ArticlePage.tsx')),
  faqs: lazyPage('FaqsPage', () => import('./pages/FaqsPage.tsx')),
  contact: lazyPage('ContactPage', () => import('./pages/ContactPage.tsx')),
  customerReview: lazyPage('CustomerReviewPage', () => import('./pages/CustomerReviewPage.tsx')),
  lender: lazyPage('LenderPage', () => import('./pages/LenderPage.tsx')),
  vehicle: lazyPage('VehiclePage', () => import('./pages/VehiclePage.tsx')),
  legal: lazyPage('LegalPage', () => import('./pages/LegalPage.tsx')),
  // Key facts also carries the fee calculator, so it has a chunk of its own.
  keyFacts: lazyPage('KeyFactsPage', () => import('./pages/KeyFactsPage.tsx')),
  notFound: lazyPage('NotFoundPage', () => import('./pages/NotFoundPage.tsx')),
} satisfies Record<string, AnyPage>;

export interface RouteContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly pathname: string;
}

export interface Resolution {
  readonly meta: PageMeta;
  readonly props: Record<string, unknown>;
}

export interface RouteDef {
  readonly id: string;
  readonly path: string;
  readonly page: AnyPage;
  readonly resolve: (context: RouteContext) => Resolution | null;
  /** Canonical paths this route adds to sitemap.xml. */
  readonly sitemap: readonly string[];
}

const COMMON_KEYWORDS = ['car finance claim', 'mis-sold car finance', 'PCP claim', 'hire purchase claim'];

function meta(pathname: string, fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>): PageMeta {
  return {
    keywords: COMMON_KEYWORDS,
    canonical: pathname,
    image: DEFAULT_IMAGE,
    imageAlt: DEFAULT_IMAGE_ALT,
    type: 'website',
    breadcrumbs: breadcrumbsForPath(fields.canonical ?? pathname),
    ...fields,
  };
}

function staticRoute(
  id: string,
  path: string,
  page: AnyPage,
  fields: Partial<PageMeta> & Pick<PageMeta, 'title' | 'description'>,
  props: Record<string, unknown> = {},
): RouteDef {
  return { id, path, page, resolve: () => ({ meta: meta(path, fields), props }), sitemap: [path] };
}

const aboutMeta = {
  title: `About Us: Why Choose ${brand.name}`,
  description: `${brand.name} helps UK drivers find out whether they were mis-sold car finance and passes their claim to a partner law firm on a no win no fee basis.`,
  keywords: [...COMMON_KEYWORDS, `about ${brand.name}`],
  canonical: '/about-us',
};

function legalRoute(page: LegalPageConfig): RouteDef {
  return staticRoute(
    `legal:${page.key}`,
    `/${page.key}`,
    page.key === KEY_FACTS_PAGE_KEY ? pages.keyFacts : pages.legal,
    { title: page.title, description: page.description, keywords: page.keywords },
    { pageKey: page.key },
  );
}

export const routes: readonly RouteDef[] = [
  staticRoute('home', '/', pages.home, {
    title: `${brand.name}: Check if You Were Mis-sold Car Finance`,
    description:
      'Bought a car, van, motorbike or campervan on finance between 2007 and 2021? Check in about 60 seconds whether you could be owed money for mis-sold car finance.',
    keywords: [...COMMON_KEYWORDS, 'car finance compensation', 'motor finance redress'],
  }),
  staticRoute('about', '/about-us', pages.about, aboutMeta),
  staticRoute('blogs', '/blogs', pages.blogs, {
    title: 'Car Finance Claims News and Guides',
    description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
    keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
  }),
  {
    id: 'article',
    path: `/blogs/${ARTICLE_SLUG}`,
    page: pages.article,
    resolve: ({ pathname }) => ({ meta: meta(pathname, articleMeta()), props: {} }),
    sitemap: [`/blogs/${ARTICLE_SLUG}`],
  },
  staticRoute('faqs', '/faqs', pages.faqs, {
    title: 'Frequently Asked Questions about Car Finance Claims',
    description: 'Answers on eligibility for car finance compensation, fees, the claims process and how long a claim takes.',
    keywords: [...COMMON_KEYWORDS, 'car finance claim FAQs'],
    faqs: faqs.map((faq) => ({ question: faq.question, answer: answerText(faq.answer) })),
  }),
  staticRoute('contact', '/contact', pages.contact, {
    title: 'Contact Us',
    description: `Contact ${brand.name} by email, telephone or post. Our office is open Monday to Friday, 9:00 to 17:30.`,
    keywords: [...COMMON_KEYWORDS, `contact ${brand.name}`],
  }),
  staticRoute('customerReview', '/customer-review', pages.customerReview, {
    title: 'Leave a Customer Review',
    description: `Tell other drivers what it was like to claim with ${brand.name}.`,
    keywords: [`${brand.name} reviews`, 'customer review'],
  }),
  {
    id: 'lender',
    path: '/lenders/:slug',
    page: pages.lender,
    resolve: ({ params, pathname }) => {
      const lender = lenderByPageSlug(params.slug ?? '');
      return lender ? { meta: lenderMeta(lender, pathname), props: { lender } } : null;
    },
    sitemap: lenders.map(lenderPath),
  },
  {
    id: 'vehicle',
    path: '/vehicles/:make',
    page: pages.vehicle,
    resolve: ({ params, pathname }) => {
      const make = vehicleMakeFromParam(params.make ?? '');
      return make ? { meta: vehicleMeta(make, pathname), props: { make } } : null;
    },
    sitemap: featuredMakes.map(vehiclePath),
  },
  ...legalPages.map(legalRoute),
  {
    // contract: any other one-segment path renders About Us, canonical /about-us
    id: 'fallback',
    path: '/:page',
    page: pages.about,
    resolve: () => ({ meta: meta('/about-us', aboutMeta), props: {} }),
    sitemap: [],
  },
];

function lenderMeta(lender: Lender, pathname: string): PageMeta {
  return meta(pathname, {
    title: `Mis-sold ${lender.name} Car Finance Claims`,
    description: `Had car finance with ${lender.name} between 2007 and 2021? Find out if you were mis-sold and could be owed compensation.`,
    keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
    canonical: lenderPath(lender),
  });
}

function vehicleMeta(make: VehicleMake, pathname: string): PageMeta {
  return meta(pathname, {
    title: `${make.name} Car Finance Claims`,
    description: `Financed a ${make.name} between 2007 and 2021? Check whether your ${make.name} finance was mis-sold and claim what you may be owed.`,
    keywords: [`${make.name} car finance claim`, `${make.name} finance mis-sold`, ...COMMON_KEYWORDS],
    // `/vehicles/ford` and `/vehicles/ford-car-finance` are one page: one canonical.
    canonical: vehiclePath(make),
  });
}

export const notFoundRoute: RouteDef = {
  id: 'notFound',
  path: '*',
  page: pages.notFound,
  resolve: ({ pathname }) => ({
    meta: meta(pathname, {
      title: 'Page Not Found',
      description: 'The page you were looking for could not be found.',
      breadcrumbs: [],
      noindex: true,
    }),
    props: {},
  }),
  sitemap: [],
};

const matchable = routes.map((route) => ({ path: route.path, id: route.id }));
const byId = new Map(routes.map((route) => [route.id, route]));

export interface ResolvedRoute extends Resolution {
  readonly route: RouteDef;
  readonly status: 200 | 404;
}

export function resolveRoute(pathname: string, forceNotFound = false): ResolvedRoute {
  const match = forceNotFound ? undefined : matchRoutes(matchable, pathname)?.at(-1);
  const route = match && byId.get(match.route.id);
  if (route && match) {
    const resolution = route.resolve({ params: match.params, pathname: match.pathname });
    if (resolution) return { route, status: 200, ...resolution };
  }
  const notFound = notFoundRoute.resolve({ params: {}, pathname })!;
  return { route: notFoundRoute, status: 404, ...notFound };
}

export function sitemapPaths(): string[] {
  return routes.flatMap((route) => route.sitemap);
}
