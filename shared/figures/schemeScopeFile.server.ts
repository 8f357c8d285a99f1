/**
 * content/scheme-scope.yaml, read and checked (shared/content/schema.ts) into
 * the facts shared/figures/schemeScope.ts hands out. Apart, as a `*.server.ts`
 * module, so the browser build leaves the file's checking (zod, yaml) behind:
 * there, schemeScopeFile.client.ts stands in with the facts the server already
 * checked, which /my-agreements's loader hands over (decision 035).
 */
import schemeScopeYaml from '../../content/scheme-scope.yaml?raw';
import type { FactSource, SourcedFact as Fact } from './factTypes.ts';
import { fillReferences, parseContent, schemeScopeSchema, type SchemeScopeFile } from '../content/schema.ts';
import { registryEntryOf, registryReference, registryReferenceProblem } from './registryFile.ts';
import { factsCheckedOn } from './figures.ts';

export const SCHEME_SCOPE_FILE = 'content/scheme-scope.yaml';

/**
 * The ids the code states by name, with the type of each value: `number` for what it counts with,
 * `string` for words and ISO dates (compared as text). The file has an entry for each, and no other.
 */
export const scopeFactIds = {
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
  subjectAccessRequest: 'string',
  ccaCopyRequest: 'number',
  lenderResponseWeeks: 'number',
  pauseStarted: 'string',
  pauseEnded: 'string',
  fosUsualLimitAgainAfter: 'string',
  fosReferralMonths: 'number',
  fosCommissionLongerLimit: 'number',
  fosDcaEarlierFrom: 'string',
  fosDcaEarlierTo: 'string',
  fosDcaEarlierReferBy: 'string',
  fosDcaLongerFrom: 'string',
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
  /** The day the entries were checked against facts.md, where an entry gives no `checked` of its own. */
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
  const fact = (
    value: number | string,
    display: string,
    kind: Fact['kind'],
    sourceKeys: readonly string[],
    evidence: string | undefined,
    checked: string = file.checked,
  ): ScopeFact => ({
    value,
    display,
    kind,
    source: sources[sourceKeys[0]!]!,
    checked,
    sourceKeys,
    ...(evidence === undefined ? {} : { evidence }),
  });
  const entries = Object.entries(file.facts as Record<string, SchemeScopeFile['facts'][string]>);
  const facts = {
    ...Object.fromEntries(
      entries.map(([id, entry]) => [
        id,
        fact(entry.value, fillReferences(entry.display, brandOrRegistry), entry.kind, entry.sources, entry.evidence, entry.checked),
      ]),
    ),
    // One day for "facts checked" everywhere (issue 45 item 11): the figures registry's, whose twin this is.
    factsCheckedOn: fact(
      factsCheckedOn.value,
      factsCheckedOn.display,
      'operator',
      ['SPEC'],
      `shared/facts.md, checked ${factsCheckedOn.display}`,
      factsCheckedOn.value,
    ),
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

/** The facts of this build. */
export const schemeScope: SchemeScope = loadSchemeScope(schemeScopeYaml);
