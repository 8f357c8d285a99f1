/**
 * The route table's loaders (client/routes.tsx, `loader`), run on the server
 * only: for a document by `createStaticHandler`, and for a navigation in the
 * browser by the same handler behind `GET {path}.data` (server/routeData.ts).
 * Each returns the page's props and its search data (`meta`); a page that
 * does not exist throws a 404. What they read (the FAQ answers, the
 * registry's sources, the lenders' complaint routes, the pre-check's rules)
 * never ships to the phone as code (decision 016).
 */
import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { featuredFaqs, faqs } from './content/allFaqs.ts';
import { article, articleMeta } from '../shared/article.ts';
import { blogPosts, type BlogPost } from './content/blogPosts.ts';
import { articleText, type ArticleBlock } from './articleText.ts';
import { brand } from '../shared/brand.ts';
import { breadcrumbsForPath } from '../shared/breadcrumbs.ts';
import { ARTICLE_SLUG } from '../shared/articleName.ts';
import { eligibilityFor, type EligibilityResult } from './preCheck/eligibility.ts';
import { allFacts, type RegisteredFact } from './figures/factRegistry.ts';
import { sourceText } from './figures/factSources.ts';
import { answerText } from './content/faqs.ts';
import { renderedFaqs, type RenderedFaq } from './faqAnswers.tsx';
import {
  averageRedressText,
  claims,
  claimWindowText,
  dates,
  factsCheckedOn,
  figures,
  freeRoutesText,
  householdText,
  kindText,
  schemesWindowText,
  windowsSentence,
} from './figures/figures.ts';
import { lenderPageContent, vehiclePageContent, type LandingContent } from './content/landingContent.ts';
import { legalPageByKey } from '../shared/legalPages.ts';
import { lenderByPageSlug, lenderBySlug, lenderPath, lenders as lenderList, type Lender } from '../shared/lenderList.ts';
import type { FactSource } from '../shared/factTypes.ts';
import { freeRouteLine, lenderFreeRoute, type LenderFreeRoute } from './lenders/lenders.ts';
import { complaintLetter, readLetterQuery, type ComplaintLetter } from './lenders/complaintLetter.ts';
import { aliasKindLabel, lenderAliases } from './lenders/lenderAliases.ts';
import { lenderFinderData, type LenderFinderData } from './lenders/lenderFinderResults.ts';
import { COMPLAIN_FREE_PATH, LENDER_FINDER_PARAM, LENDER_NAMES_PATH } from '../shared/lenderFinderUrl.ts';
import { optionsTable, type OptionsTableData } from './preCheck/options.ts';
import { COMMON_KEYWORDS, NOT_FOUND_META, pageMeta } from '../shared/pageMeta.ts';
import { parsePreCheckAnswers } from '../shared/preCheckAnswers.ts';
import { PRE_CHECK_PATH } from '../shared/preCheckUrl.ts';
import { schemeStatus, type SchemeStatus } from './figures/schemeStatus.ts';
import type { RegistryWords } from '../shared/registryWords.ts';
import { ratingBadge, reviews, type DisplayedReview } from './content/reviews.ts';
import type { PageMeta } from '../shared/seo.ts';
import { vehiclePageMeta } from './content/vehiclePageMeta.ts';
import { vehicleMakeFromParam, type VehicleMake } from '../shared/vehicles.ts';

type WithMeta<T = object> = T & { readonly meta: PageMeta };

/** contract: the 404 page, with its search data for the document's head. */
function notFound(): never {
  throw data({ meta: NOT_FOUND_META }, { status: 404, statusText: 'Not Found' });
}

/** One-segment paths that belong to the server's own files: never the About Us fallback (contract: `/content/` anything else is 404). */
const RESERVED_SEGMENTS = new Set(['content', 'assets', 'api']);

const aboutMeta = (): PageMeta =>
  pageMeta('/about-us', {
    title: `About Us: Why Choose ${brand.name}`,
    description: `${brand.name} helps UK drivers find out whether they were mis-sold car finance and passes their claim to a partner law firm on a no win no fee basis.`,
    keywords: [...COMMON_KEYWORDS, `about ${brand.name}`],
  });

