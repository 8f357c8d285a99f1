import { lenderByPageSlug } from './lenderList.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from './articleName.ts';
import { titleCaseWords, vehicleMakeFromParam } from './vehicles.ts';

export interface Breadcrumb {
  readonly name: string;
  /** Site-relative path; made absolute only when written into the page. */
  readonly url: string;
}

/**
 * Fixed labels (spec section 2, Breadcrumbs), and the pages whose slug does not say their name
 * (issue 29): each as the page's own title or footer link names it (shared/legalPages.ts,
 * shared/navigation.ts; breadcrumbs.test.ts holds them equal).
 */
const fixedLabels: Readonly<Record<string, string>> = {
  'about-us': 'About Us',
  faqs: 'FAQs',
  'customer-review': 'Customer Reviews',
  'mlm-information-and-key-facts': 'Information & Key Facts',
  'complain-free': 'Complain for free',
  'pre-check': 'Pre-check',
  lenders: 'Lenders',
  vehicles: 'Vehicles',
  blogs: 'Blogs',
  [ARTICLE_SLUG]: ARTICLE_TITLE,
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function labelFor(segment: string, parent: string | undefined): string {
  const fixed = fixedLabels[segment];
  if (fixed) return fixed;
  if (parent === 'lenders') {
    const lender = lenderByPageSlug(segment);
    if (lender) return `${lender.name} Finance`;
  }
  if (parent === 'vehicles' && /-car-finance$/i.test(segment)) {
    const make = vehicleMakeFromParam(segment);
    if (make) return `${make.name} Vehicles`;
  }
  return sentenceSmallWords(titleCaseWords(segment));
}

/** Small words after the first stay small, as in the pages' own titles: "Terms and Conditions", "Terms of Use". */
function sentenceSmallWords(title: string): string {
  return title.replace(/(?<=\S )(And|Of|For|To|The|In|On)(?= )/g, (word) => word.toLowerCase());
}

/**
 * Breadcrumbs from path segments, first item Home (spec section 2). Labels are
 * plain text; escaping belongs to whoever writes them into markup.
 */
export function breadcrumbsForPath(pathname: string): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const crumbs: Breadcrumb[] = [{ name: 'Home', url: '/' }];
  let url = '';
  segments.forEach((segment, index) => {
    url += `/${encodeURIComponent(segment)}`;
    crumbs.push({ name: labelFor(segment, segments[index - 1]), url });
  });
  return crumbs;
}
