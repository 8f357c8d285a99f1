/**
 * Where the FCA's redress scheme stands, as a short dated timeline and what
 * happens next in each outcome (issue 14: the status block on home, /faqs and
 * the answers that mention timing). Every date and figure is a registry entry
 * (server/figures/figures.ts), so nothing here is written twice; the words are plain,
 * with no countdown, no urgency and no promise.
 */
import { claims, dates, factsCheckedOn, figures, monthText, type Fact } from './figures.ts';

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
  /** Shown as "Facts last checked on …" wherever the block appears. */
  readonly factsCheckedOn: { readonly value: string; readonly display: string };
  readonly checkedText: string;
  /** Said first, under the heading: where the scheme stands changes, so the block is dated (issue 19, item 13). */
  readonly asAtText: string;
}

export const schemeStatus: SchemeStatus = {
  heading: 'Where the redress scheme stands',
  timeline: [
    {
      when: { ...dates.consultationPublished, display: monthText(dates.consultationPublished) },
      text:
        `The FCA consulted on an industry-wide redress scheme for car finance. It estimated ${figures.misSoldShare.short} of agreements made since 2007 ` +
        `would be considered unfair, with an average of ${figures.averageRedressPerAgreement.short} per agreement.`,
      facts: [dates.consultationPublished, figures.misSoldShare, figures.averageRedressPerAgreement],
    },
    {
      when: dates.finalRules,
      text:
        `The FCA published final rules for two schemes: one for agreements made ${schemeSpan(1)} and one for agreements made ${schemeSpan(2)}. ` +
        `It estimates ${figures.eligibleAgreements.short} eligible agreements, ${figures.schemeRedressTotal.short} in redress ` +
        `and an average of ${figures.averageRedressFinal.short} per agreement.`,
      facts: [
        dates.finalRules,
        dates.scheme1Start,
        dates.scheme1End,
        dates.scheme2Start,
        dates.scheme2End,
        figures.eligibleAgreements,
        figures.schemeRedressTotal,
        figures.averageRedressFinal,
      ],
    },
    {
      when: dates.pauseEnded,
      text: 'The pause on lenders’ deadlines for car finance complaints ended. Complaints outside the scheme are handled in the normal way again.',
      facts: [dates.pauseEnded],
    },
    {
      when: dates.suspension,
      text: `After legal challenges, the Upper Tribunal partly suspended the scheme. ${claims.suspensionTerms.display}`,
      facts: [dates.suspension, claims.suspensionTerms],
    },
    {
      when: dates.hearing,
      text: `The tribunal’s hearing is listed for one of these two periods, depending on requests for more evidence. Its judgment is expected ${dates.judgment.display}.`,
      facts: [dates.hearing, dates.judgment],
    },
  ],
  nextHeading: 'What happens next',
  next: [
    {
      outcome: 'If the scheme is upheld and not appealed',
      text: `The FCA says payments ${dates.paymentsIfUpheld.display}.`,
      facts: [dates.paymentsIfUpheld],
    },
    {
      outcome: 'If the scheme is overturned',
      text: `${claims.overturnedOptions.short} A revised scheme could delay compensation ${dates.delayIfOverturned.display}. ` + claims.fcaFallback.display,
      facts: [claims.overturnedOptions, dates.delayIfOverturned, claims.fcaFallback],
    },
  ],
  factsCheckedOn,
  asAtText: `As at ${factsCheckedOn.display}.`,
  checkedText: `Facts last checked on ${factsCheckedOn.display}. Rules and timetables can change: the FCA’s website has the latest position.`,
};

function schemeSpan(scheme: 1 | 2): string {
  const [start, end] = scheme === 1 ? [dates.scheme1Start, dates.scheme1End] : [dates.scheme2Start, dates.scheme2End];
  return `from ${start.display} to ${end.display}`;
}

/** The status in one paragraph, for answers and documents that mention timing. */
export function schemeStatusSummary(): string {
  return (
    `The FCA published final rules for its redress scheme on ${dates.finalRules.display}. ` +
    `In ${dates.suspension.display} the Upper Tribunal partly suspended the scheme while legal challenges are heard; ` +
    `the hearing is listed for ${dates.hearing.display}. ` +
    `If the scheme is upheld, payments ${dates.paymentsIfUpheld.display}; if it is overturned, compensation could be delayed ${dates.delayIfOverturned.display}. ` +
    `(Facts last checked on ${factsCheckedOn.display}.)`
  );
}

/** The registry entries the status block states, once each. */
export function schemeStatusFacts(): Fact[] {
  const all = [...schemeStatus.timeline, ...schemeStatus.next].flatMap((item) => item.facts);
  return [...new Set(all)];
}
