import { Link, useLoaderData } from 'react-router';
import { Hub } from '../components/Hub.tsx';
import type { LendersData } from '../../server/loaders.ts';

/** `/lenders` (issue 15): every routed lender, each with its own free complaint route in one line and a link to its page. */
export default function LendersPage() {
  const { lenders } = useLoaderData<LendersData>();
  return (
    <Hub
      heading="Car finance lenders"
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
            <Link to={lender.path}>{lender.name} car finance</Link>
          </h3>
          <p className="hub-item__route">{lender.freeRoute}</p>
        </li>
      ))}
    </Hub>
  );
}
