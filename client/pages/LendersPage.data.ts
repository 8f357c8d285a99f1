// The /lenders hub's lines, one per lender (decision 015): sent with the first page, imported after a navigation.
import { freeRouteLine, lenderPath, lenders } from '../../shared/lenders.ts';

export interface LendersPageData {
  readonly lenders: readonly { readonly slug: string; readonly name: string; readonly path: string; readonly freeRoute: string }[];
}

export function pageData(): LendersPageData {
  return { lenders: lenders.map((lender) => ({ slug: lender.slug, name: lender.name, path: lenderPath(lender), freeRoute: freeRouteLine(lender) })) };
}
