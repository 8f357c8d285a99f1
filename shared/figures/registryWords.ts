/**
 * The figures registry's words as the browser gets them: each entry's value
 * and how the site words it, and the sentences worked from them, sent by the
 * root route's loader (client/root.server.ts) with every page. The registry
 * itself (its sources, kinds, checks and evidence: content/figures.yaml) stays
 * on the server (issue 22: the registry never ships to the phone as code).
 */
import { formatIsoDate } from '../dates/dates.ts';
import type { RegistryGroup, RegistryId, RegistryValue } from './registryIds.ts';

/** What a page shows of a registry entry. */
export interface FactWords<T = number | string> {
  readonly value: T;
  readonly display: string;
  readonly short?: string;
}

type WordsOf<Group extends RegistryGroup> = { readonly [Id in RegistryId<Group>]: FactWords<RegistryValue<Group>> };

export interface RegistryWords {
  readonly figures: WordsOf<'figures'>;
  readonly dates: WordsOf<'dates'>;
  readonly claims: WordsOf<'claims'>;
  /** The oldest check in the registry, as a date in words. */
  readonly factsCheckedOn: string;
  /** From the oldest check to the newest: "between 23 and 28 November 2026" (said as "Facts checked …"). */
  readonly factsCheckedSpan: string;
  /** Sentences worked from several entries (shared/figures/figures.ts has how). */
  readonly text: {
    readonly freeRoutes: string;
    readonly claimWindow: string;
    readonly schemesWindow: string;
    readonly averageRedress: string;
    readonly household: string;
  };
}

/** A fact's figure for a sentence that already says whose it is: `short`, else `display`. */
export function shortFigure(fact: Pick<FactWords, 'display' | 'short'>): string {
  return fact.short ?? fact.display;
}

/** `October 2025` from a dated entry, for a sentence that needs only the month. */
export function monthText(fact: { readonly value: string }): string {
  return formatIsoDate(fact.value.slice(0, 7));
}
