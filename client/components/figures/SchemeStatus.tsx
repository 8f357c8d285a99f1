import { Link } from 'react-router';
import type { SchemeStatus as Status } from '../../../shared/figures/schemeStatus.ts';

/**
 * Where the FCA's redress scheme stands (issue 14): a short dated timeline,
 * what happens next in each outcome, and the date the facts were last
 * checked. Every word and date comes from shared/figures/schemeStatus.ts, which reads
 * the figures registry, and reaches the page as its loader's data; no
 * countdown, no urgency.
 */
export function SchemeStatus({
  status: schemeStatus,
  headingId,
  headingLevel = 2,
  heading = schemeStatus.heading,
}: {
  status: Status;
  headingId: string;
  headingLevel?: 2 | 3;
  heading?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="scheme-status" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p className="scheme-status__as-at">{schemeStatus.asAtText}</p>
      <ol className="scheme-status__timeline">
        {schemeStatus.timeline.map((event) => (
          <li key={event.when.value} className="scheme-status__event">
            {/^\d{4}-\d{2}(-\d{2})?$/.test(event.when.value) ? (
              <time className="scheme-status__date num" dateTime={event.when.value}>
                {event.when.display}
              </time>
            ) : (
              <span className="scheme-status__date num">{event.when.display}</span>
            )}
            <p>{event.text}</p>
          </li>
        ))}
      </ol>
      <SubHeading>{schemeStatus.nextHeading}</SubHeading>
      <ul className="scheme-status__next">
        {schemeStatus.next.map((outcome) => (
          <li key={outcome.outcome}>
            <strong>{outcome.outcome}:</strong> {outcome.text}
          </li>
        ))}
      </ul>
      <p className="scheme-status__checked">
        {schemeStatus.checkedText} <Link to="/our-figures">Our figures and their sources</Link>.
      </p>
    </section>
  );
}
