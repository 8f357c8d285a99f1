// A lender page's words (decision 015): sent with the first page, imported after a navigation.
import { lenderPageContent, type LandingContent } from '../../shared/landingContent.ts';
import type { Lender } from '../../shared/lenderList.ts';
import { lenderFreeRoute, type LenderFreeRoute } from '../../shared/lenders.ts';

export interface LenderPageData {
  readonly content: LandingContent;
  readonly freeRoute: LenderFreeRoute;
}

export function pageData({ lender }: { lender: Lender }): LenderPageData {
  return { content: lenderPageContent(lender), freeRoute: lenderFreeRoute(lender) };
}
