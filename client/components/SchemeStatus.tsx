import { useId } from 'react';
import { scopeFacts, type ScopeFact } from '../../shared/schemeScope.ts';
import { SourceLine } from './SourceLine.tsx';

const f = scopeFacts;

interface StatusEntry {
  /** The dated fact the entry is about. */
  readonly fact: ScopeFact;
  /** Shown for the date: the fact's own wording. */
  readonly when: string;
  /** A machine-readable date, where the fact is one day. */
  readonly dateTime?: string;
  readonly text: string;
}

/**
 * Where the FCA's redress scheme stands, as a short dated timeline (issue 15):
 * every date and figure from the registry (shared/schemeScope.ts, from
 * ../shared/facts.md) with its source, and the day the facts were last
 * checked, since the scheme's timetable has changed more than once. Plain on
 * purpose: no countdown, no urgency (CMCOB 3.2).
 */
export function SchemeStatus({ heading, headingLevel = 2 }: { heading: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const entries: readonly StatusEntry[] = [
    {
      fact: f.finalRules,
      when: f.finalRules.display,
      dateTime: f.finalRules.value,
      text: `The FCA published the final rules for two redress schemes: Scheme 1 for agreements made from ${f.scheme1Start.display} to ${f.scheme1End.display}, Scheme 2 from ${f.scheme2Start.display} to ${f.scheme2End.display}.`,
    },
    {
      fact: f.pauseEnded,
      when: f.pauseEnded.display,
      dateTime: f.pauseEnded.value,
      text: `The pause on handling car finance commission complaints ended. Lenders again answer complaints outside the scheme in the usual way, mostly within ${f.lenderResponseWeeks.display}.`,
    },
    {
      fact: f.suspension,
      when: f.suspension.display,
      dateTime: f.suspension.value,
      text: `The Upper Tribunal partly suspended the scheme while it hears challenges brought by ${f.tribunalChallengers.display}. Until it decides, lenders need not work out or pay redress under the scheme, but they still gather the details of complaints and agreements.`,
    },
    {
      fact: f.hearing,
      when: f.hearing.display,
      text: 'The dates the tribunal gave for its hearing. Which of them applies depends on requests for more evidence; its judgment is expected in the months after the hearing.',
    },
  ];
  return (
    <section className="scheme-status" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <ol className="scheme-status__timeline">
        {entries.map((entry) => (
          <li key={entry.when} className="scheme-status__entry">
            <p className="scheme-status__when">{entry.dateTime ? <time dateTime={entry.dateTime}>{entry.when}</time> : entry.when}</p>
            <p>{entry.text}</p>
            <SourceLine sources={[entry.fact.source]} checked={entry.fact.checked} />
          </li>
        ))}
      </ol>
      <Subheading className="scheme-status__next">What happens next</Subheading>
      <ul className="scheme-status__outcomes">
        <li>
          If the scheme is upheld and not appealed, payments {f.paymentsIfUpheld.display}.{' '}
          <SourceLine sources={[f.paymentsIfUpheld.source]} checked={f.paymentsIfUpheld.checked} />
        </li>
        <li>
          If it is overturned in whole or in part, the FCA will need to decide what to do next, and compensation {f.delayIfOverturned.display}.{' '}
          <SourceLine sources={[f.delayIfOverturned.source]} checked={f.delayIfOverturned.checked} />
        </li>
      </ul>
      <p className="scheme-status__checked">
        Facts last checked on <time dateTime={f.factsCheckedOn.value}>{f.factsCheckedOn.display}</time>. The regulator’s and the tribunal’s pages may have news
        since.
      </p>
    </section>
  );
}
