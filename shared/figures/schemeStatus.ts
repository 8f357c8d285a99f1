/**
 * Where the FCA's redress scheme stands, as a short dated timeline and what
 * happens next in each outcome (issue 14: the status block on home, /faqs and
 * the answers that mention timing). The words are content/scheme-status.yaml,
 * changed there on the day the position changes; every date and figure they
 * state is a registry entry they cite (content/figures.yaml), so nothing is
 * written twice. Plain words, with no countdown, no urgency and no promise.
 */
import schemeStatusYaml from '../../content/scheme-status.yaml?raw';
import { fillReferences, parseContent, referencesIn, schemeStatusSchema, type SchemeStatusFile } from '../content/schema.ts';
import { dates, factsCheckedOn, monthText, type Fact } from './figures.ts';
import { registryEntryOf, registryReference, registryReferenceProblem } from './registryFile.ts';

export const SCHEME_STATUS_FILE = 'content/scheme-status.yaml';

export interface StatusEvent {
  /** The date entry the event is dated by; pages show `when.display` in a `<time dateTime={when.value}>`. */
  readonly when: Fact<string>;
  readonly text: string;
  /** Every registry entry the text states, for the sources list under the block. */
  readonly facts: readonly Fact[];
}

export interface StatusOutcome {
  readonly outcome: string;
  readonly text: string;
  readonly facts: readonly Fact[];
}

export interface SchemeStatus {
  readonly heading: string;
  readonly timeline: readonly StatusEvent[];
  readonly nextHeading: string;
  readonly next: readonly StatusOutcome[];
  /** Shown as "Facts checked between … and …" wherever the block appears. */
  readonly factsCheckedOn: { readonly value: string; readonly display: string };
  readonly checkedText: string;
  /** Said first, under the heading: where the scheme stands changes, so the block is dated (issue 19, item 13). */
  readonly asAtText: string;
}

/** The words with each `{reference}` filled from the registry. */
function filled(text: string): string {
  return fillReferences(text, (reference) =>
    reference === 'factsCheckedOn' ? factsCheckedOn.display : reference === 'factsCheckedSpan' ? factsCheckedOn.span : registryReference(reference),
  );
}

/** Every registry entry a text cites, in order, once each. */
function citedIn(text: string): Fact[] {
  return referencesIn(text).flatMap((reference) => registryEntryOf(reference) ?? []);
}

const dateEntries = dates as Readonly<Record<string, Fact<string>>>;

/** The status in `text` (the YAML of content/scheme-status.yaml); throws a ContentError naming file, entry and field. */
export function loadSchemeStatus(text: string): SchemeStatus & { readonly summary: string; readonly line: string } {
  const file: SchemeStatusFile = parseContent(
    SCHEME_STATUS_FILE,
    text,
    schemeStatusSchema(registryReferenceProblem, (id) => Object.hasOwn(dateEntries, id)),
  );
  return {
    heading: file.heading,
    timeline: file.timeline.map((event) => {
      const date = dateEntries[event.when]!;
      return {
        when: event.whenShows === 'month' ? { ...date, display: monthText(date) } : date,
        text: filled(event.text),
        facts: [...new Set([date, ...citedIn(event.text)])],
      };
    }),
    nextHeading: file.nextHeading,
    next: file.next.map((outcome) => ({ outcome: outcome.outcome, text: filled(outcome.text), facts: [...new Set(citedIn(outcome.text))] })),
    factsCheckedOn,
    asAtText: filled(file.asAtText),
    checkedText: filled(file.checkedText),
    summary: filled(file.summary),
    line: filled(file.line),
  };
}

const { summary, line, ...status } = loadSchemeStatus(schemeStatusYaml);

export const schemeStatus: SchemeStatus = status;

/** The status in one paragraph, for answers and documents that mention timing. */
export function schemeStatusSummary(): string {
  return summary;
}

/** The status in one dated sentence, for the lender and make pages (beside their steps and their fee). */
export function schemeStatusLine(): string {
  return line;
}

/** The registry entries the status block states, once each. */
export function schemeStatusFacts(): Fact[] {
  const all = [...schemeStatus.timeline, ...schemeStatus.next].flatMap((item) => item.facts);
  return [...new Set(all)];
}
