import { Link, useLoaderData } from 'react-router';
import { SourceLine } from '../../components/figures/SourceLine.tsx';
import { LENDER_FINDER_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import type { loader } from './loader.server.ts';

/**
 * Every name the lender finder maps to a lender (issue 23), with the sources
 * that link it and when we last checked them: part of our figures and their
 * sources (/our-figures), on a page of its own so each stays a light page.
 */
export default function LenderNamesPage() {
  const { lenderNames } = useLoaderData<typeof loader>();
  return (
    <div className="container page our-figures">
      <h1>Lender names and where we found them</h1>
      <p className="lead">
        The names our <Link to={LENDER_FINDER_PATH}>lender finder</Link> knows besides each lender’s own: legal names, trading names, finance brands and former
        names, each with the source that links it to the lender. Where no source links a name to a lender, the finder does not guess.
      </p>
      <ul className="lender-names">
        {lenderNames.map((row) => (
          <li key={`${row.lenderName}:${row.name}`}>
            <strong>{row.name}</strong> ({row.kindLabel}) → {row.lenderName}. {row.relation}
            <br />
            <SourceLine sources={row.sources} checked={row.checked} />
          </li>
        ))}
      </ul>
      <p>
        Every figure on the site, with its source: <Link to="/our-figures">our figures and their sources</Link>.
      </p>
    </div>
  );
}
