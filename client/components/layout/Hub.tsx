import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPTIONS_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { CallToAction } from '../claim/CallToAction.tsx';
import { FreeRouteFirst } from '../claim/FreeRouteFirst.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';
import { useRegistry } from '../../registry.ts';

/**
 * A hub page (issue 15: /lenders, /vehicles): what it lists and the free
 * pre-check first, then a page for each item, so every page in the sitemap
 * can be found and the breadcrumbs' middle step is a real page. Its first
 * screen is a landing page's (compliance reading A, M8; issue 45 item 5): the
 * free routes and where to find the lender's own (`freeLink`), then that we
 * are a claims management company and our fee, then the call to action.
 */
export function Hub({
  heading,
  lead,
  question,
  listId,
  listHeading,
  listClassName,
  freeLink,
  before,
  children,
}: {
  heading: string;
  /** Follows the free routes: where to find your lender's own complaint route. */
  freeLink: ReactNode;
  lead: ReactNode;
  /** Asked before the pre-check link: "Not sure what applies to you?". */
  question: string;
  listId: string;
  listHeading: string;
  listClassName: string;
  /** A section between the introduction and the list (the lender finder). */
  before?: ReactNode;
  /** The list's items. */
  children: ReactNode;
}) {
  const { text } = useRegistry();
  return (
    <>
      <section className="hub-intro">
        <div className="container">
          <h1>{heading}</h1>
          <FreeRouteFirst
            block="hub-intro"
            free={
              <>
                {text.freeRoutes} {freeLink}
              </>
            }
          >
            <StartClaimLink />
          </FreeRouteFirst>
          <p className="lead">{lead}</p>
          <p>
            {question} <Link to="/pre-check">Try our free pre-check</Link>, or <Link to={OPTIONS_PATH}>compare your options side by side</Link>.
          </p>
        </div>
      </section>
      {before}
      <section className="section hub" aria-labelledby={listId}>
        <div className="container">
          <h2 id={listId} className="visually-hidden">
            {listHeading}
          </h2>
          <ul className={listClassName}>{children}</ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
