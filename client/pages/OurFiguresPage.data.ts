// Every registry entry with its source (decision 015): sent with the first page, imported after a navigation.
import { allFacts, type RegisteredFact } from '../../shared/factRegistry.ts';

export interface OurFiguresPageData {
  readonly facts: readonly RegisteredFact[];
}

export function pageData(): OurFiguresPageData {
  return { facts: allFacts() };
}
