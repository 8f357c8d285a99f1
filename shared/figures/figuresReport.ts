/**
 * `npm run figures` (scripts/figures.mjs): the registry as a table for
 * operators, and what must be fixed before it may be published. Pure: the
 * script passes the clock and, when it has fetched the site, which pages show
 * each figure, so a unit test can run it on any day.
 */
import type { RegisteredFact } from './factRegistry.ts';
import {} from './figures.ts';
import { sourceLine } from './factSources.ts';
import { confinedToOurFigures, lacksEvidence } from './factTypes.ts';

/** The one page where the firm's own unevidenced figures may appear, marked as such (issue 29). */
export const OUR_FIGURES_PATH = '/our-figures';

/** A figure not checked against its source for longer than this is stale (issue 14). */
export const MAX_AGE_DAYS = 90;

/** Where the scheme stands moves faster (hearings, judgments, suspensions): its entries go stale sooner (issue 19). */
export const STATUS_MAX_AGE_DAYS = 30;

/** The registry entries that say where the scheme stands: the status block's timetable and what follows from it. */
export const STATUS_FACT_IDS: ReadonlySet<string> = new Set([
  'dates.redressScheme',
  'dates.suspension',
  'dates.hearing',
  'dates.judgment',
  'dates.paymentsIfUpheld',
  'dates.delayIfOverturned',
  'claims.suspensionTerms',
  'claims.fcaFallback',
  'claims.overturnedOptions',
]);

/** How many days an entry may go unchecked. */
export function maxAgeDays(id: string): number {
  return STATUS_FACT_IDS.has(id) ? STATUS_MAX_AGE_DAYS : MAX_AGE_DAYS;
}

export interface ReportRow {
  readonly id: string;
  readonly display: string;
  readonly kind: RegisteredFact['kind'];
  readonly source: string;
  readonly checked: string;
  readonly ageDays: number;
  /** Paths of the pages that show it; undefined when the site was not fetched. */
  readonly pages?: readonly string[];
  readonly problems: readonly string[];
}

export interface FiguresReport {
  readonly rows: readonly ReportRow[];
  /** Every problem, each naming its entry; empty when the registry may be published. */
  readonly problems: readonly string[];
}

const DAY_MS = 86_400_000;

/** Whole days from `checked` (`YYYY-MM-DD`) to `today`, counted in UTC. */
export function ageInDays(checked: string, today: Date): number {
  const start = Date.parse(`${checked}T00:00:00Z`);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((end - start) / DAY_MS);
}

function problemsOf(fact: RegisteredFact, ageDays: number): string[] {
  const problems: string[] = [];
  if (Number.isNaN(ageDays)) problems.push(`${fact.id}: checked date "${fact.checked}" is not a day`);
  else if (ageDays > maxAgeDays(fact.id)) {
    problems.push(`${fact.id}: last checked ${ageDays} days ago (more than ${maxAgeDays(fact.id)}); check it against its source`);
  }
  if (lacksEvidence(fact)) {
    problems.push(
      `${fact.id}: the firm's own figure has no evidence reference; file the substantiation and record its reference in \`evidence\` (shared/figures/figures.ts)` +
        (confinedToOurFigures(fact) ? `; until then it may appear only on ${OUR_FIGURES_PATH}` : ''),
    );
  }
  return problems;
}

export function figuresReport(
  facts: readonly RegisteredFact[],
  options: { readonly today: Date; readonly pagesByFact?: ReadonlyMap<string, readonly string[]>; readonly otherProblems?: readonly string[] },
): FiguresReport {
  const rows = facts.map((fact): ReportRow => {
    const ageDays = ageInDays(fact.checked, options.today);
    const pages = options.pagesByFact ? (options.pagesByFact.get(fact.id) ?? []) : undefined;
    return {
      id: fact.id,
      display: typeof fact.value === 'string' && fact.group === 'quotes' ? `“${fact.value}”` : fact.display,
      kind: fact.kind,
      source: sourceLine(fact.source),
      checked: fact.checked,
      ageDays,
      ...(pages ? { pages } : {}),
      problems: problemsOf(fact, ageDays),
    };
  });
  const shownElsewhere = options.pagesByFact ? confinedFiguresShown(facts, options.pagesByFact) : [];
  return { rows, problems: [...rows.flatMap((row) => row.problems), ...shownElsewhere, ...(options.otherProblems ?? [])] };
}

