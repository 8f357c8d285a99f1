/**
 * The schema of the content files the people who own the words edit
 * (content/figures.yaml, content/scheme-status.yaml, content/scheme-scope.yaml,
 * content/lenders.yaml, content/lender-finder.yaml, content/landing.yaml):
 * every file is parsed and checked here when the server starts and when the
 * build runs (build.mjs runs the content step, which loads them), and `npm
 * test` loads each (shared/content/schema.test.ts). A mistake fails with the
 * file, the entry and the field named, one line each:
 *
 *   content/figures.yaml: figures.averageRedressFinal.checked: Expected a real day as YYYY-MM-DD
 *
 * Words may cite another entry or the brand as `{figures.misSoldShare.short}`,
 * `{dates.finalRules.month}` or `{brand.name}`, so no figure is typed twice;
 * a reference to nothing is an error like any other.
 */
import { parse } from 'yaml';
import { z } from 'zod';
import { FACT_KINDS } from '../figures/factTypes.ts';
import { registryIds, type RegistryGroup } from '../figures/registryIds.ts';
import { lenders } from '../lenders/lenderList.ts';

/** A content file that does not match its schema; the message names the file, the entry and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** `figures.averageRedressFinal.sources[0].url`: an issue's path as a person reads it. */
export function issuePath(path: readonly PropertyKey[]): string {
  const text = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
  return text || '(the whole file)';
}

/** Parses `text` (the YAML of `file`, named as `content/x.yaml`) and checks it against `schema`. */
export function parseContent<Schema extends z.ZodType>(file: string, text: string, schema: Schema): z.output<Schema> {
  let data: unknown;
  try {
    // The build hands the server each file already turned into JSON (build.mjs, rawPlugin); tests and
    // `npm run figures` read the YAML itself.
    data = text.startsWith('{') ? JSON.parse(text) : parse(text, { uniqueKeys: true });
  } catch (error) {
    throw new ContentError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(result.error.issues.map((issue) => `${file}: ${issuePath(issue.path)}: ${issue.message}`).join('\n'));
  return result.data;
}

// ---- References inside words ----

const REFERENCE = /\{([^{}]*)\}/g;

/** The references a text makes (`figures.misSoldShare.short`), in order. */
export function referencesIn(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1]!);
}

/** The text with each `{reference}` replaced by `resolve(reference)`. */
export function fillReferences(text: string, resolve: (reference: string) => string): string {
  return text.replace(REFERENCE, (_whole, reference: string) => resolve(reference));
}

const BRAND_REFERENCES = ['brand.name', 'brand.companyName'];
const ENTRY_FIELDS = ['value', 'display', 'short', 'month'] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];

// ---- Shared field shapes ----

const words = z.string().trim().min(1, 'Expected words, not an empty field');
const realDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a real day as YYYY-MM-DD')
  .refine(
    (iso) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso),
    'Expected a real day as YYYY-MM-DD',
  );
const publicationDate = z.string().regex(/^(\d{4}(-\d{2}(-\d{2})?)?|undated)$/, 'Expected YYYY, YYYY-MM, YYYY-MM-DD or undated');
const kind = z.enum(FACT_KINDS);
const sourceKeys = z.array(z.string()).min(1, 'Expected at least one source key');

// ---- content/figures.yaml ----

const figureSource = z.strictObject({
  title: words,
  publisher: words,
  date: publicationDate,
  /** The publisher's own page, https only (never a copy's host: the sources test checks those). */
  url: z.url({ protocol: /^https$/, message: 'Invalid URL (an https:// address)' }).optional(),
});

const entryFields = {
  /** What the entry is, in words, for /our-figures and `npm run figures`. */
  label: words,
  display: words,
  short: words.optional(),
  kind,
  /** A key under `sources`. */
  source: z.string(),
  checked: realDay,
  /** The firm's own figures: the reference of the evidence the firm holds, or null until it is filed. */
  evidence: words.nullable().optional(),
  untilEvidenced: z.literal('our-figures-only').optional(),
};

