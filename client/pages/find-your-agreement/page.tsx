import { Link, useLoaderData } from 'react-router';
import { SourceLine } from '../../components/figures/SourceLine.tsx';
import { MY_AGREEMENTS_PATH } from '../../../shared/agreements/agreementUrls.ts';
import { COMPLAIN_FREE_PATH, LENDER_FINDER_PATH, LENDER_NAMES_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import type { loader, SourcedWords } from './loader.server.ts';

function Sourced({ words }: { words: SourcedWords }) {
  return <SourceLine sources={[words.source]} checked={words.checked} />;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * No paperwork? Where to look (issue 47, from facts.md §3 and §8 only): what
 * helps a lender find an agreement, where its number may be, the credit file
 * for the last 6 years, a subject access request for older ones, the CCA copy
 * while it runs, the dealer, and old or renamed lenders. A plain page: it
 * works the same without JavaScript.
 */
export default function FindYourAgreementPage() {
  const { complaintDetails, creditFileYears, subjectAccess, ccaCopy, agreementNumberSource, section8Checked } = useLoaderData<typeof loader>();
  return (
    <div className="container page find-agreement">
      <h1>No paperwork? How to find your agreement</h1>
      <p className="lead">
        Many people no longer have the paperwork for a car finance agreement, or have moved since. You can still complain without it. Here is what helps a
        lender find your agreement, and where to look.
      </p>

      <section aria-labelledby="find-helps-heading">
        <h2 id="find-helps-heading">What helps a lender find it</h2>
        <p>The FCA says to give the lender {complaintDetails.text}.</p>
        <Sourced words={complaintDetails} />
      </section>

      <section aria-labelledby="find-number-heading">
        <h2 id="find-number-heading">Where the agreement number may be</h2>
        <p>
          Black Horse says its agreement number is on the agreement itself, is the Direct Debit reference on your bank statements, and was in its welcome text
          message. We have not found where other lenders say to look.
        </p>
        <SourceLine sources={[agreementNumberSource]} checked={section8Checked} />
      </section>

      <section aria-labelledby="find-credit-heading">
        <h2 id="find-credit-heading">Your credit file: the last {creditFileYears.text}</h2>
        <p>
          If the agreement was active in the last {creditFileYears.text}, it may be listed on your credit file, with the lender’s name. You can get your credit
          file free.
        </p>
        <Sourced words={creditFileYears} />
      </section>

      <section aria-labelledby="find-sar-heading">
        <h2 id="find-sar-heading">Older agreements: ask the lender what it holds</h2>
        <p>
          You can ask any organisation for the personal data it holds about you, which may include the details of your agreement: a subject access request.{' '}
          {capitalise(subjectAccess.text)}.
        </p>
        <Sourced words={subjectAccess} />
        <p>While you still owe money on an agreement, you can also ask for a copy under the Consumer Credit Act: {ccaCopy.text}.</p>
        <Sourced words={ccaCopy} />
        <p>
          Both letters are ready to print for each agreement on <Link to={MY_AGREEMENTS_PATH}>My agreements</Link> (it needs JavaScript), filled with what you
          know about it.
        </p>
      </section>

      <section aria-labelledby="find-dealer-heading">
        <h2 id="find-dealer-heading">The dealer, and old or renamed lenders</h2>
        <p>
          The FCA says you can contact the lender or the broker. If a dealer arranged your finance, it was the broker: you can ask it which lender it used. If
          the name on your paperwork is not one you can find, it may be an old name or a brand of another lender:{' '}
          <Link to={LENDER_FINDER_PATH}>find your lender from the name on your paperwork</Link>, or see{' '}
          <Link to={LENDER_NAMES_PATH}>every lender name we know and where we found it</Link>.
        </p>
      </section>

      <section aria-labelledby="find-next-heading">
        <h2 id="find-next-heading">Then</h2>
        <ul>
          <li>
            <Link to={PRE_CHECK_PATH}>Check whether the scheme may cover it</Link>, free.
          </li>
          <li>
            <Link to={COMPLAIN_FREE_PATH}>Write your complaint letter to the lender</Link>, free, with the details you have.
          </li>
          <li>
            <Link to={MY_AGREEMENTS_PATH}>Keep each agreement and its dates on this device</Link>.
          </li>
        </ul>
      </section>
    </div>
  );
}
