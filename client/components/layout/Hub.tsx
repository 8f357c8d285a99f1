import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPTIONS_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { CallToAction } from '../claim/CallToAction.tsx';

/**
 * A hub page (issue 15: /lenders, /vehicles): what it lists and the free
 * pre-check first, then a page for each item, so every page in the sitemap
 * can be found and the breadcrumbs' middle step is a real page.
 */
export function Hub({
  heading,
  lead,
  question,
  listId,
  listHeading,
  listClassName,
  before,
  children,
}: {
  heading: string;
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
  return (
    <>
      <section className="hub-intro">
        <div className="container">
          <h1>{heading}</h1>
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
