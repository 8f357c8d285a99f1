// Where the scheme stands, under the FAQs (decision 015): sent with the first page, imported after a navigation.
import { schemeStatus, type SchemeStatus } from '../../shared/schemeStatus.ts';

export interface FaqsPageData {
  readonly status: SchemeStatus;
}

export function pageData(): FaqsPageData {
  return { status: schemeStatus };
}
