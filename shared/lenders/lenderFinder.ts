/**
 * Find your lender from the name on your paperwork (issue 23): the name a
 * driver types, against the 20 lenders' names and their sourced aliases
 * (shared/lenders/lenderAliases.ts). Pure, and run on the server only: the
 * /lenders page's loader answers `?q=`, with or without JavaScript (as the
 * visitor types, the page asks it for each query).
 *
 * Names are compared as words: any letter case, accents folded ("Škoda" is
 * "skoda"), punctuation ignored, words that every finance company's name has
 * ("finance", "ltd", "bank"…) dropped, and a small spelling slip forgiven in
 * longer words ("santandar", "motonova", "alfera"). Every word the visitor
 * typed must match a word of one name, so a long or unrelated query finds
 * nothing rather than something. A close spelling is marked as such: the page
 * never presents a guess as the answer.
 */
import { aliasCautions, lenderAliases, type AliasCaution, type AliasKind, type LenderAlias } from './lenderAliases.ts';
import { lenders, type Lender } from './lenderList.ts';

import { MAX_QUERY_LENGTH } from './lenderFinderUrl.ts';

export { MAX_QUERY_LENGTH };

/** Why a query was not searched: the page says so in words. */
export type QueryProblem = 'markup' | 'control-characters' | 'no-name';

export interface FinderQuery {
  /** What was searched: the query trimmed and cut to `MAX_QUERY_LENGTH` characters, safe to show (escaped) on the page. */
  readonly text: string;
  /** True when the query was longer than `MAX_QUERY_LENGTH` characters. */
  readonly cut: boolean;
  /** Set when the query could not be searched; no lender is then matched. */
  readonly problem?: QueryProblem;
}

/** How closely a name matched: exact words, the start of a word (while typing), or a close spelling. */
export type MatchQuality = 'exact' | 'prefix' | 'spelling';

export interface LenderMatch {
  readonly lender: Lender;
  /** The name that matched: the lender's own name, or an alias as its source writes it. */
  readonly matchedName: string;
  /** `name` for the lender's own name. */
  readonly kind: 'name' | AliasKind;
  readonly quality: MatchQuality;
  /** The alias, with its relation and sources, when an alias matched. */
  readonly alias?: LenderAlias;
  /** Set when the name typed is one the sources say is NOT this lender (facts.md §4 no. 9). */
  readonly caution?: AliasCaution;
}

// ---- Reading the query ----

// C0 and C1 control characters (a tab or a line break included: a search box never sends them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MARKUP = /[<>]/;

/** The query as typed (any type: a repeated parameter arrives as an array), cut, trimmed and checked. */
export function readFinderQuery(raw: unknown): FinderQuery {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const whole = typeof value === 'string' ? value : '';
  const characters = [...whole];
  const cut = characters.length > MAX_QUERY_LENGTH;
  const kept = characters.slice(0, MAX_QUERY_LENGTH).join('');
  if (CONTROL.test(kept)) return { text: kept.replace(new RegExp(CONTROL.source, 'g'), ' ').trim(), cut, problem: 'control-characters' };
  const text = kept.trim();
  if (MARKUP.test(text)) return { text, cut, problem: 'markup' };
  if (text !== '' && nameWords(text).length === 0) return { text, cut, problem: 'no-name' };
  return { text, cut };
}

// ---- Words ----

/**
 * Words every lender's name may carry, and generic words a visitor adds ("car
 * finance"): dropped from both sides, so they neither match nor block a match.
 */
const COMMON_WORDS: ReadonlySet<string> = new Set([
  'finance',
  'financial',
  'financing',
  'services',
  'service',
  'ltd',
  'limited',
  'plc',
  'llp',
  'uk',
  'gb',
  'bank',
  'the',
  'and',
  'of',
  'co',
  'company',
  'group',
  'credit',
  'car',
  'cars',
  'motor',
  'motors',
  'auto',
  'vehicle',
  'fs',
]);

/** Short forms a driver writes for a word of a lender's name: spelling, not a mapping between companies. */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['bros', 'brothers'],
  ['bro', 'brothers'],
  ['vw', 'volkswagen'],
  ['merc', 'mercedes'],
]);

/** Lower case, accents folded (NFKD, marks dropped), "ph" heard as "f", anything not a letter or digit a space. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/ph/g, 'f')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a name that tell it apart: folded, short forms written out, common words dropped. */
export function nameWords(text: string): string[] {
  const folded = fold(text);
  if (folded === '') return [];
  return folded
    .split(' ')
    .map((word) => SHORT_FORMS.get(word) ?? word)
    .filter((word) => !COMMON_WORDS.has(word));
}

/** Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Slips forgiven: none under 5 letters, one up to 8, two from 9; the first letter must agree. */
function isCloseSpelling(typed: string, word: string): boolean {
  const shorter = Math.min(typed.length, word.length);
  if (shorter < 5 || typed[0] !== word[0]) return false;
  const limit = shorter >= 9 ? 2 : 1;
  return editDistance(typed, word, limit) <= limit;
}