const figureEntry = z.strictObject({ ...entryFields, value: z.number() });
/** A date: its display is worked from its ISO value unless given; `sameAs` takes another date's value. */
const dateEntry = z.strictObject({ ...entryFields, display: words.optional(), value: z.string().optional(), sameAs: z.string().optional() });
const wordsEntry = z.strictObject({ ...entryFields, value: words });

const ISO_VALUE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** Every id the code states by name must have an entry; more entries are allowed. */
function group<Entry extends z.ZodType, Group extends RegistryGroup>(groupName: Group, entry: Entry) {
  const known = Object.fromEntries(registryIds[groupName].map((id) => [id, entry])) as Record<(typeof registryIds)[Group][number], Entry>;
  return z.object(known).catchall(entry);
}

export const figuresFileSchema = z
  .strictObject({
    sources: z.record(z.string(), figureSource),
    figures: group('figures', figureEntry),
    dates: group('dates', dateEntry),
    claims: group('claims', wordsEntry),
    quotes: group('quotes', wordsEntry),
  })
  .superRefine((file, context) => {
    const issue = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
    const groups = { figures: file.figures, dates: file.dates, claims: file.claims, quotes: file.quotes } as Record<
      RegistryGroup,
      Record<string, { readonly short?: string | undefined; readonly sameAs?: string | undefined }>
    >;
    const referenceProblem = (reference: string): string | undefined => {
      if (BRAND_REFERENCES.includes(reference)) return undefined;
      const [groupName, id, field, ...rest] = reference.split('.');
      const entries = groups[groupName as RegistryGroup] as Record<string, { readonly short?: string | undefined }> | undefined;
      if (!entries || !id || !field || rest.length) return `{${reference}} is not a reference: write {group.id.field} or {brand.name}`;
      const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
      if (!entry) return `{${reference}} cites ${groupName}.${id}, which has no entry`;
      if (!ENTRY_FIELDS.includes(field as EntryField)) return `{${reference}}: the field must be one of ${ENTRY_FIELDS.join(', ')}`;
      if (field === 'short' && entry.short === undefined) return `{${reference}}: ${groupName}.${id} has no short`;
      if (field === 'month' && groupName !== 'dates') return `{${reference}}: only a date has a month`;
      return undefined;
    };
    for (const [key, source] of Object.entries(file.sources)) {
      for (const field of ['title', 'publisher'] as const) {
        for (const reference of referencesIn(source[field])) {
          if (!BRAND_REFERENCES.includes(reference))
            issue(['sources', key, field], `{${reference}}: a source may cite only {brand.name} or {brand.companyName}`);
        }
      }
    }
    for (const [groupName, entries] of Object.entries(groups)) {
      for (const [id, entry] of Object.entries(entries as Record<string, z.output<typeof dateEntry>>)) {
        const at = (field: string): PropertyKey[] => [groupName, id, field];
        if (!Object.hasOwn(file.sources, entry.source)) issue(at('source'), `Unknown source "${entry.source}": no such key under sources`);
        if (entry.kind === 'operator' && !('evidence' in entry))
          issue(at('evidence'), 'The firm’s own figure needs an evidence field (null until the evidence is filed)');
        for (const field of ['label', 'display', 'short'] as const) {
          for (const reference of referencesIn(entry[field] ?? '')) {
            const problem = referenceProblem(reference);
            if (problem) issue(at(field), problem);
          }
        }
        if (groupName !== 'dates') continue;
        if ((entry.value === undefined) === (entry.sameAs === undefined)) issue(at('value'), 'A date needs a value or sameAs (another date’s id), not both');
        if (entry.sameAs !== undefined) {
          const target = Object.hasOwn(file.dates, entry.sameAs) ? (file.dates as Record<string, z.output<typeof dateEntry>>)[entry.sameAs] : undefined;
          if (!target) issue(at('sameAs'), `sameAs cites dates.${entry.sameAs}, which has no entry`);
          else if (target.sameAs !== undefined) issue(at('sameAs'), `sameAs cites dates.${entry.sameAs}, which is itself sameAs another date`);
        }
        if (entry.value !== undefined && entry.display === undefined && !ISO_VALUE.test(entry.value)) {
          issue(at('display'), `A date whose value is not YYYY, YYYY-MM or YYYY-MM-DD ("${entry.value}") needs a display`);
        }
      }
    }
  });

