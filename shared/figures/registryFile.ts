/**
 * The figures registry as content/figures.yaml holds it, checked by the schema
 * (shared/content/schema.ts) and turned into the entries the site states:
 * each `{reference}` in the words filled, each date's display worked from its
 * ISO value where the file gives none. The file is bundled into the server
 * (a `?raw` import), so the server, the build and `npm run figures` read the
 * same words, and a malformed entry stops the build and the start.
 */
import figuresYaml from '../../content/figures.yaml?raw';
import { brand, shownBrand } from '../brand/brand.ts';
import { formatIsoDate } from '../dates/dates.ts';
import type { Fact, FactSource } from './factTypes.ts';
import { registryIds, type RegistryGroup, type RegistryId, type RegistryValue } from './registryIds.ts';
import { ContentError, fillReferences, figuresFileSchema, parseContent, type EntryField, type FiguresFile } from '../content/schema.ts';

export const FIGURES_FILE = 'content/figures.yaml';

export type RegistryGroupEntries<Group extends RegistryGroup> = Readonly<Record<RegistryId<Group>, Fact<RegistryValue<Group>>>>;

export interface Registry {
  readonly sources: Readonly<Record<string, FactSource>>;
  readonly figures: RegistryGroupEntries<'figures'>;
  readonly dates: RegistryGroupEntries<'dates'>;
  readonly claims: RegistryGroupEntries<'claims'>;
  readonly quotes: RegistryGroupEntries<'quotes'>;
  /** What each entry is, by id (`figures.averageRedressFinal`). Kept off the entries: pages never show labels. */
  readonly labels: Readonly<Record<string, string>>;
}

type RawEntry = Omit<FiguresFile['dates'][string], 'value'> & { readonly value?: number | string };

// issue 45 item 10: the company name marked as an example while it is one
const brandWords: Readonly<Record<string, string>> = { 'brand.name': brand.name, 'brand.companyName': shownBrand.companyName };

/** The registry in `text` (the YAML of content/figures.yaml); throws a ContentError naming file, entry and field. */
export function loadRegistry(text: string): Registry {
  const file = parseContent(FIGURES_FILE, text, figuresFileSchema);
  const groups = { figures: file.figures, dates: file.dates, claims: file.claims, quotes: file.quotes } as unknown as Record<
    RegistryGroup,
    Record<string, RawEntry>
  >;

  const valueOf = (groupName: RegistryGroup, id: string): number | string => {
    const entry = groups[groupName][id]!;
    return entry.sameAs === undefined ? entry.value! : groups.dates[entry.sameAs]!.value!;
  };
  const done = new Map<string, string>();
  const working = new Set<string>();
  const field = (groupName: RegistryGroup, id: string, name: EntryField | 'label'): string => {
    const value = valueOf(groupName, id);
    if (name === 'value') return String(value);
    if (name === 'month') return formatIsoDate(String(value).slice(0, 7));
    const key = `${groupName}.${id}.${name}`;
    const known = done.get(key);
    if (known !== undefined) return known;
    if (working.has(key)) throw new ContentError(`${FIGURES_FILE}: ${key}: its words cite themselves`);
    working.add(key);
    const entry = groups[groupName][id]!;
    const raw =
      name === 'display' && entry.display === undefined
        ? entry.sameAs === undefined
          ? formatIsoDate(String(value))
          : field('dates', entry.sameAs, 'display')
        : (entry[name] ?? '');
    const words = fillReferences(raw, (reference) => {
      if (Object.hasOwn(brandWords, reference)) return brandWords[reference]!;
      const [refGroup, refId, refField] = reference.split('.') as [RegistryGroup, string, EntryField];
      return field(refGroup, refId, refField);
    });
    working.delete(key);
    done.set(key, words);
    return words;
  };

  const entriesOf = (groupName: RegistryGroup) =>
    Object.fromEntries(
      Object.entries(groups[groupName]).map(([id, entry]): [string, Fact] => [
        id,
        {
          value: valueOf(groupName, id),
          display: field(groupName, id, 'display'),
          ...(entry.short === undefined ? {} : { short: field(groupName, id, 'short') }),
          kind: entry.kind,
          sourceId: entry.source,
          checked: entry.checked,
          ...('evidence' in entry ? { evidence: entry.evidence ?? undefined } : {}),
          ...(entry.untilEvidenced === undefined ? {} : { untilEvidenced: entry.untilEvidenced }),
        },
      ]),
    );
  const labels = Object.fromEntries(
    (Object.keys(registryIds) as RegistryGroup[]).flatMap((groupName) =>
      Object.keys(groups[groupName]).map((id) => [`${groupName}.${id}`, field(groupName, id, 'label')]),
    ),
  );
  const sources = Object.fromEntries(
    Object.entries(file.sources).map(([key, source]): [string, FactSource] => [
      key,
      {
        ...source,
        title: fillReferences(source.title, (reference) => brandWords[reference]!),
        publisher: fillReferences(source.publisher, (reference) => brandWords[reference]!),
      },
    ]),
  );
  return {
    sources,
    figures: entriesOf('figures') as RegistryGroupEntries<'figures'>,
    dates: entriesOf('dates') as RegistryGroupEntries<'dates'>,
    claims: entriesOf('claims') as RegistryGroupEntries<'claims'>,
    quotes: entriesOf('quotes') as RegistryGroupEntries<'quotes'>,
    labels,
  };
}

