import { Link } from 'react-router';
import { CallToAction } from '../components/CallToAction.tsx';
import { OPTIONS_PATH } from '../../shared/preCheckUrl.ts';
import { lenders as lenderList } from '../../shared/lenderList.ts';
import { COMMON_KEYWORDS, pageMeta } from '../../shared/pageMeta.ts';
import type { PageMeta } from '../../shared/seo.ts';
import type { LendersPageData } from './LendersPage.data.ts';

/**
 * `/lenders` (issue 15): every routed lender, each with its own free
 * complaint route in one line and a link to its page, so every lender page
 * can be found and the breadcrumbs' middle step is a real page.
 */
export default function LendersPage({ lenders }: LendersPageData) {
  return (
    <>
      <section className="hub-intro">
        <div className="container">
          <h1>Car finance lenders</h1>
          <p className="lead">
            How to complain to each of the <span className="num">{lenders.length}</span> lenders we cover yourself, for free, as far as our sources show, and a
            page on each. Complaining to your lender costs nothing.
          </p>
          <p>
            Not sure what applies to you? <Link to="/pre-check">Try our free pre-check</Link>, or{' '}
            <Link to={OPTIONS_PATH}>compare your options side by side</Link>.
          </p>
        </div>
      </section>
      <section className="section hub" aria-labelledby="hub-lenders-heading">
        <div className="container">
          <h2 id="hub-lenders-heading" className="visually-hidden">
            Lenders
          </h2>
          <ul className="hub-list">
            {lenders.map((lender) => (
              <li key={lender.slug} className="hub-item">
                <h3 className="hub-item__name">
                  <Link to={lender.path}>{lender.name} car finance</Link>
                </h3>
                <p className="hub-item__route">{lender.freeRoute}</p>
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
  return pageMeta('/lenders', {
    title: 'Car Finance Lenders: How to Complain Free',
    description: `How to complain free to each of the ${lenderList.length} car finance lenders we cover, as our sources show it, with a page on each lender.`,
    keywords: ['car finance lenders', 'complain to car finance lender', ...COMMON_KEYWORDS],
  });
}
