import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { aliasKindLabel, lenderAliases } from '../../../shared/lenders/lenderAliases.ts';
import type { FactSource } from '../../../shared/figures/factTypes.ts';
import { lenderBySlug } from '../../../shared/lenders/lenderList.ts';
import { LENDER_NAMES_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';

/** A name the lender finder knows (shared/lenders/lenderAliases.ts), as this page lists it. */
export interface LenderNameRow {
  readonly name: string;
  readonly kindLabel: string;
  readonly lenderName: string;
  readonly relation: string;
  readonly sources: readonly FactSource[];
  readonly checked: string;
}

/** Issue 23: every name the lender finder maps to a lender, with its sources and when it was checked. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: LENDER_NAMES_PATH,
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
  };
}

/** React Router's `handle` for this route: its step in the breadcrumb trail (spec section 2). */
export const handle = {
  crumb: 'Lender Names',
};