export type FiguresFile = z.output<typeof figuresFileSchema>;

/** `undefined` when `reference` names an entry of the registry (or the brand), else what is wrong. */
export type ReferenceCheck = (reference: string) => string | undefined;

// ---- content/scheme-status.yaml ----

/** The status block's words; `when` is the id of a date in content/figures.yaml. */
export function schemeStatusSchema(checkReference: ReferenceCheck, isDate: (id: string) => boolean) {
  const text = words.superRefine((value, context) => {
    for (const reference of referencesIn(value)) {
      if (reference === 'factsCheckedOn' || reference === 'factsCheckedSpan') continue;
      const problem = checkReference(reference);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }
  });
  const date = z.string().superRefine((id, context) => {
    if (!isDate(id)) context.addIssue({ code: 'custom', message: `dates.${id} has no entry in content/figures.yaml` });
  });
  return z.strictObject({
    heading: words,
    asAtText: text,
    checkedText: text,
    timeline: z
      .array(
        z.strictObject({
          when: date,
          /** `month`: the event is dated by its month alone ("October 2025"). */
          whenShows: z.literal('month').optional(),
          text,
        }),
      )
      .min(1),
    nextHeading: words,
    next: z.array(z.strictObject({ outcome: words, text })).min(1),
    /** The status in one paragraph, for the answers and documents that mention timing. */
    summary: text,
    /** The status in one dated sentence, beside the steps and the fee on every lender and make page. */
    line: text,
  });
}

export type SchemeStatusFile = z.output<ReturnType<typeof schemeStatusSchema>>;

// ---- content/scheme-scope.yaml ----

/** What the code counts with (`number`) or compares and reads as words or ISO dates (`string`), by id. */
export type ScopeValueTypes = Readonly<Record<string, 'number' | 'string'>>;

/**
 * The scheme-scope facts: every id the code states (`ids`) has an entry whose value has that id's
 * type, and no other; `isRegistryEntry` says whether a `twin` (`dates.scheme1Start`) is in content/figures.yaml.
 */
export function schemeScopeSchema(ids: ScopeValueTypes, checkReference: ReferenceCheck, isRegistryEntry: (id: string) => boolean) {
  const cited = (allowed: (reference: string) => string | undefined) =>
    words.superRefine((value, context) => {
      for (const reference of referencesIn(value)) {
        const problem = allowed(reference);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }
    });
  const brandOnly = cited((reference) =>
    BRAND_REFERENCES.includes(reference) ? undefined : `{${reference}}: a source may cite only {brand.name} or {brand.companyName}`,
  );
  const entry = (value: z.ZodType<number | string>) =>
    z.strictObject({
      label: words.optional(),
      value,
      display: cited(checkReference),
      kind,
      sources: sourceKeys,
      evidence: words.optional(),
      twin: z.string().optional(),
      // A day of its own, where the entry was checked after the file's `checked` (facts.md §8, 28 November 2026).
      checked: realDay.optional(),
    });
  const facts = Object.fromEntries(Object.entries(ids).map(([id, type]) => [id, entry(type === 'number' ? z.number() : words)]));
  return z
    .strictObject({
      checked: realDay,
      sources: z.record(
        z.string(),
        z.strictObject({
          title: brandOnly,
          publisher: brandOnly,
          date: publicationDate,
          url: z.url({ protocol: /^https$/, message: 'Invalid URL (an https:// address)' }).optional(),
        }),
      ),
      facts: z.strictObject(facts),
      complaintDetailsList: z.array(words).min(1),
    })
    .superRefine((file, context) => {
      const issue = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
      for (const [id, fact] of Object.entries(file.facts as Record<string, z.output<ReturnType<typeof entry>>>)) {
        fact.sources.forEach((key, index) => {
          if (!Object.hasOwn(file.sources, key)) issue(['facts', id, 'sources', index], `Unknown source "${key}": no such key under sources`);
        });
        if (fact.twin !== undefined && !isRegistryEntry(fact.twin))
          issue(['facts', id, 'twin'], `twin cites ${fact.twin}, which has no entry in content/figures.yaml (write group.id, e.g. dates.scheme1Start)`);
        if (fact.twin === undefined && fact.label === undefined)
          issue(['facts', id, 'label'], 'Expected a label (what it is, for /our-figures): only a twin has none');
        if (fact.kind === 'operator' && fact.evidence === undefined) issue(['facts', id, 'evidence'], 'The firm’s own fact needs its evidence');
      }
    });
}

