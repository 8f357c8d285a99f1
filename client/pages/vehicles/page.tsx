import { Link } from 'react-router';
import { Hub } from '../../components/layout/Hub.tsx';
import { featuredMakes, vehiclePath } from '../../../shared/vehicles/vehicles.ts';

/** `/vehicles` (issue 15): the makes with a page of their own, each linked. */
export default function VehiclesPage() {
  return (
    <Hub
      heading="Car finance claims by vehicle make"
      freeLink={<Link to="/lenders">Find your lender’s complaints route</Link>}
      lead="Whatever the make, it is the finance agreement that counts, not the vehicle. Each page explains how a claim works for that make."
      question="Want to know first whether the FCA’s schemes may cover your agreement?"
      listId="hub-makes-heading"
      listHeading="Vehicle makes"
      listClassName="hub-list hub-list--makes"
    >
      {featuredMakes.map((make) => (
        <li key={make.slug} className="hub-item">
          <Link to={vehiclePath(make)} className="hub-item__name">
            {make.name} finance claims
          </Link>
        </li>
      ))}
    </Hub>
  );
}
