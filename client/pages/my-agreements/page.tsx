import { lazy, Suspense } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useHydrated } from '../../components/layout/useHydrated.ts';
import { FIND_YOUR_AGREEMENT_PATH } from '../../../shared/agreements/agreementUrls.ts';
import { COMPLAIN_FREE_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import type { loader } from './loader.server.ts';

/** The list, its form and its file controls: only in a live page, so in a chunk of their own, fetched once it is. */
const MyAgreementsList = lazy(() => import('./MyAgreementsList.tsx'));

/**
 * My agreements (issue 47; contract "My agreements"): the visitor's own list, kept in this browser
 * only and only by their own action, each agreement with the pre-check's answer, its one next step
 * and that step's date, worked out on the device. The server sends the same page to everyone and
 * never sees the list. Without JavaScript the page says what it does and links the pages that work
 * without it.
 */
export default function MyAgreementsPage() {
  const { schemeScope, letterAddressing } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="container page my-agreements">
      <h1>My agreements</h1>
      <p className="lead">
        Keep your car finance agreements together on this device, each with its next step and that step’s date: when the lender’s final response is due, the
        last day to go to the Financial Ombudsman Service, the last day to reply to the scheme’s invitation.
      </p>
      <div className="my-agreements__kept">
        <h2>What is kept, and where</h2>
        <p>
          The list is kept only in this browser, on this device, and only when you add, import or delete an agreement. Nothing you enter here is sent to us, to
          the claim application or to anyone else, and we cannot see it. Anyone who uses this browser can see it.
        </p>
        <p>
          To delete it, use Delete on an agreement, or Delete all below. Clearing this site’s data in your browser deletes it too. To move it to another device
          or browser, export it to a file and import that file there.
        </p>
        <p>
          Each date is worked out here from the rules, not from your lender’s records: the lender or the Financial Ombudsman Service decides. No paperwork?{' '}
          <Link to={FIND_YOUR_AGREEMENT_PATH}>Where to look for your agreement</Link>.
        </p>
      </div>

      <noscript>
        <div className="my-agreements__noscript">
          <h2>Keeping a list needs JavaScript</h2>
          <p>JavaScript is off in this browser, so this page cannot keep a list. Everything else works without it:</p>
          <ul>
            <li>
              <a href={PRE_CHECK_PATH}>Check an agreement with the free pre-check</a>: whether the scheme may cover it, and what to do next.
            </li>
            <li>
              <a href={COMPLAIN_FREE_PATH}>Write your complaint letter to your lender, free</a>, to print.
            </li>
            <li>
              <a href={FIND_YOUR_AGREEMENT_PATH}>No paperwork? Where to look for your agreement</a>, and how to ask the lender for a copy.
            </li>
          </ul>
        </div>
      </noscript>

      {hydrated && (
        <Suspense fallback={<p className="my-agreements__loading">Opening your list…</p>}>
          <MyAgreementsList schemeScope={schemeScope} letterAddressing={letterAddressing} />
        </Suspense>
      )}
    </div>
  );
}
