/**
 * The shape of every entry of the figures registry (shared/figures/figures.ts and the
 * modules it gathers): a figure, date or claim the site states, with whose it
 * is, where it comes from and when it was last checked. A claims firm's site
 * is a financial promotion: every figure must be accurately sourced (FCA
 * CMCOB 3.2), so the site never states one that has no entry here.
 */

/**
 * Whose figure it is. `operator` is the firm's own, for which it must hold evidence; `data-regulator` is
 * the Information Commissioner's Office's (a subject access request), `law` an Act's own words (the
 * Consumer Credit Act 1974's copy of an agreement): neither is the FCA's (compliance reading B, W2).
 */
export const FACT_KINDS = ['regulator', 'data-regulator', 'law', 'court', 'ombudsman', 'press', 'operator'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export interface FactSource {
  readonly title: string;
  readonly publisher: string;
  /** ISO date (`YYYY-MM-DD` or `YYYY-MM`) of publication, or `undated`. */
  readonly date: string;
  readonly url?: string;
}

/** What every entry states: pages need only this. */
export interface FactBase<T = number | string> {
  readonly value: T;
  /** How the site words it, exactly as pages show it. */
  readonly display: string;
  readonly kind: FactKind;
  /** ISO date (`YYYY-MM-DD`) the entry was last checked against its source. */
  readonly checked: string;
  /** For `operator` figures: the reference of the evidence the firm holds. */
  readonly evidence?: string;
  /**
   * `our-figures-only`: the firm's own figure that, until its evidence is filed, appears only on
   * /our-figures, marked there as the firm's own and unevidenced (issue 29). The figure audit
   * (`confinedFiguresShown`, shared/figures/figuresReport.ts) fails on any other page that shows it.
   */
  readonly untilEvidenced?: 'our-figures-only';
  /**
   * What the entry is, in words, for the sources page and `npm run figures`
   * (a bare `6 April 2007` or `8 weeks` says nothing on its own there).
   */
  readonly label?: string;
  /**
   * The figure alone (`£829`, `12.1 million`), for a sentence or a stat whose
   * own words already say what it counts and whose it is. Pages that show the
   * figure on its own use `display`, which carries those words.
   */
  readonly short?: string;
}

/**
 * A registry entry as content/figures.yaml holds it: its source by key (a key under
 * `sources`, shared by several entries); shared/figures/factSources.ts gives it in full
 * to the pages that list sources (/our-figures, the article's sources).
 */
export interface Fact<T = number | string> extends FactBase<T> {
  readonly sourceId: string;
}

/** An entry with its source in full: the registry as the sources page, the report and the tests read it. */
export interface SourcedFact<T = number | string> extends FactBase<T> {
  readonly source: FactSource;
}

/**
 * The firm's own figure with no evidence reference filed: `npm run figures`, /our-figures and the
 * production start warning all flag it (docs/compliance.md, Figures).
 */
export function lacksEvidence(fact: Pick<FactBase, 'kind' | 'evidence'>): boolean {
  return fact.kind === 'operator' && !fact.evidence?.trim();
}

/** The firm's own figure that, with no evidence filed, may be shown on /our-figures and nowhere else (issue 29). */
export function confinedToOurFigures(fact: Pick<FactBase, 'kind' | 'evidence' | 'untilEvidenced'>): boolean {
  return fact.untilEvidenced === 'our-figures-only' && lacksEvidence(fact);
}
