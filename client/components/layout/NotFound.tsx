import { Link } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import { ExampleMark } from './ExampleMark.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';
import { claimsFirmText } from '../claim/FreeRouteFirst.tsx';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { COMPLAIN_FREE_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';

/**
 * The 404 page (contract: heading 'Page Not Found', noindex, status 404),
 * shown by the page boundary for a 404 its route's loader throws.
 */
export function NotFound() {
  return (
    <div className="container page not-found">
      <h1>Page not found</h1>
      <p className="lead">Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <h2 className="not-found__heading">You might be looking for</h2>
      {/* Issue 45 item 14: the free routes first, then our own pages, then our paid service with what we are and charge. */}
      <ul className="not-found__links">
        <li>
          <Link to={PRE_CHECK_PATH}>Am I covered?</Link> Our free pre-check says whether the FCA’s schemes may cover your agreement
        </li>
        <li>
          <Link to={COMPLAIN_FREE_PATH}>Write your complaint letter, free</Link>, to send to your lender yourself
        </li>
        <li>
          <Link to="/lenders">The lenders</Link>: find yours, and its complaints route where we have found one
        </li>
        <li>
          <Link to="/">The home page</Link>, to check whether you could be owed money
        </li>
        <li>
          <Link to="/faqs">Frequently asked questions</Link> about car finance claims and our fees
        </li>
        <li>
          <Link to="/contact">Contact us</Link>: <a href={`mailto:${brand.email}`}>{brand.email}</a>
          <ExampleMark detail="email" />
        </li>
      </ul>
      <p className="not-found__who">{claimsFirmText()}</p>
      <StartClaimLink />
    </div>
  );
}
