import { Link, useLoaderData } from 'react-router';
import { brand } from '../../../shared/brand/brand.ts';
import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { confinedToOurFigures, lacksEvidence } from '../../../shared/figures/factTypes.ts';
import { useRegistry } from '../../registry.ts';
import type { FigureRow, loader } from './loader.server.ts';
import { LENDER_FINDER_PATH, LENDER_NAMES_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';

/**
 * Every figure, date and claim the site states, with whose it is, its source
 * and when we last checked it (issue 14): the figures registry as a table, so
 * a visitor can check us. Our own figures say so plainly; those with no
 * evidence filed are shown here only, in a section of their own (issue 29).
 */
export default function OurFiguresPage() {
  const { facts, household } = useLoaderData<typeof loader>();
  const { factsCheckedSpan } = useRegistry();
  const ours = facts.filter((fact) => fact.kind === 'operator');
  const confined = facts.filter(confinedToOurFigures);
  const listed = facts.filter((fact) => !confinedToOurFigures(fact));
  // A reference page: no call to action, and within the DOM-size budget with every registry entry (issue 22).
  return (
    <>
      <div className="container page our-figures">
        <h1>Our figures and their sources</h1>
        <p className="lead">Every figure and date on this site, where it comes from, and when we last checked it. Facts checked {factsCheckedSpan}.</p>
        <p>
          {/* compliance reading B, N6: most sources are reports of the FCA's figures, named as they are in each row */}
          Most figures are the Financial Conduct Authority’s (FCA) estimates, as reported by the sources named in each row; a few are the Information
          Commissioner’s Office’s, the law’s, a court’s or the Financial Ombudsman Service’s, and we say whose each one is. Where a figure is a press estimate,
          we say so.{' '}
          <strong>
            {ours.length} entries are {brand.name}’s own
          </strong>
          : they are not the regulator’s. {ownEvidenceText(ours)}
        </p>
        <FactTable id="our-figures-caption" caption="Every figure the site states, with its source" facts={listed} />
        {confined.length > 0 && (
          <>
            <h2 id="our-own">Our own figures, with no evidence filed yet</h2>
            <p>
              These are {brand.name}’s own claims, not the regulator’s, and no public source states them. We have not yet filed the evidence for them, so we
              show them on this page only, and nowhere else on the site. Read them as our claims, not as established facts.
            </p>
            <p>{household}</p>
            <FactTable id="our-own-caption" caption={`${brand.name}’s own figures, not yet evidenced`} facts={confined} />
          </>
        )}
        <p>
          The other names our <Link to={LENDER_FINDER_PATH}>lender finder</Link> knows for each lender, each with its source:{' '}
          <Link to={LENDER_NAMES_PATH}>lender names and where we found them</Link>.
        </p>
        <p>
          Something out of date? Tell us through our <Link to="/contact">contact page</Link>.
        </p>
      </div>
    </>
  );
}

/**
 * Issue 19: "we hold the evidence" only when every one of our own entries has its evidence
 * reference filed (`npm run figures` lists those that do not).
 */
export function ownEvidenceText(ours: readonly Pick<FigureRow, 'kind' | 'evidence'>[]): string {
  const missing = ours.filter(lacksEvidence).length;
  if (missing === 0) return 'We hold the evidence for each of them.';
  return `${missing} of them do not yet have their evidence filed with us, and are marked “Evidence not yet filed” below: read them as our claims, not as established facts.`;
}

/** The columns after the row's own heading; each cell carries its column's name for the phone's stacked rows (issue 20). */
const VALUE_COLUMNS = ['Whose figure', 'Source', 'Source date', 'Last checked'] as const;

function FactTable({ id, caption, facts }: { id: string; caption: string; facts: readonly FigureRow[] }) {
  return (
    <div className="table-scroll our-figures__table" role="region" tabIndex={0} aria-labelledby={id}>
      <table className="stacks">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What we say</th>
            {VALUE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => (
            <FactRow key={fact.id} fact={fact} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FactRow({ fact }: { fact: FigureRow }) {
  const { title, publisher, date, url } = fact.source;
  return (
    <tr id={fact.id.replace('.', '-')}>
      <th scope="row">
        {fact.group === 'quotes' ? `“${String(fact.value)}”` : fact.display}
        {fact.label && <span className="our-figures__label">{fact.label}</span>}
      </th>
      <td data-label={VALUE_COLUMNS[0]}>
        {fact.whose}
        {lacksEvidence(fact) && <span className="our-figures__label">Evidence not yet filed</span>}
      </td>
      <td data-label={VALUE_COLUMNS[1]}>
        {url ? <a href={url}>{title}</a> : title}, {publisher}
      </td>
      <td className="num" data-label={VALUE_COLUMNS[2]}>
        {date === 'undated' ? 'Undated' : formatIsoDate(date)}
      </td>
      <td className="num" data-label={VALUE_COLUMNS[3]}>
        {formatIsoDate(fact.checked)}
      </td>
    </tr>
  );
}