export type HomeData = WithMeta<{ readonly faqs: readonly RenderedFaq[]; readonly status: SchemeStatus }>;
export type ContactData = WithMeta<{ readonly faqs: readonly RenderedFaq[] }>;
export type FaqsData = WithMeta<{ readonly faqs: readonly RenderedFaq[]; readonly status: SchemeStatus }>;
export type ArticleData = WithMeta<{
  readonly sources: readonly string[];
  readonly lead: string;
  readonly body: readonly ArticleBlock[];
  /** The other posts, as cards (spec section 2: Related Blogs). */
  readonly related: readonly BlogPost[];
}>;
export type BlogsData = WithMeta<{ readonly posts: readonly BlogPost[] }>;
/** What /our-figures shows of a registry entry. */
export type FigureRow = Pick<RegisteredFact, 'id' | 'group' | 'label' | 'value' | 'display' | 'kind' | 'source' | 'checked' | 'evidence' | 'untilEvidenced'> & {
  /** Whose figure it is, in words. */
  readonly whose: string;
};
/** A name the lender finder knows (server/lenders/lenderAliases.ts), as /our-figures lists it. */
export interface LenderNameRow {
  readonly name: string;
  readonly kindLabel: string;
  readonly lenderName: string;
  readonly relation: string;
  readonly sources: readonly FactSource[];
  readonly checked: string;
}
export type OurFiguresData = WithMeta<{
  readonly facts: readonly FigureRow[];
  /** How our household illustration is worked out (issue 29: shown here only). */
  readonly household: string;
}>;
export type LenderNamesData = WithMeta<{ readonly lenderNames: readonly LenderNameRow[] }>;
export type PreCheckData = WithMeta<{ readonly result: EligibilityResult; readonly options: OptionsTableData; readonly status: SchemeStatus }>;
export interface LenderHubRow {
  readonly slug: string;
  readonly name: string;
  readonly path: string;
  readonly freeRoute: string;
}
export type LendersData = WithMeta<{ readonly lenders: readonly LenderHubRow[]; readonly finder: LenderFinderData }>;
export type ComplainFreeData = WithMeta<{ readonly letter: ComplaintLetter }>;
export type LenderData = WithMeta<{ readonly lender: Lender; readonly content: LandingContent; readonly freeRoute: LenderFreeRoute }>;
export type VehicleData = WithMeta<{ readonly make: VehicleMake; readonly content: LandingContent }>;
export type LegalData = WithMeta<{ readonly pageKey: string }>;

/** An entry's words without its source, kind, check or evidence. */
function wordsOf<Group extends Record<string, { value: unknown; display: string; short?: string }>>(group: Group) {
  return Object.fromEntries(
    Object.entries(group).map(([id, { value, display, short }]) => [id, short === undefined ? { value, display } : { value, display, short }]),
  ) as unknown as RegistryWords[keyof Pick<RegistryWords, 'figures' | 'dates' | 'claims'>];
}

/**
 * The root route's data: what every page may show and the server alone holds
 * the source of: the registry's words (shared/registryWords.ts), the displayed
 * reviews and the rating badge (content/reviews.json). Worked out once.
 */
export interface RootData {
  readonly registry: RegistryWords;
  readonly reviews: readonly DisplayedReview[];
  readonly rating: typeof ratingBadge;
}

const rootData: RootData = {
  reviews,
  rating: ratingBadge,
  registry: {
    figures: wordsOf(figures) as RegistryWords['figures'],
    dates: wordsOf(dates) as RegistryWords['dates'],
    claims: wordsOf(claims) as RegistryWords['claims'],
    factsCheckedOn: factsCheckedOn.display,
    text: {
      freeRoutes: freeRoutesText(),
      claimWindow: claimWindowText(),
      schemesWindow: schemesWindowText(),
      averageRedress: averageRedressText(),
      household: householdText(),
    },
  },
};

const renderedFeaturedFaqs = renderedFaqs(featuredFaqs);
const renderedAllFaqs = renderedFaqs(faqs);