// ---- Matching ----

const QUALITY_RANK: Readonly<Record<MatchQuality, number>> = { exact: 3, prefix: 2, spelling: 1 };

interface Candidate {
  readonly lender: Lender;
  readonly name: string;
  readonly kind: 'name' | AliasKind;
  readonly words: readonly string[];
  readonly compact: string;
  readonly alias?: LenderAlias;
}

const bySlug = new Map(lenders.map((lender) => [lender.slug, lender]));

function candidate(lender: Lender, name: string, kind: Candidate['kind'], alias?: LenderAlias): Candidate {
  const words = nameWords(name);
  return { lender, name, kind, words, compact: words.join(''), ...(alias ? { alias } : {}) };
}

/** Every name the finder knows, the lenders' own first: built once. */
const candidates: readonly Candidate[] = [
  ...lenders.map((lender) => candidate(lender, lender.name, 'name')),
  ...lenderAliases.flatMap((entry) => {
    const lender = bySlug.get(entry.lender);
    return lender ? [candidate(lender, entry.name, entry.kind, entry)] : [];
  }),
].filter((entry) => entry.words.length > 0);

/**
 * How well the typed words match one name, or undefined. Every typed word must
 * match a different word of the name: the last may be its start (the visitor is
 * still typing), and a word of 5 letters or more may be a close spelling.
 */
function matchWords(typed: readonly string[], name: Candidate): { quality: MatchQuality; whole: boolean } | undefined {
  // Written as one word ("moneybarn", "blackhorse"), or split ("moto novo").
  const typedCompact = typed.join('');
  if (typedCompact === name.compact) return { quality: 'exact', whole: true };

  const used = new Set<number>();
  let quality: MatchQuality = 'exact';
  for (const [index, word] of typed.entries()) {
    const isLast = index === typed.length - 1;
    const free = (position: number) => !used.has(position);
    let found = name.words.findIndex((candidateWord, position) => free(position) && candidateWord === word);
    if (found < 0 && isLast && (word.length >= 3 || typed.length > 1)) {
      found = name.words.findIndex((candidateWord, position) => free(position) && candidateWord.startsWith(word));
      if (found >= 0 && quality === 'exact') quality = 'prefix';
    }
    if (found < 0) {
      found = name.words.findIndex((candidateWord, position) => free(position) && isCloseSpelling(word, candidateWord));
      if (found >= 0) quality = 'spelling';
    }
    if (found < 0) {
      if (typedCompact.length >= 5 && isCloseSpelling(typedCompact, name.compact)) return { quality: 'spelling', whole: true };
      return undefined;
    }
    used.add(found);
  }
  return { quality, whole: used.size === name.words.length };
}

function score(quality: MatchQuality, whole: boolean, kind: Candidate['kind']): number {
  // A make, a parent or a company holding old agreements is a weaker link than the lender's own names.
  const kindRank =
    kind === 'name'
      ? 2
      : kind === 'vehicle-make' || kind === 'parent' || kind === 'past-owner' || kind === 'now-held-by' || kind === 'agreements-moved'
        ? 0
        : 1;
  return QUALITY_RANK[quality] * 100 + (whole ? 10 : 0) + kindRank;
}

/** A caution whose every word (common words included: "Clydesdale Bank") the visitor typed. */
function cautionFor(typedWithCommon: readonly string[], lender: Lender): AliasCaution | undefined {
  return aliasCautions.find(
    (caution) =>
      caution.lender === lender.slug &&
      fold(caution.name)
        .split(' ')
        .every((word) => typedWithCommon.includes(word)),
  );
}

/**
 * The lenders whose name or alias matches `query`, best first, each once with
 * the name that matched. Empty for an empty query, markup, control characters,
 * a query of common words only ("car finance") or one that matches nothing.
 */
export function findLenders(query: string): readonly LenderMatch[] {
  const read = readFinderQuery(query);
  if (read.problem || read.text === '') return [];
  // A word typed twice counts once ("black horse black horse").
  const typed = [...new Set(nameWords(read.text))];
  if (typed.length === 0) return [];
  const typedWithCommon = fold(read.text).split(' ');

  const best = new Map<string, { match: LenderMatch; score: number }>();
  for (const name of candidates) {
    const result = matchWords(typed, name);
    if (!result) continue;
    const value = score(result.quality, result.whole, name.kind);
    const current = best.get(name.lender.slug);
    if (current && current.score >= value) continue;
    best.set(name.lender.slug, {
      score: value,
      match: { lender: name.lender, matchedName: name.name, kind: name.kind, quality: result.quality, ...(name.alias ? { alias: name.alias } : {}) },
    });
  }

  const order = new Map(lenders.map((lender, index) => [lender.slug, index]));
  return [...best.values()]
    .sort((a, b) => b.score - a.score || order.get(a.match.lender.slug)! - order.get(b.match.lender.slug)!)
    .map(({ match }) => {
      const caution = cautionFor(typedWithCommon, match.lender);
      return caution ? { ...match, caution } : match;
    });
}
