import type { ReactNode } from 'react';
import { possessive } from '../../../shared/vehicles/nameWords.ts';
import { Link, useLocation } from 'react-router';
import { complainFreeHref } from '../../../shared/lenders/lenderFinderUrl.ts';
import type { Lender } from '../../../shared/lenders/lenderList.ts';
import type { LenderFreeRoute as FreeRoute, Sourced } from '../../../shared/lenders/lenders.ts';
import { OPTIONS_PATH, PRE_CHECK_PATH, preCheckSearchOf } from '../../../shared/pre-check/preCheckUrl.ts';
import { SourceLine } from '../figures/SourceLine.tsx';

/** A UK number as a `tel:` address: digits only. */
function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, '')}`;
}

/** Keeps a number on one line: a phone number broken across lines is easy to misdial. */
function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

function Detail({ term, detail, children }: { term: string; detail: Sourced<unknown>; children: ReactNode }) {
  return (
    <div className="lender-route__detail">
      <dt>{term}</dt>
      <dd>
        {children}
        {detail.hours && <> ({detail.hours})</>}
        <br />
        <SourceLine sources={detail.sources} checked={detail.checked} />
      </dd>
    </div>
  );
}

/**
 * "Complain to {lender} yourself, free" (issue 15), before the page's call to
 * action and its fee (CMCOB: say prominently that a claim can be made free).
 * Built only from the lender's profile in shared/lenders/lenders.ts (`lenderFreeRoute`):
 * each detail where a source states it, with that source and the day it was
 * checked; where none was found, the general route, never an invented detail.
 */
export function LenderFreeRoute({
  lender,
  freeRoute,
  headingId = 'lender-route-heading',
}: {
  lender: Lender;
  freeRoute: FreeRoute;
  /** Unique on the page: the lender finder shows one block for each lender it finds (issue 23). */
  headingId?: string;
}) {
  const { entity, route, challenger, general } = freeRoute;
  // Come from a pre-check result (issue 29): the letter, and the way back to the result, keep its answers.
  const answersSearch = preCheckSearchOf(useLocation().search);
  return (
    <section className="section lender-route" aria-labelledby={headingId}>
      <div className="container">
        <div className="lender-route__card">
          <h2 id={headingId}>{freeRoute.heading}</h2>
          <p className="lead">You do not need a claims firm to complain about car finance commission. Complaining to the lender costs nothing.</p>
          {challenger && (
            <div className="lender-route__challenge">
              <p>{challenger.text}</p>
              <SourceLine sources={challenger.sources} checked={challenger.checked} />
            </div>
          )}
          {/* issue 29 item 24: the sources name the company, not who handles complaints (facts.md §4) */}
          {entity && (
            <p>
              The finance company, as our source names it: <strong>{entity.value}</strong>.<br />
              <SourceLine sources={entity.sources} checked={entity.checked} />
            </p>
          )}
          {route && (
            <dl className="lender-route__details">
              {route.commissionUrl && (
                <Detail term="Commission complaints" detail={route.commissionUrl}>
                  <a href={route.commissionUrl.value}>{route.commissionUrl.label ?? route.commissionUrl.value}</a>
                </Detail>
              )}
              {route.url && (
                <Detail term="Complaints page" detail={route.url}>
                  <a href={route.url.value}>{route.url.label ?? route.url.value}</a>
                </Detail>
              )}
              {route.phone && (
                <Detail term={route.phone.label ? `Phone (${route.phone.label.toLowerCase()})` : 'Phone'} detail={route.phone}>
                  <a href={telHref(route.phone.value)} className="num">
                    {unbroken(route.phone.value)}
                  </a>
                </Detail>
              )}
              {route.email && (
                <Detail term={route.email.label ? `Email (${route.email.label.toLowerCase()})` : 'Email'} detail={route.email}>
                  <a href={`mailto:${route.email.value}`}>{route.email.value}</a>
                </Detail>
              )}
              {route.post && (
                <Detail term="Post" detail={route.post}>
                  <address>{route.post.value}</address>
                </Detail>
              )}
            </dl>
          )}
          {route?.notes?.map((note) => (
            <p key={note.value} className="lender-route__note">
              {note.value}
              <br />
              <SourceLine sources={note.sources} checked={note.checked} />
            </p>
          ))}
          {!route && (
            <p>
              We have not found a complaints route for {lender.name} in our sources, so we do not give one. {general.where}
            </p>
          )}
          <h3>What to include</h3>
          {/* issue 45 item 11: the page is named as its source names it (Clydesdale's route is Barclays Partner Finance's page) */}
          <p>{route?.details ? `Its complaints page (${route.url?.label ?? possessive(lender.name)}) asks for:` : 'The FCA says to give:'}</p>
          <ul className="lender-route__include">
            {(route?.details?.value ?? general.details).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {route?.details ? (
            <SourceLine sources={route.details.sources} checked={route.details.checked} />
          ) : (
            <SourceLine sources={general.detailsSource.sources} checked={general.detailsSource.checked} />
          )}
          <p>{general.lenderUnknown}</p>
          <p>{general.ombudsman}</p>
          <p className="lender-route__links">
            <Link to={complainFreeHref(lender.slug, answersSearch)}>Write your complaint letter to {lender.name}, free</Link>
            <Link to={`${PRE_CHECK_PATH}${answersSearch}`}>Check your agreement with our free pre-check</Link>
            <Link to={OPTIONS_PATH}>Compare your options side by side</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
