/**
 * Every entry of the figures registry with its id and label, for the sources
 * page (/our-figures), `npm run figures` and the tests. Pages that state a
 * figure import shared/figures/figures.ts; this module adds what only
 * listings need: each entry's source in full and its label.
 */
import { sourceOf } from './factSources.ts';
import { registry } from './registryFile.ts';
import { figuresRegistryKeyFor, scopeFactLabels, scopeFacts, type ScopeFactKey } from './schemeScope.ts';
import { claims, dates, figures, quotes, type Fact, type SourcedFact } from './figures.ts';

/** A registry entry with its id (`figures.averageRedressFinal`) and what it is in words. */
export interface RegisteredFact extends SourcedFact {
  readonly id: string;
  readonly group: 'figures' | 'dates' | 'claims' | 'quotes' | 'scope';
  readonly label: string;
}

const groups = { figures, dates, claims, quotes } as const;

/**
 * Every entry of the registry, in the order content/figures.yaml gives them,
 * then the scheme-scope facts the pre-check and lender pages state
 * (shared/figures/schemeScope.ts) that are not twins of an entry above.
 */
export function allFacts(): RegisteredFact[] {
  const registered = Object.entries(groups).flatMap(([group, entries]) =>
    Object.entries(entries as Readonly<Record<string, Fact>>).map(([key, fact]) => {
      const id = `${group}.${key}`;
      return { ...fact, source: sourceOf(fact), id, group: group as RegisteredFact['group'], label: registry.labels[id] ?? '' };
    }),
  );
  const scope = (Object.entries(scopeFacts) as [ScopeFactKey, (typeof scopeFacts)[ScopeFactKey]][])
    .filter(([key]) => figuresRegistryKeyFor[key] === undefined)
    .map(([key, fact]): RegisteredFact => ({ ...fact, id: `scope.${key}`, group: 'scope', label: scopeFactLabels[`scope.${key}`] ?? '' }));
  return [...registered, ...scope];
}
