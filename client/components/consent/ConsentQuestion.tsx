import { Link } from 'react-router';
import { CONSENT_MONTHS, COOKIE_SETTINGS_PATH, type ConsentChoice } from '../../../shared/consent.ts';
import { ConsentButtons } from './ConsentButtons.tsx';

/**
 * The question asked when an address brings campaign labels and the visitor
 * has not chosen (issue 28): what is kept, why, for how long, and that the
 * site works the same either way. Fixed to the foot of the screen, so it
 * moves nothing on the page; the label values are never shown (a link
 * someone else wrote must not put words on our page).
 */
export function ConsentQuestion({ choose }: { choose: (choice: ConsentChoice) => void }) {
  return (
    <section className="consent" aria-labelledby="consent-title">
      <div className="consent__inner">
        <p className="consent__text">
          <strong id="consent-title" className="consent__title">
            May we keep this link’s campaign labels?
          </strong>{' '}
          We would store its <code>utm_</code> labels in this browser for up to {CONSENT_MONTHS} months and add them to our links, to credit the advert or
          partner that sent you. The site works the same either way. <Link to={COOKIE_SETTINGS_PATH}>Cookie policy</Link>
        </p>
        <ConsentButtons choose={choose} accept="Accept" reject="Reject" />
      </div>
    </section>
  );
}