export type SchemeScopeFile = z.output<ReturnType<typeof schemeScopeSchema>>;

// ---- content/lenders.yaml ----

const webAddress = z.url({ protocol: /^https?$/, message: 'Invalid URL (an http:// or https:// address)' });
const lenderSlug = z.enum(lenders.map((lender) => lender.slug) as [string, ...string[]], 'Expected the slug of one of the 20 lenders');

/** A detail a source states: its value (for a link: omitted, the first source's address), sources by key. */
const sourcedDetail = z.strictObject({
  value: words.optional(),
  label: words.optional(),
  hours: words.optional(),
  sources: sourceKeys,
});
const aliasKind = z.enum([
  'legal-entity',
  'trading-name',
  'finance-brand',
  'former-name',
  'parent',
  'past-owner',
  'short-form',
  'vehicle-make',
  'reported-name',
  'agreements-moved',
  'now-held-by',
]);
const sourcedList = z.strictObject({ value: z.array(words).min(1), sources: sourceKeys });

export const lendersFileSchema = z
  .strictObject({
    /** The day the complaint routes (and the aliases taken from the facts file) were checked. */
    routesChecked: realDay,
    routeSources: z.record(z.string(), z.strictObject({ title: words, url: webAddress.optional() })),
    /** Every lender has one (`{}` where no route was found): a record keyed by an enum requires every key. */
    profiles: z.record(
      lenderSlug,
      z.strictObject({
        entity: sourcedDetail.optional(),
        route: z
          .strictObject({
            url: sourcedDetail.optional(),
            commissionUrl: sourcedDetail.optional(),
            phone: sourcedDetail.optional(),
            email: sourcedDetail.optional(),
            post: sourcedDetail.optional(),
            details: sourcedList.optional(),
            notes: z.array(sourcedDetail).optional(),
          })
          .optional(),
        /** For the lenders challenging the scheme: who, in the words of "{who} is one of N parties challenging …". */
        challenger: z.strictObject({ who: words, sources: sourceKeys }).optional(),
      }),
    ),
    aliasSources: z.record(z.string(), z.strictObject({ title: words, publisher: words, date: publicationDate, url: webAddress.optional(), checked: realDay })),
    aliases: z.array(
      z.strictObject({
        lender: lenderSlug,
        name: words,
        kind: aliasKind,
        relation: words,
        sources: sourceKeys,
      }),
    ),
    cautions: z.array(z.strictObject({ lender: lenderSlug, name: words, text: words, sources: sourceKeys, checked: realDay })),
  })
  .superRefine((file, context) => {
    const check = (keys: readonly string[], known: Record<string, unknown>, path: PropertyKey[], where: string) => {
      keys.forEach((key, index) => {
        if (!Object.hasOwn(known, key))
          context.addIssue({ code: 'custom', path: [...path, index], message: `Unknown source "${key}": no such key under ${where}` });
      });
    };
    for (const [slug, profile] of Object.entries(file.profiles)) {
      const details: [string, { readonly sources: readonly string[] } | undefined][] = [
        ['entity', profile.entity],
        ['route.url', profile.route?.url],
        ['route.commissionUrl', profile.route?.commissionUrl],
        ['route.phone', profile.route?.phone],
        ['route.email', profile.route?.email],
        ['route.post', profile.route?.post],
        ['route.details', profile.route?.details],
        ['challenger', profile.challenger],
        ...(profile.route?.notes ?? []).map((note, index): [string, typeof note] => [`route.notes[${index}]`, note]),
      ];
      for (const [field, detail] of details) {
        if (!detail) continue;
        const path = ['profiles', slug, ...field.split('.')];
        check(detail.sources, file.routeSources, [...path, 'sources'], 'routeSources');
        const isLink = field === 'route.url' || field === 'route.commissionUrl';
        const value = (detail as { readonly value?: unknown }).value;
        if (isLink && value === undefined && !file.routeSources[detail.sources[0]!]?.url) {
          context.addIssue({ code: 'custom', path: [...path, 'value'], message: 'A link needs a value, or a first source with a url' });
        }
        if (!isLink && value === undefined && field !== 'challenger')
          context.addIssue({ code: 'custom', path: [...path, 'value'], message: 'Expected a value' });
      }
    }
    file.aliases.forEach((alias, index) => check(alias.sources, file.aliasSources, ['aliases', index, 'sources'], 'aliasSources'));
    file.cautions.forEach((caution, index) => check(caution.sources, file.aliasSources, ['cautions', index, 'sources'], 'aliasSources'));
  });

