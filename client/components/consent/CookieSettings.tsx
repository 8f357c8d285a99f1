import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { CONSENT_MONTHS, COOKIE_SETTINGS_ID, consentLapsesOn, type ConsentRecord } from '../../../shared/attribution/consent.ts';
import { useConsent } from '../../attribution/attribution.ts';
import { ConsentButtons } from './ConsentButtons.tsx';
import { useHydrated } from '../layout/useHydrated.ts';

function choiceText(choice: ConsentRecord | undefined): string {
  // compliance reading A, m8: the scroll-position record is kept from the first page, so never "nothing is stored"
  if (choice === undefined)
    return 'You have not chosen: we keep no campaign labels, only the record of how far down each page you scrolled, for your browser’s Back and Forward buttons.';
  const until = formatIsoDate(consentLapsesOn(choice).toISOString().slice(0, 10));
  return choice.choice === 'accepted'
    ? `You accepted on ${formatIsoDate(choice.date)}: we keep the campaign labels of the links that bring you here until ${until}, unless you reject them.`
    : `You rejected them on ${formatIsoDate(choice.date)}: we keep no campaign labels. We will not ask again before ${until}.`;
}

/**
 * Cookie settings on /cookie-policy (issue 28): the visitor's choice about
 * campaign labels and the controls to change it. Rejecting after accepting
 * withdraws consent and removes the stored labels at once. Without
 * JavaScript nothing is stored, so there is nothing to change.
 */
export function CookieSettings() {
  const hydrated = useHydrated();
  const { view, choose } = useConsent();
  return (
    <section id={COOKIE_SETTINGS_ID} className="cookie-settings" aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title">Cookie settings: campaign labels</h2>
      {hydrated ? (
        <>
          <p role="status">{choiceText(view.choice)}</p>
          <ConsentButtons choose={choose} accept="Accept campaign labels" reject="Reject campaign labels" />
          <p className="cookie-settings__note">Your choice is kept for up to {CONSENT_MONTHS} months. The site works the same either way.</p>
        </>
      ) : (
        <p>With JavaScript off, this website stores nothing in your browser, so there is nothing to change.</p>
      )}
    </section>
  );
}
