import { Link, useLoaderData, useLocation, useSubmit } from 'react-router';
import { LenderFinder } from '../../components/lenders/LenderFinder.tsx';
import { LENDER_FINDER_PARAM, LENDER_FINDER_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { preCheckSearchOf } from '../../../shared/pre-check/preCheckUrl.ts';
import { Hub } from '../../components/layout/Hub.tsx';
import type { loader } from './loader.server.ts';

/**
 * `/lenders` (issues 15 and 23): find your lender from the name on your
 * paperwork, then every routed lender, each with its own free complaint route
 * in one line and a link to its page. The finder is a GET form; with
 * JavaScript it answers as the visitor types, each answer worked out by the
 * page's loader on the server (the names and their sources never ship as code).
 */
export default function LendersPage() {
  const { lenders, finder } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  // Come from a pre-check result (issue 29): every way on to a lender's letter keeps the result's answers.
  const answersSearch = preCheckSearchOf(useLocation().search);
  const find = (query: string) => {
    const params = new URLSearchParams(answersSearch);
    if (query.trim()) params.set(LENDER_FINDER_PARAM, query);
    submit(params, { method: 'get', action: LENDER_FINDER_PATH, replace: true, preventScrollReset: true });
  };
  return (
    <Hub
      before={<LenderFinder data={finder} onQueryChange={find} />}
      heading="Car finance lenders"
      freeLink={<a href="#lender-finder-heading">Find your lender’s own complaint route below</a>}
      lead={
        <>
          How to complain to each of the <span className="num">{lenders.length}</span> lenders we cover yourself, for free, as far as our sources show, and a
          page on each. Complaining to your lender costs nothing.
        </>
      }
      question="Not sure what applies to you?"
      listId="hub-lenders-heading"
      listHeading="Lenders"
      listClassName="hub-list"
    >
      {lenders.map((lender) => (
        <li key={lender.slug} className="hub-item">
          <h3 className="hub-item__name">
            <Link to={`${lender.path}${answersSearch}`}>{lender.name} car finance</Link>
          </h3>
          <p className="hub-item__route">{lender.freeRoute}</p>
        </li>
      ))}
    </Hub>
  );
}
