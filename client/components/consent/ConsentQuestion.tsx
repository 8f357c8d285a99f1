import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONSENT_MONTHS, COOKIE_SETTINGS_PATH, type ConsentChoice } from '../../../shared/attribution/consent.ts';
import { ConsentButtons } from './ConsentButtons.tsx';

/**
 * The question asked when an address brings campaign labels and the visitor
 * has not chosen (issue 28): what is kept, why, for how long, and that the
 * site works the same either way. At the top of the page, in its flow (issue
 * 45 item 12, GOV.UK's cookie banner pattern): it covers nothing, so no focused
 * control is ever behind it (WCAG 2.2 SC 2.4.11). Five lines at 320 px, so the
 * first screen under it still says who we are and our fee (issue 45 item 5);
 * the cookie policy has the rest (the `utm_` names, the storage key). The label
 * values are never shown (a link someone else wrote must not put words on our page).
 */
export function ConsentQuestion({ choose }: { choose: (choice: ConsentChoice) => void }) {
  return (
    <section className="consent" aria-labelledby="consent-title">
      <div className="consent__inner">
        <p className="consent__text">
          <strong id="consent-title" className="consent__title">
            May we keep this link’s campaign labels?
          </strong>{' '}
          Kept in this browser for up to {CONSENT_MONTHS} months and added to our links, they credit who sent you. The site works the same either way.{' '}
          <Link to={COOKIE_SETTINGS_PATH}>Cookie policy</Link>
        </p>
        <ConsentButtons choose={choose} accept="Accept" reject="Reject" />
      </div>
    </section>
  );
}

/**
 * What the visitor chose, where the question was (issue 45 item 12, as GOV.UK's banner does): focus moves
 * here, so a keyboard or screen reader user hears the answer was taken and goes on from the top of the page,
 * not from `<body>`. "Hide this message" removes it and moves focus to the page's main region.
 */
export function ConsentConfirmation({ choice, hide }: { choice: ConsentChoice; hide: () => void }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <section className="consent consent--answered" aria-labelledby="consent-answer">
      <div className="consent__inner">
        <p id="consent-answer" ref={message} tabIndex={-1} className="consent__text consent__answer">
          {choice === 'accepted'
            ? `You accepted: we keep this link’s campaign labels in this browser for up to ${CONSENT_MONTHS} months.`
            : 'You rejected: we keep no campaign labels.'}{' '}
          You can <Link to={COOKIE_SETTINGS_PATH}>change your choice in the cookie settings</Link> at any time.
        </p>
        <div className="consent__actions">
          <button type="button" className="button button--outline consent__button" onClick={hide}>
            Hide this message
          </button>
        </div>
      </div>
    </section>
  );
}