export type LendersFile = z.output<typeof lendersFileSchema>;

// ---- content/lender-finder.yaml ----

/**
 * The finder's words: a label for every kind of name (a lender's own and each alias kind), and the
 * ways to find a lender, each with source keys (under `helpSources`, or `aliasSourceKeys`: those of
 * content/lenders.yaml) or citing a scheme-scope fact (`checkReference`), whose sources it takes.
 */
export function lenderFinderFileSchema(aliasSourceKeys: readonly string[], checkReference: ReferenceCheck) {
  const text = words.superRefine((value, context) => {
    for (const reference of referencesIn(value)) {
      const problem = checkReference(reference);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }
  });
  return z
    .strictObject({
      /** Every kind has its words: a record keyed by an enum requires every key. */
      kindLabels: z.record(z.enum(['name', ...aliasKind.options]), words),
      helpSources: z.record(z.string(), z.strictObject({ title: words, publisher: words, date: publicationDate, url: webAddress.optional() })),
      help: z.array(z.strictObject({ text, sources: sourceKeys.optional() })).min(1),
    })
    .superRefine((file, context) => {
      const issue = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });
      for (const key of Object.keys(file.helpSources)) {
        if (aliasSourceKeys.includes(key)) issue(['helpSources', key], `"${key}" is already a key under aliasSources in content/lenders.yaml`);
      }
      file.help.forEach((way, index) => {
        way.sources?.forEach((key, at) => {
          if (!Object.hasOwn(file.helpSources, key) && !aliasSourceKeys.includes(key))
            issue(['help', index, 'sources', at], `Unknown source "${key}": no such key under helpSources, or aliasSources in content/lenders.yaml`);
        });
        if (way.sources === undefined && referencesIn(way.text).length === 0)
          issue(['help', index, 'sources'], 'Expected sources, or words citing a scheme-scope fact (whose sources are listed)');
      });
    });
}

export type LenderFinderFile = z.output<ReturnType<typeof lenderFinderFileSchema>>;

// ---- content/landing.yaml ----

/** What the code works out and the landing words may cite, as `{claimWindow}` (content/landing.yaml's header says what each is). */
const LANDING_WORKED = [
  'claimWindow',
  'schemesWindow',
  'windows',
  'freeRoutes',
  'feeRange',
  'nothingIfUnsuccessful',
  'fees.minPercentIncVat',
  'fees.maxPercentIncVat',
  'fees.coolingOffDays',
  'signUpAsksFor',
  'financeTypes',
];
/** The words under `common` the pages' own blocks cite by their key. */
const LANDING_COMMON = ['preCheckLead', 'creditFileNote', 'schemesToo', 'schemeTimetable', 'commissionGrounds', 'brandedTie'];

