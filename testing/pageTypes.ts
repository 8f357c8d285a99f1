import { ARTICLE_SLUG } from '../shared/breadcrumbs.ts';
import { legalPages } from '../shared/legalPages.ts';
import { lenderPath, lenders } from '../shared/lenderList.ts';

/** One page of each type (issue 7): what the accessibility and first-load suites visit; scripts/lighthouse.mjs keeps the same list. */
export const PAGE_TYPES: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['about', '/about-us'],
  ['faqs', '/faqs'],
  ['contact', '/contact'],
  ['blogs', '/blogs'],
  ['article', `/blogs/${ARTICLE_SLUG}`],
  ['lender', lenderPath(lenders[0]!)],
  ['vehicle', '/vehicles/audi-car-finance'],
  ['customer review', '/customer-review'],
  ...legalPages.map((page) => [`legal: ${page.key}`, `/${page.key}`] as const),
  ['pre-check', '/pre-check'],
  ['lenders hub', '/lenders'],
  ['vehicles hub', '/vehicles'],
  ['our figures', '/our-figures'],
  ['404', '/lenders/mis-sold-nobody-car-finance'],
];
