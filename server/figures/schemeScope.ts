/**
 * The facts the pre-check, the options table and the lender routes rest on:
 * the FCA schemes' scope, how to complain free, what the regulators said about
 * claims firms. Each is a registry entry (shared/factTypes.ts) taken from
 * ../shared/facts.md (checked 23 November 2026), VERIFIED entries only: a
 * reading the facts file marks INFERRED is never an entry here, the rules that
 * rely on one word it as a hedge ("likely") and cite the VERIFIED fact it
 * rests on, and NOT FOUND is never published.
 *
 * The entries (value, words, sources, label) are content/scheme-scope.yaml,
 * checked by server/content/schema.ts and bundled into the server as text, so
 * a malformed entry stops the build and the start. Many duplicate entries of
 * the figures registry: each names its `twin` there, and /our-figures lists
 * the twin; code reads these facts only through `scopeFacts`.
 */
import schemeScopeYaml from '../../content/scheme-scope.yaml?raw';
import { formatIsoDate } from '../../shared/dates.ts';
import type { FactSource, SourcedFact as Fact } from '../../shared/factTypes.ts';
import { fillReferences, parseContent, schemeScopeSchema, type SchemeScopeFile } from '../content/schema.ts';
import { registryEntryOf, registryReference, registryReferenceProblem } from './registryFile.ts';

const SCHEME_SCOPE_FILE = 'content/scheme-scope.yaml';

/**
 * The ids the code states by name, with the type of each value: `number` for what it counts with,
 * `string` for words and ISO dates (compared as text). The file has an entry for each, and no other.
 */
const scopeFactIds = {
  scheme1Start: 'string',
  scheme1End: 'string',
  scheme2Start: 'string',
  scheme2End: 'string',
  dcaBan: 'string',
  dcaComplaintCutoff: 'string',
  claimWindowStart: 'string',
  claimWindowEnd: 'string',
  firmProducts: 'string',
  firmProcess: 'string',
  creditWithBrokerCommission: 'string',
  qualifyingFeatures: 'string',
  schemeExclusions: 'string',
  zeroAprLargelyOut: 'string',
  creditProductsIn: 'string',
  contractHireOut: 'string',
  consumerDefinition: 'string',
  soleTradersIncluded: 'string',
  complainantsIncluded: 'string',
  scheme2ImplementationEnd: 'string',
  scheme1ImplementationEnd: 'string',
  alreadyComplainedQuote: 'string',
  optInMonths: 'number',
  fcaSraWarning: 'string',
  duplicateRepresentation: 'string',
  terminationFees: 'string',
  terminationFeeQuote: 'string',
  representativeComplaints: 'string',
  complaintDetails: 'string',
  creditFileYears: 'number',
  freeComplaintTool: 'string',
  lenderResponseWeeks: 'number',
  pauseEnded: 'string',
  fosReferralMonths: 'number',
  fosCommissionLongerLimit: 'number',
  fosFreeForConsumers: 'number',
  fosProfessionalFee: 'number',
  fosFreeCasesPerYear: 'number',
  fosFeeFrom: 'string',
  fosNetFeeIfConsumerWins: 'number',
  notSchemeCaseLetter: 'string',
  fullAndFinalSettlement: 'string',
  averageRedressFinal: 'number',
  finalRules: 'string',
  suspension: 'string',
  hearing: 'string',
  paymentsIfUpheld: 'string',
  delayIfOverturned: 'string',
  tribunalChallengers: 'number',
  groupLitigation: 'string',
  fcaCmcCostQuote: 'number',
  fcaSchemeAimQuote: 'string',
} as const;

/** Sources by their key in facts.md's source list, so a reader can follow one back. */
export type ScopeSourceKey = string;

/** A registry entry plus every facts.md source key it rests on (the first is `source`). */
export interface ScopeFact<T = number | string> extends Fact<T> {
  readonly sourceKeys: readonly ScopeSourceKey[];
}

type ScopeValue<Id extends keyof typeof scopeFactIds> = (typeof scopeFactIds)[Id] extends 'number' ? number : string;

/** The entries by id; `factsCheckedOn` (the file's `checked`, the firm's own) is worked from the file. */
export type ScopeFacts = { readonly [Id in keyof typeof scopeFactIds]: ScopeFact<ScopeValue<Id>> } & { readonly factsCheckedOn: ScopeFact<string> };

export interface SchemeScope {
  /** The day every entry was last checked against facts.md. */
  readonly checked: string;
  readonly sources: Readonly<Record<ScopeSourceKey, FactSource>>;
  readonly facts: ScopeFacts;
  readonly labels: Readonly<Record<string, string>>;
  readonly twins: Partial<Record<keyof ScopeFacts, string>>;
  readonly complaintDetailsList: readonly string[];
}

const brandOrRegistry = (reference: string) => registryReference(reference);

/** The facts in `text` (the YAML of content/scheme-scope.yaml); throws a ContentError naming file, entry and field. */
export function loadSchemeScope(text: string): SchemeScope {
  const file: SchemeScopeFile = parseContent(
    SCHEME_SCOPE_FILE,
    text,
    schemeScopeSchema(scopeFactIds, registryReferenceProblem, (id) => registryEntryOf(id) !== undefined),
  );
  const sources: Record<string, FactSource> = Object.fromEntries(
    Object.entries(file.sources).map(([key, source]): [string, FactSource] => [
      key,
      { ...source, title: fillReferences(source.title, brandOrRegistry), publisher: fillReferences(source.publisher, brandOrRegistry) },
    ]),
  );
  const fact = (value: number | string, display: string, kind: Fact['kind'], sourceKeys: readonly string[], evidence: string | undefined): ScopeFact => ({
    value,
    display,
    kind,
    source: sources[sourceKeys[0]!]!,
    checked: file.checked,
    sourceKeys,
    ...(evidence === undefined ? {} : { evidence }),
  });
  const entries = Object.entries(file.facts as Record<string, SchemeScopeFile['facts'][string]>);
  const checkedDisplay = formatIsoDate(file.checked);
  const facts = {
    ...Object.fromEntries(
      entries.map(([id, entry]) => [id, fact(entry.value, fillReferences(entry.display, brandOrRegistry), entry.kind, entry.sources, entry.evidence)]),
    ),
    factsCheckedOn: fact(file.checked, checkedDisplay, 'operator', ['SPEC'], `shared/facts.md, checked ${checkedDisplay}`),
  } as unknown as ScopeFacts;
  return {
    checked: file.checked,
    sources,
    facts,
    labels: Object.fromEntries(entries.flatMap(([id, entry]) => (entry.label === undefined ? [] : [[`scope.${id}`, entry.label]]))),
    twins: {
      ...Object.fromEntries(entries.flatMap(([id, entry]) => (entry.twin === undefined ? [] : [[id, entry.twin]]))),
      factsCheckedOn: 'factsCheckedOn',
    },
    complaintDetailsList: file.complaintDetailsList,
  };
}

const scope = loadSchemeScope(schemeScopeYaml);

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
 * the partner law firm's fee bands and fee range (shared/fees.ts), which are
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
