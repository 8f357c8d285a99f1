import { Link, useLoaderData } from 'react-router';
import { ComplaintLetter } from '../../components/lenders/ComplaintLetter.tsx';
import { LENDER_FINDER_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import type { loader } from './loader.server.ts';
import { useRegistry } from '../../registry.ts';

/**
 * Write your complaint, free (issue 23): a complaint letter in plain words to
 * the chosen lender, filled from a pre-check result's answers. Without
 * JavaScript it is a complete printable letter with blank lines; with it, the
 * visitor's details fill the letter on the page and are never sent or stored.
 */
export default function ComplainFreePage() {
  const { letter } = useLoaderData<typeof loader>();
  const { text } = useRegistry();
  return (
    <div className="container page complain-free">
      <h1>Write your complaint to your lender, free</h1>
      <p className="lead">A letter you can send your lender yourself, in plain words. {text.freeRoutes} Nothing you type below leaves this page.</p>
      <p className="complain-free__links">
        {letter.lender ? (
          <>
            This letter is to <strong>{letter.lender.name}</strong>. Not your lender? <Link to={LENDER_FINDER_PATH}>Find your lender</Link>.
          </>
        ) : (
          <>
            Not sure who your lender is? <Link to={LENDER_FINDER_PATH}>Find your lender from the name on your paperwork</Link>.
          </>
        )}{' '}
        Not sure your agreement is covered? <Link to={PRE_CHECK_PATH}>Am I covered?</Link>
      </p>
      <ComplaintLetter letter={letter} />
    </div>
  );
}
