import { Link } from 'react-router';
import type { Breadcrumb } from '../../../shared/seo/breadcrumbs.ts';

/**
 * The page's breadcrumb trail for screen readers (spec section 2; issue 15):
 * the trail of the matched routes' `handle.crumb` that the page's data brings
 * (server/render/breadcrumbTrail.ts), the same its BreadcrumbList in the JSON-LD
 * is built from, so the two always match. The last step is the page itself.
 * Hidden until a keyboard reaches it: a sighted keyboard user then sees
 * where the focus is (WCAG 2.4.7), as with the skip link.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            <Link to={crumb.url} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
