import type { LoaderFunctionArgs } from 'react-router';
import { pageHead } from '../../../shared/seo/structuredData.ts';
import { allFacts, type RegisteredFact } from '../../../shared/figures/factRegistry.ts';
import { householdText, kindText } from '../../../shared/figures/figures.ts';
import { brand } from '../../../shared/brand/brand.ts';

/** What /our-figures shows of a registry entry. */
export type FigureRow = Pick<RegisteredFact, 'id' | 'group' | 'label' | 'value' | 'display' | 'kind' | 'source' | 'checked' | 'evidence' | 'untilEvidenced'> & {
  /** Whose figure it is, in words. */
  readonly whose: string;
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...pageHead(request, {
      canonical: '/our-figures',
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
    // How our household illustration is worked out (issue 29: shown here only).
    household: householdText(),
  };
}
