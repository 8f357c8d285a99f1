import { Link } from 'react-router';
import { CallToAction } from '../components/CallToAction.tsx';
import { OPTIONS_PATH } from '../../shared/preCheckUrl.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import { featuredMakes, vehiclePath } from '../../shared/vehicles.ts';

/**
 * `/vehicles` (issue 15): the makes with a page of their own, each linked,
 * so every make page in the sitemap can be found and the breadcrumbs' middle
 * step is a real page.
 */
export default function VehiclesPage() {
  return (
    <>
      <section className="hub-intro">
        <div className="container">
          <h1>Car finance claims by vehicle make</h1>
          <p className="lead">
            Whatever the make, it is the finance agreement that counts, not the vehicle. Each page explains how a claim works for that make.
          </p>
          <p>
            Want to know first whether your agreement is likely covered? <Link to="/pre-check">Try our free pre-check</Link>, or{' '}
            <Link to={OPTIONS_PATH}>compare your options side by side</Link>.
          </p>
        </div>
      </section>
      <section className="section hub" aria-labelledby="hub-makes-heading">
        <div className="container">
          <h2 id="hub-makes-heading" className="visually-hidden">
            Vehicle makes
          </h2>
          <ul className="hub-list hub-list--makes">
            {featuredMakes.map((make) => (
              <li key={make.slug} className="hub-item">
                <Link to={vehiclePath(make)} className="hub-item__name">
                  {make.name} finance claims
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}

export function meta(): PageMeta {
  return pageMeta('/vehicles', {
    title: 'Car Finance Claims by Vehicle Make',
    description: 'Financed an Audi, BMW, Ford or another make? Find the page for your vehicle make and see how a car finance claim works.',
    keywords: ['car finance claim by make', ...COMMON_KEYWORDS],
  });
}
