/**
 * What the lender finder shows for a query (issue 23): the matches with each
 * lender's free route and page, the message in words, and where no lender is
 * found, how to find it, with sources. Plain data, sent as the /lenders
 * page's loader data, for a query typed live as for one sent by the form.
 */
import { fillReferences, referencesIn } from '../content/schema.ts';
import { scopeFactOf, scopeSources } from '../figures/schemeScope.ts';
import type { FactSource } from '../figures/factTypes.ts';
import { aliasKindLabel, aliasSource, ALIASES_CHECKED } from './lenderAliases.ts';
import { lenderFinderFile } from './lenderFinderFile.ts';
import { findLenders, MAX_QUERY_LENGTH, readFinderQuery, type FinderQuery, type MatchQuality } from './lenderFinder.ts';
import { lenderFreeRoute, lenderPath, lenders, type LenderFreeRoute } from './lenders.ts';

export interface SourcedText {
  readonly text: string;
  readonly sources: readonly FactSource[];
  readonly checked: string;
}

export interface FinderMatchView {
  readonly slug: string;
  readonly name: string;
  /** The lender's page. */
  readonly path: string;
  /** The name that matched, as its source writes it. */
  readonly matchedName: string;
  /** "lender name", "trading name", "parent company"… */
  readonly kindLabel: string;
  readonly quality: MatchQuality;
  /** How the matched name relates to the lender, with its sources: absent when the lender's own name matched. */
  readonly relation?: SourcedText;
  /** Set when the name typed is one the sources say is not this lender. */
  readonly caution?: SourcedText;
  readonly freeRoute: LenderFreeRoute;
}

export interface LenderFinderData {
  readonly query: FinderQuery;
  readonly matches: readonly FinderMatchView[];
  /** What the page says about the search, in words; undefined before a search. */
  readonly message?: string;
  /** Set when nothing was found: how to find the lender, each way with its sources. */
  readonly help?: readonly SourcedText[];
}

/**
 * Where to find the lender's name when the finder has no answer (issue 23), each way with its sources
 * (content/lender-finder.yaml, `help`): those it lists, dated the day the aliases' sources were read,
 * and those of the scheme-scope facts it cites, dated by their check.
 */
export const findYourLenderHelp: readonly SourcedText[] = lenderFinderFile.help.map((way): SourcedText => {
  const cited = referencesIn(way.text).map(scopeFactOf);
  const listed = (way.sources ?? []).map((key) => lenderFinderFile.helpSources[key] ?? aliasSource(key));
  return {
    text: fillReferences(way.text, (reference) => String(scopeFactOf(reference)[reference.endsWith('.value') ? 'value' : 'display'])),
    sources: [...new Set([...listed, ...cited.flatMap((fact) => fact.sourceKeys.map((key) => scopeSources[key]!))])],
    checked: [...(way.sources ? [ALIASES_CHECKED] : []), ...cited.map((fact) => fact.checked)].sort()[0]!,
  };
});

function quoted(text: string): string {
  return `“${text}”`;
}

/** The page's sentence about the search. */
function finderMessage(query: FinderQuery, found: number): string | undefined {
  if (query.problem === 'markup')
    return 'Your search had characters we do not search, such as < or >. Type only the lender’s name, as it is written on your paperwork.';
  if (query.problem === 'control-characters')
    return 'Your search had characters we cannot read. Type the lender’s name again, as it is written on your paperwork.';
  if (query.problem === 'no-name')
    return `${quoted(query.text)} has no lender’s name in it: words such as “finance”, “car” or “bank” alone match every lender. Type the name on your paperwork.`;
  if (query.text === '') return undefined;
  const cut = query.cut ? ` We searched its first ${MAX_QUERY_LENGTH} characters.` : '';
  if (found === 0)
    return `We could not find ${quoted(query.text)} among the ${lenders.length} lenders we cover, or among the other names our sources give them.${cut} We do not guess: here is how to find your lender.`;
  return `${found === 1 ? '1 lender matches' : `${found} lenders match`} ${quoted(query.text)}.${cut}`;
}

/** Everything the finder shows for `?q=` (any value: a missing or repeated parameter included). */
export function lenderFinderData(raw: unknown): LenderFinderData {
  const query = readFinderQuery(raw);
  const matches: FinderMatchView[] = findLenders(query.problem ? '' : query.text).map((match) => ({
    slug: match.lender.slug,
    name: match.lender.name,
    path: lenderPath(match.lender),
    matchedName: match.matchedName,
    kindLabel: match.kind === 'name' ? lenderFinderFile.kindLabels.name : aliasKindLabel[match.kind],
    quality: match.quality,
    ...(match.alias ? { relation: { text: match.alias.relation, sources: match.alias.sources, checked: match.alias.checked } } : {}),
    ...(match.caution ? { caution: { text: match.caution.text, sources: match.caution.sources, checked: match.caution.checked } } : {}),
    freeRoute: lenderFreeRoute(match.lender),
  }));
  const message = finderMessage(query, matches.length);
  const searched = query.text !== '' || query.problem !== undefined;
  return {
    query,
    matches,
    ...(message ? { message } : {}),
    ...(searched && matches.length === 0 ? { help: findYourLenderHelp } : {}),
  };
}
