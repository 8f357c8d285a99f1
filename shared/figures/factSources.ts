/**
 * The sources of the figures registry, by key (content/figures.yaml, `sources`:
 * each entry names its source by its key): titles as the page shows them;
 * where none was visible, the facts file's description.
 *
 * Issue 29: links go to the publishers' own sites, never to a development or
 * mirror host (shared/figures/sourceHosts.ts); where only a copy was read, the original
 * is named, a press report says so, and nothing links to the copy.
 */
import type { Fact, FactSource } from './factTypes.ts';
import { formatIsoDate } from '../dates/dates.ts';
import { registry } from './registryFile.ts';

export const factSources: Readonly<Record<string, FactSource>> = registry.sources;

/** An entry's source in full. */
export function sourceOf(fact: Fact): FactSource {
  return factSources[fact.sourceId]!;
}

/** `Financial Conduct Authority, PS25/18: …, 3 December 2025`: a source as one line of text. */
export function sourceText(fact: Fact): string {
  return sourceLine(sourceOf(fact));
}

/** A source as one line of text. */
export function sourceLine({ title, publisher, date }: FactSource): string {
  return date === 'undated' ? `${publisher}, ${title}` : `${publisher}, ${title}, ${formatIsoDate(date)}`;
}