const loaders: Record<string, (args: LoaderFunctionArgs) => object> = {
  root: (): RootData => rootData,

  home: (): HomeData => ({
    meta: pageMeta('/', {
      title: `${brand.name}: Check if You Were Mis-sold Car Finance`,
      description: `Bought a car, van, motorbike or campervan on finance? See free whether you could be owed money for mis-sold car finance, and how to complain yourself. ${windowsSentence()}`,
      keywords: [...COMMON_KEYWORDS, 'car finance compensation', 'motor finance redress'],
    }),
    faqs: renderedFeaturedFaqs,
    status: schemeStatus,
  }),

  about: () => ({ meta: aboutMeta() }),

  // contract: any other one-segment path renders About Us, canonical /about-us
  fallback: ({ params }) => (RESERVED_SEGMENTS.has(params.page ?? '') ? notFound() : { meta: aboutMeta() }),

  notFound: () => notFound(),

  blogs: (): BlogsData => ({
    posts: blogPosts,
    meta: pageMeta('/blogs', {
      title: 'Car Finance Claims News and Guides',
      description: 'News and plain-English guides on car finance mis-selling, commission, the regulator and the redress scheme.',
      keywords: [...COMMON_KEYWORDS, 'car finance news', 'car finance guide'],
    }),
  }),

  article: (): ArticleData => {
    const cited = [
      figures.regulatorEstimateAugust2025,
      figures.schemeRedressConsultation,
      figures.schemeRedressTotal,
      dates.pauseEnded,
      dates.suspension,
      figures.lenderResponseWeeks,
    ];
    return {
      meta: pageMeta(`/blogs/${ARTICLE_SLUG}`, articleMeta()),
      sources: [...new Set(cited.map(sourceText))],
      ...articleText(),
      related: blogPosts.filter((post) => post.id !== article.id),
    };
  },

  faqs: (): FaqsData => ({
    meta: pageMeta('/faqs', {
      title: 'Frequently Asked Questions about Car Finance Claims',
      description: 'Answers on eligibility for car finance compensation, fees, the claims process and how long a claim takes.',
      keywords: [...COMMON_KEYWORDS, 'car finance claim FAQs'],
      faqs: faqs.map((faq) => ({ question: faq.question, answer: answerText(faq.answer) })),
    }),
    faqs: renderedAllFaqs,
    status: schemeStatus,
  }),

  contact: (): ContactData => {
    const { weekdays } = brand.officeHours;
    return {
      meta: pageMeta('/contact', {
        title: 'Contact Us',
        description: `Contact ${brand.name} by email, telephone or post. Our office is open ${weekdays.days}, ${weekdays.opens} to ${weekdays.closes}.`,
        keywords: [...COMMON_KEYWORDS, `contact ${brand.name}`],
      }),
      faqs: renderedFeaturedFaqs,
    };
  },

  customerReview: () => ({
    meta: pageMeta('/customer-review', {
      title: 'Leave a Customer Review',
      description: `Tell other drivers what it was like to claim with ${brand.name}.`,
      keywords: [`${brand.name} reviews`, 'customer review'],
    }),
  }),

  // Issue 23: every name the lender finder maps to a lender, with its sources and when it was checked.
  lenderNames: (): LenderNamesData => ({
    meta: pageMeta(LENDER_NAMES_PATH, {
      title: 'Lender Names and Where We Found Them',
      description: 'The legal names, trading names, finance brands and former names our lender finder knows for each car finance lender, each with its source.',
      keywords: ['car finance lender names', 'who is my car finance lender'],
    }),
    lenderNames: lenderAliases.map(({ lender, name, kind, relation, sources, checked }) => ({
      name,
      kindLabel: aliasKindLabel[kind],
      lenderName: lenderBySlug(lender)?.name ?? lender,
      relation,
      sources,
      checked,
    })),
  }),

  ourFigures: (): OurFiguresData => ({
    meta: pageMeta('/our-figures', {
      title: 'Our Figures and Their Sources',
      description: `Every figure ${brand.name} states about car finance redress, whose figure it is, its source and when we last checked it.`,
      keywords: ['car finance redress figures', 'FCA motor finance scheme sources'],
    }),
    facts: allFacts().map(({ id, group, label, value, display, kind, source, checked, evidence, untilEvidenced }) => ({
      id,
      group,
      label,
      value,
      display,
      kind,
      source,
      checked,
      whose: kindText(kind),
      ...(evidence === undefined ? {} : { evidence }),
      ...(untilEvidenced === undefined ? {} : { untilEvidenced }),
    })),
    household: householdText(),
  }),

  preCheck: ({ request }): PreCheckData => {
    const { answers, errors } = parsePreCheckAnswers(new URL(request.url).searchParams);
    return {
      // A result's address carries its answers; every one is the same page to a search engine.
      meta: pageMeta(PRE_CHECK_PATH, {
        title: 'Am I Covered? Free Car Finance Pre-check',
        description:
          'Answer a few questions about your car finance agreement to see whether the FCA’s redress scheme is likely to cover it, what you can do for free, and what we would charge. Nothing is stored or sent.',
        keywords: ['car finance redress scheme check', 'am I covered car finance', 'complain to lender free', ...COMMON_KEYWORDS],
      }),
      result: eligibilityFor(answers, errors),
      options: optionsTable(),
      status: schemeStatus,
    };
  },

  lenders: ({ request }): LendersData => ({
    // Issue 23: `?q=` is the name on the visitor's paperwork; its matches and, for none, how to find the lender.
    finder: lenderFinderData(new URL(request.url).searchParams.get(LENDER_FINDER_PARAM)),
    meta: pageMeta('/lenders', {
      title: 'Car Finance Lenders: How to Complain Free',
      description: `How to complain free to each of the ${lenderList.length} car finance lenders we cover, as our sources show it, with a page on each lender.`,
      keywords: ['car finance lenders', 'complain to car finance lender', ...COMMON_KEYWORDS],
    }),
    lenders: lenderList.map((lender) => ({ slug: lender.slug, name: lender.name, path: lenderPath(lender), freeRoute: freeRouteLine(lender) })),
  }),

  complainFree: ({ request }): ComplainFreeData => ({
    meta: pageMeta(COMPLAIN_FREE_PATH, {
      title: 'Complain to Your Car Finance Lender Free: A Letter to Fill In',
      description: `A complaint letter about car finance commission, in plain words, addressed to your lender. Print it, copy it or email it; what you type is never sent to us. ${windowsSentence()}`,
      keywords: ['car finance complaint letter', 'complain to lender free', 'motor finance commission complaint', ...COMMON_KEYWORDS],
    }),
    letter: complaintLetter(readLetterQuery(new URL(request.url).searchParams)),
  }),

  vehicles: () => ({
    meta: pageMeta('/vehicles', {
      title: 'Car Finance Claims by Vehicle Make',
      description: 'Financed an Audi, BMW, Ford or another make? Find the page for your vehicle make and see how a car finance claim works.',
      keywords: ['car finance claim by make', ...COMMON_KEYWORDS],
    }),
  }),

  // contract: a lender not in the list of 20 is a 404
  lender: ({ params }): LenderData => {
    const lender = lenderByPageSlug(params.slug ?? '') ?? notFound();
    return {
      meta: pageMeta(lenderPath(lender), {
        title: `Mis-sold ${lender.name} Car Finance Claims`,
        description: `Had car finance with ${lender.name}? Complaining to ${lender.name} yourself is free. ${windowsSentence()}`,
        keywords: [`${lender.name} car finance claim`, `mis-sold ${lender.name} finance`, ...COMMON_KEYWORDS],
      }),
      lender,
      content: lenderPageContent(lender),
      freeRoute: lenderFreeRoute(lender),
    };
  },

  // contract: a make on the list of real makes (shared/vehicleMakes.ts); any other segment is the 404
  vehicle: ({ params }): VehicleData => {
    const make = vehicleMakeFromParam(params.make ?? '') ?? notFound();
    return { meta: vehiclePageMeta(make), make, content: vehiclePageContent(make) };
  },
};

function legalLoader(key: string): () => LegalData {
  const page = legalPageByKey(key);
  if (!page) throw new Error(`legal page ${key} has no config`);
  return () => ({ meta: pageMeta(`/${page.key}`, { title: page.title, description: page.description, keywords: page.keywords }), pageKey: page.key });
}

/**
 * The loader of a route of the table, by its id (`legal:{key}` for the legal
 * pages, key facts among them). A page's data also carries its breadcrumb
 * trail (spec section 2), worked from its canonical path.
 */
export function routeLoader(id: string): LoaderFunction {
  const loader = id.startsWith('legal:') ? legalLoader(id.slice('legal:'.length)) : loaders[id];
  if (!loader) throw new Error(`route ${id} has no loader`);
  if (id === 'root') return loader;
  return (args) => {
    const page = loader(args) as WithMeta;
    return { ...page, breadcrumbs: breadcrumbsForPath(page.meta.canonical) };
  };
}
