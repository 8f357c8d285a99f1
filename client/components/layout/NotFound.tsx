import { Link } from 'react-router';
import { brand } from '../../../shared/brand.ts';
import { ExampleMark } from './ExampleMark.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';

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
      <ul className="not-found__links">
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
      <StartClaimLink />
    </div>
  );
}
