import type { ChangeEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { complainFreeHref, LENDER_FINDER_PARAM, LENDER_FINDER_PATH, MAX_QUERY_LENGTH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { FIND_YOUR_AGREEMENT_PATH } from '../../../shared/agreements/agreementUrls.ts';
import type { FinderMatchView, LenderFinderData } from '../../../shared/lenders/lenderFinderResults.ts';
import { LenderFreeRoute } from './LenderFreeRoute.tsx';
import { preCheckSearchOf } from '../../../shared/pre-check/preCheckUrl.ts';
import { SourceLine } from '../figures/SourceLine.tsx';

const HINT_ID = 'lender-finder-hint';
const STATUS_ID = 'lender-finder-status';

/** Which other name matched, and how it relates to the lender, as its sources say. */
function MatchedName({ match }: { match: FinderMatchView }) {
  if (!match.relation) return null;
  return (
    <p className="lender-finder__matched">
      {match.quality === 'spelling' ? 'A close spelling of ' : 'Matched '}
      <strong>{match.matchedName}</strong> ({match.kindLabel}). {match.relation.text}
      <br />
      <SourceLine sources={match.relation.sources} checked={match.relation.checked} />
    </p>
  );
}

function Match({ match, answersSearch }: { match: FinderMatchView; answersSearch: string }) {
  const headingId = `lender-finder-${match.slug}`;
  return (
    <li className="lender-finder__match">
      <h3 className="lender-finder__name">
        <Link to={`${match.path}${answersSearch}`}>{match.name} car finance</Link>
      </h3>
      {!match.relation && match.quality === 'spelling' && (
        <p className="lender-finder__matched">
          A close spelling of <strong>{match.matchedName}</strong>: check it is the name on your paperwork.
        </p>
      )}
      <MatchedName match={match} />
      {match.caution && (
        <p className="lender-finder__caution">
          {match.caution.text}
          <br />
          <SourceLine sources={match.caution.sources} checked={match.caution.checked} />
        </p>
      )}
      <LenderFreeRoute lender={{ slug: match.slug, name: match.name }} freeRoute={match.freeRoute} headingId={`${headingId}-route`} />
    </li>
  );
}

/**
 * Find your lender from the name on your paperwork (issue 23): a GET form
 * (`?q=`, at most 60 characters) that works without JavaScript, the matches
 * each with the lender's free complaint route, and, where nothing matches, how
 * to find the lender, with sources. The page passes `data` (its loader's,
 * shared/lenders/lenderFinderResults.ts) and, to answer live as the visitor
 * types, `onQueryChange`; the form is React Router's, so its GET is a
 * navigation once hydrated.
 */
export function LenderFinder({
  data,
  action = LENDER_FINDER_PATH,
  onQueryChange,
}: {
  data: LenderFinderData;
  action?: string;
  onQueryChange?: (query: string) => void;
}) {
  const { query, matches, message, help } = data;
  // Come from a pre-check result (issue 29): a search, and the lender it finds, keep the result's answers for the letter.
  const answersSearch = preCheckSearchOf(useLocation().search);
  return (
    <section className="section lender-finder" aria-labelledby="lender-finder-heading">
      <div className="container">
        <h2 id="lender-finder-heading">Find your lender</h2>
        <Form className="lender-finder__form" method="get" action={action} role="search" aria-label="Find your lender" preventScrollReset>
          {[...new URLSearchParams(answersSearch)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="lender-finder__label" htmlFor="lender-finder-q">
            Lender name on your paperwork
          </label>
          <p className="lender-finder__hint" id={HINT_ID}>
            As it is written on your agreement or bank statement, for example “Black Horse”, “Audi Finance” or “Alphera”.
          </p>
          <div className="lender-finder__row">
            <input
              className="lender-finder__input"
              id="lender-finder-q"
              name={LENDER_FINDER_PARAM}
              type="search"
              maxLength={MAX_QUERY_LENGTH}
              defaultValue={query.text}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={HINT_ID}
              aria-controls={STATUS_ID}
              onChange={onQueryChange ? (event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value) : undefined}
            />
            <button className="button button--secondary" type="submit">
              Find lender
            </button>
          </div>
        </Form>

        <div className="lender-finder__status" id={STATUS_ID} role="status" aria-live="polite">
          {message && <p className={matches.length === 0 ? 'lender-finder__message lender-finder__message--none' : 'lender-finder__message'}>{message}</p>}
        </div>

        {matches.length > 0 && (
          <ol className="lender-finder__matches" aria-label="Lenders found">
            {matches.map((match) => (
              <Match key={match.slug} match={match} answersSearch={answersSearch} />
            ))}
          </ol>
        )}

        {help && (
          <div className="lender-finder__help">
            <h3>How to find your lender</h3>
            <ul>
              {help.map((way) => (
                <li key={way.text}>
                  {way.text}
                  <br />
                  <SourceLine sources={way.sources} checked={way.checked} />
                </li>
              ))}
            </ul>
            {/* issue 45 item 7: a lender not among ours still gets the free letter, with the pre-check's answers kept */}
            <p>
              Know your lender, but it is not one of ours?{' '}
              <Link to={complainFreeHref(undefined, answersSearch)}>Write your complaint with our free letter</Link>, and fill in the lender’s name and address
              yourself.
            </p>
            <p>
              {/* Issue 47: where to look without the paperwork. */}
              <Link to={FIND_YOUR_AGREEMENT_PATH}>No paperwork? Where to look for your agreement</Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