/** The registry every module reads: content/figures.yaml, checked once as the server starts. */
export const registry: Registry = loadRegistry(figuresYaml);

/**
 * `undefined` when `reference` names an entry (or the brand), else what is wrong: for the other
 * content files whose words cite the registry (content/scheme-status.yaml).
 */
export function registryReferenceProblem(reference: string): string | undefined {
  if (Object.hasOwn(brandWords, reference)) return undefined;
  const [groupName, id, fieldName, ...rest] = reference.split('.');
  const entries = (registry as unknown as Record<string, Readonly<Record<string, Fact>>>)[groupName ?? ''];
  if (!entries || groupName === 'sources' || groupName === 'labels' || !id || !fieldName || rest.length) {
    return `{${reference}} is not a reference: write {group.id.field}, e.g. {dates.finalRules.display}`;
  }
  const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
  if (!entry) return `{${reference}} cites ${groupName}.${id}, which has no entry in ${FIGURES_FILE}`;
  if (!['value', 'display', 'short', 'month'].includes(fieldName)) return `{${reference}}: the field must be one of value, display, short, month`;
  if (fieldName === 'short' && entry.short === undefined) return `{${reference}}: ${groupName}.${id} has no short`;
  if (fieldName === 'month' && groupName !== 'dates') return `{${reference}}: only a date has a month`;
  return undefined;
}

/** The words of a reference `registryReferenceProblem` accepted. */
export function registryReference(reference: string): string {
  if (Object.hasOwn(brandWords, reference)) return brandWords[reference]!;
  const [groupName, id, fieldName] = reference.split('.') as [RegistryGroup, string, EntryField];
  const entry = (registry[groupName] as Readonly<Record<string, Fact>>)[id]!;
  if (fieldName === 'month') return formatIsoDate(String(entry.value).slice(0, 7));
  return String(entry[fieldName]);
}

/** The entry a reference cites (`dates.finalRules.display` → that date), or undefined for the brand. */
export function registryEntryOf(reference: string): Fact | undefined {
  const [groupName, id] = reference.split('.') as [string, string];
  if (!(groupName in registryIds)) return undefined;
  return (registry[groupName as RegistryGroup] as Readonly<Record<string, Fact>>)[id];
}

/** A reference in free words: `{figures.misSoldShare.display}`, `{dates.finalRules.month}`, `{brand.name}`. */
const WORDS_REFERENCE = /\{((?:figures|dates|claims|quotes)\.\w+\.\w+|brand\.\w+)\}/g;

/**
 * Words that cite the registry as content/*.yaml does (`{figures.x.display}`),
 * filled from it: how a page's loader or an FAQ answer states a figure without
 * typing it. A reference to no entry throws, naming it, so the build that
 * makes the page fails.
 */
export function registryText(text: string): string {
  return text.replace(WORDS_REFERENCE, (_whole, reference: string) => {
    const problem = registryReferenceProblem(reference);
    if (problem) throw new ContentError(problem);
    return registryReference(reference);
  });
}