/** What each block's words may cite besides the registry: shared/landing/landingContent.ts fills each. */
export const landingVocabulary = {
  common: [...LANDING_WORKED, 'about', 'lender', 'respondent'],
  lender: [...LANDING_WORKED, ...LANDING_COMMON, 'name', 'aName'],
  vehicle: [...LANDING_WORKED, ...LANDING_COMMON, 'name', 'aName', 'kind', 'aNameKinds'],
  audi: [...LANDING_WORKED, ...LANDING_COMMON],
} as const satisfies Record<string, readonly string[]>;

/** The landing pages' words, each citing only what its block may (`landingVocabulary`) or the registry (`checkReference`). */
export function landingFileSchema(checkReference: ReferenceCheck, isRegistryEntry: (id: string) => boolean) {
  const text = (block: keyof typeof landingVocabulary) =>
    words.superRefine((value, context) => {
      const known: readonly string[] = landingVocabulary[block];
      for (const reference of referencesIn(value)) {
        if (known.includes(reference)) continue;
        const problem = /^(figures|dates|claims|quotes|brand)\./.test(reference)
          ? checkReference(reference)
          : `{${reference}}: the ${block} block may cite ${known.map((word) => `{${word}}`).join(', ')} or a registry entry`;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }
    });
  const section = (t: z.ZodString | z.ZodType<string>) => z.strictObject({ heading: t, paragraphs: z.array(t).min(1) });
  const steps = (t: z.ZodType<string>) => z.array(z.strictObject({ title: t, text: t })).min(1);
  const links = (t: z.ZodType<string>) => z.strictObject({ heading: t, intro: t, navLabel: t, label: t });
  const entryId = z.string().refine(isRegistryEntry, { message: 'Expected an entry of content/figures.yaml, as figures.eligibleAgreements' });
  const common = text('common');
  const lender = text('lender');
  const vehicle = text('vehicle');
  const audi = text('audi');
  return z.strictObject({
    common: z.strictObject({
      preCheckLead: common,
      creditFileNote: common,
      schemesToo: common,
      schemeTimetable: common,
      commissionGrounds: common,
      brandedTie: common,
      processIntro: common,
      signUpStep: z.strictObject({ title: common, text: common }),
      free: z.strictObject({ text: common, yourLender: common, linkText: common }),
      heroPoints: z.strictObject({ signUp: common, window: common, fee: common }),
      facts: z.array(z.strictObject({ value: common, label: common, source: entryId })).min(1),
      choices: section(common),
    }),
    lender: z.strictObject({
      hero: z.strictObject({ eyebrow: lender, heading: lender, lead: lender, freeLinkText: lender, freePoint: lender }),
      claim: section(lender),
      facts: z.strictObject({ heading: lender, note: lender }),
      start: z.strictObject({ heading: lender, steps: steps(lender) }),
      process: z.strictObject({ heading: lender, signUpAbout: lender, steps: steps(lender) }),
      choicesFree: lender,
      links: links(lender),
    }),
    vehicle: z.strictObject({
      hero: z.strictObject({ eyebrow: vehicle, heading: vehicle, lead: vehicle }),
      claim: section(vehicle),
      facts: z.strictObject({ heading: vehicle, respondent: vehicle, note: vehicle }),
      start: z.strictObject({ heading: vehicle, steps: steps(vehicle) }),
      process: z.strictObject({ heading: vehicle, signUpAbout: vehicle, steps: steps(vehicle) }),
      links: links(vehicle),
    }),
    audi: z.strictObject({
      hero: z.strictObject({ eyebrow: audi, heading: audi, lead: audi }),
      claim: section(audi),
      extra: section(audi),
      facts: z.strictObject({ heading: audi, note: audi }),
      choicesFree: audi,
    }),
  });
}

export type LandingFile = z.output<ReturnType<typeof landingFileSchema>>;
