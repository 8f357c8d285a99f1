// The article's source list (decision 015): sent with the first page, imported after a navigation,
// so a phone does not download every source's title and address for six lines.
import { sourceText } from '../../shared/factSources.ts';
import { dates, figures } from '../../shared/figures.ts';

export interface ArticlePageData {
  readonly sources: readonly string[];
}

export function pageData(): ArticlePageData {
  const cited = [
    figures.regulatorEstimateAugust2025,
    figures.schemeRedressConsultation,
    figures.schemeRedressTotal,
    dates.pauseEnded,
    dates.suspension,
    figures.lenderResponseWeeks,
  ];
  return { sources: [...new Set(cited.map(sourceText))] };
}