/**
 * Issue 29: the firm's own figures with no evidence filed (`untilEvidenced: 'our-figures-only'`)
 * may appear on /our-figures and nowhere else. One problem for each page that shows one, given
 * which pages show each fact (`pagesShowing`, from the running site or rendered in a test).
 */
export function confinedFiguresShown(facts: readonly RegisteredFact[], pagesByFact: ReadonlyMap<string, readonly string[]>): string[] {
  return facts
    .filter(confinedToOurFigures)
    .flatMap((fact) =>
      (pagesByFact.get(fact.id) ?? [])
        .filter((path) => path !== OUR_FIGURES_PATH)
        .map((path) => `${fact.id}: shown on ${path}; until its evidence is filed it may appear only on ${OUR_FIGURES_PATH}`),
    );
}

/**
 * The lender finder's names (shared/lenders/lenderAliases.ts) age like figures (issue 23): each must have been
 * checked against its sources within 90 days.
 */
export function lenderNameProblems(names: readonly { readonly lender: string; readonly name: string; readonly checked: string }[], today: Date): string[] {
  return names.flatMap(({ lender, name, checked }) => {
    const ageDays = ageInDays(checked, today);
    if (Number.isNaN(ageDays)) return [`lender name "${name}" (${lender}): checked date "${checked}" is not a day`];
    return ageDays > MAX_AGE_DAYS
      ? [`lender name "${name}" (${lender}): last checked ${ageDays} days ago (more than ${MAX_AGE_DAYS}); check it against its sources`]
      : [];
  });
}

/** A page's visible text, near enough to find figures in: tags, scripts and styles dropped, entities and spaces normalised. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/**
 * The words a page shows a fact by: its display, a quotation's words, or its
 * bare figure when that is distinctive (`£829`, `44%`, `12.1 million`; not `2`
 * or `2027`, which any page may contain for other reasons).
 */
function wordingsOf(fact: RegisteredFact): string[] {
  const distinctive = fact.short !== undefined && /[£%]|million/.test(fact.short);
  const wordings = [fact.display, distinctive ? fact.short! : ''];
  if (fact.group === 'quotes' && typeof fact.value === 'string') wordings.push(fact.value);
  return wordings.map((wording) => wording.replace(/\u00a0/g, ' ')).filter((wording) => wording.length > 0);
}

/** Which pages show each fact, from each page's visible text. */
export function pagesShowing(facts: readonly RegisteredFact[], pages: readonly { readonly path: string; readonly text: string }[]): Map<string, string[]> {
  return new Map(
    facts.map((fact) => [fact.id, pages.filter((page) => wordingsOf(fact).some((wording) => page.text.includes(wording))).map((page) => page.path)]),
  );
}

const truncate = (text: string, width: number) => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

/** The report as a plain-text table and a list of problems, for a terminal. */
export function formatReport(report: FiguresReport, pagesHint = 'run with --site http://localhost:3000 to list pages'): string {
  const header = ['figure', 'pages that show it', 'kind', 'source', 'checked', 'age (days)'];
  const rows = report.rows.map((row) => [
    `${row.id}: ${truncate(row.display, 60)}`,
    row.pages ? (row.pages.length ? truncate(row.pages.join(' '), 60) : '(none)') : pagesHint,
    row.kind,
    truncate(row.source, 70),
    row.checked,
    String(row.ageDays),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const table = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
  const summary = report.problems.length
    ? `\n\n${report.problems.length} problem(s):\n${report.problems.map((problem) => `  - ${problem}`).join('\n')}`
    : `\n\nNo problems: every figure checked within ${MAX_AGE_DAYS} days (the scheme's status within ${STATUS_MAX_AGE_DAYS}), every operator figure has evidence.`;
  return table + summary + '\n';
}
