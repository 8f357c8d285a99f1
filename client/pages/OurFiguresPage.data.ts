// Every registry entry with its source (decision 015): sent with the first page, imported after a navigation.
import { allFacts, type RegisteredFact } from '../../shared/factRegistry.ts';

/** What the page shows of an entry. */
export type FigureRow = Pick<RegisteredFact, 'id' | 'group' | 'label' | 'value' | 'display' | 'kind' | 'source' | 'checked' | 'evidence'>;

export interface OurFiguresPageData {
  readonly facts: readonly FigureRow[];
}

export function pageData(): OurFiguresPageData {
  return {
    facts: allFacts().map(({ id, group, label, value, display, kind, source, checked, evidence }) => ({
      id,
      group,
      label,
      value,
      display,
      kind,
      source,
      checked,
      ...(evidence === undefined ? {} : { evidence }),
    })),
  };
}
