/**
 * The facts the pre-check, the options table and the lender routes rest on:
 * the FCA schemes' scope, how to complain free, what the regulators said about
 * claims firms. Each is a registry entry (shared/figures/factTypes.ts) taken from
 * ../shared/facts.md (checked 23 November 2026), VERIFIED entries only: a
 * reading the facts file marks INFERRED is never an entry here, the rules that
 * rely on one word it as a hedge ("likely") and cite the VERIFIED fact it
 * rests on, and NOT FOUND is never published.
 *
 * The entries (value, words, sources, label) are content/scheme-scope.yaml,
 * checked by shared/content/schema.ts and bundled into the server as text, so
 * a malformed entry stops the build and the start. Many duplicate entries of
 * the figures registry: each names its `twin` there, and /our-figures lists
 * the twin; code reads these facts only through `scopeFacts`.
 */
import { SCHEME_SCOPE_FILE, schemeScope as scope, type ScopeFact, type ScopeFacts, type ScopeSourceKey } from './schemeScopeFile.server.ts';
import type { FactSource } from './factTypes.ts';

export type { SchemeScope, ScopeFact, ScopeFacts, ScopeSourceKey } from './schemeScopeFile.server.ts';

/** The day every entry here was last checked against facts.md. */
export const SCOPE_FACTS_CHECKED = scope.checked;

/** Sources by their key in facts.md's source list, so a reader can follow one back. */
export const scopeSources: Readonly<Record<ScopeSourceKey, FactSource>> = scope.sources;

export const scopeFacts: ScopeFacts = scope.facts;

export type ScopeFactKey = keyof ScopeFacts;

/** facts.md §3.1 [D3]: what the FCA says to give the lender, as a list for the page. */
export const complaintDetailsList: readonly string[] = scope.complaintDetailsList;

/**
 * The figures registry's key of each entry here that the registry also holds (`twin` in the file):
 * /our-figures lists that one. Entries not named are only here.
 */
export const figuresRegistryKeyFor: Partial<Record<ScopeFactKey, string>> = scope.twins;

/**
 * What a sentence the site builds from these facts cites: an entry above, or
 * the partner law firm's fee bands and fee range (shared/fees/fees.ts), which are
 * the firm's own terms and live there.
 */
export type Citation = ScopeFactKey | 'feeBands' | 'feeRange';

/** A sentence or two of copy and the entries it rests on (never empty). */
export interface Passage {
  readonly text: string;
  readonly cites: readonly [Citation, ...Citation[]];
}

/**
 * What each scope fact that is not a twin of a registry entry is, in words, for /our-figures and
 * `npm run figures` (each entry's `label` in content/scheme-scope.yaml).
 */
export const scopeFactLabels: Readonly<Record<string, string>> = scope.labels;

/**
 * `undefined` when `reference` (`scope.creditFileYears.display`) names a fact here and a field of it
 * (value or display), else what is wrong: for the content files whose words cite these facts.
 */
export function scopeReferenceProblem(reference: string): string | undefined {
  const [group, id, field, ...rest] = reference.split('.');
  if (group !== 'scope' || !id || !field || rest.length)
    return `{${reference}} is not a reference: write {scope.id.field}, e.g. {scope.creditFileYears.display}`;
  if (!Object.hasOwn(scopeFacts, id)) return `{${reference}} cites scope.${id}, which has no entry in ${SCHEME_SCOPE_FILE}`;
  if (field !== 'value' && field !== 'display') return `{${reference}}: the field must be value or display`;
  return undefined;
}

/** The fact a reference `scopeReferenceProblem` accepted cites. */
export function scopeFactOf(reference: string): ScopeFact {
  return scopeFacts[reference.split('.')[1] as ScopeFactKey];
}
