/**
 * The other names a driver sees for each of the 20 lenders (issue 23): legal
 * entities, trading names, finance brands, former names and parent groups, as
 * they appear on an agreement or a bank statement. The lender finder
 * (shared/lenders/lenderFinder.ts) matches a typed name against these and the lenders'
 * own names.
 *
 * The aliases themselves are content/lenders.yaml (`aliases`, `aliasSources`,
 * `cautions`). Each alias is there ONLY because a source says so, and carries
 * that source (the registry's shape, shared/figures/factTypes.ts) and the day it was
 * checked: the day the source itself was read for this list, or the day
 * ../shared/facts.md §4 was checked where the mapping is taken from it
 * (VERIFIED entries only).
 * A make's own finance brand is not the only lender a dealer of that make
 * uses, so a `vehicle-make` alias always says so (`relation`).
 *
 * Left out, because no source read supports the mapping (or it is ambiguous):
 * - Alphera → BMW Financial Services (GB) Ltd: facts.md §4 no. 2 marks it INFERRED; no UK source states it.
 * - Ford Credit: a source names it FCE Bank plc (Ford's own bank), which is not one of the 20, so it finds nothing.
 * - FCA Automotive Services, Fiat / Jeep / Alfa Romeo / Abarth finance → CA Auto Finance: no UK source links them,
 *   and Stellantis Financial Services' privacy policy lists those franchises in its own network too (ambiguous).
 * - FCA Bank → CA Auto Bank: found only on a copy of an Italian article about the parent bank.
 * - SEAT Finance, Jaguar Financial Services, Lexus Financial Services, smart finance, DS Financial Services:
 *   no source read names the lender behind them.
 * - Close Brothers Limited as Close Brothers Motor Finance's legal entity, and Close Motor Finance Limited as a former
 *   name: facts.md §4 no. 8 marks the entity INFERRED; the 2012–13 report names Close Motor Finance Limited without
 *   saying how it relates to the lender (issue 29).
 * - Provident Financial → Vanquis Banking Group (renamed in 2023): facts.md does not state it, so Provident
 *   Financial is given as Moneybarn's buyer in 2014, dated, not as its owner now.
 * - Vanquis Banking Group → Moneybarn: only by chaining two sources (Provident Financial renamed; Provident owns Moneybarn).
 * - Subaru, Mitsubishi → Black Horse: a press report names finance agreements with the makers, not a brand a driver sees.
 * - Chartered Trust, Lloyds UDT: Black Horse's names before 2001, older than any agreement the schemes cover.
 */
import type { FactSource } from '../figures/factTypes.ts';
import type { LenderSlug } from './lenderList.ts';
import type { LendersFile } from '../content/schema.ts';
import { ContentError } from '../content/schema.ts';
import { lenderFinderFile } from './lenderFinderFile.ts';
import { LENDERS_FILE, lendersFile } from './lendersFile.ts';

/** The day facts.md §4 was checked: the mappings taken from it without reading the source again. */
export const FACTS_LENDERS_CHECKED = lendersFile.routesChecked;

type AliasSourceRecord = LendersFile['aliasSources'][string];

/** The day the sources were read for this list: the latest a source was checked. */
export const ALIASES_CHECKED = Object.values(lendersFile.aliasSources)
  .map((source) => source.checked)
  .sort()
  .at(-1)!;

export type AliasKind =
  | 'legal-entity'
  | 'trading-name'
  | 'finance-brand'
  | 'former-name'
  | 'parent'
  /** An owner a dated source names, with no later source on who owns the lender now (issue 45 item 8). */
  | 'past-owner'
  /** Letters standing for a name the lender uses ("VWFS"): not a trading name of its own (issue 45 item 11). */
  | 'short-form'
  | 'vehicle-make'
  /** A name reports use, not one the lender is shown to trade under. */
  | 'reported-name'
  /** A brand whose old agreements this lender now holds (not its own former name: issue 29). */
  | 'agreements-moved'
  /** The company that now holds this lender's old agreements (not its parent: issue 29). */
  | 'now-held-by';

/** How the finder and the hub say what kind of name matched (content/lender-finder.yaml, `kindLabels`). */
export const aliasKindLabel: Readonly<Record<AliasKind, string>> = (({ name: _name, ...labels }) => labels)(lenderFinderFile.kindLabels);

export interface LenderAlias {
  readonly lender: LenderSlug;
  /** The name as the source writes it. */
  readonly name: string;
  readonly kind: AliasKind;
  /** One sentence: how this name relates to the lender, as the sources say it. */
  readonly relation: string;
  readonly sources: readonly [FactSource, ...FactSource[]];
  /** ISO date the mapping was last checked against its sources. */
  readonly checked: string;
}

/**
 * The sources, keyed by facts.md's key where the source is in its list, else
 * by a name (content/lenders.yaml, `aliasSources`). Titles as the page shows
 * them; `undated` where no date was visible.
 */
export const aliasSources: Readonly<Record<string, FactSource>> = Object.fromEntries(
  Object.entries(lendersFile.aliasSources).map(([key, { checked: _checked, ...source }]) => [key, source]),
);

/** A source the code cites by key; the start fails, naming it, if the file no longer has it. */
export function aliasSource(key: string): FactSource {
  const source = aliasSources[key];
  if (!source) throw new ContentError(`${LENDERS_FILE}: aliasSources.${key}: missing, and the lender finder's help cites it`);
  return source;
}

/** The sources by key, with a mapping as fresh as its least fresh source. */
function sourcesOf(keys: readonly string[]): { readonly sources: LenderAlias['sources']; readonly checked: string } {
  const records: AliasSourceRecord[] = keys.map((key) => lendersFile.aliasSources[key]!);
  return {
    sources: keys.map((key) => aliasSources[key]!) as unknown as LenderAlias['sources'],
    checked: records.map((record) => record.checked).sort()[0]!,
  };
}

/** In the lenders' order (spec section 2), then the strength of the link. */
export const lenderAliases: readonly LenderAlias[] = lendersFile.aliases.map(({ lender, name, kind, relation, sources }) => ({
  lender: lender as LenderSlug,
  name,
  kind,
  relation,
  ...sourcesOf(sources),
}));

/**
 * Names that look like a lender's but are not it, with what the sources say
 * (facts.md §4 no. 9: do not merge Clydesdale Bank with the motor lender).
 * The finder shows the caution beside a match on that name.
 */
export interface AliasCaution {
  readonly lender: LenderSlug;
  readonly name: string;
  readonly text: string;
  readonly sources: readonly [FactSource, ...FactSource[]];
  readonly checked: string;
}

export const aliasCautions: readonly AliasCaution[] = lendersFile.cautions.map(({ lender, name, text, sources, checked }) => ({
  lender: lender as LenderSlug,
  name,
  text,
  sources: sourcesOf(sources).sources,
  checked,
}));

/** A lender's aliases, in the order above. */
export function aliasesOf(slug: string): readonly LenderAlias[] {
  return lenderAliases.filter((entry) => entry.lender === slug);
}
